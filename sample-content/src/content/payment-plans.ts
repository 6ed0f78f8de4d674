// Payment plans of the sample projects (issue 32): what offices in Antalya advertise — a large down
// payment with the rest interest-free over two years, a longer plan at a yearly rate, a discount for
// paying at once — so a new user sees them in a home's dialog on `npm start`.

export interface SeedPaymentPlan {
  name: { tr: string; en: string; ru: string };
  down_payment_percent: number;
  months: number;
  annual_rate_percent: number;
  cash_discount_percent: number;
}

export interface SeedProjectPaymentPlans {
  /** The project they belong to (the seeder looks its id up). */
  project_slug: string;
  plans: SeedPaymentPlan[];
}

export const SAMPLE_PAYMENT_PLANS: SeedProjectPaymentPlans[] = [
  {
    project_slug: 'antalya-1207',
    plans: [
      {
        name: {
          tr: '%35 peşinat, 24 ay faizsiz',
          en: '35% down, 24 months interest-free',
          ru: '35% взнос, 24 месяца без процентов',
        },
        down_payment_percent: 35,
        months: 24,
        annual_rate_percent: 0,
        cash_discount_percent: 7,
      },
      {
        name: { tr: '%20 peşinat, 60 ay vadeli', en: '20% down, 60 months', ru: '20% взнос, 60 месяцев' },
        down_payment_percent: 20,
        months: 60,
        annual_rate_percent: 18,
        cash_discount_percent: 0,
      },
    ],
  },
  {
    project_slug: 'kundu-villalari',
    plans: [
      {
        name: {
          tr: 'Ön satış: %50 peşinat, 18 ay faizsiz',
          en: 'Pre-sale: 50% down, 18 months interest-free',
          ru: 'Предпродажа: 50% взнос, 18 месяцев без процентов',
        },
        down_payment_percent: 50,
        months: 18,
        annual_rate_percent: 0,
        cash_discount_percent: 10,
      },
    ],
  },
];
