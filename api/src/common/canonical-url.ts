// One cache key per API address. Express matches routes case-insensitively and with or without a
// trailing slash, so `/api/SETTINGS`, `/api/settings/` and `/api/settings` are one answer; keyed by the
// raw address each would take an entry of its own (an unbounded set a visitor could invent). API path
// segments are route names and slugs, which are lower-case by rule, so folding case and dropping the
// trailing slash is safe. The query is kept as sent (it selects a page of a list). Addresses outside
// /api are left alone: the public remote answers its own pages.
export function canonicalUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!/^\/api(\/|$)/i.test(path)) return url;
  const folded = withoutTrailingSlashes(path.toLowerCase()) || '/';
  return q < 0 ? folded : folded + url.slice(q);
}

/** `path` without the slashes it ends with. A loop, not /\/+$/: that regex retries every slash of a long
 *  run that does not end the path (`/api////…////x`), quadratic in the run's length. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}
