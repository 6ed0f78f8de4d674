// One paged list of the admin, kept in the address (issue 25): the page and every filter are search
// parameters with Turkish names (`/admin/contacts?durum=yeni&q=ayşe&sayfa=3`), so a list is bookmarkable,
// shareable, survives a reload and follows the back button. The hook maps those parameters to the API's
// (contract/src/paging.ts: `?page=&per_page=`, the total in `X-Total-Count`), asks for one page at a time,
// and drops the answer of a request the person has already moved on from.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGING } from '@konak/contract';

/** The address's names of a list's state, in one place (the screens and the e2e tests read them). */
export const LIST_PARAMS = {
  page: 'sayfa',
  q: 'q',
  status: 'durum',
  project: 'proje',
  source: 'kaynak',
  from: 'baslangic',
  to: 'bitis',
  sort: 'sirala',
  suspicious: 'supheli',
  /** Whose requests ("Bana atananlar": atanan=bana). */
  assigned: 'atanan',
  /** What kind of record (the trash's projects, posts, slides, requests; the audit log's). */
  type: 'tur',
  /** What was done (the audit log's actions). */
  action: 'islem',
  /** Who did it (the audit log's administrator). */
  user: 'kullanici',
} as const;

/** How one address parameter becomes one API parameter. */
export interface ListParam {
  /** Its name in the address (a LIST_PARAMS value). */
  name: string;
  /** Its name in the API's query. */
  api: string;
  /** The address value → the API's value; undefined drops a value the list does not know (an old or
   *  mistyped link narrows nothing instead of failing). Default: the value as it is. */
  toApi?: (value: string) => string | undefined;
  /** Typed by the person (a search box): the address follows after a pause, not at each key. */
  typed?: boolean;
}

export interface PageAnswer<T> {
  items: T[];
  /** Rows matching the filters over all pages (the answer's X-Total-Count). */
  total: number;
  /** A search that stopped counting at PAGING.searchCap: there are more matches than `total`. */
  capped?: boolean;
}

export type FetchPage<T> = (
  query: Record<string, string | number>,
  signal: AbortSignal,
) => Promise<PageAnswer<T>>;

export interface PagedListOptions<T> {
  params: readonly ListParam[];
  perPage: number;
  fetchPage: FetchPage<T>;
  /** Called with a failed load's error (not with an abandoned one), e.g. for a toast. */
  onError?: (error: unknown) => void;
}

/** A typed box waits this long after the last key before it asks the server. */
export const TYPING_PAUSE_MS = 300;

/** `sayfa` as a page number: missing, not a number or out of range → 1. */
export function pageFrom(search: URLSearchParams): number {
  const raw = search.get(LIST_PARAMS.page);
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= PAGING.maxPage ? n : 1;
}

/** The API's query for the address: each known parameter mapped, the page and the page size. */
export function apiQuery(
  search: URLSearchParams,
  params: readonly ListParam[],
  perPage: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const p of params) {
    const raw = search.get(p.name)?.trim();
    if (!raw) continue;
    const value = p.toApi ? p.toApi(raw) : raw;
    if (value !== undefined && value !== '') query[p.api] = value;
  }
  query.page = pageFrom(search);
  query.per_page = perPage;
  return query;
}

/** The address after one filter changed: a new filter starts again at page 1. */
export function withFilter(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete(LIST_PARAMS.page);
  return next;
}

/** The address of another page of the same list (page 1 has no `sayfa`, so the plain address is page 1). */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set(LIST_PARAMS.page, String(page));
  else next.delete(LIST_PARAMS.page);
  return next;
}

