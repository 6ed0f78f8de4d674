// The validation rules the API applies (SPEC §5 + DESIGN), checked before sending: the limits and rules
// are @konak/contract's, the same the API's validators use; here they take a form's value as typed.
import {
  isMediaUrl as isMediaAddress,
  isSafeLink,
  isWebUrl as isWebAddress,
  LANGUAGE_LABELS,
  LIMITS,
} from '@konak/contract';
import { LANGS, type Lang, type Localized } from '@konak/shared-ui';

export { SLUG_PATTERN, MIN_PASSWORD, isEmail, slugify } from '@konak/contract';

/** The API's length limits (characters), so a form stops the typing instead of the server refusing
 *  the whole save with a bare "too long". */
export const MAX = LIMITS;

/** An integer from a form field; anything unparsable is 0 (SPEC §5). */
export function toInt(value: unknown): number {
  const n = Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isFinite(n) ? n : 0;
}

/** Languages where any of the given texts is empty. */
export function missingLangs(...texts: (Localized | undefined)[]): Lang[] {
  return LANGS.filter((lang) => texts.some((t) => !t?.[lang]?.trim()));
}

/** Links the site accepts (as the API does): https:, http:, mailto:, tel:, a path on this site or an
 *  #anchor of the home page; never javascript: or data:. */
export function isLink(value: string): boolean {
  const v = value.trim();
  return v !== '' && isSafeLink(v);
}

/** Absolute web addresses only (social accounts, banner link). */
export function isWebUrl(value: string): boolean {
  return isWebAddress(value.trim());
}

/** Images and videos as the API takes them: an upload of this site (/api/uploads/…) or an http(s)
 *  address; empty means none. */
export function isMediaUrl(value: string): boolean {
  return isMediaAddress(value.trim());
}

/** Comma-separated tags: trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The languages' Turkish names (the contract's). */
export const LANG_NAMES = LANGUAGE_LABELS;

export type Errors = Record<string, string>;
