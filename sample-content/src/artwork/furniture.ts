// Furniture sets for the interior renders, built from boxes.
import { Camera } from './camera.js';
import { mix, shade } from './color.js';
import type { Rng } from './random.js';
import { lightFor } from './sky.js';
import { flat, solid, wallX } from './solid.js';
import { Defs, r1 } from './svg.js';
import { roundTree } from './vegetation.js';

export interface Finish {
  wall: string;
  floor: string;
  accent: string;
  fabric: string;
  wood: string;
  dark: string;
  textile: string;
}
export interface Room {
  x0: number;
  x1: number;
  d: number;
  h: number;
}
type FurnitureSet = (cam: Camera, defs: Defs, rng: Rng, room: Room, f: Finish, evening: boolean) => string;

function plant(cam: Camera, rng: Rng, x: number, z: number, size: number): string {
  const pot = solid(cam, x - 0.22, 0, z - 0.22, x + 0.22, 0.5, z + 0.22, '#D9D2C7');
  const g = cam.ground(x, z);
  const [, py] = cam.project({ x, y: 0.45, z });
  return pot + roundTree(rng, lightFor('noon'), g.x, py, g.s, size);
}

function art(
  cam: Camera,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  f: Finish,
  rng: Rng,
): string {
  let out = wallX(cam, z0 - 0.04, y0 - 0.04, z1 + 0.04, y1 + 0.04, x, f.dark);
  out += wallX(cam, z0, y0, z1, y1, x + (x < 0 ? 0.005 : -0.005), '#F6F1E8');
  const cz = (z0 + z1) / 2;
  const cy = (y0 + y1) / 2;
  const r = Math.min(z1 - z0, y1 - y0) * 0.3;
  out += wallX(cam, cz - r, cy - r * 1.2, cz + r * 0.4, cy + r, x + (x < 0 ? 0.01 : -0.01), f.accent);
  out += wallX(
    cam,
    cz - r * 0.1,
    cy - r * 0.4,
    cz + r * 1.1,
    cy + r * 0.9,
    x + (x < 0 ? 0.012 : -0.012),
    rng.chance(0.5) ? f.textile : f.dark,
    'opacity="0.85"',
  );
  return out;
}

function lamp(cam: Camera, x: number, y: number, z: number, on: boolean): string {
  const P = (dx: number, dy: number): [number, number] =>
    cam.project({ x: x + dx, y: y + dy, z }) as [number, number];
  const [a, b, c, d] = [P(-0.16, 0), P(0.16, 0), P(0.11, 0.28), P(-0.11, 0.28)];
  let out = `<polygon points="${a.join(',')} ${b.join(',')} ${c.join(',')} ${d.join(',')}" fill="${on ? '#FFE9BE' : '#F1ECE2'}"/>`;
  if (on) {
    const [gx, gy] = P(0, 0.1);
    out += `<circle cx="${r1(gx)}" cy="${r1(gy)}" r="${r1(cam.scaleAt({ x, y, z }) * 0.6)}" fill="#FFD995" opacity="0.22"/>`;
  }
  return out;
}

