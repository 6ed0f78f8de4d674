import { useEffect, useState } from 'react';

/** Whether the page is scrolled further than `threshold` pixels (read once per frame). */
export function useScrolledPast(threshold: number): boolean {
  // Starts unscrolled, as the server drew it (hydration must match); the effect reads the real offset.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
