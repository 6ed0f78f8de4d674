// An apartment block in perspective: plastered walls, glazing, projecting balconies, cladding, roof.
import { Camera, Face, boxFaces, faceQuad, faceVisible, facePoint, slabQuad } from './camera.js';
import { mix, shade, tint } from './color.js';
import type { Rng } from './random.js';
import { faceLight, type Light } from './sky.js';
import { Defs, poly, pts } from './svg.js';

export interface BlockStyle {
  plaster: string;
  accent: string;
  frame: string;
  floorHeight: number;
  bay: number;
  /** 'shops' gives a glazed commercial ground floor with a fascia. */
  ground: 'shops' | 'lobby' | 'homes';
  balconyEvery: number;
  cladEvery: number;
  penthouse: boolean;
  /** Two-storey villa: glazed ground floor and a deep roof overhang. */
  villa?: boolean;
}

export interface Block {
  x: number;
  z: number;
  w: number;
  d: number;
  floors: number;
  style: BlockStyle;
}

interface Paints {
  glass: string;
  lit: string;
  rail: string;
}

function paints(defs: Defs, light: Light): Paints {
  return {
    glass: defs.linear(
      [
        [0, light.glass[0]],
        [0.55, mix(light.glass[0], light.glass[1], 0.6)],
        [1, light.glass[1]],
      ],
      0,
      0,
      0.3,
      1,
    ),
    lit: defs.linear(
      [
        [0, '#FFE6B8'],
        [1, '#E9A860'],
      ],
      0,
      0,
      0,
      1,
    ),
    rail: defs.linear(
      [
        [0, '#DDEEF6', 0.55],
        [1, '#9FC3D6', 0.3],
      ],
      0,
      0,
      0,
      1,
    ),
  };
}

function groundHeight(s: BlockStyle): number {
  return s.ground === 'homes' ? s.floorHeight : 4.2;
}

function pane(
  cam: Camera,
  f: Face,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  fill: string,
  frame: string,
  inset = 0,
): string {
  const q = faceQuad(cam, f, u0, v0, u1, v1, -inset);
  const mid = faceQuad(cam, f, (u0 + u1) / 2 - 0.03, v0, (u0 + u1) / 2 + 0.03, v1, -inset);
  return poly(q, fill, `stroke="${frame}" stroke-width="1.2"`) + poly(mid, frame);
}

function drawFace(
  cam: Camera,
  defs: Defs,
  rng: Rng,
  light: Light,
  b: Block,
  f: Face,
  p: Paints,
  main: boolean,
): string {
  const s = b.style;
  const k = faceLight(light, f.normal.x, f.normal.z);
  const wall = shade(tint(s.plaster, light.tint, 0.35), Math.min(1.04, k + 0.12));
  const band = shade(wall, 0.93);
  const accent = shade(tint(s.accent, light.tint, 0.6), k);
  const frame = shade(s.frame, light.time === 'night' ? 0.8 : 1);
  let out = poly(faceQuad(cam, f, 0, 0, f.width, f.height), wall);
  const bays = Math.max(1, Math.round(f.width / s.bay));
  const bw = f.width / bays;
  const g = groundHeight(s);
  const lit = (): string => (rng.chance(light.litWindows) ? p.lit : p.glass);
  const railings: string[] = [];
  for (let i = 0; i < bays; i++) {
    const u0 = i * bw;
    const u1 = u0 + bw;
    const clad = s.cladEvery > 0 && i % s.cladEvery === (main ? 1 : 0) && bays > 2;
    const balcony = main && s.balconyEvery > 0 && i % s.balconyEvery === 0 && !clad;
    if (clad) out += poly(faceQuad(cam, f, u0 + 0.15, g, u1 - 0.15, f.height - 0.9, 0.12), accent);
    for (let fl = 1; fl < b.floors; fl++) {
      const v0 = g + (fl - 1) * s.floorHeight;
      if (balcony) {
        out += pane(cam, f, u0 + 0.35, v0 + 0.15, u1 - 0.35, v0 + s.floorHeight - 0.35, lit(), frame, 0.05);
        const slabTop = slabQuad(cam, f, u0 + 0.1, u1 - 0.1, v0 + 0.05, 0, 1.35);
        const slabFront = faceQuad(cam, f, u0 + 0.1, v0 - 0.2, u1 - 0.1, v0 + 0.05, 1.35);
        const under = slabQuad(cam, f, u0 + 0.1, u1 - 0.1, v0 - 0.2, 0, 1.35);
        const rail = faceQuad(cam, f, u0 + 0.1, v0 + 0.05, u1 - 0.1, v0 + 1.1, 1.35);
        const top = faceQuad(cam, f, u0 + 0.1, v0 + 1.05, u1 - 0.1, v0 + 1.1, 1.35);
        railings.push(
          poly(cam.o.eye.y < v0 ? under : slabTop, shade(wall, cam.o.eye.y < v0 ? 0.78 : 1.04)) +
            poly(slabFront, shade(wall, 1.03)) +
            poly(rail, p.rail) +
            poly(top, frame),
        );
      } else if (clad) {
        out += pane(cam, f, u0 + bw * 0.38, v0 + 0.5, u1 - bw * 0.38, v0 + 2.5, lit(), frame, 0.0);
      } else {
        out += pane(cam, f, u0 + bw * 0.2, v0 + 0.85, u1 - bw * 0.2, v0 + 2.45, lit(), frame, 0.06);
        out += poly(faceQuad(cam, f, u0 + bw * 0.18, v0 + 0.78, u1 - bw * 0.18, v0 + 0.86, 0.08), band);
      }
    }
    out += drawGroundBay(cam, f, s, u0, u1, g, wall, frame, light, p);
  }
  for (let fl = 1; fl < b.floors; fl++) {
    const v0 = g + (fl - 1) * s.floorHeight;
    out += poly(faceQuad(cam, f, 0, v0 - 0.18, f.width, v0 + 0.02, 0.04), band);
  }
  out += railings.join('');
  const over = s.villa ? 0.9 : 0.1;
  const parapet = faceQuad(cam, f, -over, f.height - 0.9, f.width + over, f.height, over);
  out +=
    poly(parapet, shade(wall, 1.05)) +
    poly(faceQuad(cam, f, -over, f.height - 0.12, f.width + over, f.height, over + 0.02), frame);
  if (s.villa)
    out += poly(
      faceQuad(cam, f, 0, f.height - 0.9, f.width, f.height - 0.78, 0.05),
      shade(wall, 0.7),
      'opacity="0.5"',
    );
  const ao = defs.linear([
    [0, '#000000', 0],
    [0.8, '#000000', 0],
    [1, '#000000', 0.18],
  ]);
  out += `<polygon points="${pts(faceQuad(cam, f, 0, 0, f.width, f.height))}" fill="${ao}"/>`;
  return out;
}

