// Time-of-day light, skies, the Taurus mountains on the horizon and the sea.
import { mix } from './color.js';
import type { Rng } from './random.js';
import { Defs, r1, rect } from './svg.js';

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';
export const TIMES: readonly TimeOfDay[] = ['morning', 'noon', 'golden', 'dusk', 'night'];

export interface Light {
  time: TimeOfDay;
  sky: [string, string, string];
  sun: string;
  /** Sun position as fractions of the picture; y > 1 means below the horizon. */
  sunAt: [number, number];
  /** Horizontal direction towards the sun in world space (x, z). */
  sunDir: [number, number];
  ambient: number;
  direct: number;
  /** Colour of the light falling on surfaces. */
  tint: string;
  litWindows: number;
  glass: [string, string];
  mountains: [string, string];
  lawn: [string, string];
  paving: string;
  water: [string, string];
  clouds: string;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    time: 'morning',
    sky: ['#5E9FD6', '#A9D1EE', '#EEF3F1'],
    sun: '#FFF4DA',
    sunAt: [0.14, 0.3],
    sunDir: [-0.8, -0.6],
    ambient: 0.72,
    direct: 0.3,
    tint: '#FFF6E8',
    litWindows: 0.03,
    glass: ['#CFE5F2', '#5F84A0'],
    mountains: ['#93AFC4', '#6F8FA6'],
    lawn: ['#7FA25A', '#5C8243'],
    paving: '#E4DACB',
    water: ['#7FC8DE', '#2F88A8'],
    clouds: '#FFFFFF',
  },
  noon: {
    time: 'noon',
    sky: ['#2F78C0', '#77B4E4', '#D7ECF7'],
    sun: '#FFFFFF',
    sunAt: [0.8, 0.08],
    sunDir: [0.5, -0.85],
    ambient: 0.7,
    direct: 0.34,
    tint: '#FFFFFF',
    litWindows: 0,
    glass: ['#B9DCF2', '#3F6E93'],
    mountains: ['#86A3BA', '#5F7F99'],
    lawn: ['#86AE55', '#5E8A3C'],
    paving: '#EDE4D6',
    water: ['#5CC3DD', '#1E7FA6'],
    clouds: '#FFFFFF',
  },
  golden: {
    time: 'golden',
    sky: ['#5C79AE', '#E9B889', '#F8DDB0'],
    sun: '#FFE1A8',
    sunAt: [0.86, 0.4],
    sunDir: [0.9, -0.3],
    ambient: 0.6,
    direct: 0.45,
    tint: '#FFD9A6',
    litWindows: 0.12,
    glass: ['#F6D3A4', '#6A6F86'],
    mountains: ['#B08E96', '#86707F'],
    lawn: ['#8D9A4E', '#5E6F35'],
    paving: '#EBD3B3',
    water: ['#8DB9C9', '#3D7892'],
    clouds: '#FCE3C4',
  },
  dusk: {
    time: 'dusk',
    sky: ['#22325A', '#8A6A8C', '#F2A86F'],
    sun: '#FFC58A',
    sunAt: [0.12, 0.62],
    sunDir: [-0.9, -0.2],
    ambient: 0.46,
    direct: 0.2,
    tint: '#F3C7A8',
    litWindows: 0.55,
    glass: ['#9E8AA6', '#2E3550'],
    mountains: ['#6C5A78', '#4A4260'],
    lawn: ['#4F6440', '#364A2E'],
    paving: '#B9A596',
    water: ['#6F8FB0', '#2A4A6E'],
    clouds: '#F4B998',
  },
  night: {
    time: 'night',
    sky: ['#0A1428', '#1B2D52', '#3E5680'],
    sun: '#F5F1E0',
    sunAt: [0.82, 0.14],
    sunDir: [0.3, -0.9],
    ambient: 0.3,
    direct: 0.06,
    tint: '#B8C4E0',
    litWindows: 0.68,
    glass: ['#3B4C6E', '#141D33'],
    mountains: ['#1E2A44', '#141D33'],
    lawn: ['#263A2A', '#18261B'],
    paving: '#5C5F6B',
    water: ['#2D5B8A', '#0F2A4A'],
    clouds: '#42557A',
  },
};

export function lightFor(time: TimeOfDay): Light {
  return LIGHTS[time];
}

/** Brightness multiplier of a vertical face with horizontal outward normal (nx, nz). */
export function faceLight(light: Light, nx: number, nz: number): number {
  const d = Math.max(0, nx * light.sunDir[0] + nz * light.sunDir[1]);
  return Math.min(1.08, light.ambient + light.direct * d);
}

