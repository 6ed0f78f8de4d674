// The units CSV of the sales office's spreadsheet (issue 26): exported for Excel-TR (UTF-8 with a BOM,
// ';', Turkish column names and words, each cell through the contract's csvCell), imported from what a
// spreadsheet saves back: UTF-8 with or without a BOM, UTF-16 with its BOM, or Windows-1254 (Excel-TR's
// "CSV"), ';', tab or ',' (taken from the header line), quoted cells, CRLF, Turkish or the earlier English column names and
// words, prices as Excel-TR writes them ("5.200.000,00 ₺"). Parsing is one pass over the characters
// (linear); every problem is reported with the line it is on, and the caller writes nothing unless
// there is none.
import {
  UNIT_CSV_COLUMNS,
  UNIT_CSV_OLD_COLUMNS,
  UNIT_FACINGS,
  UNIT_FACING_LABELS,
  UNIT_LIMITS,
  UNIT_STATUSES,
  UNIT_STATUS_LABELS,
  csvCell,
  isBlockName,
  isPlanKey,
  isUnitNumber,
  type UnitCsvColumn,
  type UnitFacing,
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

/** A project's plan as the file may name it: by its key ("plan-2") or its Turkish name ("2+1"). */
export interface CsvPlan {
  key: string;
  name: string;
}

/** At most this many problems are listed: a wholly wrong file needs no thousand lines of errors. */
const MAX_PROBLEMS = 50;

export const CSV_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1254'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** The file's text: UTF-16 when it starts with its byte-order mark (Excel's "Unicode Text", tab-separated,
 *  and some other tools' CSV); valid UTF-8 (with or without a BOM) is UTF-8; anything else is what Excel-TR
 *  saves, Windows-1254 (every byte is a character there, so it always decodes). */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const utf16: CsvEncoding | null =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : null;
  // The decoder takes the byte-order mark off.
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, ''),
      encoding: 'utf-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' };
  }
}

/** The plan cell of an export: the plan's Turkish name when no other plan of the project has it, else its key. */
function planCell(key: string | null, plans: CsvPlan[]): string {
  if (!key) return '';
  const plan = plans.find((p) => p.key === key);
  if (!plan?.name || plans.filter((p) => fold(p.name) === fold(plan.name)).length > 1) return key;
  return plan.name;
}

