// Answers the admin's typed API calls in a test, by method and schema path:
//   const api = mockApi({ 'GET /api/users': () => [], 'PUT /api/users/{email}': () => ({}) });
//   expect(api['PUT /api/users/{email}']).toHaveBeenCalledWith({ params: { path: { email } }, body: { name } });
// A handler gets the call's options and gives the answer's body; one that throws or rejects (a ky
// HTTPError, say) fails the call as the server would. A call no handler answers fails loudly.
import { apiClient } from '../api/client';

type Handler = (init: { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }; body?: unknown }) => unknown;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function mockApi<R extends Record<string, Handler>>(routes: R): { [K in keyof R]: jest.Mock } {
  const mocks: Record<string, jest.Mock> = {};
  for (const [route, handler] of Object.entries(routes)) mocks[route] = jest.isMockFunction(handler) ? handler : jest.fn(handler);
  for (const method of METHODS) {
    jest.spyOn(apiClient, method).mockImplementation((async (path: string, init?: Parameters<Handler>[0]) => {
      const handler = mocks[`${method} ${path}`];
      if (!handler) throw new Error(`this test answers no ${method} ${path}`);
      return { data: await handler(init ?? {}) };
    }) as never);
  }
  return mocks as { [K in keyof R]: jest.Mock };
}