function drawGroundBay(
  cam: Camera,
  f: Face,
  s: BlockStyle,
  u0: number,
  u1: number,
  g: number,
  wall: string,
  frame: string,
  light: Light,
  p: Paints,
): string {
  if (s.villa) {
    return pane(cam, f, u0 + 0.25, 0.1, u1 - 0.25, g - 0.35, p.glass, frame, 0.08);
  }
  if (s.ground === 'homes') {
    return pane(cam, f, u0 + 0.6, 0.9, u1 - 0.6, 2.4, p.glass, frame, 0.06);
  }
  const shopLit = light.time === 'dusk' || light.time === 'night' || light.time === 'golden';
  let out = poly(
    faceQuad(cam, f, u0 + 0.12, 0.05, u1 - 0.12, g - 0.9, 0.02),
    shopLit ? p.lit : p.glass,
    `stroke="${frame}" stroke-width="2"`,
  );
  out += poly(
    faceQuad(cam, f, u0, g - 0.9, u1, g - 0.15, 0.08),
    s.ground === 'shops' ? shade(s.frame, 1.1) : shade(wall, 0.9),
  );
  if (s.ground === 'shops')
    out += poly(faceQuad(cam, f, u0 + 0.6, g - 0.62, u1 - 0.6, g - 0.45, 0.1), s.accent);
  return out;
}

function drawRoof(
  cam: Camera,
  light: Light,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  y: number,
  color: string,
): string {
  const q = [
    cam.project({ x: x0, y, z: z0 }),
    cam.project({ x: x1, y, z: z0 }),
    cam.project({ x: x1, y, z: z1 }),
    cam.project({ x: x0, y, z: z1 }),
  ];
  return poly(q, shade(tint(color, light.tint, 0.6), 0.86));
}

function drawBox(
  cam: Camera,
  defs: Defs,
  rng: Rng,
  light: Light,
  b: Block,
  p: Paints,
  y0: number,
  glassy: boolean,
): string {
  const height = glassy ? 3.4 : groundHeight(b.style) + (b.floors - 1) * b.style.floorHeight + 0.9;
  const faces = boxFaces(b.x, b.z, b.x + b.w, b.z + b.d, y0, height).filter((f) => faceVisible(cam, f));
  faces.sort((a, c) => cam.depth(facePoint(c, c.width / 2, 0)) - cam.depth(facePoint(a, a.width / 2, 0)));
  let out = '';
  for (const f of faces) {
    if (glassy) {
      const k = faceLight(light, f.normal.x, f.normal.z);
      out += poly(faceQuad(cam, f, 0, 0, f.width, height), shade(b.style.plaster, k));
      const n = Math.max(1, Math.round(f.width / 2.4));
      for (let i = 0; i < n; i++) {
        const u = (i * f.width) / n;
        const fill = rng.chance(light.litWindows) ? p.lit : p.glass;
        out += pane(cam, f, u + 0.15, 0.1, u + f.width / n - 0.15, height - 0.5, fill, b.style.frame);
      }
      out += poly(faceQuad(cam, f, -0.3, height - 0.35, f.width + 0.3, height, 0.3), b.style.frame);
    } else {
      out += drawFace(
        cam,
        defs,
        rng,
        light,
        b,
        f,
        p,
        f.width >= b.style.bay * 3 && f.width >= Math.max(b.w, b.d) - 0.01,
      );
    }
  }
  if (cam.o.eye.y > y0 + height)
    out += drawRoof(cam, light, b.x, b.z, b.x + b.w, b.z + b.d, y0 + height, b.style.plaster);
  return out;
}

/** Draws a block and returns its markup with the depth of its centre. */
export function drawBlock(
  cam: Camera,
  defs: Defs,
  rng: Rng,
  light: Light,
  b: Block,
): { depth: number; svg: string } {
  const p = paints(defs, light);
  const top = groundHeight(b.style) + (b.floors - 1) * b.style.floorHeight + 0.9;
  const main = drawBox(cam, defs, rng, light, b, p, 0, false);
  let pent = '';
  if (b.style.penthouse) {
    const inset = 1.8;
    const pb: Block = { ...b, x: b.x + inset, z: b.z + inset, w: b.w - 2 * inset, d: b.d - 2 * inset };
    pent = drawBox(cam, defs, rng, light, pb, p, top, true);
  }
  const svg = cam.o.eye.y < top ? pent + main : main + pent;
  return { depth: cam.depth({ x: b.x + b.w / 2, y: 0, z: b.z + b.d / 2 }), svg };
}
