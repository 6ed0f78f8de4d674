import {
  NO_MONTHS_MESSAGE,
  PAYMENT_PLAN_LIMITS,
  convertMinor,
  liraToMinor,
  paymentPlanFigures,
  paymentPlanProblems,
  percentOf,
  type PaymentPlanFigures,
  type PaymentPlanTerms,
} from './payment-plan.js';

const plan = (terms: Partial<PaymentPlanTerms> = {}): PaymentPlanTerms => ({
  down_payment_percent: 35,
  months: 24,
  annual_rate_percent: 0,
  cash_discount_percent: 0,
  ...terms,
});

/** Down payment + every instalment, added one by one as the buyer pays them. */
const paidOneByOne = (f: PaymentPlanFigures) =>
  f.down_payment +
  Array.from({ length: f.months }, (_, i) => (i === f.months - 1 ? f.last_instalment : f.instalment)).reduce(
    (a, b) => a + b,
    0,
  );

describe('payment plan arithmetic', () => {
  it('rounds a percentage half up to the minor unit, exactly', () => {
    expect(percentOf(1, 50)).toBe(1); // 0,5 kuruş → 1
    expect(percentOf(3, 50)).toBe(2); // 1,5 → 2
    expect(percentOf(1, 49.99)).toBe(0); // 0,4999 → 0
    expect(percentOf(500_000_000, 35)).toBe(175_000_000);
    expect(percentOf(100_000_001, 37.5)).toBe(37_500_000); // 37.500.000,375 kuruş → down
    expect(percentOf(100_000_004, 37.5)).toBe(37_500_002); // 37.500.001,5 → up
    expect(percentOf(2_000_000_000 * 100, 99.99)).toBe(199_980_000_000);
  });

  it('converts lira into another currency rounding half up', () => {
    expect(convertMinor(5, 2)).toBe(3);
    expect(convertMinor(500_000_000, 38.2)).toBe(13_089_005); // 5.000.000 ₺ → €130.890,05
    expect(liraToMinor(5_000_000)).toBe(500_000_000);
  });

  it('splits an interest-free plan equally, the last instalment absorbing the rounding', () => {
    const f = paymentPlanFigures(liraToMinor(5_000_000), plan());
    expect(f).toMatchObject({
      currency: 'TRY',
      price: 500_000_000,
      down_payment: 175_000_000,
      financed: 325_000_000,
      months: 24,
      instalment: 13_541_667, // 13.541.666,67 rounded half up
      last_instalment: 13_541_659,
      total: 500_000_000,
      interest: 0,
      cash_price: 500_000_000,
    });
    expect(paidOneByOne(f)).toBe(f.price);
  });

  it('keeps the sum exact for every number of months', () => {
    for (let months = 1; months <= PAYMENT_PLAN_LIMITS.maxMonths; months++) {
      const f = paymentPlanFigures(123_456_789, plan({ months, down_payment_percent: 17.35 }));
      expect(paidOneByOne(f)).toBe(f.price);
      expect(Math.abs(f.last_instalment - f.instalment)).toBeLessThan(months);
    }
  });

  it('never gives a negative last instalment on a tiny amount over many months', () => {
    // 1 ₺ over 120 months: 0,83 kuruş rounds up to 1, and 119 of them would overshoot.
    const f = paymentPlanFigures(100, plan({ down_payment_percent: 0, months: 120 }));
    expect(f.last_instalment).toBeGreaterThanOrEqual(0);
    expect(paidOneByOne(f)).toBe(100);
    const withRate = paymentPlanFigures(
      100,
      plan({ down_payment_percent: 0, months: 120, annual_rate_percent: 1 }),
    );
    expect(withRate.last_instalment).toBeGreaterThanOrEqual(0);
  });

  it('reckons a plan with a rate as an annuity, the last instalment clearing the balance', () => {
    // 100.000 ₺ over 12 months at 12 % a year (1 % a month): the textbook 8.884,88 ₺.
    const f = paymentPlanFigures(
      liraToMinor(100_000),
      plan({ down_payment_percent: 0, months: 12, annual_rate_percent: 12 }),
    );
    expect(f.instalment).toBe(888_488);
    expect(Math.abs(f.last_instalment - f.instalment)).toBeLessThanOrEqual(12);
    expect(f.total).toBe(paidOneByOne(f));
    expect(f.interest).toBe(f.total - 10_000_000);
    expect(f.interest).toBeGreaterThan(660_000);
    expect(f.interest).toBeLessThan(662_000);
  });

  it('has nothing to pay monthly with 100 % down', () => {
    const f = paymentPlanFigures(
      liraToMinor(4_250_000),
      plan({ down_payment_percent: 100, months: 0, cash_discount_percent: 5 }),
    );
    expect(f).toMatchObject({
      down_payment: 425_000_000,
      financed: 0,
      months: 0,
      instalment: 0,
      last_instalment: 0,
      total: 425_000_000,
      interest: 0,
    });
    expect(f.cash_price).toBe(403_750_000);
  });

  it('takes the cash discount off the price', () => {
    expect(paymentPlanFigures(liraToMinor(5_000_000), plan({ cash_discount_percent: 7.5 })).cash_price).toBe(
      462_500_000,
    );
  });

  it('reckons the plan in the buyer currency after converting the price once', () => {
    const f = paymentPlanFigures(liraToMinor(5_000_000), plan(), 'EUR', 38.2);
    expect(f.currency).toBe('EUR');
    expect(f.price).toBe(13_089_005);
    expect(f.down_payment).toBe(4_581_152); // 35 % of €130.890,05 = 45.811,5175 → 45.811,52
    expect(paidOneByOne(f)).toBe(f.price);
    const rub = paymentPlanFigures(liraToMinor(5_000_000), plan({ annual_rate_percent: 24 }), 'RUB', 0.4137);
    expect(rub.price).toBe(convertMinor(500_000_000, 0.4137));
    expect(paidOneByOne(rub)).toBe(rub.total);
    expect(rub.interest).toBeGreaterThan(0);
  });

  it('refuses a currency without a rate and a plan that needs months but has none', () => {
    expect(() => paymentPlanFigures(100, plan(), 'USD', 0)).toThrow(RangeError);
    expect(() => paymentPlanFigures(100, plan({ months: 0 }))).toThrow(RangeError);
    expect(() => paymentPlanFigures(10.5, plan())).toThrow(RangeError);
  });
});

