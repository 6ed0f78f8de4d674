// The call-back list's filters, search and orders as SQL, in one place for the list, its count, the
// CSV export and the export link. Every filter and order has an index (contact-request.entity.ts).
import { istanbulToInstant } from '@konak/contract';
import type { SelectQueryBuilder } from 'typeorm';
import { ValidationFailed } from '../common/validation.js';
import type { ContactRequest, ContactStatus } from './contact-request.entity.js';
import { prefixRange, queryTerms } from './contact-search.js';
import {
  ASSIGNED_TO_ME,
  DIRECT_SOURCE,
  NOBODY,
  NO_PROJECT,
  type ContactFilters,
  type ContactSort,
} from './dto/contact.dto.js';

/** The filters checked and turned into what the SQL compares with. */
export interface ResolvedFilters {
  status?: ContactStatus;
  /** "" for requests about no project. */
  project?: string;
  /** utm_source, or DIRECT_SOURCE's meaning (no utm_source and no referrer) when `direct`. */
  source?: { utm: string } | { direct: true };
  /** Start of the first day (inclusive) and of the day after the last (exclusive), as instants. */
  from?: Date;
  before?: Date;
  /** Prefixes that must all match a search term of the request. */
  terms: string[];
  suspicious: boolean;
  sort: ContactSort;
  /** An administrator's id, or null for the requests assigned to nobody. */
  assigned?: number | null;
}

/** The columns of each order, all in one direction so one index serves it read forwards or backwards. */
export const SORT_COLUMNS: Record<
  ContactSort,
  { columns: ('created_at' | 'name' | 'status' | 'id')[]; descending: boolean }
> = {
  '-created_at': { columns: ['created_at', 'id'], descending: true },
  created_at: { columns: ['created_at', 'id'], descending: false },
  name: { columns: ['name', 'id'], descending: false },
  '-name': { columns: ['name', 'id'], descending: true },
  status: { columns: ['status', 'created_at', 'id'], descending: true },
};

/** The start of an Antalya day "YYYY-MM-DD" (plus `days`) as an instant; null for an impossible date. */
function dayStart(day: string, days = 0): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  const shifted = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  return istanbulToInstant(`${shifted}T00:00`);
}

/** Checks what class-validator cannot (a real calendar day, from ≤ to, a search with something to look
 *  for) and resolves the filters; a bad value is a 422 at its field, in Turkish. */
export function resolveFilters(input: ContactFilters, where: 'query' | 'body' = 'query'): ResolvedFilters {
  const problems: { loc: string[]; msg: string; type: string }[] = [];
  const from = input.from ? dayStart(input.from) : undefined;
  const before = input.to ? dayStart(input.to, 1) : undefined;
  if (from === null)
    problems.push({ loc: [where, 'from'], msg: 'Böyle bir gün yok (YYYY-AA-GG)', type: 'value_error.date' });
  if (before === null)
    problems.push({ loc: [where, 'to'], msg: 'Böyle bir gün yok (YYYY-AA-GG)', type: 'value_error.date' });
  if (from && before && from >= before)
    problems.push({
      loc: [where, 'to'],
      msg: 'Bitiş günü başlangıç gününden önce olamaz',
      type: 'value_error.date_order',
    });
  const q = input.q?.trim() ?? '';
  const terms = q ? queryTerms(q) : [];
  if (q && !terms.length)
    problems.push({
      loc: [where, 'q'],
      msg: 'Aramak için bir harf veya rakam yazın',
      type: 'value_error.search',
    });
  // "me" is made the caller's id by the controller (withCaller); left here, nobody signed in asked.
  if (input.assigned === ASSIGNED_TO_ME)
    problems.push({
      loc: [where, 'assigned'],
      msg: '"Bana atananlar" için giriş yapmış olmanız gerekir',
      type: 'value_error.assigned',
    });
  if (problems.length) throw new ValidationFailed(problems);
  return {
    status: input.status,
    project: input.project === undefined ? undefined : input.project === NO_PROJECT ? '' : input.project,
    source:
      input.source === undefined
        ? undefined
        : input.source === DIRECT_SOURCE
          ? { direct: true }
          : { utm: input.source },
    from: from ?? undefined,
    before: before ?? undefined,
    terms,
    suspicious: input.suspicious === true,
    sort: input.sort ?? '-created_at',
    assigned:
      input.assigned === undefined ? undefined : input.assigned === NOBODY ? null : Number(input.assigned),
  };
}

