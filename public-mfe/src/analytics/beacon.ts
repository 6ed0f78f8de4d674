// The public site's side of Konak's cookieless visit statistics (issue 31, docs/analytics.md, decision
// 0194): one small JSON body per page view or event, sent with navigator.sendBeacon to POST /api/collect
// as text/plain (no CORS preflight, never waits for an answer, never blocks the page). No cookie, no
// storage: the visit's landing referrer and utm_* are kept in this module's memory for as long as the
// page lives, so every event of a visit carries its source. Nothing at all is sent when the browser says
// Do Not Track or Global Privacy Control. The Web Vitals library is fetched only once the page has
// loaded and sat idle (./vitals.ts), so a first visit does not download it.
import { ANALYTICS_LIMITS, type BeaconBody, type BeaconKind } from '@konak/contract';
import { API_BASE } from '@konak/shared-ui';
import { matchRoute } from '../app/route-table';

export const COLLECT_URL = `${API_BASE}/collect`;

type Source = Pick<BeaconBody, 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'>;
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The visit's landing source, read on the first beacon of the page's life (memory only). */
let visit: Source | undefined;
/** Whether the Web Vitals watch is scheduled (once per page load, however often the frame mounts). */
let vitalsScheduled = false;

/** Whether this browser may be counted: it can send beacons and asks for neither DNT nor GPC. */
export function mayCount(): boolean {
  const nav =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { globalPrivacyControl?: boolean });
  return !!nav?.sendBeacon && nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

/** The landing page's referrer (its origin only: the path may carry a search) and utm_* values. */
function landing(): Source {
  const source: Source = {};
  const query = new URLSearchParams(location.search);
  for (const key of UTM) source[key] = query.get(key)?.trim();
  try {
    source.referrer = document.referrer && new URL(document.referrer).origin;
  } catch {
    // an unreadable referrer is no source
  }
  return source;
}

/** Sends one beacon about the current page: `event`, the page's path, language and project slug, the
 *  viewport width, the visit's source, and `extra` (a call-back's own source, the Web Vitals). */
export function track(event: BeaconKind, extra?: Partial<BeaconBody>): void {
  if (!mayCount()) return;
  visit ??= landing();
  const route = matchRoute(location.pathname);
  const body: BeaconBody = {
    event,
    path: location.pathname.slice(0, ANALYTICS_LIMITS.path),
    lang: route.lang,
    width: Math.min(Math.round(innerWidth), ANALYTICS_LIMITS.width),
    ...visit,
    ...(route.page === 'project' && route.params.slug ? { project: route.params.slug } : {}),
    ...extra,
  };
  // Within the collector's limits: a longer value would make it ignore the whole beacon.
  for (const key of UTM) body[key] = body[key]?.slice(0, ANALYTICS_LIMITS.utm) || undefined;
  if (!body.referrer || body.referrer.length > ANALYTICS_LIMITS.referrer) body.referrer = undefined;
  navigator.sendBeacon(COLLECT_URL, JSON.stringify(body));
}

const BROCHURE = /^\/api\/projects\/([a-z0-9-]+)\/brochure\.pdf$/;

/** One delegated listener for the links that are events: tel: (phone_tapped), wa.me (whatsapp_tapped)
 *  and a project's brochure (brochure_downloaded), wherever the page draws them. */
function onClick(e: MouseEvent): void {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a) return;
  if (a.protocol === 'tel:') track('phone_tapped');
  else if (a.hostname === 'wa.me') track('whatsapp_tapped');
  else {
    const brochure = a.origin === location.origin && BROCHURE.exec(a.pathname);
    if (brochure) track('brochure_downloaded', { project: brochure[1] });
  }
}

/** Starts counting for this page's life: the link listener now, the Web Vitals once the page has loaded
 *  and is idle. Returns what stops it (the listener; a started Web Vitals watch ends with the page). */
export function startAnalytics(): () => void {
  if (!mayCount()) return () => undefined;
  document.addEventListener('click', onClick, true);
  if (vitalsScheduled) return () => document.removeEventListener('click', onClick, true);
  vitalsScheduled = true;
  const path = location.pathname;
  const later = () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      void import(/* webpackChunkName: "web-vitals" */ './vitals').then((m) => m.watchVitals(path));
    });
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
  return () => document.removeEventListener('click', onClick, true);
}

/** Forgets the visit's source, as a new page load would (tests). */
export function forgetVisit(): void {
  visit = undefined;
  vitalsScheduled = false;
}
