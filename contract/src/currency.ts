// Which currency a buyer sees prices in first (issue 26): Turkish pages in lira, English in euros, Russian
// in roubles or euros as the office chooses (saved with the exchange rates). A currency whose rate is not
// set falls back to lira; the visitor may still pick another, and the site remembers that choice.
import type { Lang } from './languages.js';

export const PRICE_CURRENCIES = ['TRY', 'EUR', 'USD', 'RUB'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/** What the Russian pages may show first. */
export const RU_CURRENCIES = ['RUB', 'EUR'] as const;
export type RuCurrency = (typeof RU_CURRENCIES)[number];
export const RU_CURRENCY_LABELS: Record<RuCurrency, string> = { RUB: 'Ruble (₽)', EUR: 'Euro (€)' };
export const isRuCurrency = (value: unknown): value is RuCurrency => value === 'RUB' || value === 'EUR';

/** The currency a page in `lang` shows first, before any rate is considered. */
export function languageCurrency(lang: Lang, ruCurrency: RuCurrency): PriceCurrency {
  return lang === 'en' ? 'EUR' : lang === 'ru' ? ruCurrency : 'TRY';
}
