// The admin's one API client, typed from the API's OpenAPI document (shared-ui's generated schema.d.ts):
// paths, path and query parameters, request bodies and answers, so a renamed field or route breaks the
// build. openapi-fetch builds the request; shared-ui's ky instance sends it, so the rules stay the
// site's: the stored bearer token, a 401 ends the session, no timeout, no retry — and a failed call
// throws ky's HTTPError, which errorMessage, readErrorBody and the forms' field errors read as before.
// (openapi-fetch lives here, not in shared-ui: shared-ui ships whole on every public page.)
import createClient from 'openapi-fetch';
import { api, type ApiPaths } from '@konak/shared-ui';

// The schema's paths have no trailing slash (/api/projects/{id}); the server answers both spellings, and
// an administrator's calls (with a token) never use the anonymous answer caches that know SPEC's.
export const apiClient = createClient<ApiPaths>({ fetch: (request) => api(request) });

/** The body of a typed call's answer: `body(apiClient.GET('/api/users'))`. A failure has already thrown,
 *  so there is no error branch to handle here; an answer without a body (204) is undefined. */
export async function body<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
