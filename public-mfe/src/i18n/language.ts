// The visitor's language (SPEC §4, DESIGN "Public site"): one remembered choice under one storage key;
// a first visit to / follows it, else the browser's language (ru, en), else Turkish. An explicit /en or
// /ru URL always wins and is remembered.
import { LANGS, type Lang } from '@konak/shared-ui';

export const LANG_STORAGE_KEY = 'konak.lang';

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function rememberedLanguage(): Lang | undefined {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
}

/** ru or en from the browser's preferred languages, else tr. */
export function browserLanguage(languages: readonly string[] = navigatorLanguages()): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ru' || base === 'en') return base;
    if (base === 'tr') return 'tr';
  }
  return 'tr';
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The language a first visit to the Turkish home page should be shown in. */
export function initialHomeLanguage(remembered = rememberedLanguage(), languages?: readonly string[]): Lang {
  return remembered ?? browserLanguage(languages);
}
