import { useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/** A select the visitor changed in the server-drawn page before its app started (seconds on a phone):
 *  once live, the change is given to the select's own onChange as if made now. Without this, hydration
 *  put the server's value back (a dollar chosen on a project page became euros again) or left the select
 *  naming a currency the cards did not show (the home finder) — issue 26. The value is read in the first
 *  render of the hydration, before it commits (a page drawn in the browser has no early value: a select
 *  of the page before it may still be in the document); `serverValue` is what the server drew. */
export function useEarlySelect(id: string, serverValue: string): void {
  const hydrating = !useHydrated();
  const early = useRef<string | null>(null);
  if (early.current === null && hydrating && typeof document !== 'undefined') {
    const select = document.getElementById(id);
    early.current = select instanceof HTMLSelectElement ? select.value : '';
  }
  const drawn = useRef(serverValue);
  useEffect(() => {
    const value = early.current;
    const select = document.getElementById(id);
    if (!value || value === drawn.current || !(select instanceof HTMLSelectElement)) return;
    if (![...select.options].some((o) => o.value === value)) return;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, [id]);
}
