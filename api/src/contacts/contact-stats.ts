// The dashboard's calendar and median arithmetic; the counting itself is SQL (ContactsService.stats).
import { SITE_UTC_OFFSET_MS } from '@konak/contract';

const DAY = 86_400_000;

/** Epoch ms of the Monday 00:00 (Antalya: weeks start on its Monday midnight) of the week `at` falls in. */
export function weekStart(at: number): number {
  const day = Math.floor((at + SITE_UTC_OFFSET_MS) / DAY);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is days since Monday.
  return (day - ((day + 3) % 7)) * DAY - SITE_UTC_OFFSET_MS;
}

/** The starts of the last `weeks` weeks up to `now`'s, oldest first. */
export function weekStarts(now: number, weeks: number): number[] {
  const last = weekStart(now);
  return Array.from({ length: weeks }, (_, i) => last - (weeks - 1 - i) * 7 * DAY);
}

/** Which sorted rows hold the median of `count` values: the middle one, or the middle two (their mean)
 *  for an even count; null for none. */
export function medianOffsets(count: number): { skip: number; take: number } | null {
  if (count <= 0) return null;
  return count % 2 ? { skip: (count - 1) / 2, take: 1 } : { skip: count / 2 - 1, take: 2 };
}