export function unitsToCsv(
  rows: {
    block: string;
    floor: number;
    number: string;
    plan_key: string | null;
    facing: string;
    price_try: number | null;
    status: UnitStatus;
  }[],
  plans: CsvPlan[] = [],
): string {
  const lines = [UNIT_CSV_COLUMNS.map((c) => csvCell(c)).join(';')];
  for (const r of rows) {
    const cells: Record<UnitCsvColumn, unknown> = {
      Blok: r.block,
      Kat: r.floor,
      No: r.number,
      Plan: planCell(r.plan_key, plans),
      Cephe: r.facing ? (UNIT_FACING_LABELS[r.facing as UnitFacing] ?? r.facing) : '',
      'Fiyat (TL)': r.price_try,
      Durum: UNIT_STATUS_LABELS[r.status] ?? r.status,
    };
    lines.push(UNIT_CSV_COLUMNS.map((c) => csvCell(cells[c])).join(';'));
  }
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
const STATUS_BY_NAME = new Map<string, UnitStatus>(
  UNIT_STATUSES.flatMap((s) => [[s, s] as const, [fold(UNIT_STATUS_LABELS[s]), s] as const]),
);
const FACING_BY_NAME = new Map<string, string>(
  UNIT_FACINGS.flatMap((f) => [[f.toLowerCase(), f] as const, [fold(UNIT_FACING_LABELS[f]), f] as const]),
);
/** A word as Turkish ("SATILDI") or English ("SOLD": not "soıd") spreadsheets capitalise it. */
const lookup = <T>(map: Map<string, T>, text: string): T | undefined =>
  map.get(fold(text)) ?? map.get(text.toLowerCase().replace(/\s+/g, ' '));

/** A header as compared: lower case, brackets, underscores and spaces as one space ("Fiyat (TL)",
 *  "FİYAT TL" and "fiyat_tl" are one name). */
const headerKey = (text: string, locale?: string) =>
  text
    .toLocaleLowerCase(locale)
    .replace(/[\s()_]+/g, ' ')
    .trim();
const COLUMN_BY_KEY = new Map<string, UnitCsvColumn>([
  ...UNIT_CSV_COLUMNS.map((c) => [headerKey(c, 'tr'), c] as const),
  ...Object.entries(UNIT_CSV_OLD_COLUMNS).map(([old, c]) => [headerKey(old, 'tr'), c] as const),
]);

/** A header cell as a column, as Turkish ("FİYAT") or English ("FIYAT", "PRICE_TRY") spreadsheets
 *  capitalise it. */
function columnOf(header: string): UnitCsvColumn | undefined {
  return COLUMN_BY_KEY.get(headerKey(header, 'tr')) ?? COLUMN_BY_KEY.get(headerKey(header, 'en'));
}

/** Longer than any price a spreadsheet writes ("₺2.000.000.000,00"): refused before any parsing. */
const MAX_PRICE_TEXT = 40;
/** The currency before or after the amount: TL (Windows-1254 has no ₺), TRY, ₺. */
const CURRENCY = /^(?:tl|try|₺)|(?:tl|try|₺)$/i;
/** Spaces a spreadsheet puts in a number: space, no-break space, narrow no-break space. */
const SPACES = /[\s\u00A0\u202F]/g;

/** Prices as a spreadsheet writes them, in whole lira: "4500000", "4.500.000", "4 500 000 TL",
 *  "5.200.000,00 ₺" (Excel-TR), "5200000,00", "5,200,000.00". Kuruş other than 00 are refused (whole
 *  lira only). One pass of unambiguous patterns: a cell of a million spaces costs one pass. */
export function parsePrice(text: string): number | null | undefined {
  if (text === '') return null;
  if (text.length > MAX_PRICE_TEXT) return undefined;
  const amount = text.replace(SPACES, '').replace(CURRENCY, '');
  let whole: string | undefined;
  let fraction = '';
  let m: RegExpMatchArray | null;
  if ((m = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(amount)))
    [whole, fraction = ''] = [m[1].replace(/\./g, ''), m[2]];
  else if ((m = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(amount)))
    [whole, fraction = ''] = [m[1].replace(/,/g, ''), m[2]];
  else if ((m = /^(\d+)\.(\d{1,2})$/.exec(amount))) [whole, fraction] = [m[1], m[2]];
  if (whole === undefined || whole.length > 10 || !/^0*$/.test(fraction)) return undefined;
  const n = Number(whole);
  return n <= UNIT_LIMITS.maxPrice ? n : undefined;
}

const STATUS_WORDS = UNIT_STATUSES.map((s) => UNIT_STATUS_LABELS[s]).join(', ');
const FACING_WORDS = UNIT_FACINGS.map((f) => UNIT_FACING_LABELS[f]).join(', ');

/** The rows of an import, or the problems that refuse it. `plans` are the project's plans. */
export function readUnitsCsv(text: string, plans: CsvPlan[]): { rows: CsvUnitRow[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const add = (line: number, msg: string) =>
    problems.length < MAX_PROBLEMS && problems.push({ line, msg: `${line}. satır: ${msg}` });
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r|\n|$/));
  const separator = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const records = parseCsv(body, separator);
  if (!records.length)
    return {
      rows: [],
      problems: [
        {
          line: 1,
          msg: `1. satır: dosya boş; ilk satırda sütun adları olmalı (${UNIT_CSV_COLUMNS.join(';')})`,
        },
      ],
    };
  const header = records[0].cells.map((c) => clean(c));
  const index = new Map<UnitCsvColumn, number>();
  const unknown: string[] = [];
  header.forEach((name, i) => {
    const column = columnOf(name);
    if (column && !index.has(column)) index.set(column, i);
    else if (name !== '') unknown.push(name);
  });
  if (unknown.length)
    add(
      records[0].line,
      `bilinmeyen sütun: ${unknown.slice(0, 5).join(', ')} (sütunlar: ${UNIT_CSV_COLUMNS.join(', ')})`,
    );
  for (const required of ['Blok', 'Kat', 'No'] as const)
    if (!index.has(required))
      add(records[0].line, `"${required}" sütunu eksik (sütunlar: ${UNIT_CSV_COLUMNS.join(', ')})`);
  if (problems.length) return { rows: [], problems };
  if (records.length - 1 > UNIT_LIMITS.units)
    return {
      rows: [],
      problems: [
        {
          line: records[UNIT_LIMITS.units + 1].line,
          msg: `${records[UNIT_LIMITS.units + 1].line}. satır: bir projede en fazla ${UNIT_LIMITS.units} daire olabilir`,
        },
      ],
    };

  const planByName = new Map<string, string>();
  for (const p of plans) planByName.set(p.key, p.key);
  for (const p of plans) if (p.name && !planByName.has(fold(p.name))) planByName.set(fold(p.name), p.key);
  const planWords =
    plans.map((p) => (p.name ? `${p.name} (${p.key})` : p.key)).join(', ') || 'henüz plan yok';

  const rows: CsvUnitRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records.slice(1)) {
    const cell = (name: UnitCsvColumn) => (index.has(name) ? clean(cells[index.get(name)!]) : '');
    const block = cell('Blok');
    const floorText = cell('Kat');
    const number = cell('No');
    const planText = cell('Plan');
    const facingText = cell('Cephe');
    const priceText = cell('Fiyat (TL)');
    const price = parsePrice(priceText);
    const statusText = cell('Durum');
    const before = problems.length;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== ''))
      add(line, `sütun sayısı başlıktan fazla (${cells.length} > ${header.length})`);
    if (!isBlockName(block))
      add(
        line,
        `blok okunamadı: "${block.slice(0, 30)}" (1–${UNIT_LIMITS.blockName} karakter: harf, rakam, . - /)`,
      );
    const floor = /^-?\d{1,3}$/.test(floorText) ? Number(floorText) : Number.NaN;
    if (!(floor >= UNIT_LIMITS.minFloor && floor <= UNIT_LIMITS.maxFloor))
      add(
        line,
        `kat okunamadı: "${floorText.slice(0, 10)}" (${UNIT_LIMITS.minFloor} ile ${UNIT_LIMITS.maxFloor} arasında tam sayı; 0 = zemin)`,
      );
    if (!isUnitNumber(number))
      add(
        line,
        `daire no okunamadı: "${number.slice(0, 30)}" (1–${UNIT_LIMITS.unitNumber} karakter: harf, rakam, . - /)`,
      );
    const planKey =
      planText === ''
        ? null
        : ((isPlanKey(planText) ? planByName.get(planText) : undefined) ?? lookup(planByName, planText));
    if (planKey === undefined)
      add(line, `plan bu projede yok: "${planText.slice(0, 45)}" (planlar: ${planWords})`);
    const facing = facingText === '' ? '' : lookup(FACING_BY_NAME, facingText);
    if (facing === undefined)
      add(line, `cephe okunamadı: "${facingText.slice(0, 20)}" (${FACING_WORDS} ya da boş)`);
    if (price === undefined)
      add(
        line,
        `fiyat okunamadı: "${priceText.slice(0, 20)}" (tam TL, ör. 5200000, 5.200.000 ya da 5.200.000,00 TL; boş = fiyat sorunuz)`,
      );
    const status = statusText === '' ? 'available' : lookup(STATUS_BY_NAME, statusText);
    if (!status)
      add(
        line,
        `durum okunamadı: "${statusText.slice(0, 20)}" (${STATUS_WORDS}; boş = ${UNIT_STATUS_LABELS.available})`,
      );
    if (isBlockName(block) && isUnitNumber(number)) {
      const key = `${block}\u0000${number}`;
      const first = seen.get(key);
      if (first !== undefined)
        add(line, `${block} bloğunda ${number} numaralı daire ${first}. satırda da var`);
      else seen.set(key, line);
    }
    if (problems.length === before)
      rows.push({
        line,
        block,
        floor,
        number,
        plan_key: planKey ?? null,
        facing: facing as string,
        price_try: price as number | null,
        status: status as UnitStatus,
      });
  }
  return { rows, problems };
}
