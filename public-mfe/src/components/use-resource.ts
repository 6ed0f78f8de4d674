// Reads one API answer for a page: the answer the server put in the HTML (takePreloaded, no request),
// else what this visit already read (shown at once while it is read again), else the network.
import { useEffect, useState } from 'react';
import { HTTPError } from 'ky';
import { takePreloaded } from '@konak/shared-ui';

export type ResourceState<T> =
  | { status: 'loading'; data: undefined; notFound: false }
  | { status: 'ready'; data: T; notFound: false }
  | { status: 'error'; data: undefined; notFound: boolean };

const cache = new Map<string, unknown>();
/** When the server's copy of each path arrived: it is fresh for a while, so no second request. */
const fromServer = new Map<string, number>();
const SERVER_COPY_FRESH_MS = 60_000;

/** Forgets what was read (tests). */
export function clearResourceCache() {
  cache.clear();
  fromServer.clear();
}

function initial<T>(key: string): ResourceState<T> {
  const preloaded = takePreloaded<T>(key);
  if (preloaded !== undefined) {
    cache.set(key, preloaded);
    fromServer.set(key, Date.now());
  }
  if (cache.has(key)) return { status: 'ready', data: cache.get(key) as T, notFound: false };
  return { status: 'loading', data: undefined, notFound: false };
}

/** `key` is the API path the server preloads under (e.g. 'projects/', 'blog/<slug>/'). Nothing is read
 *  while `enabled` is false (a section still far below the screen); what is already here is shown. */
export function useResource<T>(key: string, load: () => Promise<T>, enabled = true): ResourceState<T> {
  const [state, setState] = useState(() => ({ key, value: initial<T>(key) }));
  const value = state.key === key ? state.value : initial<T>(key);

  useEffect(() => {
    if (state.key !== key) setState({ key, value });
    if (!enabled) return;
    const served = fromServer.get(key);
    if (served !== undefined && Date.now() - served < SERVER_COPY_FRESH_MS) return;
    let alive = true;
    load().then(
      (data) => {
        cache.set(key, data);
        if (alive) setState({ key, value: { status: 'ready', data, notFound: false } });
      },
      (error: unknown) => {
        console.warn(`Could not read ${key}`, error);
        const notFound = error instanceof HTTPError && error.response.status === 404;
        if (alive && !cache.has(key))
          setState({ key, value: { status: 'error', data: undefined, notFound } });
      },
    );
    return () => {
      alive = false;
    };
    // Read again only when the resource changes (not when the caller passes a new closure).
  }, [key, enabled]);

  return value;
}