export function drawSky(defs: Defs, rng: Rng, light: Light, w: number, horizon: number, h: number): string {
  const [top, mid, low] = light.sky;
  const fill = defs.linearAbs(
    [
      [0, top],
      [0.62, mid],
      [1, low],
    ],
    0,
    0,
    0,
    horizon,
  );
  let out = rect(0, 0, w, h, fill);
  const [fx, fy] = light.sunAt;
  const sx = fx * w;
  const sy = fy * horizon;
  const glowR = light.time === 'night' ? 180 : 520;
  const glow = defs.radial([
    [0, light.sun, light.time === 'noon' ? 0.55 : 0.8],
    [0.25, light.sun, 0.3],
    [1, light.sun, 0],
  ]);
  out += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${glowR}" fill="${glow}"/>`;
  if (light.time === 'night') {
    for (let i = 0; i < 140; i++) {
      const x = rng.range(0, w);
      const y = rng.range(0, horizon * 0.8);
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(0.5, 1.6))}" fill="#FFFFFF" opacity="${r1(rng.range(0.2, 0.9))}"/>`;
    }
    out += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="26" fill="#F7F3E3"/>`;
  } else if (light.time !== 'noon') {
    out += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${light.time === 'morning' ? 34 : 40}" fill="${light.sun}" opacity="0.95"/>`;
  }
  out += drawClouds(defs, rng, light, w, horizon);
  return out;
}

function drawClouds(defs: Defs, rng: Rng, light: Light, w: number, horizon: number): string {
  const blur = defs.blur(14);
  const count = light.time === 'noon' ? rng.int(3, 5) : rng.int(4, 7);
  let puffs = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-100, w + 100);
    const cy = rng.range(horizon * 0.12, horizon * 0.7);
    const len = rng.range(160, 420);
    const alpha = light.time === 'night' ? 0.25 : rng.range(0.35, 0.7);
    for (let j = 0; j < 6; j++) {
      const px = cx + rng.range(-len / 2, len / 2);
      const py = cy + rng.range(-12, 12);
      puffs += `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rng.range(50, 120))}" ry="${r1(rng.range(10, 26))}" fill="${light.clouds}" opacity="${r1(alpha)}"/>`;
    }
  }
  return `<g filter="${blur}">${puffs}</g>`;
}

/** A ridge line by midpoint displacement, as a closed path down to `base`. */
function ridge(rng: Rng, w: number, base: number, height: number, rough: number): string {
  const n = 64;
  const ys: number[] = new Array<number>(n + 1).fill(0);
  ys[0] = rng.range(0.3, 1);
  ys[n] = rng.range(0.3, 1);
  let step = n;
  let amp = 0.6;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      ys[i] = ((ys[i - half] ?? 0) + (ys[i + half] ?? 0)) / 2 + rng.range(-amp, amp);
    }
    step = half;
    amp *= rough;
  }
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  let d = `M0,${base}`;
  for (let i = 0; i <= n; i++) {
    const y = base - height * (0.25 + (0.75 * ((ys[i] ?? 0) - min)) / (max - min || 1));
    d += ` L${r1((i / n) * w)},${r1(y)}`;
  }
  return `${d} L${w},${base} Z`;
}

export function drawMountains(
  defs: Defs,
  rng: Rng,
  light: Light,
  w: number,
  horizon: number,
  scale = 1,
): string {
  const far = mix(light.mountains[0], light.sky[2], 0.35);
  const near = light.mountains[1];
  const g1 = defs.linearAbs(
    [
      [0, far],
      [1, mix(far, light.sky[2], 0.5)],
    ],
    0,
    horizon - 200 * scale,
    0,
    horizon,
  );
  const g2 = defs.linearAbs(
    [
      [0, near],
      [1, mix(near, light.sky[2], 0.45)],
    ],
    0,
    horizon - 140 * scale,
    0,
    horizon,
  );
  return (
    `<path d="${ridge(rng, w, horizon + 2, 190 * scale, 0.55)}" fill="${g1}"/>` +
    `<path d="${ridge(rng, w, horizon + 2, 105 * scale, 0.5)}" fill="${g2}"/>`
  );
}

/** The sea from the horizon down to `bottom`, with glints. */
export function drawSea(
  defs: Defs,
  rng: Rng,
  light: Light,
  w: number,
  horizon: number,
  bottom: number,
): string {
  const fill = defs.linearAbs(
    [
      [0, mix(light.water[0], light.sky[2], 0.4)],
      [1, light.water[1]],
    ],
    0,
    horizon,
    0,
    bottom,
  );
  let out = rect(0, horizon, w, bottom - horizon, fill);
  const sx = light.sunAt[0] * w;
  for (let i = 0; i < 60; i++) {
    const y = rng.range(horizon + 2, bottom);
    const t = (y - horizon) / (bottom - horizon);
    const x = rng.chance(0.5) ? sx + rng.range(-80, 80) * (1 + t * 3) : rng.range(0, w);
    const len = rng.range(10, 40) * (0.5 + t * 2);
    out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(len)}" height="${r1(1 + t * 2)}" fill="${light.sun}" opacity="${r1(rng.range(0.15, 0.5))}"/>`;
  }
  return out;
}