describe('payment plan limits', () => {
  it('accepts the usual plans', () => {
    expect(paymentPlanProblems(plan())).toEqual([]);
    expect(
      paymentPlanProblems(
        plan({ down_payment_percent: 37.5, annual_rate_percent: 1.99, cash_discount_percent: 10 }),
      ),
    ).toEqual([]);
    expect(paymentPlanProblems(plan({ down_payment_percent: 100, months: 0 }))).toEqual([]);
  });

  it('names each field out of its limits in Turkish', () => {
    const problems = paymentPlanProblems({
      down_payment_percent: 101,
      months: 121,
      annual_rate_percent: -1,
      cash_discount_percent: 1.234,
    });
    expect(problems.map((p) => p.field)).toEqual([
      'down_payment_percent',
      'months',
      'annual_rate_percent',
      'cash_discount_percent',
    ]);
    expect(problems[1].msg).toBe('Taksit sayısı 0 ile 120 ay arasında tam sayı olmalı');
    expect(paymentPlanProblems(plan({ months: 2.5 }))[0].field).toBe('months');
    expect(paymentPlanProblems({ ...plan(), down_payment_percent: '35' as unknown as number })[0].field).toBe(
      'down_payment_percent',
    );
  });

  it('asks for months unless everything is paid down', () => {
    expect(paymentPlanProblems(plan({ months: 0 }))).toEqual([{ field: 'months', msg: NO_MONTHS_MESSAGE }]);
  });
});
