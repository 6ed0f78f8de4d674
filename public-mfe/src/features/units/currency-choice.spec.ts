import {
  CURRENCY_STORAGE_KEY,
  defaultCurrency,
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
