// A project's units as buyers browse them (issue 12): the public units answer, what the filters keep, the
// counts said on the card and the page, and prices in lira or converted at the office's dated rates.
// Plain functions of the API's answers, so the grid, the counts and the page's JSON-LD read one source.
import { LANG_LOCALES, UNIT_STATUSES, type UnitStatus } from '@konak/contract';
import type { Lang, Project } from '@konak/shared-ui';
import type { ReadAnswer } from '../../api/client';

/** GET /api/projects/{id_or_slug}/units (by slug), as the API's OpenAPI document types it. */
export type UnitsAnswer = ReadAnswer<'/api/projects/{id_or_slug}/units'>;
export type UnitBlock = UnitsAnswer['blocks'][number];
export type PublicUnit = UnitsAnswer['units'][number];
export type UnitCounts = UnitsAnswer['counts'];

/** GET /api/exchange-rates: lira per one euro, dollar and rouble (each may be unset), their date and what
 *  the Russian pages show first. */
export type ExchangeRates = Pick<ReadAnswer<'/api/exchange-rates'>, 'eur' | 'usd' | 'rub' | 'as_of'> &
  Partial<Pick<ReadAnswer<'/api/exchange-rates'>, 'ru_currency' | 'foreign_buyers'>>;

export const CURRENCIES = ['TRY', 'EUR', 'USD', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];
const RATE_FIELD = { EUR: 'eur', USD: 'usd', RUB: 'rub' } as const;

/** The API path the server preloads the units under (as the client reads it). */
export const unitsKey = (slug: string) => `projects/${slug}/units/`;
/** ...and the exchange rates' (preloaded with a project page, so the grid's first paint is in the page's
 *  currency). */
export const RATES_KEY = 'exchange-rates/';

/** A project's plan; its key names the units' type. */
export type ProjectPlan = Project['plans'][number];

/** `units: {total, available} | null` of a project or its card (null: the project lists no units). */
export function projectUnitCounts(project: {
  units?: { total: number; available: number } | null;
}): { total: number; available: number } | null {
  const units = project.units;
  return units && Number.isInteger(units.total) && units.total > 0 ? units : null;
}

/** The rate (lira per one unit of `currency`), or undefined when the office has not set it. */
export function rateOf(rates: ExchangeRates | undefined, currency: Currency): number | undefined {
  if (currency === 'TRY') return 1;
  const rate = rates?.[RATE_FIELD[currency]];
  return typeof rate === 'number' && rate > 0 ? rate : undefined;
}

/** The currencies a visitor may choose: lira always, the others only with a rate. */
export function currenciesWithRates(rates: ExchangeRates | undefined): Currency[] {
  return CURRENCIES.filter((c) => rateOf(rates, c) !== undefined);
}

/** A lira price in `currency` (whole units), or undefined without a price or a rate. */
export function convert(
  priceTry: number | null,
  currency: Currency,
  rates: ExchangeRates | undefined,
): number | undefined {
  const rate = rateOf(rates, currency);
  if (priceTry === null || rate === undefined) return undefined;
  return Math.round(priceTry / rate);
}

/** "4.250.000 ₺" / "€111,257" / "4 250 000 ₽": whole amounts in the page's language. Turkish writes the
 *  sign after the amount ("38,20 ₺"), as price lists and banks in Turkey do, where CLDR puts it first. */
export function formatMoney(
  amount: number,
  currency: Currency,
  lang: Lang,
  fractionDigits = 0,
  compact = false,
): string {
  const parts = new Intl.NumberFormat(LANG_LOCALES[lang], {
    style: 'currency',
    currency,
    // "₺", "€", "$", "₽" in every language (the plain symbol would be "TRY" outside Turkish).
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: compact ? 0 : fractionDigits,
    maximumFractionDigits: compact ? 1 : fractionDigits,
    ...(compact ? { notation: 'compact' as const } : {}),
  }).formatToParts(amount);
  if (lang !== 'tr') return parts.map((p) => p.value).join('');
  const sign = parts.find((p) => p.type === 'currency')?.value ?? '';
  const number = parts
    .filter((p) => p.type !== 'currency')
    .map((p) => p.value)
    .join('')
    .trim();
  return `${number}\u00a0${sign}`;
}

