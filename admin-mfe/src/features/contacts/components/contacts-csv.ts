// The sales team's export: UTF-8 with a BOM (Excel then reads Turkish letters), every field quoted,
// semicolons between columns (Excel in the Turkish locale expects them; a comma-separated file opens as
// one column there), dates as `YYYY-MM-DD HH:MM` in Antalya time, which Excel reads as dates it can sort.
// No cell can start a formula: = + - @ tab CR get a ' in front — except a phone, which keeps its "+"
// as typed behind a no-break space (decisions: CSV; the contract's csvCell, shared with the API's export).
import { csvCell } from '@konak/contract';
import type { ContactRequest } from '@konak/shared-ui';
import { sourceLabel } from './lead-source-label';
import { STATUS_LABELS } from './status-labels';

export const CSV_HEADER = ['Ad Soyad', 'Telefon', 'E-posta', 'Durum', 'Tarih', 'Proje', 'Daire', 'Mesaj', 'Notlar', 'Sayfa', 'Kaynak', 'Pazarlama izni'];
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export { csvCell };

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
