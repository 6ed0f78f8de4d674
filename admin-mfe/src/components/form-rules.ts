// The validation rules the API applies (SPEC §5 + DESIGN), checked before sending.
import { LANGS, type Lang, type Localized } from '@konak/shared-ui';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 8;

/** The API's length limits (characters), so a form stops the typing instead of the server refusing
 *  the whole save with a bare "too long". */
export const MAX = {
  text: 20_000,
  content: 200_000,
  short: 40,
  unitDescription: 2_000,
  slug: 120,
  name: 120,
  email: 254,
  password: 256,
  category: 80,
  author: 120,
  tag: 60,
  tags: 30,
  url: 2_048,
} as const;

const TR_MAP: Record<string, string> = { ş: 's', ı: 'i', ğ: 'g', ü: 'u', ö: 'o', ç: 'c', Ş: 's', İ: 'i', I: 'i', Ğ: 'g', Ü: 'u', Ö: 'o', Ç: 'c' };

/** A slug suggested from a Turkish title: Turkish letters folded, apostrophes dropped (“Lara’da” →
 *  larada, as Turkish addresses are written), lowercase, anything else a dash. */
export function slugify(text: string): string {
  return text
    .replace(/['’‘`´]/g, '')
    .replace(/[şıığüöçŞİIĞÜÖÇ]/g, (c) => TR_MAP[c] ?? c)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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
  if (!v || /\s/.test(v)) return false;
  if (v.startsWith('#')) return true;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
  if (/^(mailto|tel):\S+$/i.test(v)) return true;
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** Absolute web addresses only (social accounts, banner link). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** Images and videos as the API takes them: an upload of this site (/api/uploads/…) or an http(s)
 *  address; empty means none. */
export function isMediaUrl(value: string): boolean {
  const v = value.trim();
  if (!v) return true;
  if (v.startsWith('/api/uploads/')) return !v.includes('..') && !/\s/.test(v);
  return isWebUrl(v) && !/\s/.test(v);
}

export const MEDIA_URL_HINT = '/api/uploads/ ya da https:// ile başlayan bir adres olmalı';

/** Comma-separated tags: trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export const LANG_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'İngilizce', ru: 'Rusça' };

/** "Başlık ve açıklama şu dillerde eksik: İngilizce, Rusça" */
export function missingMessage(what: string, langs: Lang[]): string {
  return `${what} şu dillerde zorunlu: ${langs.map((l) => LANG_NAMES[l]).join(', ')}`;
}

export type Errors = Record<string, string>;
