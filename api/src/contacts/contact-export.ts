// The CSV export of the call-back list (issue 25): made by the server from the list's filters and streamed
// — read in keyset batches, written as the client takes it — so a million rows keep the process's memory
// flat. Spreadsheet-friendly like the other exports (docs/decisions/0061-csv-for-excel-tr.md): UTF-8 with
// a BOM, semicolons, CRLF, and cells no spreadsheet runs as a formula.
import type { Writable } from 'node:stream';
import {
  CONTACT_STATUS_LABELS,
  LANGUAGE_LABELS,
  SITE_TIME_ZONE,
  csvCell,
  requestUnitText,
  type Lang,
} from '@konak/contract';
import type { ContactRequest } from './contact-request.entity.js';
import { unicodeEmail } from './unicode-email.js';

/** Rows read per query. */
export const EXPORT_BATCH = 1000;

/** The columns an export reads (and the sorts' keys: status, name, created_at, id). */
export const EXPORT_SELECT = [
  'id',
  'created_at',
  'name',
  'phone',
  'email',
  'status',
  'project',
  'unit',
  'utm_source',
  'referrer_host',
  'utm_campaign',
  'language',
  'message',
  'notes',
  'marketing_consent',
  'suspicious',
] as const;
export type ExportRow = Pick<ContactRequest, (typeof EXPORT_SELECT)[number]>;

/** A raw row (`c_name`, …) as the export's row: SQLite answers booleans as 0/1 and times as UTC text. */
export function exportRow(raw: Record<string, unknown>): ExportRow {
  const at = raw.c_created_at;
  return {
    id: Number(raw.c_id),
    created_at: at instanceof Date ? at : new Date(`${String(at).replace(' ', 'T')}Z`),
    name: String(raw.c_name ?? ''),
    phone: String(raw.c_phone ?? ''),
    email: String(raw.c_email ?? ''),
    status: raw.c_status as ExportRow['status'],
    project: String(raw.c_project ?? ''),
    unit: String(raw.c_unit ?? ''),
    utm_source: String(raw.c_utm_source ?? ''),
    referrer_host: String(raw.c_referrer_host ?? ''),
    utm_campaign: String(raw.c_utm_campaign ?? ''),
    language: String(raw.c_language ?? ''),
    message: String(raw.c_message ?? ''),
    notes: String(raw.c_notes ?? ''),
    marketing_consent: raw.c_marketing_consent === true || raw.c_marketing_consent === 1,
    suspicious: raw.c_suspicious === true || raw.c_suspicious === 1,
  };
}

type Cell = (row: ExportRow, projectTitle: (slug: string) => string) => { value: unknown; kind?: 'phone' };
const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');

/** The columns, in order, with Turkish headers. */
export const EXPORT_COLUMNS: [header: string, cell: Cell][] = [
  ['Tarih', (r) => ({ value: istanbulStamp(new Date(r.created_at)) })],
  ['Ad Soyad', (r) => ({ value: r.name })],
  ['Telefon', (r) => ({ value: r.phone, kind: 'phone' })],
  ['E-posta', (r) => ({ value: unicodeEmail(r.email) })],
  ['Durum', (r) => ({ value: CONTACT_STATUS_LABELS[r.status] ?? r.status })],
  ['Proje', (r, title) => ({ value: r.project ? title(r.project) || r.project : '' })],
  ['Daire', (r, title) => ({ value: requestUnitText(r, title) })],
  ['Kaynak', (r) => ({ value: r.utm_source || r.referrer_host })],
  ['Kampanya', (r) => ({ value: r.utm_campaign })],
  ['Dil', (r) => ({ value: LANGUAGE_LABELS[r.language as Lang] ?? r.language })],
  ['Mesaj', (r) => ({ value: r.message })],
  ['Notlar', (r) => ({ value: r.notes })],
  ['Pazarlama izni', (r) => ({ value: yesNo(!!r.marketing_consent) })],
  ['Şüpheli', (r) => ({ value: yesNo(!!r.suspicious) })],
];

export const CSV_HEADER = '\uFEFF' + EXPORT_COLUMNS.map(([h]) => csvCell(h)).join(';') + '\r\n';

export function csvLine(row: ExportRow, projectTitle: (slug: string) => string): string {
  return (
    EXPORT_COLUMNS.map(([, cell]) => {
      const { value, kind } = cell(row, projectTitle);
      return csvCell(value, kind ?? 'text');
    }).join(';') + '\r\n'
  );
}

// Istanbul's offset, looked up once per UTC hour (Intl is slow to ask a million times; the zone's rules
// only change on the hour).
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const offsets = new Map<number, number>();
function offsetMs(at: Date): number {
  const hour = Math.floor(at.getTime() / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
    offset =
      Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) -
      Math.floor(at.getTime() / 60_000) * 60_000;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** "dd.MM.yyyy HH:mm" in Istanbul time. */
export function istanbulStamp(at: Date): string {
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() + offsetMs(at)).toISOString();
  return `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

/** The attachment's name: cagri-talepleri-YYYY-MM-DD.csv (the day in Istanbul). */
export function exportFileName(now: Date): string {
  const day = new Date(now.getTime() + offsetMs(now)).toISOString().slice(0, 10);
  return `cagri-talepleri-${day}.csv`;
}

/** Writes `text`, waiting for the client when its buffer is full; false once the client is gone. */
export async function writeWithBackpressure(out: Writable, text: string): Promise<boolean> {
  if (out.destroyed || out.writableEnded) return false;
  if (out.write(text)) return true;
  // 'close' as well as 'drain': a client that hangs up must not leave the export waiting for ever.
  // once() for 'drain': a wrapper of the response (the compression middleware) hands 'drain' listeners to
  // its own stream and does not take them back through off(); a once-listener removes itself there.
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.on('close', done);
  });
  return !out.destroyed;
}
