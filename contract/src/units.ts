// Unit availability (issue 12): a project's blocks → floors → units. The statuses, facings, the label
// rule and the limits the API enforces and the admin and public sites apply before sending or showing.
// Plain functions of a value; the patterns match in linear time (one character class each).

export const UNIT_STATUSES = ['available', 'reserved', 'sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** Compass facings, clockwise from north; '' means not given. */
export const UNIT_FACINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type UnitFacing = (typeof UNIT_FACINGS)[number];

/** Turkish names for the admin (the public site has its own tr/en/ru texts). */
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Satışta',
  reserved: 'Opsiyonlu',
  sold: 'Satıldı',
};
export const UNIT_FACING_LABELS: Record<UnitFacing, string> = {
  N: 'Kuzey',
  NE: 'Kuzeydoğu',
  E: 'Doğu',
  SE: 'Güneydoğu',
  S: 'Güney',
  SW: 'Güneybatı',
  W: 'Batı',
  NW: 'Kuzeybatı',
};

export const UNIT_LIMITS = {
  /** characters of a block's name ("A", "B1") */
  blockName: 20,
  /** characters of a unit's number within its block */
  unitNumber: 20,
  /** characters of a plan key */
  planKey: 40,
  /** floors: basements down to this, storeys up to maxFloor */
  minFloor: -5,
  maxFloor: 200,
  /** floors × units per floor that one "generate" may create */
  generateFloors: 200,
  generatePerFloor: 50,
  /** blocks of one project */
  blocks: 50,
  /** units of one project (the grid and the CSV stay workable) */
  units: 5_000,
  /** units one bulk status change may name */
  bulk: 1_000,
  /** whole lira */
  maxPrice: 2_000_000_000,
  /** bytes of an imported CSV file */
  csvBytes: 1024 * 1024,
} as const;

/** Block names and unit numbers: letters (any script), digits, dot, slash and dash, no spaces. */
const CODE = /^[\p{L}\p{N}./-]+$/u;
const PLAN_KEY = /^[a-z0-9-]+$/;

export const isUnitStatus = (value: unknown): value is UnitStatus =>
  typeof value === 'string' && (UNIT_STATUSES as readonly string[]).includes(value);
export const isUnitFacing = (value: unknown): value is UnitFacing | '' =>
  value === '' || (typeof value === 'string' && (UNIT_FACINGS as readonly string[]).includes(value));
export const isBlockName = (value: unknown): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= UNIT_LIMITS.blockName && CODE.test(value);
export const isUnitNumber = (value: unknown): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= UNIT_LIMITS.unitNumber && CODE.test(value);
export const isPlanKey = (value: unknown): boolean =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= UNIT_LIMITS.planKey &&
  PLAN_KEY.test(value);

/** Unit numbers in the order people read them: "2" before "10", "4A" after "4" (SQL cannot do this on
 *  both databases, so the grids sort within their page). */
export const compareUnitNumbers = new Intl.Collator('tr', { numeric: true }).compare;

/** A unit as buyers and the sales office name it: `<block>-<floor>-<number>`, e.g. "B-4-12". */
export function unitLabel(block: string, floor: number, number: string): string {
  return `${block}-${floor}-${number}`;
}

/** The next free plan key ("plan-1", "plan-2", …) among `taken`. */
export function nextPlanKey(taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`plan-${n}`)) n++;
  return `plan-${n}`;
}

/** The columns of the units CSV (export and import), in order: the plain words an office reads in Excel
 *  (issue 26). The import reads them case-insensitively, with or without the brackets. */
export const UNIT_CSV_COLUMNS = ['Blok', 'Kat', 'No', 'Plan', 'Cephe', 'Fiyat (TL)', 'Durum'] as const;
export type UnitCsvColumn = (typeof UNIT_CSV_COLUMNS)[number];

/** The columns' earlier names: a file exported before still imports — the English ones and the first
 *  Turkish "fiyat_tl" (the other first Turkish names, "blok" … "durum", are today's in lower case). */
export const UNIT_CSV_OLD_COLUMNS: Record<string, UnitCsvColumn> = {
  block: 'Blok',
  floor: 'Kat',
  number: 'No',
  plan_key: 'Plan',
  facing: 'Cephe',
  price_try: 'Fiyat (TL)',
  fiyat_tl: 'Fiyat (TL)',
  status: 'Durum',
};

/** A unit's fields as staff name them (the import's preview, its row errors). */
export const UNIT_FIELD_LABELS = {
  block: 'Blok',
  floor: 'Kat',
  number: 'No',
  plan_key: 'Plan',
  facing: 'Cephe',
  price_try: 'Fiyat',
  status: 'Durum',
} as const;
export type UnitField = keyof typeof UNIT_FIELD_LABELS;
