// The site's languages (SPEC §1): Turkish first (it has no URL prefix), then English and Russian.
export const LANGS = ['tr', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

/** Each language's locale for numbers and dates (British English: day-month-year, as Europe reads). */
export const LANG_LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };

/** The languages' Turkish names, as staff read them. */
export const LANGUAGE_LABELS: Record<Lang, string> = { tr: 'Türkçe', en: 'İngilizce', ru: 'Rusça' };

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** The language a site path is in: /en/… and /ru/…, Turkish (no prefix) otherwise. */
export function pathLanguage(pathname: string): Lang {
  for (const lang of LANGS)
    if (lang !== DEFAULT_LANG && (pathname === `/${lang}` || pathname.startsWith(`/${lang}/`))) return lang;
  return DEFAULT_LANG;
}

/** The path without its language prefix: "/en/projeler" → "/projeler", "/en" → "". */
export function pathWithoutLanguage(pathname: string): string {
  const lang = pathLanguage(pathname);
  return lang === DEFAULT_LANG ? pathname : pathname.slice(lang.length + 1);
}
