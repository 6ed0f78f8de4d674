// First-party cookieless analytics (issue 31, items 1–2): the beacon's body and its limits, the events it
// counts, device classes, the Web Vitals with their good thresholds and histogram buckets, and the pure
// arithmetic both the collector (api/src/analytics) and the admin apply. One place for each.
import { isLang, type Lang } from './languages.js';
import { SITE_UTC_OFFSET_MS } from './publication.js';
import { SLUG_PATTERN } from './rules.js';

/** What a beacon counts. `callback_sent` carries the call-back's source (utm_source / referrer), never a
 *  person: the funnel is matched to the stored requests by source. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'unit_opened',
  'brochure_downloaded',
  'phone_tapped',
  'whatsapp_tapped',
  'callback_sent',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** A beacon sent when a page is hidden with the page's Web Vitals; counted in the vitals histogram only. */
export const VITALS_BEACON = 'web_vitals';
export type BeaconKind = AnalyticsEvent | typeof VITALS_BEACON;

export const ANALYTICS_EVENT_LABELS: Record<AnalyticsEvent, string> = {
  page_view: 'Sayfa görüntüleme',
  unit_opened: 'Daire açıldı',
  brochure_downloaded: 'Broşür indirildi',
  phone_tapped: 'Telefona dokunuldu',
  whatsapp_tapped: 'WhatsApp’a dokunuldu',
  callback_sent: 'Geri arama talebi',
};

/** Device classes, told from the viewport's CSS width (never from the user agent). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
/** Smallest width of each class above mobile (the site's own breakpoints). */
export const DEVICE_MIN_WIDTH = { tablet: 768, desktop: 1024 } as const;

export function deviceClass(width: number): DeviceClass {
  if (width >= DEVICE_MIN_WIDTH.desktop) return 'desktop';
  if (width >= DEVICE_MIN_WIDTH.tablet) return 'tablet';
  return 'mobile';
}

export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];
/** web.dev's "good" thresholds: a page passes when its 75th percentile is at most this. LCP and INP in
 *  milliseconds, CLS unitless. */
export const WEB_VITAL_GOOD: Record<WebVital, number> = { LCP: 2500, INP: 200, CLS: 0.1 };
/** Upper edges of the histogram buckets (a value v falls in the first bucket whose edge is ≥ v; one more
 *  bucket holds everything above the last edge). Each good threshold is an edge, so "p75 is good" is
 *  exact; between edges p75 is known to within one bucket. */
export const WEB_VITAL_BUCKETS: Record<WebVital, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000],
  INP: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1],
};
/** Largest value a beacon may report (anything above is a broken measurement, not a slow page). */
export const WEB_VITAL_MAX: Record<WebVital, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

/** The bucket index of `value` (0 … edges.length, the last for "above every edge"). */
export function vitalBucket(metric: WebVital, value: number): number {
  const edges = WEB_VITAL_BUCKETS[metric];
  let i = 0;
  while (i < edges.length && value > edges[i]) i++;
  return i;
}

/** The 75th percentile from a histogram's counts: the upper edge of the bucket it falls in (null for no
 *  values; `Infinity` when it is above the last edge). */
export function histogramP75(metric: WebVital, counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const edges = WEB_VITAL_BUCKETS[metric];
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (seen >= 0.75 * total) return i < edges.length ? edges[i] : Infinity;
  }
  return Infinity;
}

export const ANALYTICS_LIMITS = {
  /** bytes of one beacon's body, counted before it is parsed */
  bodyBytes: 2048,
  /** characters of the page's path (query and fragment are dropped) */
  path: 200,
  /** characters of the referrer as sent (only its host is kept) */
  referrer: 512,
  /** characters of the kept referrer host */
  host: 100,
  /** characters of utm_source / utm_medium / utm_campaign */
  utm: 80,
  /** characters of a project slug */
  slug: 120,
  /** largest plausible viewport width in CSS pixels */
  width: 10_000,
  /** rows of each list in the summary (top pages, projects, sources…) */
  top: 20,
  /** days the summary may cover */
  days: [7, 30, 90] as const,
  /** days the hourly roll-up is kept (the daily one is kept for good): two weeks of "by hour" */
  hourlyKeepDays: 14,
  /** days the Web Vitals histograms are kept; a longer summary shows the vitals of these last days
   *  (a year of 10 million views stays under 200 MB on PostgreSQL — docs/analytics.md) */
  vitalsKeepDays: 30,
} as const;
export type SummaryDays = (typeof ANALYTICS_LIMITS.days)[number];

/** The traffic source of a visit with neither a utm_source nor an outside referrer (as the call-back
 *  list's `source=direct`). */
export const DIRECT_TRAFFIC = 'direct';

/** A beacon's body as the public site sends it (JSON, sent as text/plain by navigator.sendBeacon).
 *  `referrer` and `utm_*` are the visit's landing values, which the site keeps in memory while the
 *  visitor moves between pages, so every event of a visit carries its source. */
export interface BeaconBody {
  event: BeaconKind;
  /** location.pathname */
  path: string;
  lang: Lang;
  /** window.innerWidth, for the device class */
  width: number;
  referrer?: string;
  project?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  /** with `web_vitals` only */
  vitals?: Partial<Record<WebVital, number>>;
}

