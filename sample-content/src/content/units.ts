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

/** A block of a composed project: `shops` on its ground floor (floor 0, no plan: the office sells them too),
 *  then `homes` from `firstFloor` up, `perFloor` a floor; the top floor holds what is left. */
interface ComposedBlock {
  name: string;
  firstFloor: number;
  perFloor: number;
  homes: number;
  shops?: number;
}

/** A project whose units are given by count, as its texts state them: each plan key's number of homes
 *  (spread evenly over the blocks and floors), `top` ones on the highest floors (lofts under the roof). */
interface ComposedProject {
  blocks: ComposedBlock[];
  /** Homes by plan key ('' for a project without plans yet); their sum is the blocks' homes. */
  homes: Record<string, number>;
  /** A plan key whose homes take the highest floors, spread over the blocks. */
  top?: string;
  /** Facings by position on a floor (cycled); FACINGS by default. */
  facings?: string[];
  areas: Record<string, number>;
  perSquareMetre: number | null;
  sold: number;
  reserved: number;
}

interface Slot {
  block: number;
  floor: number;
  position: number;
  number: string;
  plan_key: string | null;
}

/** Deals `counts` out over `n` places so that each key's share is even along them (the largest lag first,
 *  ties by the keys' order): the same order on every seed. */
function spread(counts: [string, number][], n: number): string[] {
  const dealt = counts.map(() => 0);
  const out: string[] = [];
  for (let i = 1; i <= n; i++) {
    let best = 0;
    let lag = -Infinity;
    counts.forEach(([, count], k) => {
      const behind = (count * i) / n - (dealt[k] as number);
      if (dealt[k]! < count && behind > lag) {
        lag = behind;
        best = k;
      }
    });
    dealt[best]!++;
    out.push(counts[best]![0]);
  }
  return out;
}

function composed(slug: string, p: ComposedProject): SeedUnitBlock[] {
  const slots: Slot[] = [];
  p.blocks.forEach((b, block) => {
    let number = 0;
    for (let j = 0; j < (b.shops ?? 0); j++)
      slots.push({ block, floor: 0, position: j, number: String(++number), plan_key: null });
    for (let i = 0; i * b.perFloor < b.homes; i++)
      for (let j = 0; j < b.perFloor && i * b.perFloor + j < b.homes; j++)
        slots.push({ block, floor: b.firstFloor + i, position: j, number: String(++number), plan_key: '' });
  });
  const homes = slots.filter((s) => s.plan_key === '');
  const planned = Object.entries(p.homes).reduce((n, [, count]) => n + count, 0);
  if (planned !== homes.length)
    throw new Error(`${slug}: ${planned} homes by plan, ${homes.length} in the blocks`);
  let rest = homes;
  if (p.top) {
    // The highest floors first, block by block, so each block gets its share under the roof.
    const top = [...homes]
      .sort((a, b) => b.floor - a.floor || a.position - b.position || a.block - b.block)
      .slice(0, p.homes[p.top]);
    for (const s of top) s.plan_key = p.top;
    rest = homes.filter((s) => s.plan_key === '');
  }
  const keys = spread(
    Object.entries(p.homes).filter(([key]) => key !== p.top),
    rest.length,
  );
  rest.forEach((s, i) => (s.plan_key = keys[i] as string));
  return p.blocks.map((b, block) => ({
    name: b.name,
    units: slots
      .filter((s) => s.block === block)
      .map((s) => {
        const plan_key = s.plan_key || null;
        const area = plan_key ? (p.areas[plan_key] ?? 0) : 0;
        const r = unitRandom(`${slug}:${b.name}:${s.number}`);
        return {
          floor: s.floor,
          number: s.number,
          plan_key,
          facing: (p.facings ?? FACINGS)[s.position % (p.facings ?? FACINGS).length] as string,
          price_try:
            p.perSquareMetre && area
              ? Math.round((area * p.perSquareMetre * (1 + 0.01 * Math.max(0, s.floor))) / 10_000) * 10_000
              : null,
          status: r < p.sold ? 'sold' : r < p.sold + p.reserved ? 'reserved' : 'available',
        };
      }),
  }));
}

const letters = (names: string) => [...names];

/** m² of the library's plans in each project's order (projects-*.ts). */
const GOKSU_AREAS = { 'plan-1': 35.12, 'plan-2': 55.36, 'plan-3': 65.24, 'plan-4': 80.66 };

