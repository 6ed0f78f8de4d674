// How the Ziyaretçiler screen says its figures and names (tr-TR), shared by the page and its CSV.
import {
  DIRECT_TRAFFIC,
  isLang,
  LANGUAGE_LABELS,
  WEB_VITAL_BUCKETS,
  type DeviceClass,
  type WebVital,
} from '@konak/contract';

const NUMBER = new Intl.NumberFormat('tr-TR');
const DECIMAL = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
/** CLS's bucket edges go to thousandths (0.025). */
const SHIFT = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });
const PERCENT = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });
const DAY = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatNumber = (n: number) => NUMBER.format(n);
/** A rate the API gives per 100 (4.5) as Turkish writes it: "%4,5". */
export const formatRate = (perHundred: number) => PERCENT.format(perHundred / 100);
/** `2026-11-28` → "28 Kas". */
export const shortDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** `2026-11-28` → "28 Kasım 2026". */
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

export const DEVICE_LABELS: Record<DeviceClass, string> = {
  mobile: 'Telefon',
  tablet: 'Tablet',
  desktop: 'Masaüstü',
};
const isDevice = (value: string): value is DeviceClass => value in DEVICE_LABELS;

export const deviceLabel = (value: string) => (isDevice(value) ? DEVICE_LABELS[value] : value);
export const languageLabel = (value: string) => (isLang(value) ? LANGUAGE_LABELS[value] : value);
/** A source as the call-back list says it: the utm_source or referring site, "Doğrudan" for neither. */
export const sourceLabel = (value: string) => (value === DIRECT_TRAFFIC ? 'Doğrudan' : value);

/** A Web Vital's p75 with its unit: "2,5 sn", "200 ms", "0,1"; null (above the last histogram edge) as
 *  "> 10 sn". */
export function formatVital(metric: WebVital, p75: number | null): string {
  const edges = WEB_VITAL_BUCKETS[metric];
  if (p75 === null) return `> ${formatVital(metric, edges[edges.length - 1])}`;
  if (metric === 'CLS') return SHIFT.format(p75);
  if (metric === 'LCP') return `${DECIMAL.format(p75 / 1000)} sn`;
  return `${NUMBER.format(p75)} ms`;
}

/** Every day of the period, oldest first, with the days nothing was counted as zero (the API lists only
 *  the days with counts). */
export function everyDay<T extends { day: string; views: number; visitors: number }>(
  from: string,
  to: string,
  counted: readonly T[],
): { day: string; views: number; visitors: number }[] {
  const byDay = new Map(counted.map((d) => [d.day, d]));
  const days: { day: string; views: number; visitors: number }[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const found = byDay.get(day);
    days.push({ day, views: found?.views ?? 0, visitors: found?.visitors ?? 0 });
  }
  return days;
}
