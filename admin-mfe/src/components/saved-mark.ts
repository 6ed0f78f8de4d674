// After a save the list comes back with the item just saved marked and scrolled into view, so she
// finds what she saved wherever the list's order puts it (issue 16 item 7).
import { useCallback, useRef } from 'react';

export interface SavedMark {
  className: string;
  'data-saved'?: true;
  ref?: (el: HTMLElement | null) => void;
}

/** Props for a list item: `adm-saved` and a badge-worthy flag on the saved one, scrolled to once. */
export function useSavedMark(savedId: number | null) {
  const scrolled = useRef<number | null>(null);
  const scroll = useCallback(
    (el: HTMLElement | null) => {
      if (!el || savedId === null || scrolled.current === savedId) return;
      scrolled.current = savedId;
      el.scrollIntoView?.({ block: 'center' });
    },
    [savedId],
  );
  return (id: number, className: string): SavedMark =>
    id === savedId ? { className: `${className} adm-saved`, 'data-saved': true, ref: scroll } : { className };
}