export const livingSet: FurnitureSet = (cam, _defs, rng, room, f, evening) => {
  let out = art(cam, room.x0 + 0.01, 2.2, 3.6, 1.2, 2.1, f, rng);
  out += plant(cam, rng, room.x1 - 0.5, room.d - 0.5, 1.9);
  out += flat(cam, -2.1, 2.5, 2.1, 5.4, 0.01, mix(f.fabric, f.wall, 0.3));
  out += flat(cam, -1.95, 2.65, 1.95, 5.25, 0.012, shade(mix(f.fabric, f.textile, 0.15), 0.95));
  const sofa = shade(f.fabric, 0.96);
  out += solid(cam, -1.7, 0, 5.3, 1.7, 0.85, 6.2, sofa);
  out += solid(cam, -1.7, 0, 4.55, -1.45, 0.62, 5.3, sofa) + solid(cam, 1.45, 0, 4.55, 1.7, 0.62, 5.3, sofa);
  out += solid(cam, -1.45, 0.05, 4.6, 1.45, 0.4, 5.3, shade(sofa, 0.92));
  for (let i = 0; i < 3; i++) out += solid(cam, -1.43 + i * 0.96, 0.4, 4.6, -0.5 + i * 0.96, 0.5, 5.3, sofa);
  for (const [x, c] of [
    [-1.25, f.textile],
    [-0.75, f.accent],
    [0.55, f.accent],
    [1.0, f.textile],
  ] as [number, string][]) {
    out += solid(cam, x, 0.5, 5.18, x + 0.42, 0.92, 5.3, c);
  }
  out +=
    solid(cam, -2.95, 0, 3.0, -2.75, 0.82, 4.0, f.textile) +
    solid(cam, -2.75, 0, 3.0, -2.1, 0.58, 3.14, shade(f.textile, 0.95)) +
    solid(cam, -2.75, 0, 3.86, -2.1, 0.58, 4.0, shade(f.textile, 0.95));
  out += solid(cam, -2.75, 0.08, 3.14, -2.15, 0.42, 3.86, mix(f.textile, f.fabric, 0.3));
  out +=
    solid(cam, -0.8, 0.05, 3.4, 0.8, 0.34, 4.2, f.dark) +
    solid(cam, -0.85, 0.34, 3.35, 0.85, 0.38, 4.25, '#EDE8E1');
  out +=
    solid(cam, -0.35, 0.38, 3.6, 0.05, 0.46, 3.9, f.accent) +
    solid(cam, 0.3, 0.38, 3.7, 0.45, 0.68, 3.85, f.wood);
  out += solid(cam, room.x1 - 0.45, 0, 2.2, room.x1, 0.5, 5.0, f.wood);
  out += wallX(cam, 2.7, 1.0, 4.5, 1.9, room.x1 - 0.01, '#151515');
  const [lx, ly] = cam.project({ x: 2.2, y: 0, z: 5.9 });
  const [, ty] = cam.project({ x: 2.2, y: 1.55, z: 5.9 });
  out += `<line x1="${r1(lx)}" y1="${r1(ly)}" x2="${r1(lx)}" y2="${r1(ty)}" stroke="${f.dark}" stroke-width="3"/>`;
  out += lamp(cam, 2.2, 1.5, 5.9, evening);
  return out;
};

