import {
  CURRENCY_STORAGE_KEY,
  defaultCurrency,
  finderCurrency,
  rememberCurrency,
  rememberedCurrency,
} from './currency-choice';

const RATES = { eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'RUB' as const };

describe('the currency a page shows first (issue 26)', () => {
  it("is the language's: lira in Turkish, euros in English, the office's choice in Russian", () => {
    expect(defaultCurrency('tr', RATES)).toBe('TRY');
    expect(defaultCurrency('en', RATES)).toBe('EUR');
    expect(defaultCurrency('ru', RATES)).toBe('RUB');
    expect(defaultCurrency('ru', { ...RATES, ru_currency: 'EUR' })).toBe('EUR');
  });

  it('is lira while that rate is not set (or the rates are not read yet)', () => {
    expect(defaultCurrency('en', { ...RATES, eur: null })).toBe('TRY');
    expect(defaultCurrency('ru', { ...RATES, rub: null })).toBe('TRY');
    expect(defaultCurrency('en', undefined)).toBe('TRY');
  });

  it("remembers the visitor's choice, ignoring anything else stored there", () => {
    localStorage.removeItem(CURRENCY_STORAGE_KEY);
    expect(rememberedCurrency()).toBeUndefined();
    rememberCurrency('USD');
    expect(rememberedCurrency()).toBe('USD');
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'BTC');
    expect(rememberedCurrency()).toBeUndefined();
  });
});

describe("the home finder's currency when its address names none (issue 26)", () => {
  beforeEach(() => localStorage.removeItem(CURRENCY_STORAGE_KEY));

  it("is the language's, or the buyer's remembered choice, when that is not lira and has a rate", () => {
    expect(finderCurrency('en', RATES, '', false)).toBe('EUR');
    expect(finderCurrency('ru', RATES, '?rooms=2%2B1', false)).toBe('RUB');
    expect(finderCurrency('tr', RATES, '', false)).toBeUndefined();
    rememberCurrency('USD');
    expect(finderCurrency('tr', RATES, '', false)).toBe('USD');
    expect(finderCurrency('en', { ...RATES, usd: null }, '', false)).toBe('EUR');
    rememberCurrency('TRY');
    expect(finderCurrency('en', RATES, '', false)).toBeUndefined();
  });

  it('leaves the address as it is when it names a currency, has lira price bounds, or before the rates', () => {
    expect(finderCurrency('en', RATES, '?currency=TRY', false)).toBeUndefined();
    expect(finderCurrency('en', RATES, '?currency=USD', false)).toBeUndefined();
    expect(finderCurrency('en', RATES, '?price_max=5000000', true)).toBeUndefined();
    expect(finderCurrency('en', undefined, '', false)).toBeUndefined();
    expect(finderCurrency('en', { ...RATES, eur: null }, '', false)).toBeUndefined();
  });
});
