// The sales team's export: UTF-8 with a BOM (Excel then reads Turkish letters), every field quoted,
// and cells starting with = + - @ (or tab / carriage return) prefixed with ' so a spreadsheet never
// runs them as formulas. Semicolons separate the columns: Excel in the Turkish locale expects them
// (a comma-separated file opens as one column there).
import type { ContactRequest } from '@konak/shared-ui';
import { receivedAt } from './received-at';
import { STATUS_LABELS } from './status-labels';

export const CSV_HEADER = ['Ad Soyad', 'Telefon', 'E-posta', 'Durum', 'Tarih', 'Proje', 'Mesaj'];
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function contactsToCsv(rows: ContactRequest[]): string {
  const lines = [CSV_HEADER, ...rows.map((c) => [c.name, c.phone, c.email, STATUS_LABELS[c.status] ?? c.status, receivedAt(c.created_at), c.project, c.message])];
  return BOM + lines.map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
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
