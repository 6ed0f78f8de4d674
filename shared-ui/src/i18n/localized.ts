import { LANG_LOCALES, shownText, SITE_TIME_ZONE } from '@konak/contract';
import type { Lang, LocalizedInput } from '../api/models';

/** The text in `lang`, falling back to Turkish (SPEC §8, the contract's one rule: shownText, which also
 *  says when the text is a fallback); plain strings are tolerated (SPEC §3). */
export function pick(text: LocalizedInput | null | undefined, lang: Lang): string {
  return shownText(text, lang).text;
}

export function emptyLocalized() {
  return { tr: '', en: '', ru: '' };
}

/** Dates in the Turkish locale with the long month name (SPEC §9), or the page's language. */
export function formatDate(iso: string, lang: Lang = 'tr'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Days are the company's days (Antalya): the same date in every visitor's browser and in the server's
  // render of the page, which the browser then hydrates.
  return date.toLocaleDateString(LANG_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  });
}
