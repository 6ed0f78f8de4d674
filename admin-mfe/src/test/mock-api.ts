// Answers the admin's typed API calls in a test, by method and schema path:
//   const api = mockApi({ 'GET /api/users': () => [], 'PUT /api/users/{email}': () => ({}) });
//   expect(api['PUT /api/users/{email}']).toHaveBeenCalledWith({ params: { path: { email } }, body: { name } });
// A handler gets the call's options and gives the answer's body; one that throws or rejects (a ky
// HTTPError, say) fails the call as the server would. A call no handler answers fails loudly.
// A paged list's answer carries its total in a header: `() => paged(rows, 1234)`.
import { PAGING } from '@konak/contract';
import { apiClient } from '../api/client';

const PAGED = Symbol('paged');
interface PagedAnswer {
  [PAGED]: true;
  items: unknown[];
  total: number;
  capped: boolean;
}
/** A page of a list with its X-Total-Count (the total over all pages) and, for a search that stopped
 *  counting, X-Total-Capped. */
export const paged = (items: unknown[], total = items.length, capped = false): PagedAnswer => ({
  [PAGED]: true,
  items,
  total,
  capped,
});
const isPaged = (v: unknown): v is PagedAnswer => typeof v === 'object' && v !== null && PAGED in v;

type Handler = (init: {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
}) => unknown;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function mockApi<R extends Record<string, Handler>>(routes: R): { [K in keyof R]: jest.Mock } {
  const mocks: Record<string, jest.Mock> = {};
  for (const [route, handler] of Object.entries(routes))
    mocks[route] = jest.isMockFunction(handler) ? handler : jest.fn(handler);
  for (const method of METHODS) {
    jest.spyOn(apiClient, method).mockImplementation((async (path: string, init?: Parameters<Handler>[0]) => {
      const handler = mocks[`${method} ${path}`];
      if (!handler) throw new Error(`this test answers no ${method} ${path}`);
      const answer = await handler(init ?? {});
      if (!isPaged(answer)) return { data: answer };
      const sent: Record<string, string> = { [PAGING.totalHeader.toLowerCase()]: String(answer.total) };
      if (answer.capped) sent[PAGING.cappedHeader.toLowerCase()] = 'true';
      const headers = { get: (name: string) => sent[name.toLowerCase()] ?? null };
      return { data: answer.items, response: { headers } };
    }) as never);
  }
  return mocks as { [K in keyof R]: jest.Mock };
}
