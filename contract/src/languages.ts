// The site's languages (SPEC §1): Turkish first (it has no URL prefix), then English and Russian.
export const LANGS = ['tr', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}
