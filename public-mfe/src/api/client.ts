// The public site's calls of the API, typed from the API's OpenAPI document (shared-ui's generated
// schema.d.ts): a path must be one the API serves with that method, its parameters are named by the
// schema and the answer (or the body sent) has the schema's type, so a renamed field or route breaks the
// build. Sent through shared-ui's ky instance (no timeout, no retry; a failure throws its HTTPError, whose
// 404 a page reads as "not found" and whose 422 the contact form reads field by field). A few lines
// rather than the admin's openapi-fetch client: every byte here is on the public site's first visit.
import { PAGING } from '@konak/contract';
import { api, type ApiPaths } from '@konak/shared-ui';

type Json<Op> = Op extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer T } } } ? T : never;
/** The API paths answered by a GET with JSON. */
export type ReadPath = {
  [P in keyof ApiPaths]: [Json<ApiPaths[P]['get']>] extends [never] ? never : P;
}[keyof ApiPaths];
export type ReadAnswer<P extends ReadPath> = Json<ApiPaths[P]['get']>;
/** The API paths that take a JSON body by POST. */
export type SendPath = {
  [P in keyof ApiPaths]: [JsonBody<ApiPaths[P]['post']>] extends [never] ? never : P;
}[keyof ApiPaths];
export type SendBody<P extends SendPath> = JsonBody<ApiPaths[P]['post']>;
type PathParams<P extends ReadPath> = ApiPaths[P]['get'] extends { parameters: { path: infer T } }
  ? T
  : never;
/** `{slug}` for a path that has one, nothing for a path without parameters. */
type ParamsArg<P extends ReadPath> = [PathParams<P>] extends [never] ? [] : [params: PathParams<P>];

/** A schema path below /api as SPEC writes it, with a trailing slash and its parameters encoded. */
function address(path: string, params: Record<string, string | number> = {}): string {
  return `${path.slice('/api/'.length).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))}/`;
}

/** The address of a read, as the server also preloads it:
 *  ('/api/projects/{id_or_slug}', {id_or_slug: 'gunes-evleri'}) → 'projects/gunes-evleri/'. */
export function apiPath<P extends ReadPath>(path: P, ...[params]: ParamsArg<P>): string {
  return address(path, params as Record<string, string | number> | undefined);
}

/** GET one API path: `readApi('/api/projects/{id_or_slug}', { id_or_slug: slug })`. */
export function readApi<P extends ReadPath>(path: P, ...params: ParamsArg<P>): Promise<ReadAnswer<P>> {
  return api.get(apiPath(path, ...params)).json<ReadAnswer<P>>();
}

/** POST a JSON body to an API path without parameters: `sendApi('/api/contact', request)`. */
export async function sendApi<P extends SendPath>(path: P, body: SendBody<P>): Promise<void> {
  await api.post(address(path), { json: body });
}

/** One page of a list as the site keeps it: the items, and the list's paging (the total from the
 *  answer's X-Total-Count header). The server preloads a page in this same shape under its path. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** GET one page of a list by its path with the query (`blog/?page=2&per_page=12&fields=summary`). */
export async function readListPage<T>(pathWithQuery: string): Promise<ListPage<T>> {
  const res = await api.get(pathWithQuery);
  const items = await res.json<T[]>();
  const query = new URLSearchParams(pathWithQuery.split('?')[1] ?? '');
  const total = Number(res.headers.get(PAGING.totalHeader));
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    page: Number(query.get('page') ?? 1),
    per_page: Number(query.get('per_page') ?? items.length),
  };
}
