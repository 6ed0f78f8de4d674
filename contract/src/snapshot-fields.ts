// Comparing two snapshots of an item as the admin form sends it (issue 14, version history): the API
// stores which fields each save changed, the admin hides the unchanged ones — by one rule.

type Json = unknown;

/** Whether two JSON values are the same (objects by their keys, lists by position). */
export function sameValue(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, Json>;
  const right = b as Record<string, Json>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/** The fields whose values differ between `before` and `after` (every field of `after` when there is no
 *  `before`), in `after`'s order, then the fields only `before` had. */
export function changedFields(before: Record<string, Json> | null, after: Record<string, Json>): string[] {
  if (!before) return Object.keys(after);
  const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !(k in after))];
  return keys.filter((key) => !sameValue(before[key], after[key]));
}
