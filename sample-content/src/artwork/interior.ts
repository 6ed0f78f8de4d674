// Interior renders: a room in perspective with a sea-and-mountain view, furnished per room type.
import { Camera } from './camera.js';
import { mix, shade } from './color.js';
import { bedroomSet, kitchenSet, livingSet, type Finish, type Room } from './furniture.js';
import { createRng, type Rng } from './random.js';
import { drawMountains, drawSea, drawSky, lightFor } from './sky.js';
import { flat, wallX, wallZ } from './solid.js';
import { Defs, pts, rect, svgDoc, type Point } from './svg.js';
import { palm } from './vegetation.js';

export type RoomKind = 'living' | 'kitchen' | 'bedroom';
export const ROOM_KINDS: readonly RoomKind[] = ['living', 'kitchen', 'bedroom'];

const FINISHES: Finish[] = [
  {
    wall: '#F3EEE6',
    floor: '#C9A27A',
    accent: '#D4A574',
    fabric: '#E9E1D3',
    wood: '#8B6A4A',
    dark: '#2D2D2D',
    textile: '#B7704D',
  },
  {
    wall: '#ECE6DC',
    floor: '#B88D62',
    accent: '#C9A574',
    fabric: '#D8D2C6',
    wood: '#6E5138',
    dark: '#33302C',
    textile: '#6F8B74',
  },
  {
    wall: '#F5F1EA',
    floor: '#D8BE98',
    accent: '#C59B6A',
    fabric: '#F0EBE2',
    wood: '#A07C57',
    dark: '#3A3632',
    textile: '#3F5F7A',
  },
  {
    wall: '#E9E4DA',
    floor: '#A9825E',
    accent: '#D4A574',
    fabric: '#CFC6B6',
    wood: '#5C4330',
    dark: '#262626',
    textile: '#C48A5A',
  },
];

/** The view through a window: sky, mountains or sea, a palm. */
function windowView(defs: Defs, rng: Rng, quad: Point[], evening: boolean): string {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  const w = Math.max(...xs) - x;
  const h = Math.max(...ys) - y;
  const clip = defs.raw('c', `<clipPath id="$ID"><polygon points="${pts(quad)}"/></clipPath>`);
  const light = lightFor(evening ? 'golden' : 'noon');
  const hz = h * 0.62;
  let view =
    drawSky(defs, rng.fork('sky'), light, w, hz, h) +
    drawMountains(defs, rng.fork('m'), light, w, hz, h / 1000);
  view += rng.chance(0.5)
    ? drawSea(defs, rng.fork('sea'), light, w, hz, h)
    : rect(0, hz, w, h - hz, mix(light.lawn[0], light.sky[2], 0.3));
  view += palm(rng, light, w * rng.range(0.7, 0.9), h * 1.05, h / 9, 8);
  const haze = defs.linear([
    [0, '#FFFFFF', 0.25],
    [1, '#FFFFFF', 0.05],
  ]);
  return `<g clip-path="url(#${clip})"><g transform="translate(${x.toFixed(1)},${y.toFixed(1)})">${view}${rect(0, 0, w, h, haze)}</g></g>`;
}

function planks(cam: Camera, room: Room, f: Finish, rng: Rng): string {
  let out = flat(cam, room.x0, 0, room.x1, room.d, 0, f.floor);
  const w = 0.19;
  for (let x = room.x0; x < room.x1; x += w) {
    let z = -rng.range(0, 1.2);
    while (z < room.d) {
      const len = rng.range(1.2, 2.2);
      const tone = shade(f.floor, rng.range(0.9, 1.08));
      out += flat(cam, x, Math.max(0, z), x + w - 0.008, Math.min(room.d, z + len - 0.01), 0, tone);
      z += len;
    }
  }
  return out;
}

