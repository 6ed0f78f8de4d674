import { useEffect, type RefObject } from 'react';

/** What a floating button must never lie over: anything the visitor taps or types into (a unit of the
 *  grid, a form's field or its send button, a link), and the text of a card in a list (a post's or a
 *  project's title and excerpt: on a phone the cards fill the width, and the buttons hid the end of every
 *  title; issue 26). Running text of an article is not in the list: the buttons stay while one reads. */
const CONTENT =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [data-unit], ' +
  '.pub-card__body, .pub-pcard__body';

/** Points across a button's box and a margin around it, 7 × 7 from edge to edge (about 12 px apart on a
 *  56 px button): nothing to tap is smaller than that. The margin keeps a button off what it would only
 *  touch: hit testing follows rounded corners, so two round shapes whose boxes overlap by a few pixels
 *  would otherwise pass as clear. */
const STEPS = [0, 1 / 6, 2 / 6, 0.5, 4 / 6, 5 / 6, 1];
const MARGIN = 8;

/** Whether a visible floating button of `stack` lies over something to tap: every layer under points
 *  across each one's box is looked at, the stack itself skipped. */
export function coversContent(stack: HTMLElement): boolean {
  const buttons = Array.from(stack.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.dataset.visible !== 'false',
  );
  for (const button of buttons) {
    const r = button.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const [left, top, width, height] = [
      r.left - MARGIN,
      r.top - MARGIN,
      r.width + 2 * MARGIN,
      r.height + 2 * MARGIN,
    ];
    for (const fx of STEPS)
      for (const fy of STEPS) {
        const x = Math.min(left + fx * width, left + width - 1);
        const y = Math.min(top + fy * height, top + height - 1);
        if (document.elementsFromPoint(x, y).some((el) => !stack.contains(el) && el.closest(CONTENT)))
          return true;
      }
  }
  return false;
}

/** Floating buttons that step aside (`data-covering="true"` on the stack, faded by the CSS) while they
 *  would lie over something to tap, on a phone's narrow page above all (issue 26: the WhatsApp and
 *  back-to-top buttons covered the units grid's fourth column and the end of the send button); they come
 *  back when the spot under them is clear. Looked at once per frame of scrolling or resizing, and when
 *  the page's layout changes (a section loads). Before the first look (the server-drawn page, until its
 *  app starts) the stack is hidden: a finder card's ♡ may lie under it. */
export function useStepAside(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    // The stack is hidden until a look finds its spot clear; a browser that cannot look shows it.
    if (typeof document.elementsFromPoint !== 'function') {
      stack.dataset.covering = 'false';
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const covering = coversContent(stack);
      // Not while the visitor is on one of them with the keyboard: it must not vanish from under them.
      if (covering && stack.contains(document.activeElement)) return;
      stack.dataset.covering = String(covering);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    later();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : undefined;
    resized?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      resized?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
