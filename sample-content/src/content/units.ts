// Unit availability of the sample projects (issue 12): blocks of floors × flats, each flat with its type
// (the project's plan, by key: "plan-1" is the project's first plan, as the API names them), facing,
// price and status — the finished projects mostly sold, the ongoing ones half, the planned ones with a
// few early reservations, so that a new user sees every status on `npm start`. Deterministic: the same
// statuses on every seed.

export type SeedUnitStatus = 'available' | 'reserved' | 'sold';

export interface SeedUnit {
  floor: number;
  number: string;
  plan_key: string | null;
  facing: string;
  price_try: number | null;
  status: SeedUnitStatus;
}

export interface SeedUnitBlock {
  name: string;
  units: SeedUnit[];
}

export interface SeedProjectUnits {
  /** The project it belongs to (the seeder looks its id up). */
  project_slug: string;
  blocks: SeedUnitBlock[];
}

interface BlockPlan {
  names: string[];
  floors: number;
  firstFloor: number;
  perFloor: number;
  /** Plan keys by position on a floor (cycled); [] for a project without plans yet. */
  plans: string[];
  /** Gross m² of each plan key, for the price. */
  areas: Record<string, number>;
  /** TRY per m² on the lowest floor; +1 % per floor up. null: prices not announced. */
  perSquareMetre: number | null;
  /** Shares of sold and reserved units (the rest are available). */
  sold: number;
  reserved: number;
}

const FACINGS = ['S', 'E', 'N', 'W', 'SE', 'SW'];

/** A number in [0, 1) from a string: the same statuses on every seed, spread like real sales. */
function unitRandom(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  // Mixed (MurmurHash3's finaliser): FNV alone spreads near-equal strings ("A:1", "A:2") poorly.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) % 10_000) / 10_000;
}

function blocks(slug: string, p: BlockPlan): SeedUnitBlock[] {
  return p.names.map((name) => {
    const units: SeedUnit[] = [];
    for (let i = 0; i < p.floors; i++)
      for (let j = 0; j < p.perFloor; j++) {
        const floor = p.firstFloor + i;
        const number = String(i * p.perFloor + j + 1);
        const plan_key = p.plans.length ? (p.plans[j % p.plans.length] as string) : null;
        const area = plan_key ? (p.areas[plan_key] ?? 0) : 0;
        const price =
          p.perSquareMetre && area
            ? Math.round((area * p.perSquareMetre * (1 + 0.01 * Math.max(0, floor))) / 10_000) * 10_000
            : null;
        const r = unitRandom(`${slug}:${name}:${number}`);
        const status: SeedUnitStatus =
          r < p.sold ? 'sold' : r < p.sold + p.reserved ? 'reserved' : 'available';
        units.push({
          floor,
          number,
          plan_key,
          facing: FACINGS[j % FACINGS.length] as string,
          price_try: price,
          status,
        });
      }
    return { name, units };
  });
}

/** m² of the library's plans in each project's order (projects-*.ts). */
const GOKSU_AREAS = { 'plan-1': 35.12, 'plan-2': 55.36, 'plan-3': 65.24, 'plan-4': 80.66 };

export const SAMPLE_UNITS: SeedProjectUnits[] = [
  // Konak Göksu 1: finished, nearly sold out.
  {
    project_slug: 'a3f9c1',
    blocks: blocks('a3f9c1', {
      names: ['A', 'B', 'C'],
      floors: 8,
      firstFloor: 1,
      perFloor: 4,
      plans: ['plan-1', 'plan-2', 'plan-3', 'plan-4'],
      areas: GOKSU_AREAS,
      perSquareMetre: 62_000,
      sold: 0.9,
      reserved: 0.04,
    }),
  },
  // Konak Göksu 2: under construction, about half sold.
  {
    project_slug: 'b71e4d',
    blocks: blocks('b71e4d', {
      names: ['A', 'B'],
      floors: 10,
      firstFloor: 0,
      perFloor: 4,
      plans: ['plan-1', 'plan-2', 'plan-3', 'plan-4'],
      areas: GOKSU_AREAS,
      perSquareMetre: 58_000,
      sold: 0.45,
      reserved: 0.12,
    }),
  },
  // Konak Göksu 3: planned, no plans or prices yet, a few early reservations.
  {
    project_slug: 'c5d208',
    blocks: blocks('c5d208', {
      names: ['A'],
      floors: 9,
      firstFloor: 1,
      perFloor: 4,
      plans: [],
      areas: {},
      perSquareMetre: null,
      sold: 0.05,
      reserved: 0.15,
    }),
  },
  // Güneş Evleri: finished, 96 homes as its text says (four blocks, six floors, four a floor); plans 1+1, 2+1, 3+1.
  {
    project_slug: 'gunes-evleri',
    blocks: blocks('gunes-evleri', {
      names: ['A', 'B', 'C', 'D'],
      floors: 6,
      firstFloor: 1,
      perFloor: 4,
      plans: ['plan-1', 'plan-2', 'plan-3'],
      areas: { 'plan-1': 35.12, 'plan-2': 55.36, 'plan-3': 80.66 },
      perSquareMetre: 60_000,
      sold: 0.85,
      reserved: 0.06,
    }),
  },
  // Kundu Villaları: eleven villas on the ground, planned; a couple reserved, one sold.
  {
    project_slug: 'kundu-villalari',
    blocks: blocks('kundu-villalari', {
      names: ['V'],
      floors: 1,
      firstFloor: 0,
      perFloor: 11,
      plans: ['plan-1'],
      areas: { 'plan-1': 180.7 },
      perSquareMetre: 95_000,
      sold: 0.1,
      reserved: 0.2,
    }),
  },
  // 1207 Antalya: under construction, selling.
  {
    project_slug: 'antalya-1207',
    blocks: blocks('antalya-1207', {
      names: ['A', 'B', 'C'],
      floors: 12,
      firstFloor: 1,
      perFloor: 4,
      plans: ['plan-1', 'plan-2', 'plan-3', 'plan-4'],
      areas: { 'plan-1': 35.12, 'plan-2': 55.36, 'plan-3': 65.24, 'plan-4': 80.66 },
      perSquareMetre: 55_000,
      sold: 0.35,
      reserved: 0.1,
    }),
  },
];
