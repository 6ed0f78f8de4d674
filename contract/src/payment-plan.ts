// Payment plans (issue 32): "35 % down, 24 months interest-free, 5 % off for cash". A plan's figures are
// reckoned here only — the API checks plans with these limits, the admin shows a worked example and the
// public site and the brochure show a home's figures with these functions.
//
// Money is integers of the minor unit (kuruş, cent, kopeck: 1/100 in all four currencies). Rounding:
// - a percentage of an amount is rounded half up to the minor unit, exactly (integer arithmetic on
//   hundredths of a percent, so 35 % of 5.000.000,00 ₺ is never 1.749.999,99 ₺);
// - a regular instalment is the exact instalment (equal split, or the annuity when there is a rate)
//   rounded half up; the last instalment is what is left, so the down payment and the instalments add
//   up to the total to the minor unit (interest-free: to the financed amount exactly);
// - with a rate, each month's interest on the balance is rounded half up and the last instalment clears
//   the balance;
// - a price shown in another currency is converted once, at the office's rate (lira per unit of it),
//   rounded half up, and the plan is then reckoned in that currency, so its sums are exact in the
//   currency the buyer reads.
import type { PriceCurrency } from './currency.js';

export const PAYMENT_PLAN_LIMITS = {
  /** plans one project may offer (the dialog and the brochure stay readable) */
  perProject: 5,
  /** characters of a plan's name, per language */
  name: 80,
  /** instalments at most (ten years) */
  maxMonths: 120,
  /** a yearly rate above this is a typo */
  maxAnnualRate: 100,
  /** digits after the decimal point of a percentage (35,5 %; 1,99 %) */
  percentDecimals: 2,
} as const;

/** What a plan is: the office enters these four numbers (percentages, 0–100). */
export interface PaymentPlanTerms {
  down_payment_percent: number;
  months: number;
  /** 0 = interest-free */
  annual_rate_percent: number;
  cash_discount_percent: number;
}

export type PaymentPlanField = keyof PaymentPlanTerms;

const hundredths = (value: number) => Math.round(value * 100);
const isPercentIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= max &&
  Math.abs(value * 100 - hundredths(value)) < 1e-6;

export const isPlanPercent = (value: unknown): value is number => isPercentIn(value, 100);
export const isPlanRate = (value: unknown): value is number =>
  isPercentIn(value, PAYMENT_PLAN_LIMITS.maxAnnualRate);
export const isPlanMonths = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= PAYMENT_PLAN_LIMITS.maxMonths;

/** The Turkish message of each field's limit (the API's field errors and the admin's, word for word). */
export const PAYMENT_PLAN_MESSAGES: Record<PaymentPlanField | 'name' | 'count', string> = {
  down_payment_percent: 'Peşinat yüzdesi 0 ile 100 arasında olmalı (en fazla iki ondalık, ör. 35 veya 37,5)',
  months: `Taksit sayısı 0 ile ${PAYMENT_PLAN_LIMITS.maxMonths} ay arasında tam sayı olmalı`,
  annual_rate_percent: `Yıllık faiz 0 (faizsiz) ile ${PAYMENT_PLAN_LIMITS.maxAnnualRate} arasında olmalı (en fazla iki ondalık)`,
  cash_discount_percent: 'Peşin indirimi 0 ile 100 arasında olmalı (en fazla iki ondalık)',
  name: `Plan adı Türkçe 1–${PAYMENT_PLAN_LIMITS.name} karakter olmalı (İngilizce ve Rusça en fazla ${PAYMENT_PLAN_LIMITS.name})`,
  count: `Bir projede en fazla ${PAYMENT_PLAN_LIMITS.perProject} ödeme planı olabilir`,
};
/** A plan with instalments to pay must have months to pay them in. */
export const NO_MONTHS_MESSAGE = 'Peşinat %100 değilse taksit sayısı en az 1 olmalı';

