// Whether the public frame is drawn for the first time on this page: only then may a visit to / follow
// the remembered or the browser's language. One flag for the browser's page; a server render gives each
// render a flag of its own (<FirstVisitProvider>), so concurrent renders never share it.
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';

interface Visit {
  first: boolean;
}
const pageVisit: Visit = { first: true };
const VisitContext = createContext<Visit>(pageVisit);

export function FirstVisitProvider({ children }: { children: ReactNode }) {
  const [visit] = useState<Visit>(() => ({ first: true }));
  return createElement(VisitContext.Provider, { value: visit }, children);
}

/** True for the first frame drawn in this visit (or render); every later call answers false. */
export function useFirstVisit(): boolean {
  const visit = useContext(VisitContext);
  const [first] = useState(() => {
    const was = visit.first;
    visit.first = false;
    return was;
  });
  return first;
}

/** Starts over as on a fresh page load (tests). */
export function forgetFirstVisit() {
  pageVisit.first = true;
}
