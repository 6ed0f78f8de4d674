// Which currency the units grid shows prices in (issue 26): the page's language's currency when the office
// has set its rate (English: EUR; Russian: RUB or EUR as the office chose; Turkish: lira), else lira; a
// visitor's own choice is remembered across pages and visits under one storage key. The server draws the
// language's currency; the remembered choice applies once the page is live (hydration must match).
import { useCallback, useEffect, useState } from 'react';
import { languageCurrency, type HomeQuery } from '@konak/contract';
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

/** [the visitor's remembered choice (undefined until the page is live, or when none), choose one]. */
export function useRememberedCurrency(): [Currency | undefined, (currency: Currency) => void] {
  const [chosen, setChosen] = useState<Currency | undefined>(undefined);
  // After hydration only: the server's HTML, drawn with the language's currency, must be matched first.
  useEffect(() => setChosen(rememberedCurrency()), []);
  const choose = useCallback((currency: Currency) => {
    setChosen(currency);
    rememberCurrency(currency);
  }, []);
  return [chosen, choose];
}

/** [the currency shown, choose one]: the remembered choice when it has a rate, else the default. */
export function useCurrencyChoice(
  lang: Lang,
  rates: ExchangeRates | undefined,
): [Currency, (currency: Currency) => void] {
  const [chosen, choose] = useRememberedCurrency();
  return [shownCurrency(lang, rates, chosen), choose];
}

/** The currency the home finder's cards lead with (docs/decisions/0201-finder-shows-buyers-currency.md).
 *  The address's when it names one (its price bounds are in it, 0190); lira when it names none but has
 *  price bounds (those are lira); otherwise the buyer's, as on the project pages: `chosen` (remembered,
 *  once live) when it has a rate, else the language's — which the server draws. */
export function finderShownCurrency(
  lang: Lang,
  rates: ExchangeRates | undefined,
  query: Pick<HomeQuery, 'currency' | 'price_min' | 'price_max'>,
  chosen: Currency | undefined,
): Currency {
  if (query.currency !== 'TRY') return query.currency;
  if (query.price_min !== undefined || query.price_max !== undefined) return 'TRY';
  return shownCurrency(lang, rates, chosen);
}
