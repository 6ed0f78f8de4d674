// Landscape scenes of Antalya for blog covers and banners: the coast with the Beydağları, a beach, the Düden falls.
import { shade } from './color.js';
import { createRng } from './random.js';
import { drawMountains, drawSea, drawSky, lightFor, type TimeOfDay } from './sky.js';
import { Defs, r1, rect, svgDoc } from './svg.js';
import { palm, roundTree, shrub } from './vegetation.js';

/** The classic Antalya view: the bay, the Beydağları across the water, the city on the cliffs. */
export function renderCoastSvg(seed: string, time: TimeOfDay, W = 1600, H = 1000, darken = 0): string {
  const rng = createRng(`coast:${seed}`);
  const light = lightFor(time);
  const defs = new Defs();
  const horizon = H * 0.58;
  let body = drawSky(defs, rng.fork('sky'), light, W, horizon, H);
  body += drawMountains(defs, rng.fork('m1'), light, W, horizon, 2.1 * (H / 1000));
  body += drawMountains(defs, rng.fork('m2'), light, W, horizon, 0.25);
  body += drawSea(defs, rng.fork('sea'), light, W, horizon, H);
  const cliffTop = H * 0.66;
  const cliff = defs.linearAbs(
    [
      [0, shade('#B8936A', light.ambient + 0.3)],
      [1, shade('#6F5840', light.ambient + 0.2)],
    ],
    0,
    cliffTop,
    0,
    H,
  );
  const cliffPath = `M${W * 0.42},${H} C${W * 0.5},${H * 0.8} ${W * 0.56},${cliffTop + 20} ${W * 0.62},${cliffTop} L${W},${cliffTop - 30} L${W},${H} Z`;
  body += `<path d="${cliffPath}" fill="${cliff}"/>`;
  const clip = defs.raw('c', `<clipPath id="$ID"><path d="${cliffPath}"/></clipPath>`);
  let strata = '';
  for (let i = 0; i < 30; i++) {
    const y = cliffTop + rng.range(10, H - cliffTop);
    strata += `<path d="M${r1(W * 0.4)},${r1(y)} Q${r1(W * 0.7)},${r1(y + rng.range(-25, 25))} ${W},${r1(y + rng.range(-15, 15))}" stroke="#3E3226" stroke-width="${r1(rng.range(1, 3))}" fill="none" opacity="0.3"/>`;
  }
  body += `<g clip-path="url(#${clip})">${strata}</g>`;
  body += `<path d="M${W * 0.6},${cliffTop + 4} L${W},${cliffTop - 26}" stroke="${shade('#5E7A3E', light.ambient + 0.2)}" stroke-width="10"/>`;
  let x = W * 0.6;
  const lit = light.litWindows;
  while (x < W) {
    const bw = rng.range(26, 70);
    const bh = rng.range(30, 120) * (H / 1000);
    const baseY = cliffTop - ((x - W * 0.6) / (W * 0.4)) * 30;
    const wall = shade(
      rng.pick(['#F2ECE2', '#E9DFD0', '#F6F1E9', '#DCCDB8']),
      Math.min(1, light.ambient + 0.35),
    );
    body += rect(x, baseY - bh, bw, bh + 4, wall);
    for (let wy = baseY - bh + 8; wy < baseY - 6; wy += 12) {
      for (let wx = x + 5; wx < x + bw - 6; wx += 10) {
        body += rect(
          wx,
          wy,
          5,
          6,
          rng.chance(lit) ? '#FFD58C' : shade(light.glass[1], 1.1),
          'opacity="0.85"',
        );
      }
    }
    x += bw + rng.range(0, 6);
  }
  for (let i = 0; i < 5; i++) {
    const px = W * rng.range(0.66, 0.98);
    body += palm(rng, light, px, cliffTop - 10 - ((px - W * 0.6) / (W * 0.4)) * 30, rng.range(7, 10), 10);
  }
  body += palm(rng, light, W * 0.93, H * 1.02, H / 34, 12);
  if (darken > 0) body += rect(0, 0, W, H, '#1E1E1E', `opacity="${darken}"`);
  return svgDoc(W, H, defs, body);
}

