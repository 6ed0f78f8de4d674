// Site photos of a building going up, for the sample construction progress updates (issue 12): the same
// block seen at a given stage — an excavated pit with the raft being poured, then a concrete frame rising
// floor by floor, then the façade closing from the ground up, then scaffolding gone and planting in.
// Key: art:site:<project>:<structure>-<facade>[-<view>], the two percentages of the update it illustrates.
import { Camera } from './camera.js';
import { BRAND, mix, shade } from './color.js';
import { profileFor } from './profiles.js';
import { konakMark } from './logo.js';
import { createRng } from './random.js';
import { drawMountains, drawSky, lightFor, type TimeOfDay } from './sky.js';
import { solid } from './solid.js';
import { Defs, SERIF, rect, svgDoc, text } from './svg.js';

export const PROGRESS_W = 1600;
export const PROGRESS_H = 1000;

const STAGE = /^(\d{1,3})-(\d{1,3})(?:-([a-c]))?$/;

export interface SiteStage {
  structure: number;
  facade: number;
  view: 'a' | 'b' | 'c';
}

/** The stage a key's last part names, or null when it names none. */
export function parseSiteStage(part: string): SiteStage | null {
  const m = STAGE.exec(part);
  if (!m) return null;
  const structure = Number(m[1]);
  const facade = Number(m[2]);
  if (structure > 100 || facade > 100) return null;
  return { structure, facade, view: (m[3] ?? 'a') as SiteStage['view'] };
}

const VIEWS: Record<
  SiteStage['view'],
  { eye: { x: number; y: number; z: number }; yaw: number; time: TimeOfDay }
> = {
  a: { eye: { x: -20, y: 1.7, z: -26 }, yaw: 0.42, time: 'morning' },
  b: { eye: { x: 46, y: 6, z: -20 }, yaw: -0.45, time: 'golden' },
  c: { eye: { x: -6, y: 14, z: -34 }, yaw: 0.18, time: 'noon' },
};

/** Floors of the project's taller blocks (10 to 13 in the sample projects). */
function floorsOf(project: string): number {
  const rng = createRng(`floors:${project}`);
  const blocks = profileFor(project).layout(rng);
  return Math.min(13, Math.max(6, ...blocks.map((b) => b.floors)));
}

