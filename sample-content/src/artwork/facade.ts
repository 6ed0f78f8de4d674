// Exterior renders: the blocks of a project among palms and lawns, at a chosen time of day.
import { drawBlock, type Block } from './building.js';
import { drawPool, groundQuad, lamp } from './pool.js';
import { Camera, DepthList } from './camera.js';
import { mix } from './color.js';
import { profileFor } from './profiles.js';
import { createRng } from './random.js';
import { TIMES, drawMountains, drawSky, lightFor, type Light, type TimeOfDay } from './sky.js';
import { Defs, poly, rect, svgDoc } from './svg.js';
import { cypress, hedge, palm, roundTree, shrub } from './vegetation.js';

export const PHOTO_W = 1600;
export const PHOTO_H = 1000;

export function timeForVariant(code: string, variant: string): TimeOfDay {
  const n = Number.parseInt(variant, 10);
  const i = Number.isFinite(n) ? n : createRng(variant).int(0, 4);
  const order: TimeOfDay[] = ['golden', 'morning', 'dusk', 'noon', 'golden', 'night'];
  const shift = createRng(code).int(0, order.length - 1);
  return order[(i + shift) % order.length] ?? 'golden';
}

const SHADOW: Record<TimeOfDay, number> = { morning: 1.3, noon: 0.45, golden: 1.8, dusk: 0, night: 0 };

function hull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0)
      lower.pop();
    lower.push(q);
  }
  const upper: [number, number][] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0)
      upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Soft cast shadows of the blocks on the ground, away from the sun. */
function shadows(cam: Camera, light: Light, blocks: Block[]): string {
  const k = SHADOW[light.time];
  if (k === 0) return '';
  let out = '';
  for (const b of blocks) {
    const h = (b.floors * b.style.floorHeight + 2) * k;
    const dx = -light.sunDir[0] * h;
    const dz = -light.sunDir[1] * h;
    const corners: [number, number][] = [];
    for (const [x, z] of [
      [b.x, b.z],
      [b.x + b.w, b.z],
      [b.x + b.w, b.z + b.d],
      [b.x, b.z + b.d],
    ] as [number, number][]) {
      corners.push(
        cam.project({ x, y: 0, z }) as [number, number],
        cam.project({ x: x + dx, y: 0, z: z + dz }) as [number, number],
      );
    }
    if (corners.some(() => cam.depth({ x: b.x + dx, y: 0, z: b.z + dz }) < 1)) continue;
    out += poly(hull(corners), '#1A2433', 'opacity="0.22"');
  }
  return out;
}

export interface ExteriorOptions {
  pool: boolean;
  width?: number;
  height?: number;
}

