// The page says it is live (html[data-live]) once every part the server drew has hydrated: the frame and
// each slice, which React hydrates in its own later pass (the page itself, a lazy chunk, often last). The
// shell gives back a tap it held before the app started only then (shell/src/start-when-wanted.ts), so
// the tap lands on a hydrated control (the call-back form's "send"), never on the server's dead HTML;
// tests and tools wait for the same mark.
import { useCallback, useEffect, useRef } from 'react';

/** Returns what each slice's <Hydrated> reports to; marks the page live once all `slices` have. */
export function useLiveWhenHydrated(slices: readonly string[]) {
  const hydrated = useRef(new Set<string>());
  useEffect(
    () => () => {
      delete document.documentElement.dataset.live;
    },
    [],
  );
  return useCallback(
    (slice: string) => {
      hydrated.current.add(slice);
      if (slices.every((s) => hydrated.current.has(s))) document.documentElement.dataset.live = 'public';
    },
    [slices],
  );
}

/** Placed inside a slice (a Suspense boundary): its effect runs once that slice has hydrated. Draws nothing. */
export function Hydrated({ slice, onHydrated }: { slice: string; onHydrated: (slice: string) => void }) {
  useEffect(() => onHydrated(slice), [slice, onHydrated]);
  return null;
}