/** "1 € = 38,20 ₺, 26.11.2026": the rate a converted price was reckoned at, and its date. */
export function rateNote(currency: Exclude<Currency, 'TRY'>, rates: ExchangeRates, lang: Lang): string {
  const rate = `${formatMoney(1, currency, lang)} = ${formatMoney(rateOf(rates, currency) ?? 0, 'TRY', lang, 2)}`;
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(rates.as_of ?? '');
  if (!day) return rate; // (rates saved without a date: '' until set)
  const date = new Intl.DateTimeFormat(LANG_LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
  return `${rate}, ${date}`;
}

/** What a buyer narrows the grid to; empty values mean "any". Prices are in the chosen currency. */
export interface UnitFilters {
  rooms: string[];
  status: UnitStatus | '';
  minPrice: number | null;
  maxPrice: number | null;
}

export const NO_FILTERS: UnitFilters = { rooms: [], status: '', minPrice: null, maxPrice: null };

/** The plan of a unit by its key, if the project still has it. */
export function planOf(unit: PublicUnit, plans: ProjectPlan[]): ProjectPlan | undefined {
  return unit.plan_key ? plans.find((p) => p.key === unit.plan_key) : undefined;
}

/** The room layouts the units have ("1+1", "2+1", …), in the order they first appear among the plans. */
export function roomOptions(units: PublicUnit[], plans: ProjectPlan[]): string[] {
  const used = new Set(units.map((u) => planOf(u, plans)?.rooms).filter(Boolean));
  return [...new Set(plans.map((p) => p.rooms).filter((r) => r && used.has(r)))];
}

/** Whether a unit passes the filters. A price range leaves out units without a (convertible) price. */
export function matches(
  unit: PublicUnit,
  filters: UnitFilters,
  plans: ProjectPlan[],
  currency: Currency,
  rates?: ExchangeRates,
): boolean {
  if (filters.status && unit.status !== filters.status) return false;
  if (filters.rooms.length > 0 && !filters.rooms.includes(planOf(unit, plans)?.rooms ?? '')) return false;
  if (filters.minPrice === null && filters.maxPrice === null) return true;
  const price = convert(unit.price_try, currency, rates);
  if (price === undefined) return false;
  return (
    (filters.minPrice === null || price >= filters.minPrice) &&
    (filters.maxPrice === null || price <= filters.maxPrice)
  );
}

export function isFiltered(filters: UnitFilters): boolean {
  return (
    filters.rooms.length > 0 ||
    filters.status !== '' ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** A price typed into a filter box: a whole, non-negative number, or null for empty or unreadable input. */
export function parsePrice(text: string): number | null {
  const digits = text.replace(/[\s.,'’]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

/** A block's floors, top floor first (as the building stands), each with its units in number order. */
export function floorsOf(blockId: number, units: PublicUnit[]): { floor: number; units: PublicUnit[] }[] {
  const byFloor = new Map<number, PublicUnit[]>();
  for (const unit of units) {
    if (unit.block_id !== blockId) continue;
    byFloor.set(unit.floor, [...(byFloor.get(unit.floor) ?? []), unit]);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  return [...byFloor.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, list]) => ({ floor, units: list.sort((a, b) => collator.compare(a.number, b.number)) }));
}

/** Blocks in the order the office set. */
export function sortedBlocks(blocks: UnitBlock[]): UnitBlock[] {
  return [...blocks].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** Counts of a units list, by status. */
export function countUnits(units: PublicUnit[]): UnitCounts {
  const counts: UnitCounts = { total: units.length, available: 0, reserved: 0, sold: 0 };
  for (const unit of units)
    if ((UNIT_STATUSES as readonly string[]).includes(unit.status)) counts[unit.status]++;
  return counts;
}

/** "3+1" → 3 bedrooms, 4 rooms (the Turkish way of writing bedrooms + living rooms); a bare "3" → 3 rooms. */
export function roomCounts(rooms: string): { rooms?: number; bedrooms?: number } {
  const plus = /^\s*(\d{1,2})\s*\+\s*(\d{1,2})\s*$/.exec(rooms);
  if (plus) return { bedrooms: Number(plus[1]), rooms: Number(plus[1]) + Number(plus[2]) };
  const bare = /^\s*(\d{1,2})\s*$/.exec(rooms);
  return bare ? { rooms: Number(bare[1]) } : {};
}

/** "35,12 m²" → 35.12; undefined for text without a number. */
export function squareMetres(area: string): number | undefined {
  const m = /(\d{1,6}(?:[.,]\d{1,2})?)/.exec(area);
  return m ? Number(m[1].replace(',', '.')) : undefined;
}
