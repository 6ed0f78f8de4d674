import { useEffect, useRef, useState } from 'react';

/** Which way a sideways-scrolling box has more to show. */
export interface SideScroll {
  /** Its content is wider than the box (a block with more homes a floor than a phone's width holds). */
  overflows: boolean;
  /** Some of it is hidden to the left / to the right. */
  left: boolean;
  right: boolean;
  /** Measured in the browser (false in the server's HTML and until the page is live). */
  measured: boolean;
}

const NONE: SideScroll = { overflows: false, left: false, right: false, measured: false };

/** Measures a sideways-scrolling box as it is scrolled, resized or given other `content` (another block):
 *  the grid then says it scrolls (a fading edge, a cue, a focusable region) only when it does. */
export function useSideScroll<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<SideScroll>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      // A pixel of slack: zoomed screens report fractional widths.
      const max = box.scrollWidth - box.clientWidth;
      const next = {
        overflows: max > 1,
        left: box.scrollLeft > 1,
        right: box.scrollLeft < max - 1,
        measured: true,
      };
      setEdges((now) =>
        now.measured && now.overflows === next.overflows && now.left === next.left && now.right === next.right
          ? now
          : next,
      );
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    // The box, and each of its rows at its content's width: the styles or the fonts arriving after the
    // first measure change how wide the homes are, not how wide the box is.
    resized?.observe(box);
    for (const row of box.children) resized?.observe(row);
    window.addEventListener('resize', measure);
    return () => {
      box.removeEventListener('scroll', measure);
      resized?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [content]);
  return [ref, edges] as const;
}
