import {
  CURRENCY_STORAGE_KEY,
  defaultCurrency,
  finderShownCurrency,
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

describe("the home finder's cards' currency (issue 26, decision 0201)", () => {
  const NONE = { currency: 'TRY' as const, price_min: undefined, price_max: undefined };

  it("is the language's when its rate is set — what the server draws — else lira", () => {
    expect(finderShownCurrency('en', RATES, NONE, undefined)).toBe('EUR');
    expect(finderShownCurrency('ru', RATES, NONE, undefined)).toBe('RUB');
    expect(finderShownCurrency('ru', { ...RATES, ru_currency: 'EUR' }, NONE, undefined)).toBe('EUR');
    expect(finderShownCurrency('tr', RATES, NONE, undefined)).toBe('TRY');
    expect(finderShownCurrency('en', { ...RATES, eur: null }, NONE, undefined)).toBe('TRY');
    expect(finderShownCurrency('en', undefined, NONE, undefined)).toBe('TRY');
  });

  it("follows the buyer's remembered choice when it has a rate (lira included)", () => {
    expect(finderShownCurrency('en', RATES, NONE, 'USD')).toBe('USD');
    expect(finderShownCurrency('tr', RATES, NONE, 'USD')).toBe('USD');
    expect(finderShownCurrency('en', RATES, NONE, 'TRY')).toBe('TRY');
    expect(finderShownCurrency('en', { ...RATES, usd: null }, NONE, 'USD')).toBe('EUR');
  });

  it("keeps an address's meaning: its named currency, or lira when it has lira price bounds", () => {
    expect(finderShownCurrency('en', RATES, { ...NONE, currency: 'USD' }, 'RUB')).toBe('USD');
    expect(finderShownCurrency('tr', RATES, { ...NONE, currency: 'EUR' }, undefined)).toBe('EUR');
    expect(finderShownCurrency('en', RATES, { ...NONE, price_max: 5_000_000 }, 'USD')).toBe('TRY');
    expect(finderShownCurrency('ru', RATES, { ...NONE, price_min: 1 }, undefined)).toBe('TRY');
  });
});
