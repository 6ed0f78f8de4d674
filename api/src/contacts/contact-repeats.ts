// Repeat requests of one person (issue 27, decision 0206): other requests with the same e-mail or the
// same phone (personKeys), sent within CONTACT_REPEATS.days before or after, not in the trash. Found by
// exact terms of contact_search_terms (IDX_contact_search_terms_term), so no new column: an erased
// request has no terms left and never matches.
import { CONTACT_REPEATS } from '@konak/contract';
import type { DataSource, Repository } from 'typeorm';
import type { ContactRequest } from './contact-request.entity.js';
import { personKeys } from './contact-search.js';

const WINDOW_MS = CONTACT_REPEATS.days * 86_400_000;

type Dated = Pick<ContactRequest, 'id' | 'email' | 'phone' | 'created_at'>;

const windowOf = (row: Dated) => {
  const at = new Date(row.created_at).getTime();
  return { from: new Date(at - WINDOW_MS), to: new Date(at + WINDOW_MS) };
};

/** How many other requests of the same person each row has in its window, counted no further than
 *  CONTACT_REPEATS.counted + 1 (which means "more"). One query for all the rows: a branch per row and
 *  key, each an index range on the key's term read no further than the count needs; never a row's own
 *  query, never the table. */
export async function repeatCounts(dataSource: DataSource, rows: Dated[]): Promise<Map<number, number>> {
  const counts = new Map(rows.map((row) => [row.id, 0]));
  const params: Record<string, unknown> = {};
  const branches: string[] = [];
  rows.forEach((row, r) => {
    const { from, to } = windowOf(row);
    personKeys(row).forEach((key, k) => {
      const p = `${r}_${k}`;
      Object.assign(params, { [`key${p}`]: key, [`from${p}`]: from, [`to${p}`]: to });
      // Its own row, CONTACT_REPEATS.counted others, and one more to know there are more.
      branches.push(
        `SELECT row_id, id FROM (SELECT ${r} AS row_id, o.id AS id FROM contact_search_terms t ` +
          `JOIN contact_requests o ON o.id = t.contact_id WHERE t.term = :key${p} ` +
          `AND o.created_at >= :from${p} AND o.created_at <= :to${p} AND o.deleted_at IS NULL ` +
          `LIMIT ${CONTACT_REPEATS.counted + 2}) b${p}`,
      );
    });
  });
  if (!branches.length) return counts;
  const found = await dataSource
    .createQueryBuilder()
    .select('u.row_id', 'row_id')
    .addSelect('u.id', 'id')
    .from(`(${branches.join(' UNION ALL ')})`, 'u')
    .setParameters(params)
    .getRawMany<{ row_id: number | string; id: number | string }>();
  const others = rows.map(() => new Set<number>());
  for (const hit of found) others[Number(hit.row_id)].add(Number(hit.id));
  rows.forEach((row, r) => {
    others[r].delete(row.id);
    counts.set(row.id, Math.min(others[r].size, CONTACT_REPEATS.counted + 1));
  });
  return counts;
}

/** The newest CONTACT_REPEATS.listed other requests of the same person in the request's window. */
export async function repeatsOf(
  repo: Repository<ContactRequest>,
  row: Dated,
): Promise<Pick<ContactRequest, 'id' | 'created_at' | 'status' | 'project' | 'unit'>[]> {
  const keys = personKeys(row);
  if (!keys.length) return [];
  const { from, to } = windowOf(row);
  // The trash is left out by the delete-date column.
  return repo
    .createQueryBuilder('c')
    .select(['c.id', 'c.created_at', 'c.status', 'c.project', 'c.unit'])
    .where('c.id IN (SELECT t.contact_id FROM contact_search_terms t WHERE t.term IN (:...keys))', { keys })
    .andWhere('c.id <> :id', { id: row.id })
    .andWhere('c.created_at >= :from AND c.created_at <= :to', { from, to })
    .orderBy('c.created_at', 'DESC')
    .addOrderBy('c.id', 'DESC')
    .limit(CONTACT_REPEATS.listed)
    .getMany();
}
