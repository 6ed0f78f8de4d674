// The one HTTP client of both sites: base path /api, the bearer token when one is stored, no timeout
// (SPEC §7), and a 401 on an authenticated call ends the session instead of failing every later call.
import { IMAGE_WIDTHS } from '@konak/contract';
import ky, { HTTPError, type KyInstance } from 'ky';
import type { ApiErrorBody } from './models';
import { tokenStorage } from '../stores/token-storage';

export const API_BASE = '/api';

let onUnauthorized: (() => void) | null = null;
/** Called by the auth store: what to do when the server says the stored token is no longer valid. */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

export const api: KyInstance = ky.create({
  prefixUrl: API_BASE,
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStorage.get();
        if (token && !request.headers.has('Authorization'))
          request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization') && onUnauthorized)
          onUnauthorized();
      },
    ],
  },
});

/** Reads SPEC's `{detail}` body of a failed call, or undefined when there is none. */
export async function readErrorBody(error: unknown): Promise<ApiErrorBody | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    return (await error.response.clone().json()) as ApiErrorBody;
  } catch {
    return undefined;
  }
}

/** The detail of a failed call as one line of text (SPEC §8): a string as is, a list of msg joined by
 *  commas, any other shape as JSON; undefined when the answer had no detail. */
export function formatDetail(body: ApiErrorBody | undefined): string | undefined {
  const detail = body?.detail;
  if (detail === undefined || detail === null) return undefined;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail))
    return detail.map((item) => (item as { msg?: string })?.msg ?? JSON.stringify(item)).join(', ');
  return JSON.stringify(detail);
}

/** The message to show for a failed call: server detail, else the error's own message, else `fallback`. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  const detail = formatDetail(await readErrorBody(error));
  if (detail) return detail;
  if (error instanceof HTTPError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Image URLs from the API are root-relative (/api/uploads/…); the sites use them as they are. For a
 *  resized variant (srcset), the upload pipeline stores `<name>-<width>.webp` beside each image. */
export function imageVariants(url: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  const m = url.match(/^(\/api\/uploads\/.+?)\.(jpe?g|png|webp|avif|gif)$/i);
  if (!m) return undefined;
  return widths.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}