/** The filters with `assigned=me` made the caller's id (the list, the export link, a signed-in export). */
export function withCaller<F extends ContactFilters>(filters: F, callerId: number): F {
  return filters.assigned === ASSIGNED_TO_ME ? { ...filters, assigned: String(callerId) } : filters;
}

/** How a search is joined: `terms` reads the matching terms first (best when they are few, and for a
 *  count, which visits every match anyway); `order` walks the list in its order and probes each row's
 *  terms by primary key (best for a page of a common word: "ayşe" matches one request in 26, so a page of
 *  50 is found after ~1,300 probes instead of sorting 36,000 matches). */
export type SearchPlan = 'terms' | 'order';

/** The filters as WHERE conditions on alias `c` (the trash is left out by TypeORM's delete-date column). */
export function applyFilters(
  qb: SelectQueryBuilder<ContactRequest>,
  f: ResolvedFilters,
  plan: SearchPlan = 'terms',
): SelectQueryBuilder<ContactRequest> {
  qb.andWhere('c.suspicious = :suspicious', { suspicious: f.suspicious });
  if (f.status) qb.andWhere('c.status = :status', { status: f.status });
  // An erased request waits for nobody: out of "Yeni" as out of the dashboard's count (contact-stats),
  // still listed under "Tümü" and the other statuses, marked as erased.
  if (f.status === 'new') qb.andWhere('c.anonymised = :live', { live: false });
  if (f.project !== undefined) qb.andWhere('c.project = :project', { project: f.project });
  if (f.source && 'utm' in f.source) qb.andWhere('c.utm_source = :source', { source: f.source.utm });
  if (f.source && 'direct' in f.source) qb.andWhere("c.utm_source = '' AND c.referrer_host = ''");
  if (f.from) qb.andWhere('c.created_at >= :from', { from: f.from });
  if (f.before) qb.andWhere('c.created_at < :before', { before: f.before });
  if (f.assigned === null) qb.andWhere('c.assigned_to IS NULL');
  else if (f.assigned !== undefined) qb.andWhere('c.assigned_to = :assigned', { assigned: f.assigned });
  const ranges = f.terms.map((term, i) => {
    const [lo, hi] = prefixRange(term);
    qb.setParameters({ [`lo${i}`]: lo, [`hi${i}`]: hi });
    return `t${i}.term BETWEEN :lo${i} AND :hi${i}`;
  });
  if (!ranges.length) return qb;
  if (plan === 'terms') {
    // The words' matches joined among themselves first, one IN over their intersection: a separate IN a
    // word let PostgreSQL read the whole table to count "ayse yilmaz" (0.4 s against 0.03 s).
    const joins = ranges
      .slice(1)
      .map(
        (range, j) =>
          ` JOIN contact_search_terms t${j + 1} ON t${j + 1}.contact_id = t0.contact_id AND ${range}`,
      )
      .join('');
    qb.andWhere(`c.id IN (SELECT t0.contact_id FROM contact_search_terms t0${joins} WHERE ${ranges[0]})`);
  } else
    ranges.forEach((range, i) =>
      qb.andWhere(
        `EXISTS (SELECT 1 FROM contact_search_terms t${i} WHERE t${i}.contact_id = c.id AND ${range})`,
      ),
    );
  return qb;
}

export function applyOrder(
  qb: SelectQueryBuilder<ContactRequest>,
  sort: ContactSort,
): SelectQueryBuilder<ContactRequest> {
  const { columns, descending } = SORT_COLUMNS[sort];
  columns.forEach((column, i) =>
    i
      ? qb.addOrderBy(`c.${column}`, descending ? 'DESC' : 'ASC')
      : qb.orderBy(`c.${column}`, descending ? 'DESC' : 'ASC'),
  );
  return qb;
}

/** The rows after `cursor` in the order (keyset paging for the export: no OFFSET to walk past). A row
 *  value comparison, `(created_at, id) < (:x, :y)`, which both databases read as one range of the order's
 *  index. The cursor's created_at is the database's own text of it, so PostgreSQL's microseconds survive. */
export function applyAfter(
  qb: SelectQueryBuilder<ContactRequest>,
  sort: ContactSort,
  cursor: Record<string, string | number>,
): SelectQueryBuilder<ContactRequest> {
  const { columns, descending } = SORT_COLUMNS[sort];
  const left = columns.map((column) => `c.${column}`).join(', ');
  const right = columns.map((column) => `:k_${column}`).join(', ');
  qb.andWhere(`(${left}) ${descending ? '<' : '>'} (${right})`);
  for (const column of columns) qb.setParameter(`k_${column}`, cursor[column]);
  return qb;
}
