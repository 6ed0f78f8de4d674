// Which currency the units grid shows prices in (issue 26): the page's language's currency when the office
// has set its rate (English: EUR; Russian: RUB or EUR as the office chose; Turkish: lira), else lira; a
// visitor's own choice is remembered across pages and visits under one storage key. The server draws the
// language's currency; the remembered choice applies once the page is live (hydration must match).
import { useCallback, useEffect, useState } from 'react';
import { languageCurrency } from '@konak/contract';
import type { Lang } from '@konak/shared-ui';
import { CURRENCIES, rateOf, type Currency, type ExchangeRates } from './unit-data';

export const CURRENCY_STORAGE_KEY = 'konak.currency';

const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** The language's currency when its rate is set, else lira. */
export function defaultCurrency(lang: Lang, rates: ExchangeRates | undefined): Currency {
  const wanted = languageCurrency(lang, rates?.ru_currency === 'EUR' ? 'EUR' : 'RUB');
  return rateOf(rates, wanted) !== undefined ? wanted : 'TRY';
}

export function rememberedCurrency(): Currency | undefined {
  try {
    const value = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberCurrency(currency: Currency) {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** The currency shown: `chosen` (the visitor's) when it has a rate, else the default. */
const shownCurrency = (lang: Lang, rates: ExchangeRates | undefined, chosen: Currency | undefined) =>
  chosen && rateOf(rates, chosen) !== undefined ? chosen : defaultCurrency(lang, rates);

/** [the currency shown, choose one]: the remembered choice when it has a rate, else the default. */
export function useCurrencyChoice(
  lang: Lang,
  rates: ExchangeRates | undefined,
): [Currency, (currency: Currency) => void] {
  const [chosen, setChosen] = useState<Currency | undefined>(undefined);
  // After hydration only: the server's HTML, drawn with the language's currency, must be matched first.
  useEffect(() => setChosen(rememberedCurrency()), []);
  const choose = useCallback((currency: Currency) => {
    setChosen(currency);
    rememberCurrency(currency);
  }, []);
  return [shownCurrency(lang, rates, chosen), choose];
}

/** The home finder keeps its currency in the address (decision 0190); an address that names none is lira,
 *  as the server draws it. Once live, the currency the buyer's other pages show (the remembered choice,
 *  else the language's) when that is not lira: the finder's address gets it added. Undefined when the
 *  address names a currency, has price bounds (they are lira: another currency would change what they
 *  mean), or the rates are not read yet. */
export function finderCurrency(
  lang: Lang,
  rates: ExchangeRates | undefined,
  search: string,
  priceBounds: boolean,
): Currency | undefined {
  if (!rates || priceBounds || new URLSearchParams(search).has('currency')) return undefined;
  const wanted = shownCurrency(lang, rates, rememberedCurrency());
  return wanted === 'TRY' ? undefined : wanted;
}
