// A project with two blocks and three plan types, as GET /api/projects/{slug} and …/units answer it
// (the contract of issue 12), for the units specs.
import type { Project } from '@konak/shared-ui';
import type { PublicUnit, UnitsAnswer } from '../unit-data';

const L = (tr: string, en = tr, ru = tr) => ({ tr, en, ru });

export const project = {
  id: 3,
  slug: 'gunes-evleri',
  title: L('Güneş Evleri'),
  subtitle: L(''),
  description: L('Kepez’de bahçeli bir site.'),
  logo: '',
  cover_images: [],
  gallery: [],
  featured: false,
  status: 'ongoing',
  technical_info: { description: L(''), total_units: 0, iskan_date: '', units: [] },
  features: [],
  plans: [
    {
      key: 'plan-1',
      name: L('1+1 Daire', '1+1 Flat', 'Квартира 1+1'),
      image: '/uploads/plan-1.webp',
      area: '55,36 m²',
      rooms: '1+1',
    },
    {
      key: 'plan-2',
      name: L('2+1 Daire', '2+1 Flat', 'Квартира 2+1'),
      image: '/uploads/plan-2.webp',
      area: '80,66 m²',
      rooms: '2+1',
    },
    { key: 'plan-3', name: L('Dükkân', 'Shop', 'Магазин'), image: '', area: '48 m²', rooms: '' },
  ],
  location: { description: L(''), map_image: '', nearby: [] },
  architecture: { title: L(''), description: L('') },
  architecture_image: '',
  units: { total: 8, available: 4 },
} as unknown as Project;

let id = 0;
const unit = (
  block_id: number,
  block: string,
  floor: number,
  number: string,
  plan_key: string | null,
  status: PublicUnit['status'],
  price_try: number | null,
  facing: PublicUnit['facing'] = 'S',
): PublicUnit => ({
  id: ++id,
  block_id,
  floor,
  number,
  label: `${block}-${floor}-${number}`,
  plan_key,
  facing,
  price_try,
  status,
});

export const answer: UnitsAnswer = {
  blocks: [
    { id: 2, name: 'B', position: 2 },
    { id: 1, name: 'A', position: 1 },
  ],
  units: [
    unit(1, 'A', 0, '1', 'plan-3', 'available', 3_000_000, ''),
    unit(1, 'A', 1, '2', 'plan-1', 'sold', 3_800_000),
    unit(1, 'A', 1, '10', 'plan-2', 'available', 5_600_000, 'SW'),
    unit(1, 'A', 2, '3', 'plan-2', 'reserved', 5_900_000),
    unit(2, 'B', 4, '12', 'plan-2', 'available', 6_200_000, 'SE'),
    unit(2, 'B', 4, '11', 'plan-1', 'available', null),
    unit(2, 'B', -1, '1', 'plan-1', 'sold', 2_500_000),
    unit(2, 'B', 3, '9', null, 'sold', 4_100_000),
  ],
  counts: { total: 8, available: 4, reserved: 1, sold: 3 },
  payment_plans: [
    {
      id: 1,
      name: { tr: '24 ay faizsiz', en: '24 months interest-free', ru: '24 месяца без процентов' },
      down_payment_percent: 35,
      months: 24,
      annual_rate_percent: 0,
      cash_discount_percent: 5,
    },
    {
      id: 2,
      name: { tr: '60 ay vadeli', en: '60 months', ru: '60 месяцев' },
      down_payment_percent: 20,
      months: 60,
      annual_rate_percent: 12,
      cash_discount_percent: 0,
    },
  ],
};

export const rates = { eur: 38.2, usd: 34.5, rub: null, as_of: '2026-11-26' };
