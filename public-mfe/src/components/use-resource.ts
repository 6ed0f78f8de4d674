// Reads one API answer for a page: the answer the server put in the HTML (no request), else what this
// visit already read (shown at once while it is read again), else the network.
// What a page has read lives in a scope: in the browser one for the page (fed by takePreloaded from the
// boot data); in a server render one per render (<ResourceProvider>), so renders running at the same
// time never see each other's data.
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { HTTPError } from 'ky';
import { takePreloaded } from '@konak/shared-ui';

export type ResourceState<T> =
  | { status: 'loading'; data: undefined; notFound: false }
  | { status: 'ready'; data: T; notFound: false }
  | { status: 'error'; data: undefined; notFound: boolean };

interface ResourceScope {
  cache: Map<string, unknown>;
  /** When the server's copy of each path arrived: it is fresh for a while, so no second request. */
  fromServer: Map<string, number>;
  /** The server's answer for a path, taken once (later reads go to the API, so edits show). */
  take: (key: string) => unknown;
}
const SERVER_COPY_FRESH_MS = 60_000;

const pageScope: ResourceScope = {
  cache: new Map(),
  fromServer: new Map(),
  take: (key) => takePreloaded(key),
};
const ResourceContext = createContext<ResourceScope>(pageScope);

/** Gives a server render its own scope, holding `preloaded` (API answers keyed by path). */
export function ResourceProvider({
  preloaded,
  children,
}: {
  preloaded: Record<string, unknown>;
  children: ReactNode;
}) {
  const [scope] = useState<ResourceScope>(() => {
    const answers = new Map(Object.entries(preloaded));
    return {
      cache: new Map(),
      fromServer: new Map(),
      take: (key) => {
        const value = answers.get(key);
        answers.delete(key);
        return value;
      },
    };
  });
  return createElement(ResourceContext.Provider, { value: scope }, children);
}

/** Forgets what the page read (tests). */
export function clearResourceCache() {
  pageScope.cache.clear();
  pageScope.fromServer.clear();
}

function initial<T>(scope: ResourceScope, key: string): ResourceState<T> {
  const preloaded = scope.take(key);
  if (preloaded !== undefined) {
    scope.cache.set(key, preloaded);
    scope.fromServer.set(key, Date.now());
  }
  if (scope.cache.has(key)) return { status: 'ready', data: scope.cache.get(key) as T, notFound: false };
  return { status: 'loading', data: undefined, notFound: false };
}

/** `key` is the API path the server preloads under (e.g. 'projects/', 'blog/<slug>/'). Nothing is read
 *  while `enabled` is false (a section still far below the screen); what is already here is shown. */
export function useResource<T>(key: string, load: () => Promise<T>, enabled = true): ResourceState<T> {
  const scope = useContext(ResourceContext);
  const [state, setState] = useState(() => ({ key, value: initial<T>(scope, key) }));
  const value = state.key === key ? state.value : initial<T>(scope, key);

  useEffect(() => {
    if (state.key !== key) setState({ key, value });
    if (!enabled) return;
    const served = scope.fromServer.get(key);
    if (served !== undefined && Date.now() - served < SERVER_COPY_FRESH_MS) return;
    let alive = true;
    load().then(
      (data) => {
        scope.cache.set(key, data);
        if (alive) setState({ key, value: { status: 'ready', data, notFound: false } });
      },
      (error: unknown) => {
        console.warn(`Could not read ${key}`, error);
        const notFound = error instanceof HTTPError && error.response.status === 404;
        if (alive && !scope.cache.has(key))
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
