// How every list of the API is paged (docs/decisions/0148-one-paging-convention.md): the WordPress REST
// convention, because it keeps each existing answer's shape (a JSON array) for existing callers.
//   request:  ?page=N (1-based, default 1) &per_page=M (default per list, at most PAGING.maxPerPage;
//             a bigger number is answered with the biggest page, never refused and never honoured)
//   answer:   the page's items as before, with `X-Total-Count` (rows matching the filters) and an RFC 8288
//             `Link` header (first, prev, next, last) whose addresses keep the request's other parameters.

export const PAGING = {
  /** No request reads or sends more rows than this. */
  maxPerPage: 100,
  /** Deeper pages are refused (422): a person pages by filters and search, not to page 100,001. */
  maxPage: 100_000,
  totalHeader: 'X-Total-Count',
  /** A search counts its matches up to this many and lists no deeper (decision 0203): past it, the total
   *  says "at least" (`X-Total-Capped: true`) and a person narrows the search or exports the CSV. */
  searchCap: 1000,
  cappedHeader: 'X-Total-Capped',
  /** A project's units grid (public and admin) is one answer, not pages: the visitor's grid needs a block's
   *  floors side by side. It holds at most this many units (the counts are always the whole project's);
   *  a bigger project is read a block at a time (`?block=<id>`). */
  maxGridUnits: 2000,
  /** Rows of a small configuration list (sliders, KVKK notice versions, progress updates) one answer holds. */
  maxConfigRows: 200,
} as const;

/** Default page size of each list (what a caller that says nothing gets). */
export const PER_PAGE = {
  contacts: 50,
  blog: 12,
  projects: 50,
  audit: 50,
  trash: 50,
  versions: 50,
  dataRequests: 50,
  users: 50,
  units: 100,
  webhookDeliveries: 20,
} as const;
export type PagedList = keyof typeof PER_PAGE;

export interface PageInfo {
  page: number;
  per_page: number;
  total: number;
  /** True when counting stopped at PAGING.searchCap: there are more matches than `total`. */
  capped?: boolean;
}

/** Pages needed for `total` rows (at least 1, so page 1 of an empty list exists). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A requested page size made safe: missing → the list's default, over the maximum → the maximum. */
export function clampPerPage(requested: number | undefined, list: PagedList): number {
  if (requested === undefined || !Number.isFinite(requested) || requested < 1) return PER_PAGE[list];
  return Math.min(Math.trunc(requested), PAGING.maxPerPage);
}

/** first / prev / next / last addresses of a page, each `path?query` with `page` (and `per_page`) set. */
export function pageLinks(
  pathAndQuery: string,
  info: PageInfo,
): Partial<Record<'first' | 'prev' | 'next' | 'last', string>> {
  const [path, query = ''] = pathAndQuery.split('?', 2);
  const at = (page: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(page));
    params.set('per_page', String(info.per_page));
    return `${path}?${params.toString()}`;
  };
  const last = pageCount(info.total, info.per_page);
  const links: Partial<Record<'first' | 'prev' | 'next' | 'last', string>> = { first: at(1), last: at(last) };
  if (info.page > 1) links.prev = at(Math.min(info.page - 1, last));
  if (info.page < last) links.next = at(info.page + 1);
  return links;
}

/** The `Link` header's value for those addresses. */
export function linkHeader(links: Partial<Record<string, string>>): string {
  return Object.entries(links)
    .map(([rel, href]) => `<${href}>; rel="${rel}"`)
    .join(', ');
}