function windowWall(cam: Camera, defs: Defs, rng: Rng, room: Room, f: Finish, evening: boolean): string {
  const z = room.d;
  const wx0 = room.x0 + 0.7;
  const wx1 = room.x1 - 0.7;
  let out = wallZ(cam, room.x0, 0, room.x1, room.h, z, f.wall);
  const glass: Point[] = [
    cam.project({ x: wx0, y: 0.05, z }),
    cam.project({ x: wx1, y: 0.05, z }),
    cam.project({ x: wx1, y: room.h - 0.25, z }),
    cam.project({ x: wx0, y: room.h - 0.25, z }),
  ];
  out += windowView(defs, rng.fork('view'), glass, evening);
  const panels = 4;
  for (let i = 0; i <= panels; i++) {
    const x = wx0 + ((wx1 - wx0) * i) / panels;
    out += wallZ(cam, x - 0.035, 0.05, x + 0.035, room.h - 0.25, z, f.dark);
  }
  out +=
    wallZ(cam, wx0, room.h - 0.3, wx1, room.h - 0.22, z, f.dark) +
    wallZ(cam, wx0, 0.02, wx1, 0.08, z, f.dark);
  for (const [a, b] of [
    [wx0 - 0.15, wx0 + 0.55],
    [wx1 - 0.55, wx1 + 0.15],
  ] as [number, number][]) {
    for (let x = a; x < b; x += 0.12) {
      out += wallZ(
        cam,
        x,
        0.02,
        x + 0.12,
        room.h - 0.12,
        z - 0.08,
        '#FFFFFF',
        `opacity="${(0.35 + 0.25 * Math.sin(x * 40)).toFixed(2)}"`,
      );
    }
  }
  return out;
}

export function renderInteriorSvg(kind: RoomKind, variant: string, width = 1600, height = 1000): string {
  const rng = createRng(`interior:${kind}:${variant}`);
  const f = rng.pick(FINISHES);
  const evening = rng.chance(0.35);
  const defs = new Defs();
  const room: Room = { x0: -3.3, x1: 3.3, d: 7.2, h: 2.95 };
  const cam = new Camera({
    eye: { x: rng.range(-0.7, 0.7), y: 1.3, z: -0.6 },
    yaw: rng.range(-0.07, 0.07),
    focal: width * 0.5,
    cx: width / 2,
    horizon: height * 0.54,
  });
  let body = rect(0, 0, width, height, f.wall);
  body += flat(cam, room.x0, 0, room.x1, room.d, room.h, shade(f.wall, 1.03));
  body += wallX(cam, -0.6, 0, room.d, room.h, room.x0, shade(f.wall, 0.9));
  body += wallX(cam, -0.6, 0, room.d, room.h, room.x1, shade(f.wall, 0.84));
  body += planks(cam, room, f, rng.fork('floor'));
  body += windowWall(cam, defs, rng, room, f, evening);
  const patch = defs.linear(
    [
      [0, '#FFF6DF', evening ? 0.35 : 0.5],
      [1, '#FFF6DF', 0],
    ],
    0,
    0,
    0,
    1,
  );
  body += flat(cam, room.x0 + 0.9, room.d - 3.6, room.x1 - 0.5, room.d, 0.002, patch);
  for (const x of [-1.8, 0, 1.8]) {
    for (const z of [1.5, 3.8, 6]) {
      const [sx, sy] = cam.project({ x, y: room.h, z });
      body += `<ellipse cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" rx="${(10 - z).toFixed(1)}" ry="${(3 - z * 0.25).toFixed(1)}" fill="#FFF8E6"/>`;
    }
  }
  body +=
    wallX(cam, 0, 0, room.d, 0.1, room.x0 + 0.01, shade(f.wall, 0.96)) +
    wallX(cam, 0, 0, room.d, 0.1, room.x1 - 0.01, shade(f.wall, 0.92));
  const set = kind === 'kitchen' ? kitchenSet : kind === 'bedroom' ? bedroomSet : livingSet;
  body += set(cam, defs, rng.fork('set'), room, f, evening);
  const warm = defs.radial(
    [
      [0, '#FFE7C2', evening ? 0.22 : 0.08],
      [1, '#FFE7C2', 0],
    ],
    0.5,
    0.4,
    0.7,
  );
  body += rect(0, 0, width, height, warm);
  const vignette = defs.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.28],
    ],
    0.5,
    0.5,
    0.78,
  );
  body += rect(0, 0, width, height, vignette);
  return svgDoc(width, height, defs, body);
}
