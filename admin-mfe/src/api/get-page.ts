// One page of any list of the API (contract/src/paging.ts): the body is the page's rows, the total over
// all pages is the X-Total-Count header. Sent through the typed client like every call; the query is
// the list hook's (its names are the lists' own), so it is passed as the schema's query of that path.
import { PAGING } from '@konak/contract';
import type { ApiPaths } from '@konak/shared-ui';
import { apiClient } from './client';
import type { PageAnswer } from '../components/use-paged-list';

/** The paths of the schema (a list path is one of them). */
type GetPath = keyof ApiPaths & string;

/** The total of a paged answer: its X-Total-Count, or the rows' count when a server sends none. */
export function totalOf(
  response: { headers: { get(name: string): string | null } } | undefined,
  rows: number,
): number {
  const raw = response?.headers.get(PAGING.totalHeader);
  const total = raw !== null && raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(total) ? total : rows;
}

export async function getPage<T>(
  path: GetPath,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageAnswer<T>> {
  const get = apiClient.GET as unknown as (
    path: string,
    init: { params: { query: Record<string, string | number> }; signal?: AbortSignal },
  ) => Promise<{ data?: unknown; response?: Response }>;
  const { data, response } = await get(path, { params: { query }, signal });
  const items = Array.isArray(data) ? (data as T[]) : [];
  const capped = response?.headers.get(PAGING.cappedHeader) === 'true';
  return { items, total: totalOf(response, items.length), ...(capped ? { capped } : {}) };
}

/** How many rows a list holds, from a one-row page (the dashboard's counters). */
export async function countOf(path: GetPath, query: Record<string, string | number> = {}): Promise<number> {
  return (await getPage(path, { ...query, page: 1, per_page: 1 })).total;
}
