// The password rule (OWASP ASVS 2.1.1 and 2.1.7): at least MIN_PASSWORD characters, and not one of the
// passwords breach corpora show people choose most. The list is @zxcvbn-ts/language-common's
// "passwords-common" dictionary (about 49,000 entries taken from leaked password lists), shipped in the
// package and read offline: no password ever leaves the server. The admin applies only the length rule
// before sending (the list stays out of the browser bundle); this module is the one place for both.
import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD } from '@konak/contract';

export const PASSWORD_TOO_SHORT = `Şifre en az ${MIN_PASSWORD} karakter olmalıdır`;
export const PASSWORD_BREACHED = 'Bu şifre sızdırılmış şifreler listesinde; başka bir şifre seçin';

let breached: Set<string> | undefined;
/** The list, loaded on first use (lower-cased: "Password1234" is as guessable as "password1234"). */
function breachedList(): Set<string> {
  return (breached ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));
}

export function isBreachedPassword(password: string): boolean {
  return breachedList().has(password.normalize('NFKC').toLowerCase());
}

/** What is wrong with a new password, in Turkish, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD) return PASSWORD_TOO_SHORT;
  if (isBreachedPassword(password)) return PASSWORD_BREACHED;
  return null;
}
