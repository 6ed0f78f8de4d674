// Ground-level props of the exterior scenes: pools with loungers and umbrellas, garden lamps.
import { Camera, DepthList } from './camera.js';
import { shade } from './color.js';
import type { Rng } from './random.js';
import type { Light } from './sky.js';
import { Defs, poly, r1 } from './svg.js';

export function lamp(light: Light, x: number, y: number, s: number): string {
  const h = 3.6 * s;
  const on = light.time === 'dusk' || light.time === 'night';
  let out = `<rect x="${r1(x - 0.05 * s)}" y="${r1(y - h)}" width="${r1(0.1 * s)}" height="${r1(h)}" fill="#2D2D2D"/>`;
  out += `<rect x="${r1(x - 0.18 * s)}" y="${r1(y - h - 0.3 * s)}" width="${r1(0.36 * s)}" height="${r1(0.35 * s)}" fill="${on ? '#FFE2A8' : '#3A3A3A'}"/>`;
  if (on) out += `<circle cx="${r1(x)}" cy="${r1(y - h)}" r="${r1(1.6 * s)}" fill="#FFD38A" opacity="0.18"/>`;
  return out;
}

export function groundQuad(cam: Camera, x0: number, z0: number, x1: number, z1: number): [number, number][] {
  return [
    cam.project({ x: x0, y: 0, z: z0 }),
    cam.project({ x: x1, y: 0, z: z0 }),
    cam.project({ x: x1, y: 0, z: z1 }),
    cam.project({ x: x0, y: 0, z: z1 }),
  ] as [number, number][];
}

/** A pool on the ground plane with coping, water and a few loungers. */
export function drawPool(
  cam: Camera,
  defs: Defs,
  rng: Rng,
  light: Light,
  list: DepthList,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  loungers = true,
): string {
  const water = defs.linear(
    [
      [0, light.water[0]],
      [1, light.water[1]],
    ],
    0,
    1,
    0,
    0,
  );
  let svg = poly(groundQuad(cam, x0 - 1.2, z0 - 1.2, x1 + 1.2, z1 + 1.2), shade(light.paving, 1.06));
  svg += poly(groundQuad(cam, x0, z0, x1, z1), water);
  for (let i = 0; i < 26; i++) {
    const wx = rng.range(x0 + 0.5, x1 - 1.5);
    const wz = rng.range(z0 + 0.3, z1 - 0.3);
    const [ax, ay] = cam.project({ x: wx, y: 0, z: wz });
    const [bx] = cam.project({ x: wx + rng.range(0.6, 1.6), y: 0, z: wz });
    svg += `<line x1="${r1(ax)}" y1="${r1(ay)}" x2="${r1(bx)}" y2="${r1(ay)}" stroke="#FFFFFF" stroke-width="1.2" opacity="${r1(rng.range(0.2, 0.5))}"/>`;
  }
  const count = loungers ? rng.int(4, 7) : 0;
  const cushion = shade('#F7F4EE', Math.min(1, light.ambient + 0.35));
  const teak = shade('#8B6A4A', Math.min(1, light.ambient + 0.3));
  for (let i = 0; i < count; i++) {
    const lx = x0 + ((i + 0.5) * (x1 - x0)) / count;
    const lz = z1 + 1.4;
    const P = (x: number, y: number, z: number): [number, number] =>
      cam.project({ x, y, z }) as [number, number];
    const seat = [
      P(lx - 0.35, 0.32, lz),
      P(lx + 0.35, 0.32, lz),
      P(lx + 0.35, 0.32, lz + 1.5),
      P(lx - 0.35, 0.32, lz + 1.5),
    ];
    const front = [P(lx - 0.35, 0, lz), P(lx + 0.35, 0, lz), P(lx + 0.35, 0.32, lz), P(lx - 0.35, 0.32, lz)];
    const back = [
      P(lx - 0.35, 0.32, lz + 1.5),
      P(lx + 0.35, 0.32, lz + 1.5),
      P(lx + 0.35, 0.95, lz + 1.95),
      P(lx - 0.35, 0.95, lz + 1.95),
    ];
    list.add(
      cam.depth({ x: lx, y: 0, z: lz + 1 }),
      poly(back, shade(cushion, 0.92)) + poly(front, teak) + poly(seat, cushion),
    );
    if (i % 2 === 1) {
      const g = cam.ground(lx + 0.9, lz + 1.2);
      const r = 1.5 * g.s;
      list.add(
        g.depth + 0.5,
        `<rect x="${r1(g.x - 0.04 * g.s)}" y="${r1(g.y - 2.5 * g.s)}" width="${r1(0.08 * g.s)}" height="${r1(2.5 * g.s)}" fill="#6B5A45"/>` +
          `<path d="M${r1(g.x - r)},${r1(g.y - 2.2 * g.s)} Q${r1(g.x)},${r1(g.y - 3.1 * g.s)} ${r1(g.x + r)},${r1(g.y - 2.2 * g.s)} Z" fill="${shade('#EFE6D6', light.ambient + 0.3)}"/>`,
      );
    }
  }
  return svg;
}