// The projects' sizes are SPEC §9's: 307 (43 × 1+1, 237 × 2+1, 14 lofts, 13 shops), 377 (250, 98, 13, 16)
// and 1207 with 46 shops. The texts and the "Daire Tipleri" tables say what these units add up to
// (unit-figures.ts derives the tables; unit-figures.spec.ts reads the texts).
export const SAMPLE_UNITS: SeedProjectUnits[] = [
  // Konak Göksu 1: finished, nearly sold out. Seven blocks of eight floors of five homes over a ground floor
  // (shops in A–C), two lofts on each roof.
  {
    project_slug: 'konak-goksu-1-etap',
    blocks: composed('konak-goksu-1-etap', {
      blocks: letters('ABCDEFG').map((name, i) => ({
        name,
        firstFloor: 1,
        perFloor: 5,
        homes: 42,
        shops: [4, 4, 5][i] ?? 0,
      })),
      homes: { 'plan-1': 43, 'plan-2': 120, 'plan-3': 117, 'plan-4': 14 },
      top: 'plan-4',
      areas: GOKSU_AREAS,
      perSquareMetre: 62_000,
      sold: 0.9,
      reserved: 0.04,
    }),
  },
  // Konak Göksu 2: under construction, about half sold. Six blocks of ten floors of six homes (F has an
  // eleventh with one), shops on the ground floors of A–D, lofts under the roofs.
  {
    project_slug: 'konak-goksu-2-etap',
    blocks: composed('konak-goksu-2-etap', {
      blocks: letters('ABCDEF').map((name, i) => ({
        name,
        firstFloor: 1,
        perFloor: 6,
        homes: name === 'F' ? 61 : 60,
        shops: i < 4 ? 4 : 0,
      })),
      homes: { 'plan-1': 250, 'plan-2': 50, 'plan-3': 48, 'plan-4': 13 },
      top: 'plan-4',
      areas: GOKSU_AREAS,
      perSquareMetre: 58_000,
      sold: 0.45,
      reserved: 0.12,
    }),
  },
  // Konak Göksu 3: planned, no plans or prices yet, a few early reservations. Five blocks of seven floors
  // (the ground floor's homes open onto the gardens), eight a floor.
  {
    project_slug: 'konak-goksu-3-etap',
    blocks: composed('konak-goksu-3-etap', {
      blocks: letters('ABCDE').map((name) => ({ name, firstFloor: 0, perFloor: 8, homes: 56 })),
      homes: { '': 280 },
      areas: {},
      perSquareMetre: null,
      sold: 0.05,
      reserved: 0.15,
    }),
  },
  // Güneş Evleri: finished, 96 homes in six blocks (its site plan draws them): A–D five floors, E–F six,
  // three homes a floor, every one facing south or west as its text says.
  {
    project_slug: 'gunes-evleri',
    blocks: composed('gunes-evleri', {
      blocks: letters('ABCDEF').map((name, i) => ({
        name,
        firstFloor: 1,
        perFloor: 3,
        homes: i < 4 ? 15 : 18,
      })),
      homes: { 'plan-1': 24, 'plan-2': 48, 'plan-3': 24 },
      facings: ['S', 'SW', 'W'],
      areas: { 'plan-1': 35.12, 'plan-2': 55.36, 'plan-3': 80.66 },
      perSquareMetre: 60_000,
      sold: 0.85,
      reserved: 0.06,
    }),
  },
  // Kundu Villaları: eleven 3+1 villas (plan-1 is the villa's ground floor, plan-2 its upper floor; the
  // price is of both, 180.7 m²), planned; a couple reserved, one sold.
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
  // 1207 Antalya: under construction, selling. Thirteen blocks: A–F on the retail street, shops on the
  // ground floor and twelve floors of seven homes; G–M twelve floors of eight from the ground up.
  {
    project_slug: 'antalya-1207',
    blocks: composed('antalya-1207', {
      blocks: letters('ABCDEFGHIJKLM').map((name, i) =>
        i < 6
          ? { name, firstFloor: 1, perFloor: 7, homes: 84, shops: [8, 8, 8, 8, 7, 7][i] }
          : { name, firstFloor: 0, perFloor: 8, homes: name === 'M' ? 93 : 94 },
      ),
      homes: { 'plan-1': 410, 'plan-2': 389, 'plan-3': 236, 'plan-4': 126 },
      areas: { 'plan-1': 35.12, 'plan-2': 55.36, 'plan-3': 65.24, 'plan-4': 80.66 },
      perSquareMetre: 55_000,
      sold: 0.35,
      reserved: 0.1,
    }),
  },
];
