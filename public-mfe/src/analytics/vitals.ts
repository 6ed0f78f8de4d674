// The page's Web Vitals (LCP, INP, CLS) as real visitors live them, from the `web-vitals` library. This
// module and the library are a chunk of their own, fetched by beacon.ts only once the page has loaded and
// sat idle; the library reads the browser's buffered performance entries, so nothing measured before is
// lost. One `web_vitals` beacon per page load, sent when the page is first hidden (the visitor leaves,
// switches tab or closes it) — the last moment a page can be sure to send anything.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { WebVital } from '@konak/contract';
import { track } from './beacon';

/** Watches the Web Vitals of the page loaded at `path` (the landing page: LCP is its paint). */
export function watchVitals(path: string): void {
  const vitals: Partial<Record<WebVital, number>> = {};
  // CLS is unitless (kept to 4 decimals); LCP and INP are whole milliseconds.
  const keep = ({ name, value }: Metric) => {
    vitals[name as WebVital] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
  // Each library call adds its own "hidden" listener first, so its last value is kept before ours sends.
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  const send = () => {
    if (document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0) return;
    removeEventListener('visibilitychange', send, true);
    track('web_vitals', { path, vitals });
  };
  addEventListener('visibilitychange', send, true);
}
