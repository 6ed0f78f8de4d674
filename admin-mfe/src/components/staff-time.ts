// Times as staff read them: Turkish words, in the company's time zone (the contract's), whatever the
// browser's zone is — an editor abroad still reads Antalya's clock.
import { SITE_TIME_ZONE } from '@konak/contract';

const DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

/** "26 Kasım 2026 14:05"; '' for a value that is not a time. */
export function staffDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('tr-TR', DATE_TIME);
}

/** "26 Kasım 2026"; '' for a value that is not a time. */
export function staffDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('tr-TR', DATE);
}

/** "26 Kasım 14:05": this year's schedule, where the year goes without saying. */
export function staffDayTime(value: Date): string {
  return value.toLocaleString('tr-TR', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SITE_TIME_ZONE,
  });
}

/** Today in the company's time zone as YYYY-MM-DD. */
export function staffToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
}
