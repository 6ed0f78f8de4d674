import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's render and while the browser hydrates it; true once the page is live (and at
 *  once when the browser draws the page itself). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
