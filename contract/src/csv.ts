// One CSV cell for the exports a spreadsheet opens — the admin's list export and the API's data-subject
// export (docs/decisions/0061-csv-for-excel-tr.md). Excel, LibreOffice and Google Sheets run a cell
// starting with = + - @ (or tab / carriage return) as a formula.
import { isPhone } from './rules.js';

const FORMULA_START = /^[=+\-@\t\r]/;
/** U+00A0: not trimmed by spreadsheets, so the cell stays text; it reads as a blank before the number. */
const NBSP = '\u00A0';

/** A quoted cell that no spreadsheet runs. Text that would start a formula gets the usual ' prefix. A
 *  phone (`kind: 'phone'`, and only digits and punctuation, so it can call no function and name no
 *  file) gets a no-break space instead: Excel shows a ' it did not itself add, and "+90 555 …" must read
 *  as typed. */
export function csvCell(value: unknown, kind: 'text' | 'phone' = 'text'): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = kind === 'phone' && isPhone(text) ? `${NBSP}${text}` : `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
