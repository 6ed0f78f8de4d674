// The rules for slugs, links, media addresses and e-mail addresses, as the API applies them to what it
// stores and the admin checks them before sending. Plain functions of a value: no regex on input that
// can backtrack (SLUG_PATTERN's groups are separated by a dash, so it matches in linear time).
import { LIMITS } from './limits.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug: lowercase letters, digits and single dashes (gunes-evleri), at most LIMITS.slug long. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LIMITS.slug && SLUG_PATTERN.test(value);
}

const TURKISH_LETTERS: Record<string, string> = {
  ş: 's',
  ı: 'i',
  ğ: 'g',
  ü: 'u',
  ö: 'o',
  ç: 'c',
  Ş: 's',
  İ: 'i',
  I: 'i',
  Ğ: 'g',
  Ü: 'u',
  Ö: 'o',
  Ç: 'c',
};

/** A page address from a Turkish name ("Kundu Villaları" → kundu-villalari): Turkish letters folded,
 *  apostrophes dropped ("Lara’da" → larada, as Turkish addresses are written), lowercase, anything else
 *  a dash, at most LIMITS.slug long. The one rule the admin's forms and the sample content use. */
export function slugify(text: string): string {
  return text
    .replace(/['’‘`´]/g, '')
    .replace(/[şıığüöçŞİIĞÜÖÇ]/g, (c) => TURKISH_LETTERS[c] ?? c)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug)
    .replace(/-+$/, '');
}

// Never in a URL the site writes into a page: whitespace and control characters (browsers strip some of
// them, which can turn a link into script), quotes, angle brackets, backticks and backslashes (they end
// or bend an attribute). Escaping guards the page too; refusing them keeps the stored data clean.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_URL = /[\u0000-\u001f\u007f\s"'<>`\\]/;

function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

/** Links shown to visitors: http(s), mailto:, tel:, a path on this site or an #anchor — never
 *  javascript: or data:. An empty string means "no link". */
export function isSafeLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.url) return false;
  if (value === '') return true;
  if (UNSAFE_IN_URL.test(value)) return false;
  if (value.startsWith('#')) return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(protocolOf(value) ?? '');
}

/** Images and videos: an upload of this server (/api/uploads/…) or an http(s) URL; '' means none. */
export function isMediaUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.url) return false;
  if (value === '') return true;
  if (UNSAFE_IN_URL.test(value)) return false;
  if (value.startsWith('/api/uploads/')) return !value.includes('..');
  return ['http:', 'https:'].includes(protocolOf(value) ?? '');
}

/** An absolute http(s) address with a host (social accounts, the banner's link). */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.url || UNSAFE_IN_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// A domain label: letters (any script, for internationalised domains), digits and dashes (not at
// either end, checked apart so the pattern stays one character class).
const LABEL = /^[\p{L}\p{N}-]{1,63}$/u;
const isLabel = (l: string) => LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-');
// The local part: printable characters other than the separators and quotes that mark a display name or
// a list (a quoted local part is legal in RFC 5321 but no one types one into a form).
// eslint-disable-next-line no-control-regex
const LOCAL = /^[^\s\u0000-\u001f\u007f@"(),:;<>[\]\\]+$/u;

/** An e-mail address as a person types it: one @, a local part of at most 64 characters without spaces,
 *  quotes or separators, no leading, trailing or doubled dot; a domain of two or more labels (letters,
 *  digits, inner dashes, at most 63 each), the last one letters only or an IDN's `xn--` form; at most
 *  LIMITS.email characters in all. */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.email) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (
    local.length > 64 ||
    !LOCAL.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  )
    return false;
  if (labels.length < 2 || !labels.every(isLabel)) return false;
  const top = labels[labels.length - 1];
  return /^\p{L}{2,}$/u.test(top) || /^xn--[a-z0-9-]+$/i.test(top);
}

/** A phone number as the call-back form takes it: an optional +, then 6–40 digits, spaces and ( ) . - /
 *  — nothing that can call a function or name a file (the CSV export relies on that). */
export const PHONE_PATTERN = /^\+?[\d\s().\-/]{6,40}$/;

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}