export function renderSiteProgressSvg(project: string, stage: SiteStage): string {
  const view = VIEWS[stage.view];
  const light = lightFor(view.time);
  const rng = createRng(`site:${project}:${stage.view}`);
  const defs = new Defs();
  const horizon = stage.view === 'c' ? 520 : 640;
  const W = PROGRESS_W;
  const H = PROGRESS_H;
  let body =
    drawSky(defs, rng.fork('sky'), light, W, horizon, H) +
    drawMountains(defs, rng.fork('m'), light, W, horizon, 1);
  const earth = mix('#C9A982', light.tint, 0.2);
  body += rect(
    0,
    horizon,
    W,
    H - horizon,
    defs.linearAbs(
      [
        [0, earth],
        [1, shade(earth, 0.8)],
      ],
      0,
      horizon,
      0,
      H,
    ),
  );

  const cam = new Camera({ eye: view.eye, yaw: view.yaw, focal: 980, cx: W * 0.5, horizon });
  const floors = floorsOf(project);
  const built = stage.structure >= 100 ? floors : Math.floor((stage.structure / 100) * floors);
  const clad = Math.floor((stage.facade / 100) * built);
  const concrete = mix('#C8C4BC', light.tint, 0.25);
  const plaster = mix(profileFor(project).style.plaster, light.tint, 0.3);
  const glass = mix('#5E7A8C', light.tint, 0.2);
  const [x0, x1, z0, z1] = [0, 24, 30, 44];

  // The pit and the raft: dark earth, then the grey slab as the foundation is poured.
  body += solid(cam, x0 - 3, -0.6, z0 - 3, x1 + 3, 0, z1 + 3, shade(earth, 0.62));
  if (stage.structure > 0) body += solid(cam, x0 - 1, -0.4, z0 - 1, x1 + 1, 0.2, z1 + 1, concrete);
  else for (let x = x0; x <= x1; x += 2) body += solid(cam, x, -0.4, z0, x + 0.08, 0.3, z1, '#7A4B2A'); // rebar mats

  // Floors farthest from eye level first: from below, the upper floors hide behind the lower ones; from
  // above (view c), the lower ones behind the upper.
  const order = Array.from({ length: built }, (_, f) => f).sort(
    (a, b) => Math.abs(b * 3.1 + 1.5 - view.eye.y) - Math.abs(a * 3.1 + 1.5 - view.eye.y),
  );
  let frame = '';
  for (const f of order) {
    const y = f * 3.1;
    const slab = solid(cam, x0 - 0.3, y + 2.9, z0 - 0.3, x1 + 0.3, y + 3.2, z1 + 0.3, concrete);
    if (f < clad) {
      // A closed floor: its slab first (the walls hide the slab's underside), then walls and windows.
      frame += slab + solid(cam, x0, y, z0, x1, y + 3.1, z1, plaster, { front: shade(plaster, 0.96) });
      for (let x = x0 + 1.2; x < x1 - 1; x += 3.6)
        frame += solid(cam, x, y + 0.9, z0 - 0.05, x + 1.8, y + 2.4, z0, glass);
    } else {
      for (const x of [0, 6, 12, 18, 24])
        for (const z of [30, 37, 44])
          frame += solid(cam, x, y, z, x + 0.4, y + 3.1, z + 0.4, shade(concrete, 0.85));
      frame += slab;
    }
    // Scaffolding on the floors being clad (the frame above the finished ones).
    if (f >= clad && f < clad + 3 && stage.facade > 0 && stage.facade < 100)
      for (let x = x0; x <= x1; x += 3)
        frame += solid(cam, x, y, z0 - 1.2, x + 0.12, y + 3.1, z0 - 1.1, '#D69A3A');
  }
  body += frame;

  // The tower crane stays until the façade is nearly done.
  if (stage.facade < 90) {
    const mx = stage.view === 'b' ? 360 : 1180;
    const top = 110;
    const dir = stage.view === 'b' ? 1 : -1;
    let crane = `<rect x="${mx - 14}" y="${top}" width="28" height="${horizon - top + 20}" fill="none" stroke="#E3A93B" stroke-width="4"/>`;
    for (let y = top; y < horizon + 20; y += 28)
      crane += `<path d="M${mx - 14},${y} L${mx + 14},${y + 28} M${mx + 14},${y} L${mx - 14},${y + 28}" stroke="#E3A93B" stroke-width="2"/>`;
    const jibEnd = mx + dir * 640;
    crane += `<line x1="${mx - dir * 200}" y1="${top}" x2="${jibEnd}" y2="${top}" stroke="#E3A93B" stroke-width="6"/>`;
    crane += `<line x1="${mx - dir * 200}" y1="${top - 24}" x2="${jibEnd}" y2="${top - 24}" stroke="#E3A93B" stroke-width="3"/>`;
    for (let i = 0; i < 34; i++) {
      const x = mx - dir * 200 + dir * i * 24;
      crane += `<path d="M${x},${top} L${x + dir * 12},${top - 24} L${x + dir * 24},${top}" stroke="#E3A93B" stroke-width="2" fill="none"/>`;
    }
    crane += `<rect x="${mx - dir * 200 - 35}" y="${top}" width="70" height="46" fill="#6F6A62"/><rect x="${mx - 20}" y="${top}" width="40" height="34" fill="${BRAND.charcoal}"/>`;
    const hook = mx + dir * (220 + rng.int(0, 300));
    crane += `<line x1="${hook}" y1="${top}" x2="${hook}" y2="${top + 230}" stroke="#333" stroke-width="2"/><rect x="${hook - 14}" y="${top + 230}" width="28" height="16" fill="#333"/>`;
    body += crane;
  }

  // Hoarding along the front, with the company's gold band; planting once the façade is done.
  body += rect(0, H - 120, W, 120, mix(BRAND.charcoal, light.tint, 0.1)) + rect(0, H - 120, W, 6, BRAND.gold);
  for (let x = 0; x < W; x += 200)
    body += `<line x1="${x}" y1="${H - 120}" x2="${x}" y2="${H}" stroke="#1E1E1E" stroke-width="3"/>`;
  body +=
    konakMark(90, H - 100, 80, BRAND.gold) +
    text(190, H - 48, 'KONAK YAPI', { size: 36, family: SERIF, fill: '#FFFFFF', spacing: 6 });
  if (stage.facade >= 100)
    for (let x = 80; x < W; x += 260)
      body += `<circle cx="${x}" cy="${H - 140}" r="${46 + rng.int(0, 20)}" fill="${mix('#5C7A3A', light.tint, 0.2)}"/>`;
  return svgDoc(W, H, defs, body);
}
