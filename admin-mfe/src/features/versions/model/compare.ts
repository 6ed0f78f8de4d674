// Two versions of an item side by side: every field of the form as rows, one per language for a text in
// tr/en/ru, nested parts (a project's location, its plans) as their own rows, images as thumbnails.
import { LANGS, sameValue, type Lang } from '@konak/contract';
import { IMAGE_FIELDS, fieldLabel, readable } from './field-labels';

export type Snapshot = Record<string, unknown>;

export type CompareRow = {
  /** Unique within a comparison: the field's path and language. */
  key: string;
  /** The field's name in the form, e.g. "Konum › Yakın yerler 2 › Ad". */
  label: string;
  lang?: Lang;
  same: boolean;
} & ({ kind: 'text'; before: string; after: string } | { kind: 'images'; before: string[]; after: string[] });

const isLocalized = (value: unknown): value is Record<Lang, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([k, v]) => (LANGS as readonly string[]).includes(k) && typeof v === 'string');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const imageList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

const VIDEO_ENDINGS = ['.mp4', '.webm', '.mov'];
const isImageField = (key: string, values: unknown[]) =>
  IMAGE_FIELDS.has(key) ||
  (key === 'media_url' &&
    values.every((v) => typeof v !== 'string' || !VIDEO_ENDINGS.some((e) => v.toLowerCase().endsWith(e))));

/** The rows comparing `before` with `after` (either may lack a field; a missing version is all empty). */
export function compareSnapshots(before: Snapshot | null, after: Snapshot | null): CompareRow[] {
  const rows: CompareRow[] = [];
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  for (const key of keys) walk(rows, key, key, fieldLabel(key), before?.[key], after?.[key]);
  return rows;
}

function walk(rows: CompareRow[], path: string, key: string, label: string, before: unknown, after: unknown) {
  if (isImageField(key, [before, after])) {
    const b = imageList(before);
    const a = imageList(after);
    rows.push({ key: path, label, kind: 'images', before: b, after: a, same: sameValue(b, a) });
    return;
  }
  if (isLocalized(before) || isLocalized(after)) {
    for (const lang of LANGS) {
      const b = isLocalized(before) ? (before[lang] ?? '') : '';
      const a = isLocalized(after) ? (after[lang] ?? '') : '';
      rows.push({ key: `${path}.${lang}`, label, lang, kind: 'text', before: b, after: a, same: b === a });
    }
    return;
  }
  if (isPlainObject(before) || isPlainObject(after)) {
    const b = isPlainObject(before) ? before : {};
    const a = isPlainObject(after) ? after : {};
    for (const sub of [...new Set([...Object.keys(a), ...Object.keys(b)])])
      walk(rows, `${path}.${sub}`, sub, `${label} › ${fieldLabel(sub)}`, b[sub], a[sub]);
    return;
  }
  const listOfObjects = (v: unknown) =>
    Array.isArray(v) && v.some((item) => item !== null && typeof item === 'object');
  if (listOfObjects(before) || listOfObjects(after)) {
    const b = Array.isArray(before) ? before : [];
    const a = Array.isArray(after) ? after : [];
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      walk(rows, `${path}.${i}`, key, `${label} ${i + 1}`, b[i], a[i]);
    return;
  }
  const same = sameValue(before ?? '', after ?? '');
  let b = readable(key, before);
  let a = readable(key, after);
  // Values that differ but read the same: a date whose time moved shows its time, others as stored.
  if (!same && a === b) [b, a] = [readable(key, before, true), readable(key, after, true)];
  if (!same && a === b) [b, a] = [raw(before), raw(after)];
  rows.push({ key: path, label, kind: 'text', before: b, after: a, same });
}

const raw = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
