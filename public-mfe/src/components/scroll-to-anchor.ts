/** Height of the fixed header the home anchors are scrolled clear of (SPEC §9). */
export const ANCHOR_OFFSET = 80;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth-scrolls to the element with this id, 80 px below the top. Returns false when it is not there. */
export function scrollToAnchor(
  id: string,
  behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth',
): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const offset = () => element.getBoundingClientRect().top - ANCHOR_OFFSET;
  window.scrollTo({ top: Math.max(0, window.scrollY + offset()), behavior });
  // Sections on the way read their content as they come near and grow: where the scroll ends, set it right.
  if (behavior === 'smooth') {
    window.addEventListener(
      'scrollend',
      () => {
        if (Math.abs(offset()) > 1)
          window.scrollTo({ top: Math.max(0, window.scrollY + offset()), behavior: 'auto' });
      },
      { once: true },
    );
  }
  return true;
}