/** Every problem of a plan's terms, by field (empty: the plan is valid). */
export function paymentPlanProblems(
  terms: Partial<Record<PaymentPlanField, unknown>>,
): { field: PaymentPlanField; msg: string }[] {
  const problems: { field: PaymentPlanField; msg: string }[] = [];
  const check = (field: PaymentPlanField, ok: boolean) =>
    ok || problems.push({ field, msg: PAYMENT_PLAN_MESSAGES[field] });
  check('down_payment_percent', isPlanPercent(terms.down_payment_percent));
  check('months', isPlanMonths(terms.months));
  check('annual_rate_percent', isPlanRate(terms.annual_rate_percent));
  check('cash_discount_percent', isPlanPercent(terms.cash_discount_percent));
  if (
    problems.length === 0 &&
    terms.months === 0 &&
    hundredths(terms.down_payment_percent as number) < 10_000
  )
    problems.push({ field: 'months', msg: NO_MONTHS_MESSAGE });
  return problems;
}

/** `numerator / denominator` rounded half up, for non-negative integers (exact below 2^53). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `percent` % of `amount` (minor units), rounded half up to the minor unit. */
export function percentOf(amount: number, percent: number): number {
  return divideHalfUp(amount * hundredths(percent), 10_000);
}

/** An amount of lira (minor units) in a currency whose rate is `rate` lira per unit, rounded half up. */
export function convertMinor(amountTry: number, rate: number): number {
  return Math.floor(amountTry / rate + 0.5);
}

/** Whole lira (as units store their price) in minor units. */
export const liraToMinor = (lira: number): number => lira * 100;

export interface PaymentPlanFigures {
  currency: PriceCurrency;
  /** the home's price in `currency` */
  price: number;
  down_payment: number;
  /** what the instalments pay off (price − down payment) */
  financed: number;
  months: number;
  /** each instalment but the last (0 without instalments) */
  instalment: number;
  /** the last one: the instalment plus or minus what rounding left over */
  last_instalment: number;
  /** down payment + every instalment, exact */
  total: number;
  /** total − price: 0 when interest-free */
  interest: number;
  /** the price paid at once, less the cash discount */
  cash_price: number;
}

/**
 * A home's figures under a plan. `priceTry` is in kuruş; with `currency` other than TRY, `rate` is the
 * office's lira per one unit of it (the price is converted once, then the plan reckoned in it).
 */
export function paymentPlanFigures(
  priceTry: number,
  terms: PaymentPlanTerms,
  currency: PriceCurrency = 'TRY',
  rate = 1,
): PaymentPlanFigures {
  if (!Number.isSafeInteger(priceTry) || priceTry < 0)
    throw new RangeError('price must be a whole, non-negative number of kuruş');
  if (currency !== 'TRY' && !(rate > 0)) throw new RangeError(`no rate for ${currency}`);
  const price = currency === 'TRY' ? priceTry : convertMinor(priceTry, rate);
  const down_payment = percentOf(price, terms.down_payment_percent);
  const financed = price - down_payment;
  if (financed > 0 && !(terms.months >= 1)) throw new RangeError('a plan with instalments needs months');
  const months = financed > 0 ? terms.months : 0;
  const instalments = schedule(financed, months, terms.annual_rate_percent);
  const total = down_payment + instalments.regular * Math.max(0, months - 1) + instalments.last;
  return {
    currency,
    price,
    down_payment,
    financed,
    months,
    instalment: months > 0 ? instalments.regular : 0,
    last_instalment: instalments.last,
    total,
    interest: total - price,
    cash_price: price - percentOf(price, terms.cash_discount_percent),
  };
}

/** The regular and last instalments that pay off `financed` in `months`. */
function schedule(financed: number, months: number, annualRate: number): { regular: number; last: number } {
  if (months === 0 || financed === 0) return { regular: 0, last: 0 };
  if (hundredths(annualRate) === 0) {
    const regular = divideHalfUp(financed, months);
    const last = financed - regular * (months - 1);
    // Rounding up a tiny amount over many months could overshoot; then split rounding down.
    if (last >= 0) return { regular, last };
    const down = Math.floor(financed / months);
    return { regular: down, last: financed - down * (months - 1) };
  }
  const monthly = annualRate / 100 / 12;
  const exact = (financed * monthly) / (1 - Math.pow(1 + monthly, -months));
  const amortise = (regular: number) => {
    let balance = financed;
    for (let m = 1; m < months; m++) balance -= regular - Math.floor(balance * monthly + 0.5);
    return balance + Math.floor(Math.max(0, balance) * monthly + 0.5);
  };
  const regular = Math.floor(exact + 0.5);
  const last = amortise(regular);
  if (last >= 0) return { regular, last };
  const down = Math.floor(exact);
  return { regular: down, last: amortise(down) };
}
