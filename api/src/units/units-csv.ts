// The units CSV of the sales office's spreadsheet: export with the contract's cell rule (csvCell, ';'
// like the other exports), import of what a spreadsheet saves back (';' or ',' — taken from the header
// line —, quoted cells, a leading BOM, CRLF). Parsing is one pass over the characters (linear); every
// problem is reported with the line it is on, and the caller writes nothing unless there is none.
import {
  UNIT_CSV_COLUMNS,
  UNIT_FACINGS,
  UNIT_FACING_LABELS,
  UNIT_LIMITS,
  UNIT_STATUSES,
  UNIT_STATUS_LABELS,
  csvCell,
  isBlockName,
  isPlanKey,
  isUnitNumber,
  type UnitStatus,
} from '@konak/contract';

export interface CsvUnitRow {
  line: number;
  block: string;
  floor: number;
  number: string;
  plan_key: string | null;
  facing: string;
  price_try: number | null;
  status: UnitStatus;
}

export interface CsvProblem {
  line: number;
  msg: string;
}

/** At most this many problems are listed: a wholly wrong file needs no thousand lines of errors. */
const MAX_PROBLEMS = 50;

export function unitsToCsv(rows: { block: string; floor: number; number: string; plan_key: string | null; facing: string; price_try: number | null; status: string }[]): string {
  const lines = [UNIT_CSV_COLUMNS.map((c) => csvCell(c)).join(';')];
  for (const r of rows) lines.push(UNIT_CSV_COLUMNS.map((c) => csvCell(r[c])).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Records of `text` with the line each starts on. A quoted cell may hold the separator, quotes ("")
 *  and line breaks. */
export function parseCsv(text: string, separator: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  /** Only spaces in `cell` so far (a quote there opens a quoted cell): a flag, not a trim() per quote,
   *  which would make a long cell of quotes quadratic. */
  let blank = true;
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    // Rows a spreadsheet saves empty (;;;;) are not rows.
    if (cells.some((c) => c.trim() !== '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
    blank = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && blank) {
      quoted = true;
      blank = false;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
      blank = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (ch.trim() !== '') blank = false;
      cell += ch;
    }
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}

/** A cell as typed: trimmed, without the ' the export put before a cell a spreadsheet would run. */
const clean = (cell: string | undefined) => {
  const text = (cell ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/\s+/g, ' ');
const STATUS_BY_NAME = new Map<string, UnitStatus>(UNIT_STATUSES.flatMap((s) => [[s, s] as const, [fold(UNIT_STATUS_LABELS[s]), s] as const]));
const FACING_BY_NAME = new Map<string, string>(UNIT_FACINGS.flatMap((f) => [[fold(f), f] as const, [fold(UNIT_FACING_LABELS[f]), f] as const]));

const PRICE_UNITS = ['tl', 'try', '₺'];
/** Longer than any price a spreadsheet writes ("2.000.000.000 TL"): refused before any parsing. */
const MAX_PRICE_TEXT = 40;

/** Prices as a spreadsheet writes them: "4500000", "4.500.000", "4 500 000", "4500000 TL". No regex
 *  with a repeated group: a cell of a million spaces costs one pass. */
function parsePrice(text: string): number | null | undefined {
  if (text === '') return null;
  if (text.length > MAX_PRICE_TEXT) return undefined;
  const unit = PRICE_UNITS.find((u) => text.toLowerCase().endsWith(u));
  const digits = (unit ? text.slice(0, -unit.length) : text).replace(/[\s.]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const n = Number(digits);
  return n <= UNIT_LIMITS.maxPrice ? n : undefined;
}

/** The rows of an import, or the problems that refuse it. `planKeys` are the project's plans. */
export function readUnitsCsv(text: string, planKeys: Set<string>): { rows: CsvUnitRow[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const add = (line: number, msg: string) => problems.length < MAX_PROBLEMS && problems.push({ line, msg: `${line}. satır: ${msg}` });
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r|\n|$/));
  const separator = firstLine.includes(';') ? ';' : ',';
  const records = parseCsv(body, separator);
  if (!records.length) return { rows: [], problems: [{ line: 1, msg: '1. satır: dosya boş; ilk satırda sütun adları olmalı (block;floor;number;…)' }] };
  const header = records[0].cells.map((c) => clean(c).toLowerCase());
  const index = new Map(header.map((name, i) => [name, i]));
  const unknown = header.filter((name) => !(UNIT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) add(records[0].line, `bilinmeyen sütun: ${unknown.slice(0, 5).join(', ')} (sütunlar: ${UNIT_CSV_COLUMNS.join(', ')})`);
  for (const required of ['block', 'floor', 'number']) if (!index.has(required)) add(records[0].line, `"${required}" sütunu eksik`);
  if (problems.length) return { rows: [], problems };
  if (records.length - 1 > UNIT_LIMITS.units) return { rows: [], problems: [{ line: records[UNIT_LIMITS.units + 1].line, msg: `Bir projede en fazla ${UNIT_LIMITS.units} daire olabilir` }] };

  const rows: CsvUnitRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records.slice(1)) {
    const cell = (name: string) => (index.has(name) ? clean(cells[index.get(name)!]) : '');
    const block = cell('block');
    const floorText = cell('floor');
    const number = cell('number');
    const planKey = cell('plan_key');
    const facingText = cell('facing');
    const price = parsePrice(cell('price_try'));
    const statusText = cell('status');
    const before = problems.length;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) add(line, `sütun sayısı başlıktan fazla (${cells.length} > ${header.length})`);
    if (!isBlockName(block)) add(line, `blok adı "${block.slice(0, 30)}" geçersiz (1–${UNIT_LIMITS.blockName} karakter: harf, rakam, . - /)`);
    const floor = /^-?\d{1,3}$/.test(floorText) ? Number(floorText) : Number.NaN;
    if (!(floor >= UNIT_LIMITS.minFloor && floor <= UNIT_LIMITS.maxFloor)) add(line, `kat "${floorText.slice(0, 10)}" geçersiz (${UNIT_LIMITS.minFloor} ile ${UNIT_LIMITS.maxFloor} arasında tam sayı; 0 = zemin)`);
    if (!isUnitNumber(number)) add(line, `daire no "${number.slice(0, 30)}" geçersiz (1–${UNIT_LIMITS.unitNumber} karakter: harf, rakam, . - /)`);
    if (planKey !== '' && (!isPlanKey(planKey) || !planKeys.has(planKey)))
      add(line, `plan "${planKey.slice(0, 45)}" bu projede yok (planlar: ${[...planKeys].join(', ') || 'henüz plan yok'})`);
    const facing = facingText === '' ? '' : FACING_BY_NAME.get(fold(facingText));
    if (facing === undefined) add(line, `cephe "${facingText.slice(0, 20)}" geçersiz (${UNIT_FACINGS.join(', ')} ya da boş)`);
    if (price === undefined) add(line, `fiyat "${cell('price_try').slice(0, 20)}" geçersiz (TL, tam sayı; boş = fiyat sorunuz)`);
    const status = statusText === '' ? 'available' : STATUS_BY_NAME.get(fold(statusText));
    if (!status) add(line, `durum "${statusText.slice(0, 20)}" geçersiz (available, reserved, sold — ya da Satışta, Opsiyonlu, Satıldı)`);
    if (isBlockName(block) && isUnitNumber(number)) {
      const key = `${block}\u0000${number}`;
      const first = seen.get(key);
      if (first !== undefined) add(line, `${block} bloğunda ${number} numaralı daire ${first}. satırda da var`);
      else seen.set(key, line);
    }
    if (problems.length === before)
      rows.push({ line, block, floor, number, plan_key: planKey || null, facing: facing as string, price_try: price as number | null, status: status as UnitStatus });
  }
  return { rows, problems };
}
