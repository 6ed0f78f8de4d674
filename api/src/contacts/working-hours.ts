// Working time between two instants: Monday–Friday, 09:00–18:00 in Istanbul. The fixed offset
// (contract SITE_UTC_OFFSET_MS) is exact since 2016 and needs no time-zone database. Public holidays are not
// counted out (a reminder on a holiday is harmless; a missed one is not).
import { SITE_UTC_OFFSET_MS } from '@konak/contract';
const DAY_MS = 86_400_000;
const OPEN_MS = 9 * 3_600_000;
const CLOSE_MS = 18 * 3_600_000;

/** Milliseconds of working time in [from, to). */
export function workingMsBetween(from: Date, to: Date): number {
  const start = from.getTime() + SITE_UTC_OFFSET_MS;
  const end = to.getTime() + SITE_UTC_OFFSET_MS;
  if (end <= start) return 0;
  let total = 0;
  // Each local day the interval touches; capped so a years-old request costs at most a few hundred steps.
  for (
    let day = Math.floor(start / DAY_MS) * DAY_MS, steps = 0;
    day < end && steps < 400;
    day += DAY_MS, steps++
  ) {
    const weekday = new Date(day).getUTCDay(); // the shifted instant's UTC fields are Istanbul's local ones
    if (weekday === 0 || weekday === 6) continue;
    const open = Math.max(start, day + OPEN_MS);
    const close = Math.min(end, day + CLOSE_MS);
    if (close > open) total += close - open;
  }
  return total;
}

export const workingHoursBetween = (from: Date, to: Date) => workingMsBetween(from, to) / 3_600_000;
