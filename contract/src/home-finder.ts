// The home finder's query (issue 32): every filter of `/konutlar` and `GET /api/homes`, read from and
// written back to an address's query string, so a search can be shared, crawled and given its canonical.
// The public page and the API parse the same string with parseHomeQuery; homeQueryString writes the one
// canonical form (fixed order, defaults left out, lists sorted). Plain functions: no regex here can
// backtrack (each is anchored with single classes and bounded counts) and the string's length is capped
// before anything is split.
import { PRICE_CURRENCIES, type PriceCurrency } from './currency.js';
import { FOREIGN_BUYER_KINDS, isForeignBuyerKind, type ForeignBuyerKind } from './foreign-buyers.js';
import { PAGING } from './paging.js';
import { PROJECT_STATUSES, type ProjectStatus } from './projects.js';
import { UNIT_FACINGS, UNIT_LIMITS, type UnitFacing, type UnitStatus } from './units.js';

/** Project statuses a buyer may filter by: every stage of a project (projects.ts). */
export const HOME_PROJECT_STATUSES = PROJECT_STATUSES;
export type HomeProjectStatus = ProjectStatus;

/** Sold homes are never listed; reserved ones only when asked for. */
export const HOME_STATUSES = ['available', 'reserved'] as const satisfies readonly UnitStatus[];
export type HomeStatus = (typeof HOME_STATUSES)[number];

export const HOME_SORT_KEYS = ['price', 'size', 'floor'] as const;
export type HomeSortKey = (typeof HOME_SORT_KEYS)[number];

export const HOME_FINDER_LIMITS = {
  /** characters of the whole query string */
  query: 2_000,
  /** values of one list filter (projects, rooms, facings) */
  listItems: 20,
  /** characters of one value */
  value: 120,
  /** m² of one home */
  maxSize: 10_000,
  /** whole units of any currency */
  maxPrice: UNIT_LIMITS.maxPrice,
  /** homes per page unless per_page says otherwise (at most PAGING.maxPerPage) */
  perPage: 24,
  /** published projects the finder covers (a developer has tens; the catalogue is kept in memory) */
  projects: 2_000,
} as const;

