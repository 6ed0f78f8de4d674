// A home's payment plans in its dialog (issue 32): for each of the project's plans, the down payment and
// the monthly instalments in the buyer's currency (at the office's dated rate), interest-free or at the
// plan's rate, and the price paid at once with the cash discount. The figures are the contract's
// (contract/src/payment-plan.ts); shown in whole units, as prices are.
import { liraToMinor, paymentPlanFigures } from '@konak/contract';
import { pick, type Lang } from '@konak/shared-ui';
import type { Translate } from '../../../i18n/texts';
import { formatNumber } from '../../../i18n/numbers';
import {
  formatMoney,
  rateNote,
  rateOf,
  type Currency,
  type ExchangeRates,
  type UnitsAnswer,
} from '../unit-data';

export type PublicPaymentPlan = UnitsAnswer['payment_plans'][number];

const percent = (value: number, lang: Lang) => formatNumber(value / 100, lang, { style: 'percent' });

interface Props {
  priceTry: number;
  plans: PublicPaymentPlan[];
  currency: Currency;
  rates: ExchangeRates | undefined;
  t: Translate;
  lang: Lang;
}

export function UnitPaymentPlans({ priceTry, plans, currency, rates, t, lang }: Props) {
  const rate = rateOf(rates, currency);
  if (plans.length === 0 || rate === undefined) return null;
  const money = (minor: number) => formatMoney(Math.floor(minor / 100 + 0.5), currency, lang);
  return (
    <section className="pub-unit-dialog__plans" aria-labelledby="pub-unit-dialog-plans">
      <h3 id="pub-unit-dialog-plans">{t('units.payment.title')}</h3>
      <ul>
        {plans.map((plan) => {
          const f = paymentPlanFigures(liraToMinor(priceTry), plan, currency, rate);
          const terms =
            plan.annual_rate_percent > 0
              ? t('units.payment.yearly', { rate: percent(plan.annual_rate_percent, lang) })
              : t('units.payment.interestFree');
          return (
            <li key={plan.id} data-testid="unit-payment-plan">
              <strong>{pick(plan.name, lang)}</strong>
              <span>
                {t('units.payment.down', {
                  percent: percent(plan.down_payment_percent, lang),
                  amount: money(f.down_payment),
                })}
              </span>
              {f.months > 0 && (
                <span>
                  {t('units.payment.monthly', { months: f.months, amount: money(f.instalment), terms })}
                </span>
              )}
              {plan.cash_discount_percent > 0 && (
                <span>
                  {t('units.payment.cash', {
                    percent: percent(plan.cash_discount_percent, lang),
                    amount: money(f.cash_price),
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {currency !== 'TRY' && rates && (
        <p className="pub-units__rate">{t('units.rate', { note: rateNote(currency, rates, lang) })}</p>
      )}
    </section>
  );
}