/** Konyaaltı-style beach: pebbles, umbrellas, clear water, mountains. */
export function renderBeachSvg(seed: string, W = 1600, H = 1000): string {
  const rng = createRng(`beach:${seed}`);
  const light = lightFor('noon');
  const defs = new Defs();
  const horizon = H * 0.42;
  let body = drawSky(defs, rng.fork('sky'), light, W, horizon, H);
  body += drawMountains(defs, rng.fork('m'), light, W, horizon, 1.3);
  const shore = H * 0.64;
  body += drawSea(defs, rng.fork('sea'), light, W, horizon, shore + 20);
  const turq = defs.linearAbs(
    [
      [0, '#5CC3DD', 0],
      [1, '#9FE0E8', 0.9],
    ],
    0,
    shore - 80,
    0,
    shore + 10,
  );
  body += rect(0, shore - 80, W, 100, turq);
  const sand = defs.linearAbs(
    [
      [0, '#E9DCC5'],
      [1, '#D8C6A6'],
    ],
    0,
    shore,
    0,
    H,
  );
  body += `<path d="M0,${shore + 10} C${W * 0.3},${shore - 10} ${W * 0.6},${shore + 20} ${W},${shore} L${W},${H} L0,${H} Z" fill="${sand}"/>`;
  body += `<path d="M0,${shore + 10} C${W * 0.3},${shore - 10} ${W * 0.6},${shore + 20} ${W},${shore}" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.8"/>`;
  for (let i = 0; i < 500; i++) {
    const py = rng.range(shore + 20, H);
    body += `<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(py)}" rx="${r1(1 + (py - shore) / 120)}" ry="${r1(0.6 + (py - shore) / 220)}" fill="${rng.pick(['#C9B490', '#F3EADA', '#BBA27C'])}" opacity="0.7"/>`;
  }
  const rows = [shore + 60, shore + 140, shore + 250];
  rows.forEach((y, ri) => {
    const sc = 0.5 + ri * 0.45;
    for (let x = 60 + ri * 40; x < W; x += 190 * sc + 40) {
      const colour = ri % 2 ? '#F4EEE3' : '#D4A574';
      body += `<rect x="${r1(x - 2 * sc)}" y="${r1(y - 120 * sc)}" width="${r1(4 * sc)}" height="${r1(120 * sc)}" fill="#6B5A45"/>`;
      body += `<path d="M${r1(x - 80 * sc)},${r1(y - 100 * sc)} Q${r1(x)},${r1(y - 150 * sc)} ${r1(x + 80 * sc)},${r1(y - 100 * sc)} Z" fill="${colour}"/>`;
      body += `<ellipse cx="${r1(x + 30 * sc)}" cy="${r1(y + 4 * sc)}" rx="${r1(70 * sc)}" ry="${r1(8 * sc)}" fill="#000000" opacity="0.12"/>`;
      body += `<rect x="${r1(x - 10 * sc)}" y="${r1(y - 22 * sc)}" width="${r1(90 * sc)}" height="${r1(12 * sc)}" rx="${r1(4 * sc)}" fill="#FFFFFF"/>`;
    }
  });
  body += palm(rng, light, W * 0.06, H * 1.02, H / 40, 12) + palm(rng, light, W * 0.96, H * 1.02, H / 44, 12);
  return svgDoc(W, H, defs, body);
}

/** A waterfall among rocks and green, as at the Düden falls in Kepez. */
export function renderWaterfallSvg(seed: string, W = 1600, H = 1000): string {
  const rng = createRng(`falls:${seed}`);
  const light = lightFor('morning');
  const defs = new Defs();
  let body = drawSky(defs, rng.fork('sky'), light, W, H * 0.3, H);
  for (let i = 0; i < 26; i++)
    body += roundTree(rng, light, rng.range(0, W), H * rng.range(0.3, 0.42), rng.range(20, 34), 6);
  const rock = defs.linearAbs(
    [
      [0, '#8E7D68'],
      [0.5, '#6E604F'],
      [1, '#4C4336'],
    ],
    0,
    H * 0.32,
    0,
    H * 0.75,
  );
  body += `<path d="M0,${H * 0.36} L${W},${H * 0.34} L${W},${H * 0.75} L0,${H * 0.77} Z" fill="${rock}"/>`;
  for (let i = 0; i < 26; i++) {
    const y = H * rng.range(0.38, 0.74);
    body += `<path d="M0,${r1(y)} Q${r1(W * 0.5)},${r1(y + rng.range(-20, 20))} ${W},${r1(y + rng.range(-10, 10))}" stroke="#3E362C" stroke-width="${r1(rng.range(1, 4))}" fill="none" opacity="0.35"/>`;
  }
  const water = defs.linear([
    [0, '#E8F4F8', 0.95],
    [1, '#BFE0EA', 0.85],
  ]);
  for (let i = 0; i < 14; i++)
    body += `<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(H * rng.range(0.4, 0.72))}" rx="${r1(rng.range(30, 90))}" ry="${r1(rng.range(10, 24))}" fill="#5E7A3E" opacity="0.55"/>`;
  for (const [c, spread] of [
    [0.32, 0.08],
    [0.55, 0.12],
    [0.76, 0.05],
  ] as [number, number][]) {
    for (let i = 0; i < 16; i++) {
      const x = W * (c + rng.range(-spread, spread));
      const w = rng.range(8, 34);
      const top = H * 0.35 + rng.range(-4, 8);
      body += `<path d="M${r1(x)},${r1(top)} q${r1(w / 2)},-6 ${r1(w)},0 L${r1(x + w + 6)},${r1(H * 0.77)} L${r1(x - 6)},${r1(H * 0.77)} Z" fill="${water}" opacity="${r1(rng.range(0.3, 0.85))}"/>`;
    }
  }
  const blur = defs.blur(18);
  let mist = '';
  for (let i = 0; i < 18; i++)
    mist += `<ellipse cx="${r1(W * rng.range(0.15, 0.85))}" cy="${r1(H * rng.range(0.74, 0.8))}" rx="${r1(rng.range(80, 200))}" ry="${r1(rng.range(20, 50))}" fill="#FFFFFF" opacity="0.55"/>`;
  const pool = defs.linearAbs(
    [
      [0, '#8CC9D6'],
      [1, '#2F7F94'],
    ],
    0,
    H * 0.76,
    0,
    H,
  );
  body += rect(0, H * 0.76, W, H * 0.24, pool);
  for (let i = 0; i < 40; i++)
    body += rect(
      rng.range(0, W),
      rng.range(H * 0.78, H),
      rng.range(20, 90),
      2,
      '#FFFFFF',
      `opacity="${r1(rng.range(0.2, 0.5))}"`,
    );
  body += `<g filter="${blur}">${mist}</g>`;
  for (let i = 0; i < 9; i++)
    body += shrub(
      rng,
      light,
      rng.pick([rng.range(0, W * 0.2), rng.range(W * 0.8, W)]),
      H * rng.range(0.9, 1.02),
      rng.range(40, 70),
      3,
    );
  body += palm(rng, light, W * 0.08, H * 1.05, H / 24, 11);
  return svgDoc(W, H, defs, body);
}
