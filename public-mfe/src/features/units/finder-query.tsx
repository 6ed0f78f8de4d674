// The home finder's query on the server: the host passes finderPageQuery of the address (the canonical
// filters and any refusals), the server entry gives it to the page here, and the page reads its homes
// under the same key the browser computes from its own address — so the hydrated page matches the drawn
// one. In the browser there is no provider: the page reads the address.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { finderPageQuery } from '@konak/contract';

const FinderQueryContext = createContext<string | undefined>(undefined);

export function FinderQueryProvider({ query, children }: { query: string; children: ReactNode }) {
  return createElement(FinderQueryContext.Provider, { value: query }, children);
}

/** The page's finder query: the server's as given, the browser's from its address. */
export function useFinderQuery(): string {
  const server = useContext(FinderQueryContext);
  const { search } = useLocation();
  return server ?? finderPageQuery(search);
}
