// A payment plan's working copy in the admin and the rules it is checked against before sending
// (issue 32): the contract's limits and messages, and the worked example the contract reckons.
import {
  PAYMENT_PLAN_LIMITS,
  PAYMENT_PLAN_MESSAGES,
  liraToMinor,
  paymentPlanFigures,
  paymentPlanProblems,
  type PaymentPlanTerms,
} from '@konak/contract';
import { emptyLocalized, type Localized, type PaymentPlan } from '@konak/shared-ui';
import type { FieldNames } from '../../../components/server-refusal';
import type { Problem } from '../../../components/use-form-errors';
import { fieldName } from '../../../components/field-names';

/** The numbers as typed: "35", "37,5", "" (Turkish decimal commas are read). */
export interface PaymentPlanDraft {
  name: Localized;
  down_payment_percent: string;
  months: string;
  annual_rate_percent: string;
  cash_discount_percent: string;
}

export type PaymentPlanPayload = { name: Localized } & PaymentPlanTerms;

export const NUMBER_FIELDS = [
  'down_payment_percent',
  'months',
  'annual_rate_percent',
  'cash_discount_percent',
] as const;

/** The names the server's field errors are shown with (field-names.ts is the one dictionary). */
export const PAYMENT_PLAN_FIELDS: FieldNames = Object.fromEntries(
  ['name', ...NUMBER_FIELDS].map((f) => [f, fieldName(f)]),
);

export const emptyPlan = (): PaymentPlanDraft => ({
  name: emptyLocalized(),
  down_payment_percent: '35',
  months: '24',
  annual_rate_percent: '0',
  cash_discount_percent: '0',
});

export const fromPlan = (p: PaymentPlan): PaymentPlanDraft => ({
  name: { ...p.name },
  down_payment_percent: String(p.down_payment_percent).replace('.', ','),
  months: String(p.months),
  annual_rate_percent: String(p.annual_rate_percent).replace('.', ','),
  cash_discount_percent: String(p.cash_discount_percent).replace('.', ','),
});

/** "37,5" → 37.5; "" → 0 for the optional ones; anything else NaN (refused by the contract's rule). */
const readNumber = (text: string, emptyAs = Number.NaN) => {
  const t = text.trim().replace(',', '.');
  if (t === '') return emptyAs;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};

export function toPayload(d: PaymentPlanDraft): PaymentPlanPayload {
  return {
    name: { tr: d.name.tr.trim(), en: d.name.en.trim(), ru: d.name.ru.trim() },
    down_payment_percent: readNumber(d.down_payment_percent),
    months: readNumber(d.months),
    annual_rate_percent: readNumber(d.annual_rate_percent, 0),
    cash_discount_percent: readNumber(d.cash_discount_percent, 0),
  };
}

export function validatePlan(d: PaymentPlanDraft): Problem[] {
  const payload = toPayload(d);
  const problems: Problem[] = [];
  if (
    !payload.name.tr ||
    (['tr', 'en', 'ru'] as const).some((l) => payload.name[l].length > PAYMENT_PLAN_LIMITS.name)
  )
    problems.push({ message: PAYMENT_PLAN_MESSAGES.name, field: 'name.tr' });
  for (const p of paymentPlanProblems(payload)) problems.push({ message: p.msg, field: p.field });
  return problems;
}

/** The home the worked example is reckoned for: 5.000.000 ₺. */
export const EXAMPLE_PRICE_TRY = 5_000_000;

const money = (minor: number) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} ₺`;
const percent = (value: number) => `%${String(value).replace('.', ',')}`;

/** "5.000.000 ₺'lik bir konut için: peşinat 1.750.000,00 ₺, 24 × 135.416,67 ₺ …", or null while the
 *  plan's numbers are not valid. */
export function workedExample(d: PaymentPlanDraft): string[] | null {
  const terms = toPayload(d);
  if (paymentPlanProblems(terms).length) return null;
  const f = paymentPlanFigures(liraToMinor(EXAMPLE_PRICE_TRY), terms);
  const lines = [`Peşinat (${percent(terms.down_payment_percent)}): ${money(f.down_payment)}`];
  if (f.months > 0) {
    const last = f.last_instalment !== f.instalment ? ` (son taksit ${money(f.last_instalment)})` : '';
    lines.push(
      `Aylık taksit: ${f.months} × ${money(f.instalment)}${last}, ${terms.annual_rate_percent ? `yıllık ${percent(terms.annual_rate_percent)} faizle` : 'faizsiz'}`,
    );
    lines.push(`Toplam ödeme: ${money(f.total)}${f.interest ? ` (faiz ${money(f.interest)})` : ''}`);
  }
  if (terms.cash_discount_percent > 0)
    lines.push(`Peşin alımda (${percent(terms.cash_discount_percent)} indirim): ${money(f.cash_price)}`);
  return lines;
}

/** One line for the list: "%35 peşinat, 24 ay faizsiz, peşine %5 indirim". */
export function planSummary(p: PaymentPlanTerms): string {
  const parts = [`${percent(p.down_payment_percent)} peşinat`];
  if (p.months > 0)
    parts.push(
      `${p.months} ay ${p.annual_rate_percent ? `yıllık ${percent(p.annual_rate_percent)} faizle` : 'faizsiz'}`,
    );
  if (p.cash_discount_percent > 0) parts.push(`peşine ${percent(p.cash_discount_percent)} indirim`);
  return parts.join(', ');
}