export interface PagedList<T> {
  items: T[];
  total: number;
  /** More match than `total` (a search counts and lists its first PAGING.searchCap, decision 0203). */
  capped: boolean;
  page: number;
  perPage: number;
  pageCount: number;
  /** 'loading' keeps the last page on screen until the next one arrives (no blank list while typing). */
  status: 'loading' | 'ready' | 'error';
  /** A filter's value as the address has it (a typed box: as typed, before the pause). */
  value: (name: string) => string;
  /** Sets a filter (typed ones after the pause) and goes back to page 1; '' removes it. */
  setFilter: (name: string, value: string) => void;
  /** Removes every filter at once. */
  clearFilters: () => void;
  /** The API's query of the shown page (the export sends its filters). */
  query: Record<string, string | number>;
  /** The address of another page of this list, for the pager's links. */
  pageHref: (page: number) => { search: string };
  /** Reads the current page again (after a change that moves rows between pages). */
  reload: () => void;
  /** Changes the shown rows in place (an optimistic status change). */
  setItems: (update: (items: T[]) => T[]) => void;
}

export function usePagedList<T>({ params, perPage, fetchPage, onError }: PagedListOptions<T>): PagedList<T> {
  const [search, setSearch] = useSearchParams();
  const [answer, setAnswer] = useState<PageAnswer<T>>({ items: [], total: 0 });
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [reloads, setReloads] = useState(0);
  // What the person is typing in the typed boxes, ahead of the address.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  // The latest callbacks without re-running the effect when a screen passes new function objects.
  const latest = useRef({ fetchPage, onError, params, search });
  latest.current = { fetchPage, onError, params, search };

  const query = useMemo(() => apiQuery(search, params, perPage), [search, params, perPage]);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    latest.current.fetchPage(JSON.parse(queryKey) as Record<string, string | number>, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setAnswer(page);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus('error');
        latest.current.onError?.(error);
      },
    );
    // A newer address (or leaving the screen) abandons this request: its answer is never shown.
    return () => controller.abort();
  }, [queryKey, reloads]);

  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  // setSearch from react-router reads the address at call time when given a function.
  const commit = useCallback(
    (name: string, value: string, replace: boolean) => {
      setSearch((current) => withFilter(current, name, value), { replace });
    },
    [setSearch],
  );

  const setFilter = useCallback(
    (name: string, value: string) => {
      const typed = latest.current.params.find((p) => p.name === name)?.typed;
      if (!typed) {
        commit(name, value, false);
        return;
      }
      setDrafts((d) => ({ ...d, [name]: value }));
      clearTimeout(timers.current[name]);
      // The address bar changes the moment a link is followed, while this list stays drawn until the next
      // screen's code arrives (the router waits for it). A click on a request during the pause has then
      // left the list: writing the list's address after it would take the person back to the list, so the
      // search is dropped with the list. (A router in memory, the tests', never moves the address bar.)
      const typedAt = window.location.pathname;
      timers.current[name] = setTimeout(() => {
        delete timers.current[name];
        if (window.location.pathname !== typedAt) return;
        // One history entry per search, not one per pause: refining a search replaces its entry.
        commit(name, value.trim(), Boolean(latest.current.search.get(name)));
        setDrafts((d) => {
          const { [name]: _done, ...rest } = d;
          return rest;
        });
      }, TYPING_PAUSE_MS);
    },
    [commit],
  );

  const clearFilters = useCallback(() => {
    Object.values(timers.current).forEach(clearTimeout);
    timers.current = {};
    setDrafts({});
    // The order of the rows is not a filter: it stays.
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const p of latest.current.params) if (p.name !== LIST_PARAMS.sort) next.delete(p.name);
      next.delete(LIST_PARAMS.page);
      return next;
    });
  }, [setSearch]);

  return {
    items: answer.items,
    total: answer.total,
    capped: answer.capped === true,
    page: pageFrom(search),
    perPage,
    pageCount: Math.max(1, Math.ceil(answer.total / perPage)),
    status,
    value: (name) => drafts[name] ?? search.get(name) ?? '',
    setFilter,
    clearFilters,
    query,
    pageHref: (page) => {
      const s = withPage(search, page).toString();
      return { search: s ? `?${s}` : '' };
    },
    reload: () => setReloads((n) => n + 1),
    setItems: (update) => setAnswer((a) => ({ ...a, items: update(a.items) })),
  };
}
