// The public site's interface texts (tr.json, en.json, ru.json) and the one function that reads them —
// what this remote used i18next for, in a few lines: nested keys ("nav.projects"), {{name}} values, and
// plural forms by `count` (key_one, key_few, key_many, key_other, as the language's rules choose).
// A missing key shows the key itself (SPEC §8); there is no fallback language for interface texts.
// In the browser each language is a file of its own, loaded when a page in it is drawn (the server names
// the page's own in its scripts, so it arrives with the app): a first visit downloads one language, not
// three. The server and the tests have all three at hand (all-texts.ts).
import type { Lang } from '@konak/shared-ui';

export type Texts = { [key: string]: string | Texts };
export type Values = Record<string, string | number | undefined>;
/** An interface text by its key, with `values` put in for its {{placeholders}}. */
export type Translate = (key: string, values?: Values) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function makeTranslate(lang: Lang, texts: Texts): Translate {
  const plural = new Intl.PluralRules(lang);
  /** With a count: the language's form for it, else the plain key, else the general form. */
  const find = (key: string, count: unknown) =>
    typeof count === 'number'
      ? (lookup(texts, `${key}_${plural.select(count)}`) ??
        lookup(texts, key) ??
        lookup(texts, `${key}_other`))
      : lookup(texts, key);
  return (key, values) => {
    const text = find(key, values?.count) ?? key;
    return values
      ? text.replace(PLACEHOLDER, (whole, name: string) =>
          values[name] === undefined ? whole : String(values[name]),
        )
      : text;
  };
}

const FILES: Record<Lang, () => Promise<{ default: Texts }>> = {
  tr: () => import(/* webpackChunkName: "texts-tr" */ './tr.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  ru: () => import(/* webpackChunkName: "texts-ru" */ './ru.json'),
};

/** A language's translator on its way, marked once it is there as React's `use` reads a settled
 *  promise: synchronously, without suspending again. */
type Loading = Promise<Translate> & { status?: 'fulfilled'; value?: Translate };
const loading: Partial<Record<Lang, Loading>> = {};

function settled(promise: Promise<Translate>): Loading {
  const marked: Loading = promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled' as const, value }).value!,
  );
  return marked;
}

/** `lang`'s translator, its file fetched once (retried on the next call if it failed). */
export function loadTexts(lang: Lang): Promise<Translate> {
  const known = loading[lang];
  if (known) return known;
  const pending = settled(FILES[lang]().then((file) => makeTranslate(lang, file.default)));
  loading[lang] = pending;
  pending.catch(() => {
    if (loading[lang] === pending) delete loading[lang];
  });
  return pending;
}

/** Texts already in hand (the server's renders, the tests): `lang` needs no loading. */
export function provideTexts(lang: Lang, texts: Texts) {
  const value = makeTranslate(lang, texts);
  loading[lang] = Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** The interface texts of `lang` if they are in hand (provided, or loaded), else undefined. */
export const loadedTranslator = (lang: Lang): Translate | undefined => loading[lang]?.value;

/** The interface texts of `lang`, which must be in hand (provideTexts, or loadTexts settled). */
export function translator(lang: Lang): Translate {
  const value = loadedTranslator(lang);
  if (!value) throw new Error(`The ${lang} interface texts are not loaded`);
  return value;
}
