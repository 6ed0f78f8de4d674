import { useCallback, useState } from 'react';

/** Whether the element has come within `margin` of the screen (and stays true once it has). Sections below
 *  the fold read their data only then, so a phone spends its first seconds on what it shows. */
export function useNearViewport(
  margin = '600px',
): [(element: Element | null) => (() => void) | void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
