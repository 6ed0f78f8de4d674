// The home finder's answers as the page keeps them (GET /api/homes's envelope, or the refusals of a
// query the API answered 422), the form's values written as a query, and the page's JSON-LD: plain
// functions, so the server entry, the page and the tests read one source.
import { HTTPError } from 'ky';
import {
  homeQueryString,
  homesReadPath,
  parseHomeQuery,
  type HomeQuery,
  type PriceCurrency,
} from '@konak/contract';
import { api, pick, type Lang } from '@konak/shared-ui';
import type { ReadAnswer } from '../../api/client';
import { langPrefix } from '../../config/paths';

/** The published projects for the project filter's options: the server preloads their address word and
 *  title only (api/src/site/site-content.service.ts); the browser's read answers whole cards. */
export const PROJECT_SUMMARIES_KEY = 'projects/?fields=summary';
export interface ProjectOption {
  slug: string;
  title: { tr: string; en: string; ru: string };
}
export const readProjectOptions = () => api.get(PROJECT_SUMMARIES_KEY).json<ProjectOption[]>();

/** Room counts offered as the rooms filter (Turkish listings' usual plans), with any the address names. */
export const ROOM_CHOICES = ['1+0', '1+1', '2+1', '3+1', '4+1', '5+1'] as const;

/** Homes per page of the finder page (the API's default is 24): three rows of three on a laptop, and a
 *  first page within the 100 kB budget. */
export const FINDER_PAGE_SIZE = 9;

/** The API path of a finder page's homes: its filters (homesReadPath) at FINDER_PAGE_SIZE unless the
 *  address names another page size. The server preloads it under this path and the browser reads it. */
export function finderReadPath(pageQuery: string): string {
  const path = homesReadPath(pageQuery);
  const query = path.slice('homes/'.length).replace(/^\?/, '');
  const parsed = parseHomeQuery(query);
  if (!parsed.ok || new URLSearchParams(query).has('per_page')) return path;
  return homesReadPath(homeQueryString({ ...parsed.query, per_page: FINDER_PAGE_SIZE }));
}

/** GET /api/homes, as the API's OpenAPI document types it. */
export type HomesPage = ReadAnswer<'/api/homes'>;
export type FoundHome = HomesPage['homes'][number];
/** A filter the API refused although the contract took it (a currency without a rate): its code. */
export interface Refusal {
  param: string;
  code: string;
}
export type HomesAnswer = HomesPage | { refused: Refusal[] };

export const isRefused = (answer: HomesAnswer): answer is { refused: Refusal[] } => 'refused' in answer;

/** Reads one page of homes by its API path (homesReadPath); a 422 is kept as its refusals. */
export async function readHomes(path: string): Promise<HomesAnswer> {
  try {
    return await api.get(path).json<HomesPage>();
  } catch (error) {
    if (!(error instanceof HTTPError) || error.response.status !== 422) throw error;
    const body = (await error.response.json().catch(() => ({}))) as {
      detail?: { loc?: unknown[]; type?: string }[];
    };
    return {
      refused: (body.detail ?? []).map((d) => ({
        param: String(d.loc?.at(-1) ?? 'query'),
        code: d.type ?? 'invalid',
      })),
    };
  }
}

/** The filters a page's query stands for (defaults when they do not parse). */
export function queryOf(pageQuery: string): HomeQuery {
  const parsed = parseHomeQuery(pageQuery);
  return parsed.ok ? parsed.query : (parseHomeQuery('') as { ok: true; query: HomeQuery }).query;
}

/** The form's values as the address's query string (empty fields left out, as a browser would send
 *  them minus the empties). */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  return params.toString();
}

/** How many filters narrow the search (not its order, page or currency). */
export function activeFilters(query: HomeQuery): number {
  return [
    query.projects.length > 0,
    query.rooms.length > 0,
    query.floor_min !== undefined,
    query.floor_max !== undefined,
    query.facings.length > 0,
    query.size_min !== undefined,
    query.size_max !== undefined,
    query.price_min !== undefined,
    query.price_max !== undefined,
    query.statuses.includes('reserved'),
    query.project_statuses.length > 0,
    query.handover_before !== undefined,
    query.foreign !== undefined,
  ].filter(Boolean).length;
}

/** The same search on another page. */
export function pageOfQuery(query: HomeQuery, page: number): string {
  return homeQueryString({ ...query, page });
}

/** A home's cell on its project page, in the page's language. */
export const cellHref = (lang: Lang, home: FoundHome) => `${langPrefix(lang)}${home.cell_path}`;

/** The page's homes as schema.org Offers in lira (reserved ones as LimitedAvailability): each names its
 *  home and links to its cell; the facts are on the linked page (the HTML stays within its budget). */
export function offersJsonLd(
  answer: HomesPage,
  lang: Lang,
  name: string,
  absolute: (url: string) => string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    numberOfItems: answer.total,
    itemListElement: answer.homes.map((home) => ({
      '@type': 'Offer',
      name: `${pick(home.project.name, lang)} ${home.label}${home.rooms ? ` ${home.rooms}` : ''}`,
      url: absolute(cellHref(lang, home)),
      ...(home.price_try !== null ? { price: home.price_try, priceCurrency: 'TRY' } : {}),
      availability:
        home.status === 'reserved' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
    })),
  };
}

export type { PriceCurrency };
