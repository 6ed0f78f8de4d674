// The site's one fallback rule for content texts (SPEC §8, issue 26): a page shows a text in its own
// language when the office wrote one, else the Turkish text — and then says so (public-mfe marks it
// lang="tr" with a note). The public pages, the server's render and the KVKK ledger all ask this.
import { DEFAULT_LANG, type Lang } from './languages.js';

type Texts = Partial<Record<Lang, string | null | undefined>> | string | null | undefined;

/** The language `value` is shown in on a page in `lang`: `lang` when it has text there, else Turkish
 *  when Turkish has text, else `lang` (nothing to show). A plain string is language-neutral. */
export function shownLanguage(value: Texts, lang: Lang): Lang {
  if (value === null || value === undefined || typeof value === 'string') return lang;
  if ((value[lang] ?? '').trim()) return lang;
  return (value[DEFAULT_LANG] ?? '').trim() ? DEFAULT_LANG : lang;
}

export interface ShownText {
  text: string;
  /** The language of `text`. */
  lang: Lang;
  /** True when `text` is another language's (Turkish) because the page's language is empty. */
  fallback: boolean;
}

/** The text a page in `lang` shows for `value`, with the language it is in (see shownLanguage). */
export function shownText(value: Texts, lang: Lang): ShownText {
  if (value === null || value === undefined) return { text: '', lang, fallback: false };
  if (typeof value === 'string') return { text: value, lang, fallback: false };
  const shown = shownLanguage(value, lang);
  return { text: value[shown] ?? '', lang: shown, fallback: shown !== lang };
}
