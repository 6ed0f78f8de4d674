import type { ProjectPlan } from './unit-data';
import {
  convert,
  currenciesWithRates,
  floorsOf,
  formatMoney,
  isFiltered,
  matches,
  NO_FILTERS,
  parsePrice,
  rateNote,
  roomCounts,
  roomOptions,
  sortedBlocks,
  squareMetres,
  type UnitFilters,
} from './unit-data';
import { answer, project, rates } from './test/fixtures';

const plans = project.plans as ProjectPlan[];
const labels = (f: Partial<UnitFilters>, currency: 'TRY' | 'EUR' = 'TRY') =>
  answer.units.filter((u) => matches(u, { ...NO_FILTERS, ...f }, plans, currency, rates)).map((u) => u.label);

describe('unit filters', () => {
  it('keeps every unit without filters', () => {
    expect(labels({})).toHaveLength(8);
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('keeps the chosen room layouts (any of them), by the unit’s plan', () => {
    expect(labels({ rooms: ['1+1'] })).toEqual(['A-1-2', 'B-4-11', 'B--1-1']);
    expect(labels({ rooms: ['1+1', '2+1'] })).toHaveLength(6);
    // A unit without a plan has no rooms to match.
    expect(labels({ rooms: ['2+1'] })).not.toContain('B-3-9');
  });

  it('keeps one status', () => {
    expect(labels({ status: 'reserved' })).toEqual(['A-2-3']);
    expect(labels({ status: 'available' })).toEqual(['A-0-1', 'A-1-10', 'B-4-12', 'B-4-11']);
  });

  it('keeps a price range in lira, ends included, and leaves out units without a price', () => {
    expect(labels({ minPrice: 5_600_000, maxPrice: 6_200_000 })).toEqual(['A-1-10', 'A-2-3', 'B-4-12']);
    expect(labels({ maxPrice: 3_000_000 })).toEqual(['A-0-1', 'B--1-1']);
    expect(labels({ minPrice: 1 })).not.toContain('B-4-11');
  });

  it('reads a price range in the chosen currency', () => {
    // 5 600 000 ₺ / 38.2 = 146 597 €; 6 200 000 ₺ = 162 304 €
    expect(labels({ minPrice: 150_000 }, 'EUR')).toEqual(['A-2-3', 'B-4-12']);
    expect(labels({ minPrice: 146_597, maxPrice: 146_597 }, 'EUR')).toEqual(['A-1-10']);
  });

  it('combines filters', () => {
    expect(labels({ rooms: ['2+1'], status: 'available', maxPrice: 6_000_000 })).toEqual(['A-1-10']);
  });

  it('offers the room layouts the units have, in the plans’ order', () => {
    expect(roomOptions(answer.units, plans)).toEqual(['1+1', '2+1']);
    expect(
      roomOptions(
        answer.units.filter((u) => u.plan_key === 'plan-2'),
        plans,
      ),
    ).toEqual(['2+1']);
  });
});

describe('price typed into a filter', () => {
  it.each([
    ['3000000', 3_000_000],
    ['3.000.000', 3_000_000],
    ['3 000 000', 3_000_000],
    ['3,000,000', 3_000_000],
    ['0', 0],
  ])('reads %s', (text, value) => expect(parsePrice(text)).toBe(value));

  it.each(['', '  ', 'abc', '-5', '1e9', '12abc', '9'.repeat(13)])('reads %p as no limit', (text) =>
    expect(parsePrice(text)).toBeNull(),
  );
});

describe('the building', () => {
  it('orders blocks by position and floors top first, units by number', () => {
    expect(sortedBlocks(answer.blocks).map((b) => b.name)).toEqual(['A', 'B']);
    expect(floorsOf(1, answer.units).map((f) => f.floor)).toEqual([2, 1, 0]);
    expect(floorsOf(1, answer.units)[1].units.map((u) => u.number)).toEqual(['2', '10']);
    expect(floorsOf(2, answer.units).map((f) => f.floor)).toEqual([4, 3, -1]);
    expect(floorsOf(2, answer.units)[0].units.map((u) => u.number)).toEqual(['11', '12']);
  });
});

describe('currencies', () => {
  it('offers lira always and another currency only with a rate', () => {
    expect(currenciesWithRates(undefined)).toEqual(['TRY']);
    expect(currenciesWithRates(rates)).toEqual(['TRY', 'EUR', 'USD']);
    expect(currenciesWithRates({ ...rates, usd: 0 })).toEqual(['TRY', 'EUR']);
  });

  it('converts whole lira at the rate, and nothing without a price or a rate', () => {
    expect(convert(3_820_000, 'EUR', rates)).toBe(100_000);
    expect(convert(3_820_000, 'TRY', undefined)).toBe(3_820_000);
    expect(convert(null, 'EUR', rates)).toBeUndefined();
    expect(convert(1_000, 'RUB', rates)).toBeUndefined();
  });

  it('says the rate and its date in each language', () => {
    expect(rateNote('EUR', rates, 'tr')).toBe('1\u00a0€ = 38,20\u00a0₺, 26.11.2026');
    expect(rateNote('EUR', rates, 'en')).toBe('€1 = ₺38.20, 26/11/2026');
    expect(rateNote('USD', rates, 'ru')).toMatch(/^1\s\$ = 34,50\s₺, 26\.11\.2026$/);
    expect(rateNote('EUR', { ...rates, as_of: '' }, 'en')).toBe('€1 = ₺38.20');
  });
});

describe('money', () => {
  it('writes whole amounts the way each language does, the lira sign after the amount in Turkish', () => {
    expect(formatMoney(4_250_000, 'TRY', 'tr')).toBe('4.250.000\u00a0₺');
    expect(formatMoney(111_257, 'EUR', 'en')).toBe('€111,257');
    expect(formatMoney(4_250_000, 'TRY', 'ru')).toMatch(/^4\s250\s000,00\s₺$|^4\s250\s000\s₺$/);
    expect(formatMoney(4_250_000, 'TRY', 'tr', 0, true)).toBe('4,3\u00a0Mn\u00a0₺');
  });
});

describe('plan figures for JSON-LD', () => {
  it('reads 3+1 as 3 bedrooms and 4 rooms', () => {
    expect(roomCounts('3+1')).toEqual({ bedrooms: 3, rooms: 4 });
    expect(roomCounts('2')).toEqual({ rooms: 2 });
    expect(roomCounts('Dükkân')).toEqual({});
  });

  it('reads an area written the Turkish way', () => {
    expect(squareMetres('55,36 m²')).toBe(55.36);
    expect(squareMetres('120 m2')).toBe(120);
    expect(squareMetres('—')).toBeUndefined();
  });
});
