// The field diff the audit log stores: both states flattened to dotted leaf paths and compared leaf by
// leaf, so a Localized value shows per language ("title.ru") and a list item by position
// ("features.2.title.en"). Lists of plain values (gallery URLs) stay one field. Secrets never get in.
import { isSecretField } from '@konak/contract';
import type { FieldChange } from './audit-entry.entity.js';

/** Bookkeeping columns that change on every save and say nothing about the content. */
const IGNORED = new Set(['id', 'created_at', 'updated_at', 'position_updated_at']);
/** A value kept in the log is cut here: a blog post's body may be long, the log shows what changed. */
export const MAX_VALUE_CHARS = 10_000;
/** Past this many changed leaves the rest are left out (one marker row says so). */
export const MAX_CHANGES = 300;
const HIDDEN = '••••••';

export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const changes: FieldChange[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(field);
    const now = b.get(field);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    // A created record's empty fields and a deleted one's are no news.
    if (isBlank(was) && isBlank(now)) continue;
    if (isSecretField(field))
      changes.push({
        field,
        before: was === undefined ? null : HIDDEN,
        after: now === undefined ? null : HIDDEN,
      });
    else changes.push({ field, before: clip(was), after: clip(now) });
  }
  if (changes.length > MAX_CHANGES)
    return [
      ...changes.slice(0, MAX_CHANGES),
      { field: '…', before: null, after: `+${changes.length - MAX_CHANGES}` },
    ];
  return changes;
}

function flatten(value: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  // JSON round trip: Dates become the ISO text the API answers with, class instances plain objects.
  const plain: unknown = value === undefined || value === null ? {} : JSON.parse(JSON.stringify(value));
  const walk = (node: unknown, path: string, depth: number) => {
    if (
      depth > 8 ||
      node === null ||
      typeof node !== 'object' ||
      (Array.isArray(node) && node.every((v) => v === null || typeof v !== 'object'))
    ) {
      if (path) out.set(path, node);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (depth === 0 && IGNORED.has(key)) continue;
      walk(child, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  walk(plain, '', 0);
  return out;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function clip(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string' && value.length > MAX_VALUE_CHARS)
    return `${value.slice(0, MAX_VALUE_CHARS)}…`;
  if (Array.isArray(value)) {
    const text = JSON.stringify(value);
    if (text.length > MAX_VALUE_CHARS) return `${text.slice(0, MAX_VALUE_CHARS)}…`;
  }
  return value;
}
