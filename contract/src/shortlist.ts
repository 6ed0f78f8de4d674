// The visitor's shortlist (issue 32 item 2, docs/decisions/0196-shortlist-and-compare.md): homes kept in
// the browser (no account), compared side by side on /karsilastir?id=…, shared as that address and asked
// about in one call-back whose `unit` names every home. The bound and the formats live here only.
import { homeQueryString } from './home-finder.js';

export const SHORTLIST_LIMITS = {
  /** homes one shortlist keeps and one compare page shows */
  homes: 4,
  /** characters of one home's name in a call-back (a project slug of 120, a space, a label of 46) */
  home: 167,
  /** characters of a call-back's `unit`: every home's name, joined by SHORTLIST_SEPARATOR */
  unitText: 700,
} as const;

/** The browser's storage key of the shortlist (localStorage: a JSON array of unit ids). */
export const SHORTLIST_STORAGE_KEY = 'konak.shortlist';

/** Between two homes in a call-back's `unit` ("lara-evleri A-2-3; gokce-konaklari B-4-12"). */
export const SHORTLIST_SEPARATOR = '; ';

const ID = /^[1-9]\d{0,8}$/;

/** The ids of a stored or written shortlist: positive whole numbers, repeats and anything else dropped,
 *  in their order, at most SHORTLIST_LIMITS.homes. */
export function shortlistIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out: number[] = [];
  for (const item of items.slice(0, 100)) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (!out.includes(id)) out.push(id);
    if (out.length === SHORTLIST_LIMITS.homes) break;
  }
  return out;
}

/** The shortlist with `id` added or removed: `full` (and the list unchanged) when adding a fifth home. */
export function toggleShortlist(ids: readonly number[], id: number): { ids: number[]; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((i) => i !== id), full: false };
  if (ids.length >= SHORTLIST_LIMITS.homes) return { ids: [...ids], full: true };
  return { ids: [...ids, id], full: false };
}

/** The compare page's query for a shortlist, as its share link writes it (`id=3,7,9`; '' for none). The
 *  host reads it as the finder's `id` filter (finderPageQuery), so any order or spelling is one page. */
export function compareQuery(ids: readonly number[]): string {
  const kept = shortlistIds([...ids]);
  return kept.length ? `id=${kept.join(',')}` : '';
}

/** The homes a compare page's address names (its page query, finderPageQuery's form): the first
 *  SHORTLIST_LIMITS.homes of its `id` filter; every other filter is ignored. */
export function compareIds(pageQuery: string): number[] {
  return shortlistIds(new URLSearchParams(pageQuery).get('id') ?? '');
}

/** The API path of a compare page's homes: those ids, reserved ones too (a sold home is not listed),
 *  all on one page. '' for no ids: the page reads nothing. */
export function compareReadPath(ids: readonly number[]): string {
  const kept = shortlistIds([...ids]);
  if (!kept.length) return '';
  return `homes/?${homeQueryString({ ids: kept, statuses: ['available', 'reserved'], per_page: SHORTLIST_LIMITS.homes })}`;
}

/** A call-back's `unit` for several homes: each as "<project slug> <label>", joined by
 *  SHORTLIST_SEPARATOR, at most SHORTLIST_LIMITS.homes of them (repeats dropped). */
export function shortlistUnitText(homes: readonly { project: string; label: string }[]): string {
  const names: string[] = [];
  for (const home of homes) {
    const name = `${home.project} ${home.label}`.trim().slice(0, SHORTLIST_LIMITS.home);
    if (name && !names.includes(name)) names.push(name);
    if (names.length === SHORTLIST_LIMITS.homes) break;
  }
  return names.join(SHORTLIST_SEPARATOR);
}

/** The homes a shortlist's call-back names (shortlistUnitText read back), for staff screens; [] for a
 *  one-unit call-back's plain label ("B-4-12", which names no project). */
export function shortlistUnitHomes(unit: string): { project: string; label: string }[] {
  if (unit.length > SHORTLIST_LIMITS.unitText) return [];
  const homes: { project: string; label: string }[] = [];
  for (const part of unit.split(SHORTLIST_SEPARATOR).slice(0, SHORTLIST_LIMITS.homes)) {
    const space = part.indexOf(' ');
    if (space <= 0 || space === part.length - 1) return [];
    homes.push({ project: part.slice(0, space), label: part.slice(space + 1) });
  }
  return homes;
}

/** A request's `unit` as staff read it (the list, the request's page, the CSV, the sales mail): a
 *  shortlist's call-back (no `project`) names its homes as buyers saw them, "A-3-12 · Kundu Villaları"
 *  (the label and `title(slug)`, the project's name, or the slug when it has none), joined by ", "; a
 *  one-unit request's label stays as it is. */
export function requestUnitText(
  request: { project: string; unit: string },
  title: (slug: string) => string,
): string {
  const homes = request.project ? [] : shortlistUnitHomes(request.unit);
  if (!homes.length) return request.unit;
  return homes.map((h) => `${h.label} · ${title(h.project) || h.project}`).join(', ');
}

/** The project slugs a request's `unit` names (a shortlist's call-back's homes), to look their names up. */
export function requestUnitProjects(request: { project: string; unit: string }): string[] {
  return request.project ? [] : [...new Set(shortlistUnitHomes(request.unit).map((h) => h.project))];
}