/** A beacon as it is counted: checked, trimmed to what is kept. */
export interface Beacon {
  event: BeaconKind;
  path: string;
  lang: Lang;
  device: DeviceClass;
  /** outside referrer's host ("" for none or for the site itself) */
  referrer: string;
  project: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** utm_source, else the referrer host, else DIRECT_TRAFFIC */
  source: string;
  vitals: Partial<Record<WebVital, number>>;
}

const BEACON_KINDS: readonly string[] = [...ANALYTICS_EVENTS, VITALS_BEACON];
const FIELDS = new Set([
  'event',
  'path',
  'lang',
  'width',
  'referrer',
  'project',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'vitals',
]);
// Printable characters without spaces or controls; linear (one character class).
const TOKEN = /^[\x21-\x7e\u00a0-\uffff]*$/;

const optionalText = (value: unknown, max: number): string | null => {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || value.length > max) return null;
  return value;
};

/** The host of an outside referrer, lowercase without "www."; "" for none, a non-web address or the
 *  site's own host (`siteHost`, lowercase). */
export function referrerHost(referrer: string, siteHost: string): string {
  if (!referrer) return '';
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  host = host.replace(/^www\./, '');
  if (host === siteHost.replace(/^www\./, '') || host.length > ANALYTICS_LIMITS.host) return '';
  return host;
}

/** The beacon as counted, or null when the body is not one (it is then ignored, never an error). */
export function parseBeacon(body: unknown, siteHost: string): Beacon | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (Object.keys(b).some((key) => !FIELDS.has(key))) return null;
  if (typeof b.event !== 'string' || !BEACON_KINDS.includes(b.event)) return null;
  if (!isLang(b.lang)) return null;
  if (typeof b.width !== 'number' || !Number.isFinite(b.width) || b.width < 0) return null;
  if (b.width > ANALYTICS_LIMITS.width) return null;
  if (typeof b.path !== 'string' || b.path.length > ANALYTICS_LIMITS.path || !b.path.startsWith('/'))
    return null;
  const path = b.path.split(/[?#]/, 1)[0];
  if (!TOKEN.test(path)) return null;
  const referrer = optionalText(b.referrer, ANALYTICS_LIMITS.referrer);
  const project = optionalText(b.project, ANALYTICS_LIMITS.slug);
  const utm = [b.utm_source, b.utm_medium, b.utm_campaign].map((v) => optionalText(v, ANALYTICS_LIMITS.utm));
  if (referrer === null || project === null || utm.some((v) => v === null)) return null;
  if (project && !SLUG_PATTERN.test(project)) return null;
  const [utmSource, utmMedium, utmCampaign] = utm.map((v) => v!.trim().toLowerCase());
  const vitals: Partial<Record<WebVital, number>> = {};
  if (b.vitals !== undefined) {
    if (b.event !== VITALS_BEACON) return null;
    if (typeof b.vitals !== 'object' || b.vitals === null || Array.isArray(b.vitals)) return null;
    for (const [metric, value] of Object.entries(b.vitals as Record<string, unknown>)) {
      if (!(WEB_VITALS as readonly string[]).includes(metric)) return null;
      const max = WEB_VITAL_MAX[metric as WebVital];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) return null;
      vitals[metric as WebVital] = value;
    }
  }
  if (b.event === VITALS_BEACON && Object.keys(vitals).length === 0) return null;
  const host = referrerHost(referrer, siteHost);
  return {
    event: b.event as BeaconKind,
    path,
    lang: b.lang,
    device: deviceClass(b.width),
    referrer: host,
    project,
    utm_source: utmSource,
    utm_medium: utmMedium,
    utm_campaign: utmCampaign,
    source: utmSource || host || DIRECT_TRAFFIC,
    vitals,
  };
}

/** The dimensions a beacon is counted under, each with its value ("" = not given; such rows are not
 *  kept, except `site`, the whole site's row). */
export const ANALYTICS_DIMENSIONS = [
  'site',
  'page',
  'project',
  'lang',
  'referrer',
  'source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** The (dimension, value) pairs a beacon counts under. */
export function beaconDimensions(beacon: Beacon): [AnalyticsDimension, string][] {
  const pairs: [AnalyticsDimension, string][] = [
    ['site', ''],
    ['page', beacon.path],
    ['project', beacon.project],
    ['lang', beacon.lang],
    ['referrer', beacon.referrer],
    ['source', beacon.source],
    ['utm_source', beacon.utm_source],
    ['utm_medium', beacon.utm_medium],
    ['utm_campaign', beacon.utm_campaign],
    ['device', beacon.device],
  ];
  return pairs.filter(([dim, value]) => dim === 'site' || value !== '');
}

/** The calendar day (site time, Europe/Istanbul) of `at`, as YYYY-MM-DD. */
export function analyticsDay(at: Date): string {
  return new Date(at.getTime() + SITE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (site time) of `at`, as YYYY-MM-DDTHH. */
export function analyticsHour(at: Date): string {
  return new Date(at.getTime() + SITE_UTC_OFFSET_MS).toISOString().slice(0, 13);
}

/** `part` of `whole` as a percentage with one decimal (0 when there is no whole). */
export function conversionRate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export function isSummaryDays(value: number): value is SummaryDays {
  return (ANALYTICS_LIMITS.days as readonly number[]).includes(value);
}