/** The filters, as parsed (defaults filled in). Ranges are inclusive; an absent bound is open. */
export interface HomeQuery {
  /** unit ids (the shortlist's compare page, shortlist.ts); [] = any home */
  ids: number[];
  /** project slugs; [] = every published project */
  projects: string[];
  /** plan room counts as written on the plans ("3+1"); [] = any */
  rooms: string[];
  floor_min?: number;
  floor_max?: number;
  facings: UnitFacing[];
  /** m² (up to two decimals) */
  size_min?: number;
  size_max?: number;
  /** whole units of `currency` */
  price_min?: number;
  price_max?: number;
  /** the currency of the price bounds and of the prices shown beside the lira */
  currency: PriceCurrency;
  /** ['available'] by default */
  statuses: HomeStatus[];
  /** [] = any */
  project_statuses: HomeProjectStatus[];
  /** YYYY-MM-DD: homes of projects handed over (or expected to be) on or before this day */
  handover_before?: string;
  /** homes at or above the office's foreign-buyer threshold of this kind (foreign-buyers.ts) */
  foreign?: ForeignBuyerKind;
  sort: HomeSortKey;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** The parameters, in the canonical string's order. */
export const HOME_QUERY_PARAMS = [
  'id',
  'project',
  'rooms',
  'floor_min',
  'floor_max',
  'facing',
  'size_min',
  'size_max',
  'price_min',
  'price_max',
  'currency',
  'status',
  'project_status',
  'handover_before',
  'foreign',
  'sort',
  'page',
  'per_page',
] as const;
export type HomeQueryParam = (typeof HOME_QUERY_PARAMS)[number];

/** Staff-facing Turkish names of the parameters (the API's field errors say which one is wrong). */
export const HOME_QUERY_LABELS: Record<HomeQueryParam, string> = {
  id: 'Konut',
  project: 'Proje',
  rooms: 'Oda sayısı',
  floor_min: 'En düşük kat',
  floor_max: 'En yüksek kat',
  facing: 'Cephe',
  size_min: 'En küçük alan (m²)',
  size_max: 'En büyük alan (m²)',
  price_min: 'En düşük fiyat',
  price_max: 'En yüksek fiyat',
  currency: 'Para birimi',
  status: 'Durum',
  project_status: 'Proje durumu',
  handover_before: 'Teslim tarihi',
  foreign: 'Yabancı alıcı eşiği',
  sort: 'Sıralama',
  page: 'Sayfa',
  per_page: 'Sayfa boyutu',
};

export const DEFAULT_HOME_QUERY: Readonly<HomeQuery> = {
  ids: [],
  projects: [],
  rooms: [],
  facings: [],
  currency: 'TRY',
  statuses: ['available'],
  project_statuses: [],
  sort: 'price',
  order: 'asc',
  page: 1,
  per_page: HOME_FINDER_LIMITS.perPage,
};

/** Why a value was refused: a machine code (the public page words it per language) and Turkish for staff. */
export interface HomeQueryError {
  param: HomeQueryParam | 'query';
  code: 'too_long' | 'too_many' | 'invalid' | 'out_of_range' | 'min_above_max' | 'repeated';
  msg: string;
}

export type HomeQueryResult = { ok: true; query: HomeQuery } | { ok: false; errors: HomeQueryError[] };

const SLUG = /^[a-z0-9-]{1,120}$/;
/** A unit's id: a positive integer without a leading zero. */
const UNIT_ID = /^[1-9]\d{0,8}$/;
/** "3+1", "2+0", "10+2"; a '+' typed into an address arrives as a space and is read back as '+'. */
const ROOMS = /^(\d{1,2})[+ ](\d{1,2})$/;
const WHOLE = /^-?\d{1,10}$/;
const DECIMAL = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const QUARTER = /^(\d{4})-[Qq]([1-4])$/;
const SORT = /^(-?)(price|size|floor)$/;

/** Parses `?project=a,b&rooms=3%2B1&…` (with or without the '?'); unknown parameters (utm_…) are ignored. */
export function parseHomeQuery(input: string | URLSearchParams): HomeQueryResult {
  const text = typeof input === 'string' ? input : input.toString();
  if (text.length > HOME_FINDER_LIMITS.query)
    return {
      ok: false,
      errors: [
        {
          param: 'query',
          code: 'too_long',
          msg: `Arama adresi en fazla ${HOME_FINDER_LIMITS.query} karakter olabilir`,
        },
      ],
    };
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const errors: HomeQueryError[] = [];
  const fail = (param: HomeQueryParam, code: HomeQueryError['code'], msg: string) => {
    errors.push({ param, code, msg });
    return undefined;
  };
  const query: HomeQuery = {
    ...DEFAULT_HOME_QUERY,
    ids: [],
    projects: [],
    rooms: [],
    facings: [],
    statuses: [...DEFAULT_HOME_QUERY.statuses],
    project_statuses: [],
  };

  /** A single value, or undefined when absent or empty; a parameter given twice is refused. */
  const single = (param: HomeQueryParam): string | undefined => {
    const all = params.getAll(param);
    if (all.length > 1) return fail(param, 'repeated', `${HOME_QUERY_LABELS[param]} bir kez verilmelidir`);
    const value = all[0]?.trim();
    if (!value) return undefined;
    if (value.length > HOME_FINDER_LIMITS.value)
      return fail(
        param,
        'too_long',
        `${HOME_QUERY_LABELS[param]} en fazla ${HOME_FINDER_LIMITS.value} karakter olabilir`,
      );
    return value;
  };
  /** A list: comma-separated and/or repeated, de-duplicated, sorted; each item checked by `read`. */
  const list = <T extends string>(
    param: HomeQueryParam,
    read: (item: string) => T | undefined,
    expected: string,
  ): T[] | undefined => {
    const raw = params.getAll(param);
    if (raw.some((v) => v.length > HOME_FINDER_LIMITS.value * HOME_FINDER_LIMITS.listItems))
      return fail(param, 'too_long', `${HOME_QUERY_LABELS[param]} çok uzun`);
    const items = raw
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (items.length > HOME_FINDER_LIMITS.listItems)
      return fail(
        param,
        'too_many',
        `${HOME_QUERY_LABELS[param]} en fazla ${HOME_FINDER_LIMITS.listItems} değer alabilir`,
      );
    const out = new Set<T>();
    for (const item of items) {
      const value = item.length <= HOME_FINDER_LIMITS.value ? read(item) : undefined;
      if (value === undefined)
        return fail(
          param,
          'invalid',
          `${HOME_QUERY_LABELS[param]}: "${item.slice(0, 40)}" geçersiz; ${expected}`,
        );
      out.add(value);
    }
    return [...out].sort();
  };
  const oneOf =
    <T extends string>(options: readonly T[]) =>
    (item: string) =>
      (options as readonly string[]).includes(item) ? (item as T) : undefined;
  const whole = (param: HomeQueryParam, min: number, max: number): number | undefined => {
    const value = single(param);
    if (value === undefined) return undefined;
    if (!WHOLE.test(value))
      return fail(param, 'invalid', `${HOME_QUERY_LABELS[param]} bir tam sayı olmalıdır`);
    const n = Number(value);
    if (n < min || n > max)
      return fail(param, 'out_of_range', `${HOME_QUERY_LABELS[param]} ${min} ile ${max} arasında olmalıdır`);
    return n;
  };
  const area = (param: HomeQueryParam): number | undefined => {
    const value = single(param);
    if (value === undefined) return undefined;
    if (!DECIMAL.test(value))
      return fail(param, 'invalid', `${HOME_QUERY_LABELS[param]} bir sayı olmalıdır (ör. 85 veya 85,5)`);
    const n = Number(value.replace(',', '.'));
    if (n > HOME_FINDER_LIMITS.maxSize)
      return fail(
        param,
        'out_of_range',
        `${HOME_QUERY_LABELS[param]} en fazla ${HOME_FINDER_LIMITS.maxSize} m² olabilir`,
      );
    return n;
  };
  const range = <K extends 'floor' | 'size' | 'price'>(
    name: K,
    min: number | undefined,
    max: number | undefined,
  ) => {
    if (min !== undefined && max !== undefined && min > max)
      fail(
        `${name}_max`,
        'min_above_max',
        `${HOME_QUERY_LABELS[`${name}_max`]}, ${HOME_QUERY_LABELS[`${name}_min`].toLocaleLowerCase('tr')} değerinden küçük olamaz`,
      );
  };

  query.ids = (list('id', (s) => (UNIT_ID.test(s) ? s : undefined), 'pozitif tam sayı') ?? [])
    .map(Number)
    .sort((a, b) => a - b);
  query.projects = list('project', (s) => (SLUG.test(s) ? s : undefined), 'küçük harf, rakam ve tire') ?? [];
  query.rooms = list('rooms', normalizeRooms, 'ör. 3+1') ?? [];
  query.floor_min = whole('floor_min', UNIT_LIMITS.minFloor, UNIT_LIMITS.maxFloor);
  query.floor_max = whole('floor_max', UNIT_LIMITS.minFloor, UNIT_LIMITS.maxFloor);
  range('floor', query.floor_min, query.floor_max);
  query.facings = list('facing', (s) => oneOf(UNIT_FACINGS)(s.toUpperCase()), UNIT_FACINGS.join(', ')) ?? [];
  query.size_min = area('size_min');
  query.size_max = area('size_max');
  range('size', query.size_min, query.size_max);
  query.price_min = whole('price_min', 0, HOME_FINDER_LIMITS.maxPrice);
  query.price_max = whole('price_max', 0, HOME_FINDER_LIMITS.maxPrice);
  range('price', query.price_min, query.price_max);
  const currency = single('currency');
  if (currency !== undefined) {
    const upper = currency.toUpperCase();
    if ((PRICE_CURRENCIES as readonly string[]).includes(upper)) query.currency = upper as PriceCurrency;
    else fail('currency', 'invalid', `Para birimi ${PRICE_CURRENCIES.join(', ')} olmalıdır`);
  }
  const statuses = list('status', oneOf(HOME_STATUSES), 'available veya reserved');
  if (statuses?.length) query.statuses = statuses;
  query.project_statuses =
    list('project_status', oneOf(HOME_PROJECT_STATUSES), HOME_PROJECT_STATUSES.join(', ')) ?? [];
  const handover = single('handover_before');
  if (handover !== undefined) {
    query.handover_before = handoverDay(handover);
    if (!query.handover_before)
      fail(
        'handover_before',
        'invalid',
        'Teslim tarihi YYYY-AA-GG ya da çeyrek olarak (ör. 2027-Q2) verilmelidir',
      );
  }
  const foreign = single('foreign');
  if (foreign !== undefined) {
    if (isForeignBuyerKind(foreign)) query.foreign = foreign;
    else fail('foreign', 'invalid', `Yabancı alıcı eşiği ${FOREIGN_BUYER_KINDS.join(' ya da ')} olmalıdır`);
  }
  const sort = single('sort');
  if (sort !== undefined) {
    const m = SORT.exec(sort);
    if (m) Object.assign(query, { sort: m[2] as HomeSortKey, order: m[1] ? 'desc' : 'asc' });
    else fail('sort', 'invalid', 'Sıralama price, size ya da floor olmalıdır (azalan için başına -)');
  }
  query.page = whole('page', 1, PAGING.maxPage) ?? 1;
  // A bigger page size is answered with the biggest page, as every list of the API does (paging.ts).
  const perPage = whole('per_page', 1, Number.MAX_SAFE_INTEGER);
  query.per_page = perPage === undefined ? HOME_FINDER_LIMITS.perPage : Math.min(perPage, PAGING.maxPerPage);
  return errors.length ? { ok: false, errors } : { ok: true, query };
}

/** The canonical query string (without '?'): parameters in HOME_QUERY_PARAMS order, defaults left out,
 *  lists sorted and comma-joined. '' for the unfiltered first page. */
export function homeQueryString(query: Partial<HomeQuery>): string {
  const q = { ...DEFAULT_HOME_QUERY, ...query };
  const pairs: [HomeQueryParam, string][] = [];
  const add = (param: HomeQueryParam, value: string | number | undefined) => {
    if (value !== undefined && value !== '') pairs.push([param, String(value)]);
  };
  const joined = (values: readonly string[]) => [...new Set(values)].sort().join(',');
  add('id', [...new Set(q.ids)].sort((a, b) => a - b).join(','));
  add('project', joined(q.projects));
  add('rooms', joined(q.rooms));
  add('floor_min', q.floor_min);
  add('floor_max', q.floor_max);
  add('facing', joined(q.facings));
  add('size_min', q.size_min);
  add('size_max', q.size_max);
  add('price_min', q.price_min);
  add('price_max', q.price_max);
  if (q.currency !== 'TRY') add('currency', q.currency);
  const statuses = joined(q.statuses);
  if (statuses !== 'available') add('status', statuses);
  add('project_status', joined(q.project_statuses));
  add('handover_before', q.handover_before);
  add('foreign', q.foreign);
  if (q.sort !== 'price' || q.order !== 'asc') add('sort', `${q.order === 'desc' ? '-' : ''}${q.sort}`);
  if (q.page > 1) add('page', q.page);
  if (q.per_page !== HOME_FINDER_LIMITS.perPage) add('per_page', q.per_page);
  return new URLSearchParams(pairs).toString();
}

/** "3+1" from "3+1", "3 1" (a '+' decoded as a space) or " 3+1 "; undefined for anything else. */
export function normalizeRooms(value: string): string | undefined {
  const m = ROOMS.exec(value.trim());
  return m ? `${Number(m[1])}+${Number(m[2])}` : undefined;
}

/** A plan's free-text room count ("3+1", "3 + 1") in the finder's form, or undefined ("Stüdyo", ""). */
export function planRooms(rooms: string): string | undefined {
  const compact = rooms.length <= 20 ? rooms.replace(/\s/g, '') : '';
  return normalizeRooms(compact);
}

/** A plan's free-text area ("80,66 m²", "92.4 m2") in m², or undefined without a number. */
export function planSquareMetres(area: string): number | undefined {
  const m = /(\d{1,6})(?:[.,](\d{1,2}))?/.exec(area.slice(0, 40));
  return m ? Number(`${m[1]}.${m[2] ?? '0'}`) : undefined;
}

/** YYYY-MM-DD for a day or the last day of a quarter ("2027-Q2" → "2027-06-30"); undefined otherwise. */
export function handoverDay(value: string): string | undefined {
  const quarter = QUARTER.exec(value);
  if (quarter) {
    const year = Number(quarter[1]);
    const end = new Date(Date.UTC(year, Number(quarter[2]) * 3, 0));
    return end.toISOString().slice(0, 10);
  }
  const m = DAY.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? value
    : undefined;
}

/** A project's handover day from its iskân date as staff type it ("06.09.2024" or "2024-09-06"). */
export function iskanDay(text: string): string | undefined {
  const trimmed = text.trim();
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(trimmed);
  if (dotted) return handoverDay(`${dotted[3]}-${dotted[2].padStart(2, '0')}-${dotted[1].padStart(2, '0')}`);
  return handoverDay(trimmed);
}

/** Lira bounds of a price range given in a currency of `rate` lira per unit, such that a home is inside
 *  exactly when its price as shown (priceInCurrency, rounded half up) is: shown ≥ min ⇔ lira ≥ (min − ½)·rate,
 *  shown ≤ max ⇔ lira < (max + ½)·rate. In lira (rate 1) the bounds are the numbers given. */
export function priceBoundsInLira(
  min: number | undefined,
  max: number | undefined,
  rate: number,
): { min?: number; max?: number } {
  return {
    ...(min !== undefined ? { min: Math.max(0, Math.ceil((min - 0.5) * rate)) } : {}),
    ...(max !== undefined ? { max: Math.ceil((max + 0.5) * rate) - 1 } : {}),
  };
}

/** A lira price in a currency of `rate` lira per unit, in whole units (as the project page shows it). */
export function priceInCurrency(priceTry: number, rate: number): number {
  return Math.round(priceTry / rate);
}

/** The project page's address of a home's cell (without the language prefix, which the site adds):
 *  `?daire=` names the unit by its label (the grid's `data-unit`), `#daireler` is the grid's section. */
export function homeCellPath(slug: string, label: string): string {
  return `/projeler/${encodeURIComponent(slug)}?daire=${encodeURIComponent(label)}#daireler`;
}
