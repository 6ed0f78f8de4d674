// When a server-drawn page starts its scripts. The page is already on screen and its links work as plain
// links, so the app (React, the router, the federation runtime, the remote: about 200 kB) loads and hydrates
// only when the visitor reaches for it — a tap, a key, a scroll — or once the page has sat idle a while.
// A first visit downloads this file alone; the first screen's paint and the main thread are the page's.
// A tap on a control that needs the app (a button, a language link) before it is live is held here and
// given again once the page is live, so no tap is lost.
//
// Runs before the shared modules exist: no imports.

/** What says the visitor is about to use the page. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** Without any intent, the app starts this long after the page has loaded, when the browser is idle. */
export const IDLE_START_MS = 3_000;
/** A held tap is given back after this long even if the page never says it is live (a failing remote
 *  shows the shell's fallback, whose retry button must work). */
const HOLD_AT_MOST_MS = 15_000;
/** Controls that do nothing (or not everything) without the app: their taps wait for it. Plain links
 *  navigate on their own; the language links also remember the choice, so they wait too. */
const NEEDS_APP = 'button, [role="button"], summary, input[type="submit"], a[hreflang]';

/** Marks a held control until the app answers it (styled by first.css). */
export const HELD = 'aria-busy';

const isLive = () => document.documentElement.hasAttribute('data-live');

/** Set by first.js before it runs main.js: the visitor has already asked for the app, so main.js starts it
 *  at once instead of waiting again (a host without first.js still puts main.js in the page itself). */
const STARTED = 'konakStarting';
export const markStarted = (win: Window = window) => {
  win.document.documentElement.dataset[STARTED] = '';
};
export const wasStarted = (win: Window = window) => STARTED in win.document.documentElement.dataset;

export function startWhenWanted(start: () => void, win: Window = window) {
  const doc = win.document;
  let started = false;
  let held: HTMLElement | null = null;

  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, go, true);
    start();
    win.setTimeout(release, HOLD_AT_MOST_MS);
  };

  // Capture phase on the window: runs before React's listeners on #root.
  const hold = (event: MouseEvent) => {
    if (isLive()) return release();
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(NEEDS_APP);
    if (!target || target.matches(':disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.removeAttribute(HELD);
    held = target;
    // Answered at once: the control shows it is working (first.css) until the app takes the tap over.
    target.setAttribute(HELD, 'true');
    go();
  };

  const live = new MutationObserver(() => {
    if (isLive()) release();
  });

  function release() {
    win.removeEventListener('click', hold, true);
    live.disconnect();
    const target = held;
    held = null;
    target?.removeAttribute(HELD);
    // After React's commit: the element is the hydrated one (hydration keeps the server's nodes).
    if (target?.isConnected) win.setTimeout(() => target.click(), 0);
  }

  for (const type of INTENT_EVENTS) win.addEventListener(type, go, { capture: true, passive: true });
  win.addEventListener('click', hold, true);
  live.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-live'] });

  const idleStart = () => {
    win.setTimeout(() => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(go, { timeout: 2_000 });
      else go();
    }, IDLE_START_MS);
  };
  if (doc.readyState === 'complete') idleStart();
  else win.addEventListener('load', idleStart, { once: true });
}

/** On a first visit to the Turkish home page the public site may move a visitor to /en or /ru (their
 *  remembered choice, else the browser's language: public-mfe's i18n/language.ts). That needs the app at
 *  once, so such a visit starts as before. Errs towards starting: only a visitor who is plainly Turkish
 *  (remembered "tr", or Turkish before English and Russian in the browser's languages) waits. */
export function mayLeaveForAnotherLanguage(win: Window = window): boolean {
  if (win.location.pathname !== '/') return false;
  let remembered: string | null = null;
  try {
    remembered = win.localStorage.getItem('konak.lang');
  } catch {
    // storage unavailable: the browser's languages decide
  }
  if (remembered === 'tr' || remembered === 'en' || remembered === 'ru') return remembered !== 'tr';
  const nav = win.navigator;
  for (const tag of nav.languages?.length ? nav.languages : [nav.language]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'ru') return true;
    if (base === 'tr') return false;
  }
  return false;
}

/** The attribute set on <html> while a compare page without homes in its address starts to show the
 *  visitor's stored shortlist (public-mfe's compare.css hides its "no homes saved" text meanwhile). */
export const SHOWING_STORED_SHORTLIST = 'data-stored-shortlist';

/** A compare page whose address names no homes (`/karsilastir`, `/en/…`, `/ru/…`) while this browser
 *  keeps a shortlist (public-mfe's features/units/shortlist.ts, `konak.shortlist`): the page is drawn
 *  empty and only the app can show the list, so it starts at once rather than after a few idle seconds
 *  (issue 26: the page said "No homes saved yet" for four seconds). */
export function showsStoredShortlist(win: Window = window): boolean {
  if (!/^\/(?:en\/|ru\/)?karsilastir\/?$/.test(win.location.pathname)) return false;
  if (new URLSearchParams(win.location.search).get('id')) return false;
  try {
    const stored: unknown = JSON.parse(win.localStorage.getItem('konak.shortlist') ?? 'null');
    return Array.isArray(stored) && stored.length > 0;
  } catch {
    return false;
  }
}

/** Whether a server-drawn page needs its app at once; marks a compare page that will show a stored list. */
export function needsAppAtOnce(win: Window = window): boolean {
  if (showsStoredShortlist(win)) {
    win.document.documentElement.setAttribute(SHOWING_STORED_SHORTLIST, '');
    return true;
  }
  return mayLeaveForAnotherLanguage(win);
}
