import { NO_MONTHS_MESSAGE, PAYMENT_PLAN_MESSAGES } from '@konak/contract';
import {
  emptyPlan,
  fromPlan,
  planSummary,
  toPayload,
  validatePlan,
  workedExample,
} from './payment-plan-model';

const named = { ...emptyPlan(), name: { tr: '24 ay faizsiz', en: '', ru: '' } };

describe('payment plan form model', () => {
  it('works the example out for a 5.000.000 ₺ home with the contract', () => {
    expect(workedExample(named)).toEqual([
      'Peşinat (%35): 1.750.000,00 ₺',
      'Aylık taksit: 24 × 135.416,67 ₺ (son taksit 135.416,59 ₺), faizsiz',
      'Toplam ödeme: 5.000.000,00 ₺',
    ]);
    const withRate = workedExample({ ...named, annual_rate_percent: '12', cash_discount_percent: '5' })!;
    expect(withRate[1]).toMatch(/^Aylık taksit: 24 × .* ₺.*, yıllık %12 faizle$/);
    expect(withRate[2]).toMatch(/\(faiz .* ₺\)$/);
    expect(withRate[3]).toBe('Peşin alımda (%5 indirim): 4.750.000,00 ₺');
  });

  it('reads Turkish decimal commas and shows them back', () => {
    const payload = toPayload({ ...named, down_payment_percent: '37,5', annual_rate_percent: '' });
    expect(payload).toMatchObject({ down_payment_percent: 37.5, annual_rate_percent: 0, months: 24 });
    expect(
      fromPlan({
        id: 1,
        project_id: 1,
        position: 0,
        name: named.name,
        down_payment_percent: 37.5,
        months: 24,
        annual_rate_percent: 1.99,
        cash_discount_percent: 0,
      }),
    ).toMatchObject({ down_payment_percent: '37,5', annual_rate_percent: '1,99' });
  });

  it('checks the contract limits before sending, at their fields', () => {
    expect(validatePlan(named)).toEqual([]);
    expect(
      validatePlan({
        ...named,
        name: { tr: '', en: '', ru: '' },
        months: '200',
        down_payment_percent: 'yarım',
      }),
    ).toEqual([
      { message: PAYMENT_PLAN_MESSAGES.name, field: 'name.tr' },
      { message: PAYMENT_PLAN_MESSAGES.down_payment_percent, field: 'down_payment_percent' },
      { message: PAYMENT_PLAN_MESSAGES.months, field: 'months' },
    ]);
    expect(validatePlan({ ...named, months: '0' })).toEqual([
      { message: NO_MONTHS_MESSAGE, field: 'months' },
    ]);
    expect(workedExample({ ...named, months: '0' })).toBeNull();
  });

  it('sums a plan up in one line', () => {
    expect(
      planSummary({ down_payment_percent: 35, months: 24, annual_rate_percent: 0, cash_discount_percent: 5 }),
    ).toBe('%35 peşinat, 24 ay faizsiz, peşine %5 indirim');
    expect(
      planSummary({ down_payment_percent: 100, months: 0, annual_rate_percent: 0, cash_discount_percent: 0 }),
    ).toBe('%100 peşinat');
  });
});