export function renderExteriorSvg(
  code: string,
  variant: string,
  time: TimeOfDay,
  opts: ExteriorOptions,
): string {
  const W = opts.width ?? PHOTO_W;
  const H = opts.height ?? PHOTO_H;
  const rng = createRng(`exterior:${code}:${variant}:${opts.pool ? 'pool' : ''}`);
  const profile = profileFor(code);
  const light = lightFor(time);
  const defs = new Defs();
  const eyeY = opts.pool ? 1.5 : rng.range(profile.eye[0], profile.eye[1]);
  const horizon = Math.max(
    H * 0.3,
    H * (opts.pool ? 0.56 : rng.range(0.54, 0.62)) - (eyeY - 1.7) * H * 0.011,
  );
  const cam = new Camera({
    eye: { x: rng.range(-12, 12), y: eyeY, z: opts.pool ? -6 : rng.range(-14, -2) },
    yaw: rng.pick([-1, 1]) * rng.range(0.18, 0.42),
    focal: W * rng.range(0.58, 0.72),
    cx: W / 2,
    horizon,
  });
  let body = drawSky(defs, rng.fork('sky'), light, W, horizon, H);
  body += drawMountains(defs, rng.fork('mountains'), light, W, horizon, 1);
  const far = mix(light.lawn[0], light.sky[2], 0.35);
  body += rect(
    0,
    horizon,
    W,
    H - horizon,
    defs.linearAbs(
      [
        [0, far],
        [0.25, light.lawn[0]],
        [1, light.lawn[1]],
      ],
      0,
      horizon,
      0,
      H,
    ),
  );
  const blocks = profile.layout(rng.fork('layout'));
  const villa = profile.style.villa === true;
  if (!villa) {
    body += poly(groundQuad(cam, -120, 34, 130, 200), mix(light.lawn[0], light.paving, 0.3));
    for (const b of blocks)
      body += poly(groundQuad(cam, b.x - 3, b.z - 6, b.x + b.w + 3, b.z + b.d + 3), light.paving);
  }
  for (let z = 4; z < 60; z += 6) {
    body += poly(groundQuad(cam, -80, z, 80, z + 3), '#FFFFFF', 'opacity="0.035"');
  }
  body += shadows(cam, light, blocks);
  if (!opts.pool) body += poly(groundQuad(cam, -2.4, -6, 2.4, villa ? 18 : 40), light.paving);

  const list = new DepthList();
  for (const b of blocks) {
    const { depth, svg } = drawBlock(cam, defs, rng.fork(`b${b.x}`), light, b);
    list.add(depth, svg);
  }
  let flats = '';
  if (opts.pool) flats += drawPool(cam, defs, rng.fork('pool'), light, list, -10, 6, 10, 19);
  else if (!villa && rng.chance(0.4))
    flats += drawPool(cam, defs, rng.fork('pool'), light, list, 5, 14, 17, 22);
  if (villa) {
    for (const b of blocks) {
      if (cam.depth({ x: b.x, y: 0, z: b.z - 8 }) < 2) continue;
      flats += poly(groundQuad(cam, b.x - 1, b.z - 4.5, b.x + b.w + 1, b.z), light.paving);
      flats += drawPool(
        cam,
        defs,
        rng.fork(`vp${b.x}`),
        light,
        list,
        b.x + 1.5,
        b.z - 9.5,
        b.x + b.w - 2.5,
        b.z - 5.5,
        false,
      );
      const a = cam.ground(b.x - 2, b.z - 12);
      const c = cam.ground(b.x - 2, b.z + b.d);
      if (a.depth > 2) list.add(c.depth + 1, hedge(light, a.x, a.y, a.s, c.x, c.y, c.s, 1.1));
    }
  }
  body += flats;

  const veg = rng.fork('veg');
  for (let i = 0; i < profile.palms; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const z = (opts.pool ? 12 : 15) + Math.floor(i / 2) * 9;
    const g = cam.ground(side * (opts.pool ? 12 : 4.6), z);
    if (g.depth > 8) list.add(g.depth, palm(veg, light, g.x, g.y, g.s, veg.range(8, 11)));
  }
  for (let i = 0; i < 6; i++) {
    const g = cam.ground(veg.range(-70, 70), veg.range(30, 70));
    if (g.depth > 8) list.add(g.depth, palm(veg, light, g.x, g.y, g.s, veg.range(9, 13)));
  }
  const free = (x: number, z: number): boolean =>
    blocks.every((b) => x < b.x - 4 || x > b.x + b.w + 4 || z < b.z - 8 || z > b.z + b.d + 4);
  for (let i = 0; i < 40; i++) {
    const x = veg.range(-80, 80);
    const z = i < 14 ? veg.range(12, 34) : veg.range(34, 160);
    if (!free(x, z) || (i >= 14 && eyeY < 8)) continue;
    if (Math.abs(x) < 6) continue;
    const g = cam.ground(x, z);
    if (g.depth < 2) continue;
    const kind = veg.next();
    const svg =
      kind < 0.3 && profile.cypresses
        ? cypress(veg, light, g.x, g.y, g.s, veg.range(7, 10))
        : kind < 0.6
          ? roundTree(veg, light, g.x, g.y, g.s, veg.range(4, 6))
          : shrub(veg, light, g.x, g.y, g.s, veg.range(1.5, 3));
    list.add(g.depth, svg);
  }
  for (const side of opts.pool ? [] : [-1, 1]) {
    const a = cam.ground(side * 2.9, 2);
    const b = cam.ground(side * 2.9, 38);
    if (a.depth > 0.5) list.add(b.depth - 1, hedge(light, a.x, a.y, a.s, b.x, b.y, b.s, 0.7));
    for (let z = 9; z < 38; z += 12) {
      const g = cam.ground(side * 2.7, z);
      if (g.depth > 1) list.add(g.depth - 0.2, lamp(light, g.x, g.y, g.s));
    }
  }
  for (const side of [-1, 1]) {
    const g = cam.ground(cam.o.eye.x + side * veg.range(5, 8), cam.o.eye.z + veg.range(5, 7));
    if (g.depth > 2) list.add(g.depth, shrub(veg, light, g.x, g.y, g.s * 0.8, veg.range(2, 3)));
  }
  body += list.toString();
  const vignette = defs.radial(
    [
      [0.6, '#000000', 0],
      [1, '#000000', light.time === 'night' ? 0.45 : 0.22],
    ],
    0.5,
    0.5,
    0.75,
  );
  body += rect(0, 0, W, H, vignette);
  return svgDoc(W, H, defs, body);
}

export { TIMES };
