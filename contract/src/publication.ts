// Drafts and scheduled publishing of projects and blog posts (issue 14), and what goes to the trash for how long:
// the API stores and enforces these, the admin shows and enters them.

export const PUBLICATIONS = ['draft', 'published', 'scheduled'] as const;
/** Named `publication`, not `status`: a project's status is its construction stage. */
export type Publication = (typeof PUBLICATIONS)[number];

export const PUBLICATION_LABELS: Record<Publication, string> = {
  draft: 'Taslak',
  published: 'Yayında',
  scheduled: 'Zamanlanmış',
};

export function isPublication(value: unknown): value is Publication {
  return (PUBLICATIONS as readonly unknown[]).includes(value);
}

/** Trashed items are deleted for good after this many days. */
export const TRASH_KEEP_DAYS = 30;

/** The content types whose delete moves them to the trash (names of content-types.ts). */
export const TRASH_TYPES = [
  'project',
  'blog_post',
  'slider',
  'contact_request',
  'payment_plan',
  'webhook',
] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

export function isTrashType(value: unknown): value is TrashType {
  return (TRASH_TYPES as readonly unknown[]).includes(value);
}

/** The company's time zone: staff enter and read every time in it, and the site's days are its days. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';
/** Turkey has kept UTC+3 all year since 2016: day and week arithmetic in SQL may use this fixed offset
 *  (times before 2016 are never counted). Formatting goes through Intl with SITE_TIME_ZONE instead. */
export const SITE_UTC_OFFSET_MS = 3 * 3_600_000;

/** A datetime-local value; seconds only when the field was given them (a test scheduling seconds ahead). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes Istanbul is ahead of UTC at `instant` (Intl knows the zone's history; +180 since 2016). */
function offsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The one conversion between the admin's wall-clock input ("2026-12-01T09:30", Istanbul time, as a
 *  datetime-local field holds it) and the instant the API stores. Null for anything else. */
export function istanbulToInstant(local: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi, sec = 0] = m.map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const guess = Date.UTC(y, mo - 1, d, h, mi, sec);
  if (Number.isNaN(guess) || new Date(guess).getUTCDate() !== d || h > 23 || mi > 59 || sec > 59) return null;
  return new Date(guess - offsetMinutes(new Date(guess)) * 60_000);
}

/** The instant as Istanbul wall-clock time, "YYYY-MM-DDTHH:mm" (a datetime-local field's value). */
export function instantToIstanbul(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() + offsetMinutes(date) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const TURKISH_DAY = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day "YYYY-MM-DD" as an office reads it: "28 Kasım 2026" (the day as written, no time zone
 *  moves it); anything else as it is. */
export function turkishDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : TURKISH_DAY.format(date);
}
