// The sales team's export: UTF-8 with a BOM (Excel then reads Turkish letters), every field quoted,
// semicolons between columns (Excel in the Turkish locale expects them; a comma-separated file opens as
// one column there), dates as `YYYY-MM-DD HH:MM` in Antalya time, which Excel reads as dates it can sort.
// No cell can start a formula: = + - @ tab CR get a ' in front — except a phone, which keeps its "+"
// as typed behind a no-break space (decisions: CSV; the same rule as the API's csv-cell.ts).
import type { ContactRequest } from '@konak/shared-ui';
import { sourceLabel } from './lead-source-label';
import { STATUS_LABELS } from './status-labels';

export const CSV_HEADER = ['Ad Soyad', 'Telefon', 'E-posta', 'Durum', 'Tarih', 'Proje', 'Daire', 'Mesaj', 'Notlar', 'Sayfa', 'Kaynak', 'Pazarlama izni'];
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
/** What the public form accepts as a phone: digits and + ( ) . - / spaces — no function, no reference. */
const PHONE = /^\+?[\d\s().\-/]{6,40}$/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** Not trimmed by spreadsheets: the cell stays text and reads as a blank before the number. */
const NBSP = '\u00A0';

export function csvCell(value: unknown, kind: 'text' | 'phone' = 'text'): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = kind === 'phone' && PHONE.test(text) ? `${NBSP}${text}` : `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const ISO_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2024-01-15 13:00`: the moment in Antalya, in the form spreadsheets parse as a date and time. */
export function csvDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : ISO_MINUTE.format(date);
}

/** `titles`: project slug → its Turkish title (the slug is written when the project is unknown). */
export function contactsToCsv(rows: ContactRequest[], titles: Record<string, string> = {}): string {
  const lines = rows.map((c) =>
    [
      csvCell(c.name),
      csvCell(c.phone, 'phone'),
      ...[
        c.email,
        STATUS_LABELS[c.status] ?? c.status,
        csvDate(c.created_at),
        c.project ? titles[c.project] || c.project : '',
        c.unit,
        c.message,
        c.notes,
        c.page,
        sourceLabel(c),
        c.marketing_consent ? 'Evet' : 'Hayır',
      ].map((v) => csvCell(v)),
    ].join(CSV_SEPARATOR),
  );
  return BOM + [CSV_HEADER.map((h) => csvCell(h)).join(CSV_SEPARATOR), ...lines].join('\r\n') + '\r\n';
}

export function downloadCsv(filename: string, csv: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([csv], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