export const kitchenSet: FurnitureSet = (cam, _defs, rng, room, f, evening) => {
  const front = rng.pick(['#F2EEE7', '#3A3A38', '#D8CDBD', f.wood]);
  const stone = '#F1EEEA';
  let out = '';
  out += wallX(cam, 1.5, 0.9, 6.4, 1.5, room.x1 - 0.01, shade(stone, 0.95));
  out += solid(cam, room.x1 - 0.62, 0, 0.5, room.x1, 2.5, 1.5, shade(front, 0.97));
  out += solid(cam, room.x1 - 0.62, 0.1, 1.5, room.x1, 0.86, 6.4, front);
  out += solid(cam, room.x1 - 0.66, 0.86, 1.5, room.x1, 0.9, 6.4, stone);
  out += solid(cam, room.x1 - 0.36, 1.5, 1.5, room.x1, 2.3, 6.4, front);
  for (let z = 1.5; z < 6.4; z += 0.6) {
    out += wallX(cam, z, 0.12, z + 0.015, 0.84, room.x1 - 0.615, shade(front, 0.75));
    out += wallX(cam, z, 1.52, z + 0.015, 2.28, room.x1 - 0.355, shade(front, 0.75));
  }
  out +=
    solid(cam, -2.6, 0, 5.4, -0.8, 0.74, 6.4, f.wood) +
    solid(cam, -2.65, 0.74, 5.35, -0.75, 0.78, 6.45, shade(f.wood, 1.1));
  out += plant(cam, rng, room.x0 + 0.45, room.d - 0.45, 1.6);
  out += solid(cam, -0.5, 0, 2.9, 1.3, 0.9, 4.7, shade(front, 0.92));
  out += solid(cam, -0.55, 0.9, 2.85, 1.35, 0.95, 4.75, stone);
  out +=
    solid(cam, 0.2, 0.95, 3.6, 0.5, 1.05, 3.9, f.accent) +
    solid(cam, 0.7, 0.95, 4.1, 0.78, 1.25, 4.18, f.textile);
  for (const z of [3.1, 3.8, 4.5]) {
    out += solid(cam, -1.05, 0.66, z - 0.2, -0.7, 0.72, z + 0.15, f.dark);
    for (const [dx, dz] of [
      [-1.02, -0.17],
      [-0.75, 0.12],
    ] as [number, number][])
      out += solid(cam, dx, 0, z + dz - 0.02, dx + 0.03, 0.66, z + dz + 0.01, f.accent);
  }
  for (const px of [-0.15, 0.4, 0.95]) {
    const z = 3.8;
    const [x0, y0] = cam.project({ x: px, y: room.h, z });
    const [, y1] = cam.project({ x: px, y: 1.9, z });
    const s = cam.scaleAt({ x: px, y: 1.9, z });
    out += `<line x1="${r1(x0)}" y1="${r1(y0)}" x2="${r1(x0)}" y2="${r1(y1)}" stroke="${f.dark}" stroke-width="1.5"/>`;
    out += `<path d="M${r1(x0 - 0.2 * s)},${r1(y1 + 0.2 * s)} Q${r1(x0)},${r1(y1 - 0.12 * s)} ${r1(x0 + 0.2 * s)},${r1(y1 + 0.2 * s)} Z" fill="${f.accent}"/>`;
    if (evening)
      out += `<circle cx="${r1(x0)}" cy="${r1(y1 + 0.25 * s)}" r="${r1(0.4 * s)}" fill="#FFD995" opacity="0.25"/>`;
  }
  return out;
};

export const bedroomSet: FurnitureSet = (cam, _defs, rng, room, f, evening) => {
  let out = art(cam, room.x1 - 0.01, 4.6, 6.2, 1.3, 2.0, f, rng);
  out += flat(cam, -3.2, 2.2, -0.5, 6.0, 0.01, mix(f.fabric, f.wall, 0.4));
  out += solid(cam, room.x0, 0, 2.9, room.x0 + 0.12, 1.25, 5.3, shade(f.textile, 0.9));
  for (const z of [2.3, 5.35]) {
    out += solid(cam, room.x0 + 0.05, 0, z, room.x0 + 0.5, 0.5, z + 0.45, f.wood);
    out += lamp(cam, room.x0 + 0.28, 0.5, z + 0.22, evening);
  }
  out += solid(cam, room.x0 + 0.12, 0, 3.1, -1.0, 0.32, 5.1, f.wood);
  out += solid(cam, room.x0 + 0.12, 0.32, 3.1, -1.0, 0.58, 5.1, '#F7F4EE');
  out +=
    solid(cam, room.x0 + 0.2, 0.58, 3.25, room.x0 + 0.55, 0.82, 4.05, '#FBFAF6') +
    solid(cam, room.x0 + 0.2, 0.58, 4.15, room.x0 + 0.55, 0.82, 4.95, '#FBFAF6');
  out += solid(cam, room.x0 + 0.6, 0.58, 3.15, -1.0, 0.66, 5.05, shade(f.fabric, 1.02));
  out += solid(cam, -1.9, 0.66, 3.12, -1.35, 0.69, 5.08, f.textile);
  out += solid(cam, -0.8, 0, 3.4, -0.35, 0.45, 4.8, f.accent);
  out += solid(cam, room.x1 - 0.62, 0, 0.2, room.x1, 2.6, 3.4, f.wood);
  for (let z = 0.2; z < 3.4; z += 0.8)
    out += wallX(cam, z, 0.05, z + 0.012, 2.55, room.x1 - 0.625, shade(f.wood, 0.7));
  out += plant(cam, rng, room.x1 - 0.5, room.d - 0.6, 1.7);
  return out;
};
