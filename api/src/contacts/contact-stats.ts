// The dashboard's figures, computed from a few columns of the window's rows: a company's call-backs over
// twelve weeks are hundreds, so counting in the process is simpler than per-dialect date SQL.
import type { WeekCountDto } from './dto/contact.dto.js';

const DAY = 86_400_000;
/** Antalya is UTC+3 all year (no DST since 2016): weeks start on its Monday midnight. */
const ANTALYA_OFFSET = 3 * 3_600_000;

/** Epoch ms of the Monday 00:00 (Antalya) of the week `at` falls in. */
export function weekStart(at: number): number {
  const day = Math.floor((at + ANTALYA_OFFSET) / DAY);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is days since Monday.
  return (day - ((day + 3) % 7)) * DAY - ANTALYA_OFFSET;
}

/** The last `weeks` weeks up to `now`'s, oldest first, each with the requests created in it. */
export function countByWeek(createdAt: number[], now: number, weeks: number): WeekCountDto[] {
  const last = weekStart(now);
  const starts = Array.from({ length: weeks }, (_, i) => last - (weeks - 1 - i) * 7 * DAY);
  const counts = new Map(starts.map((s) => [s, 0]));
  for (const at of createdAt) {
    const s = weekStart(at);
    if (counts.has(s)) counts.set(s, counts.get(s)! + 1);
  }
  return starts.map((s) => ({ week: new Date(s + ANTALYA_OFFSET).toISOString().slice(0, 10), count: counts.get(s)! }));
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
