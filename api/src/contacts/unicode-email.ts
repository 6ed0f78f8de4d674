import { domainToASCII, domainToUnicode } from 'node:url';

/** An e-mail address with its domain in Unicode: browsers send an `<input type="email">` with an
 *  internationalised domain in punycode (`ali@xn--rnek-4qa.com.tr`), which no person reads. Requests are
 *  stored in this form, and read through it too (rows stored before), so the admin, the CSV, the alert
 *  and the data-subject search all see `ali@örnek.com.tr`. Lowercased: addresses are compared as such. */
export function unicodeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  // domainToUnicode answers "" for a domain it cannot decode; keep what was typed then.
  const unicode = domain.includes('xn--') ? domainToUnicode(domain) || domain : domain;
  return `${email.slice(0, at).toLowerCase()}@${unicode}`;
}

/** Both spellings of an address (Unicode and punycode domain), to find rows stored before either way. */
export function emailSpellings(email: string): string[] {
  const unicode = unicodeEmail(email);
  const at = unicode.lastIndexOf('@');
  const ascii =
    at < 0
      ? unicode
      : `${unicode.slice(0, at)}@${domainToASCII(unicode.slice(at + 1)) || unicode.slice(at + 1)}`;
  return [...new Set([unicode, ascii])];
}
