// What each project looks like: massing, materials and planting of its exterior scenes.
import { BRAND } from './color.js';
import type { Block, BlockStyle } from './building.js';
import type { Rng } from './random.js';

export interface Profile {
  /** Name printed on plans. */
  name: string;
  style: BlockStyle;
  /** Blocks laid out in world metres (camera near the origin looking along +z). */
  layout(rng: Rng): Block[];
  eye: [min: number, max: number];
  palms: number;
  cypresses: boolean;
}

const goksuStyle = (loft: boolean): BlockStyle => ({
  plaster: '#F4EFE7',
  accent: BRAND.goldDeep,
  frame: BRAND.charcoal,
  floorHeight: 3.1,
  bay: 3.6,
  ground: 'shops',
  balconyEvery: 2,
  cladEvery: 4,
  penthouse: loft,
});

function rows(
  rng: Rng,
  style: BlockStyle,
  floors: [number, number],
  spec: { z: number; xs: number[]; w: number; d: number }[],
): Block[] {
  const out: Block[] = [];
  for (const row of spec) {
    for (const x of row.xs) {
      out.push({
        x: x + rng.range(-3, 3),
        z: row.z + rng.range(-4, 4),
        w: row.w,
        d: row.d,
        floors: rng.int(floors[0], floors[1]),
        style,
      });
    }
  }
  return out;
}

const VILLA: BlockStyle = {
  plaster: '#F7F3EC',
  accent: '#9C7452',
  frame: '#2B2B2B',
  floorHeight: 3.3,
  bay: 4.6,
  ground: 'homes',
  balconyEvery: 1,
  cladEvery: 3,
  penthouse: false,
  villa: true,
};

export const PROFILES: Record<string, Profile> = {
  goksu1: {
    name: 'Konak Göksu · 1. Etap',
    style: goksuStyle(true),
    eye: [1.7, 16],
    palms: 10,
    cypresses: true,
    layout: (rng) =>
      rows(
        rng,
        goksuStyle(true),
        [8, 9],
        [
          { z: 46, xs: [-44, -6, 30], w: 25.2, d: 14.4 },
          { z: 88, xs: [-70, -28, 14, 56], w: 21.6, d: 14.4 },
        ],
      ),
  },
  goksu2: {
    name: 'Konak Göksu · 2. Etap',
    style: { ...goksuStyle(true), accent: '#B98E63', cladEvery: 3 },
    eye: [1.7, 22],
    palms: 8,
    cypresses: true,
    layout: (rng) =>
      rows(
        rng,
        { ...goksuStyle(true), accent: '#B98E63', cladEvery: 3 },
        [9, 10],
        [
          { z: 50, xs: [-36, 0], w: 28.8, d: 14.4 },
          { z: 92, xs: [-80, -40, 4, 48], w: 25.2, d: 14.4 },
        ],
      ),
  },
  goksu3: {
    name: 'Konak Göksu · 3. Etap',
    style: { ...goksuStyle(false), plaster: '#EFE9DF', accent: BRAND.gold, cladEvery: 2, balconyEvery: 3 },
    eye: [4, 30],
    palms: 6,
    cypresses: true,
    layout: (rng) =>
      rows(
        rng,
        { ...goksuStyle(false), plaster: '#EFE9DF', accent: BRAND.gold, cladEvery: 2, balconyEvery: 3 },
        [7, 8],
        [
          { z: 55, xs: [-30, 10], w: 25.2, d: 16 },
          { z: 100, xs: [-60, -15, 30], w: 28.8, d: 16 },
        ],
      ),
  },
  gunes: {
    name: 'Güneş Evleri',
    style: {
      plaster: '#F6EEDD',
      accent: '#D99A5B',
      frame: '#4A3F36',
      floorHeight: 3.0,
      bay: 3.4,
      ground: 'lobby',
      balconyEvery: 2,
      cladEvery: 0,
      penthouse: false,
    },
    eye: [1.7, 12],
    palms: 12,
    cypresses: false,
    layout: (rng) =>
      rows(
        rng,
        {
          plaster: '#F6EEDD',
          accent: '#D99A5B',
          frame: '#4A3F36',
          floorHeight: 3.0,
          bay: 3.4,
          ground: 'lobby',
          balconyEvery: 2,
          cladEvery: 0,
          penthouse: false,
        },
        [5, 6],
        [
          { z: 40, xs: [-34, 2], w: 23.8, d: 13.6 },
          { z: 72, xs: [-60, -22, 16, 52], w: 20.4, d: 13.6 },
        ],
      ),
  },
  kundu: {
    name: 'Kundu Villaları',
    style: VILLA,
    eye: [1.6, 7],
    palms: 8,
    cypresses: true,
    layout: (rng) =>
      rows(
        rng,
        VILLA,
        [2, 2],
        [
          { z: 24, xs: [-26, 10], w: 13.8, d: 10 },
          { z: 52, xs: [-58, -28, 10, 40], w: 13.8, d: 10 },
          { z: 80, xs: [-88, -58, -28, 10, 40], w: 13.8, d: 10 },
        ],
      ),
  },
  a1207: {
    name: '1207 Antalya',
    style: { ...goksuStyle(true), plaster: '#F2EEE8', accent: BRAND.gold, bay: 3.5, cladEvery: 3 },
    eye: [2, 34],
    palms: 12,
    cypresses: false,
    layout: (rng) =>
      rows(
        rng,
        { ...goksuStyle(true), plaster: '#F2EEE8', accent: BRAND.gold, bay: 3.5, cladEvery: 3 },
        [11, 13],
        [
          { z: 60, xs: [-50, -12, 26], w: 24.5, d: 17.5 },
          { z: 105, xs: [-95, -55, -15, 25, 65], w: 24.5, d: 17.5 },
          { z: 150, xs: [-80, -35, 10, 55, 100], w: 24.5, d: 17.5 },
        ],
      ),
  },
};

export function profileFor(code: string): Profile {
  return PROFILES[code] ?? (PROFILES['goksu1'] as Profile);
}
