// The public site's interface texts (tr.json, en.json, ru.json) and the one function that reads them —
// what this remote used i18next for, in a few lines: nested keys ("nav.projects"), {{name}} values, and
// plural forms by `count` (key_one, key_few, key_many, key_other, as the language's rules choose).
// A missing key shows the key itself (SPEC §8); there is no fallback language for interface texts.
import type { Lang } from '@konak/shared-ui';
import en from './en.json';
import ru from './ru.json';
import tr from './tr.json';

type Texts = { [key: string]: string | Texts };
export type Values = Record<string, string | number | undefined>;
/** An interface text by its key, with `values` put in for its {{placeholders}}. */
export type Translate = (key: string, values?: Values) => string;

const BUNDLES: Record<Lang, Texts> = { tr, en, ru };
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function makeTranslate(lang: Lang): Translate {
  const texts = BUNDLES[lang];
  const plural = new Intl.PluralRules(lang);
  /** With a count: the language's form for it, else the plain key, else the general form. */
  const find = (key: string, count: unknown) =>
    typeof count === 'number' ? (lookup(texts, `${key}_${plural.select(count)}`) ?? lookup(texts, key) ?? lookup(texts, `${key}_other`)) : lookup(texts, key);
  return (key, values) => {
    const text = find(key, values?.count) ?? key;
    return values ? text.replace(PLACEHOLDER, (whole, name: string) => (values[name] === undefined ? whole : String(values[name]))) : text;
  };
}

const TRANSLATORS: Record<Lang, Translate> = { tr: makeTranslate('tr'), en: makeTranslate('en'), ru: makeTranslate('ru') };

/** The interface texts of `lang`. */
export const translator = (lang: Lang): Translate => TRANSLATORS[lang];
