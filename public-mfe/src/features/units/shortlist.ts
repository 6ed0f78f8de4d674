// The visitor's shortlist (docs/decisions/0196-shortlist-and-compare.md): unit ids in this browser's
// localStorage (no account), read through one store so every heart, the bar and the compare page agree —
// across tabs too (the `storage` event). The server draws no shortlist (every heart unpressed); the
// browser's is read once the page has hydrated. The rules (at most four, the ids' form) are the contract's.
import { useSyncExternalStore } from 'react';
import { SHORTLIST_STORAGE_KEY, shortlistIds, toggleShortlist } from '@konak/contract';

const NONE: number[] = [];
let kept: { raw: string | null; ids: number[] } = { raw: null, ids: NONE };
const listeners = new Set<() => void>();

function read(): number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    // Storage off (private mode, blocked): the shortlist lives as long as the page.
    return kept.ids;
  }
  if (raw !== kept.raw) {
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    kept = { raw, ids: shortlistIds(parsed) };
  }
  return kept.ids;
}

function write(ids: number[]) {
  const raw = JSON.stringify(ids);
  kept = { raw, ids };
  try {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, raw);
  } catch {
    // Kept in memory for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === SHORTLIST_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shortlisted ids (none on the server and while hydrating). */
export function useShortlist(): number[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** Adds or removes a home; false (and nothing changed) when the list is full. */
export function toggleShortlisted(id: number): boolean {
  const next = toggleShortlist(read(), id);
  if (!next.full) write(next.ids);
  return !next.full;
}

/** Makes `ids` the shortlist (a shared link's homes). */
export function replaceShortlist(ids: readonly number[]) {
  write(shortlistIds([...ids]));
}
