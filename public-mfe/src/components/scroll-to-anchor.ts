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
  const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior });
  return true;
}
