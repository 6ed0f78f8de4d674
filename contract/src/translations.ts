// The translation check (issue 14): which languages of a Localized text need a translator. One rule for
// the API's list of problems (GET /api/translations/missing) and the admin forms' counts.
import { LANGS, type Lang } from './languages.js';

export type TranslationIssue = 'missing' | 'copied';

export interface TranslationProblem {
  lang: Lang;
  issue: TranslationIssue;
  /** For a copy: the language whose text it repeats. */
  same_as?: Lang;
}

type Texts = Partial<Record<Lang, string | null | undefined>>;

const norm = (text: string | null | undefined) => (text ?? '').trim();
/** Numbers, sizes and codes ("120 m²", "2+1") read the same in every language: never a copy. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The languages of `value` that need a translator: empty while another language has text (a value empty
 *  in every language is simply unused), or the very text of an earlier language (Turkish first) — a copy
 *  pasted in instead of a translation. */
export function translationProblems(value: Texts): TranslationProblem[] {
  const texts = LANGS.map((lang) => [lang, norm(value[lang])] as const);
  if (texts.every(([, text]) => !text)) return [];
  const problems: TranslationProblem[] = [];
  texts.forEach(([lang, text], i) => {
    if (!text) return void problems.push({ lang, issue: 'missing' });
    const earlier = texts.slice(0, i).find(([, other]) => other === text);
    if (earlier && hasWords(text)) problems.push({ lang, issue: 'copied', same_as: earlier[0] });
  });
  return problems;
}

/** A value shaped like a Localized text: exactly the three languages, each a string. */
export function isLocalizedValue(value: unknown): value is Record<Lang, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LANGS.length &&
    LANGS.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

export interface FieldTranslationProblem extends TranslationProblem {
  /** Dotted path of the Localized value in its record: "title", "features.2.title". */
  field: string;
}

/** Every translation problem of a record, walking its nested objects and lists. */
export function recordTranslationProblems(
  record: unknown,
  skip: readonly string[] = [],
): FieldTranslationProblem[] {
  const found: FieldTranslationProblem[] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (depth > 6 || !node || typeof node !== 'object') return;
    if (isLocalizedValue(node)) {
      for (const p of translationProblems(node)) found.push({ field: path, ...p });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (depth === 0 && skip.includes(key)) continue;
      walk(child, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  walk(record, '', 0);
  return found;
}

/** The languages a record still waits for a translator in ("çeviri bekliyor", issue 26): those with an
 *  empty text where another language has one, by the translation check's own rule. Turkish first. */
export function missingLanguages(record: unknown, skip: readonly string[] = []): Lang[] {
  const missing = new Set(
    recordTranslationProblems(record, skip)
      .filter((p) => p.issue === 'missing')
      .map((p) => p.lang),
  );
  return LANGS.filter((lang) => missing.has(lang));
}
