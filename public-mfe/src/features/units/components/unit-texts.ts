// The words a unit is shown with, in the page's language: its floor, its facing, its price.
import type { Translate } from '../../../i18n/texts';
import type { Lang } from '@konak/shared-ui';
import { convert, formatMoney, type Currency, type ExchangeRates, type PublicUnit } from '../unit-data';

/** "Zemin Kat", "4. Kat", "1. Bodrum". */
export function floorName(t: Translate, floor: number): string {
  if (floor === 0) return t('units.ground');
  return floor > 0 ? t('units.floor', { n: floor }) : t('units.basement', { n: -floor });
}

export function facingName(t: Translate, facing: string): string {
  return facing ? t(`units.facing.${facing}`) : '';
}

/** The unit's price in the chosen currency, or "Fiyat için arayın". */
export function priceText(
  t: Translate,
  unit: PublicUnit,
  currency: Currency,
  rates: ExchangeRates | undefined,
  lang: Lang,
): string {
  const amount = convert(unit.price_try, currency, rates);
  return amount === undefined ? t('units.priceOnRequest') : formatMoney(amount, currency, lang);
}

/** The short price in a cell: "4,3 Mn ₺" / "€111K". */
export function shortPrice(
  unit: PublicUnit,
  currency: Currency,
  rates: ExchangeRates | undefined,
  lang: Lang,
): string {
  const amount = convert(unit.price_try, currency, rates);
  return amount === undefined ? '' : formatMoney(amount, currency, lang, 0, true);
}
