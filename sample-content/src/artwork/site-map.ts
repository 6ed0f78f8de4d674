// Site plans: the project's blocks seen from above among lawns, paths, pools, courts and trees.
import { BRAND } from './color.js';
import { profileFor } from './profiles.js';
import { createRng } from './random.js';
import { CONDENSED, Defs, SANS, SERIF, r1, rect, svgDoc, text } from './svg.js';

export const SITE_W = 1200;
export const SITE_H = 900;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Box, b: Box, pad: number): boolean =>
  a.x - pad < b.x + b.w && b.x - pad < a.x + a.w && a.y - pad < b.y + b.h && b.y - pad < a.y + a.h;

function tree(x: number, y: number, r: number, tone: string, shadow: boolean): string {
  return (
    (shadow
      ? `<circle cx="${r1(x + r * 0.35)}" cy="${r1(y + r * 0.35)}" r="${r1(r)}" fill="#2F4A2A" opacity="0.25"/>`
      : '') +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${tone}"/><circle cx="${r1(x - r * 0.25)}" cy="${r1(y - r * 0.25)}" r="${r1(r * 0.55)}" fill="#FFFFFF" opacity="0.12"/>`
  );
}

function palmTop(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    d += `M${r1(x)},${r1(y)} L${r1(x + Math.cos(a) * r)},${r1(y + Math.sin(a) * r)} `;
  }
  return `<path d="${d}" stroke="#5E8A3C" stroke-width="${r1(r * 0.28)}" stroke-linecap="round"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.18)}" fill="#7A6048"/>`;
}

function badge(x: number, y: number, label: string, dark = true): string {
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="15" fill="${dark ? BRAND.charcoal : BRAND.gold}" stroke="#FFFFFF" stroke-width="2.5"/>` +
    text(x, y + 5, label, { size: 14, anchor: 'middle', weight: 'bold', fill: dark ? BRAND.gold : '#FFFFFF' })
  );
}

export function renderSitePlanSvg(code: string): string {
  const profile = profileFor(code);
  const rng = createRng(`exterior:${code}:site`);
  const blocks = profile.layout(createRng(`site-layout:${code}`));
  const villa = profile.style.villa === true;
  const defs = new Defs();
  const minX = Math.min(...blocks.map((b) => b.x)) - 28;
  const maxX = Math.max(...blocks.map((b) => b.x + b.w)) + 28;
  const minZ = Math.min(...blocks.map((b) => b.z)) - (villa ? 26 : 38);
  const maxZ = Math.max(...blocks.map((b) => b.z + b.d)) + 24;
  const s = Math.min(800 / (maxX - minX), 700 / (maxZ - minZ));
  const ox = 50 + (800 - (maxX - minX) * s) / 2;
  const oy = 120 + (720 - (maxZ - minZ) * s) / 2;
  const P = (x: number, z: number): [number, number] => [ox + (x - minX) * s, oy + (maxZ - z) * s];
  const B = (x: number, z: number, w: number, d: number): Box => {
    const [px, py] = P(x, z + d);
    return { x: px, y: py, w: w * s, h: d * s };
  };
  let body = rect(0, 0, SITE_W, SITE_H, '#EDE6D9');
  const site = B(minX + 4, minZ + 4, maxX - minX - 8, maxZ - minZ - 8);
  body += rect(site.x - 26, site.y - 26, site.w + 52, site.h + 52, '#D9D2C5', 'rx="6"');
  body +=
    rect(0, site.y + site.h + 26, 880, 30, '#CFC8BB') +
    rect(0, site.y + site.h + 40, 880, 2, '#FFFFFF', 'stroke-dasharray="16 12"');
  const lawn = defs.linear(
    [
      [0, '#A9C38A'],
      [1, '#8FB070'],
    ],
    0,
    0,
    1,
    1,
  );
  body += rect(site.x, site.y, site.w, site.h, lawn, 'rx="4"');
  const occupied: Box[] = [];
  const path = (b: Box): void => {
    body += rect(b.x, b.y, b.w, b.h, '#EFE5D3');
    occupied.push(b);
  };
  path(B(-2.4, minZ + 4, 4.8, maxZ - minZ - 8));
  const rowZs: number[] = [];
  for (const z of blocks.map((b) => b.z).sort((a, b) => a - b))
    if (!rowZs.some((r) => Math.abs(r - z) < 15)) rowZs.push(z);
  for (const z of rowZs) path(B(minX + 10, villa ? z + 14 : z - 6, maxX - minX - 20, 3.6));
  const labels: [number, number, string][] = [];
  if (villa) {
    for (const b of blocks) {
      const pool = B(b.x + 1.5, b.z - 9.5, b.w - 4, 4);
      body +=
        rect(pool.x - 4, pool.y - 4, pool.w + 8, pool.h + 8, '#F4EEE3') +
        rect(pool.x, pool.y, pool.w, pool.h, '#5FB7D4', 'rx="2"');
      occupied.push(pool);
      const garden = B(b.x - 2, b.z - 12, b.w + 4, b.d + 13);
      body += `<rect x="${r1(garden.x)}" y="${r1(garden.y)}" width="${r1(garden.w)}" height="${r1(garden.h)}" fill="none" stroke="#6E8B4E" stroke-width="3" stroke-dasharray="2 5"/>`;
    }
    labels.push([...P(blocks[0]!.x + 2, blocks[0]!.z - 7.5), '1']);
  } else {
    const pool = B(5, minZ + 12, 22, 11);
    body += rect(pool.x - 8, pool.y - 8, pool.w + 16, pool.h + 16, '#F4EEE3', 'rx="4"');
    body += `<rect x="${r1(pool.x)}" y="${r1(pool.y)}" width="${r1(pool.w)}" height="${r1(pool.h)}" rx="${r1(2 * s)}" fill="#5FB7D4"/><circle cx="${r1(pool.x + pool.w)}" cy="${r1(pool.y + pool.h / 2)}" r="${r1(3.2 * s)}" fill="#5FB7D4" stroke="#F4EEE3" stroke-width="4"/>`;
    occupied.push(pool);
    labels.push([pool.x + pool.w / 2, pool.y + pool.h / 2, '1']);
    const play = B(-22, minZ + 10, 11, 11);
    body += `<circle cx="${r1(play.x + play.w / 2)}" cy="${r1(play.y + play.h / 2)}" r="${r1(play.w / 2)}" fill="#E58F6A"/><circle cx="${r1(play.x + play.w / 2)}" cy="${r1(play.y + play.h / 2)}" r="${r1(play.w / 3.4)}" fill="#F2C36B"/>`;
    occupied.push(play);
    labels.push([play.x + play.w / 2, play.y + play.h / 2, '2']);
    const court = B(minX + 14, maxZ - 32, 15, 26);
    body +=
      rect(court.x, court.y, court.w, court.h, '#4F7FA0') +
      `<rect x="${r1(court.x + 5)}" y="${r1(court.y + 5)}" width="${r1(court.w - 10)}" height="${r1(court.h - 10)}" fill="none" stroke="#FFFFFF" stroke-width="2"/><line x1="${r1(court.x + 5)}" y1="${r1(court.y + court.h / 2)}" x2="${r1(court.x + court.w - 5)}" y2="${r1(court.y + court.h / 2)}" stroke="#FFFFFF" stroke-width="2"/>`;
    occupied.push(court);
    labels.push([court.x + court.w / 2, court.y + court.h / 2, '3']);
    const ramp = B(maxX - 22, minZ + 4, 7, 16);
    body +=
      rect(ramp.x, ramp.y, ramp.w, ramp.h, '#9C978E') +
      text(ramp.x + ramp.w / 2, ramp.y + ramp.h / 2 + 7, 'P', {
        size: 20,
        anchor: 'middle',
        weight: 'bold',
        fill: '#FFFFFF',
      });
    occupied.push(ramp);
    labels.push([ramp.x + ramp.w / 2, ramp.y - 18, '4']);
  }
  const [ex, ey] = P(0, minZ + 4);
  labels.push([ex, ey - 22, villa ? '2' : '5']);
  for (const b of blocks) {
    const box = B(b.x, b.z, b.w, b.d);
    occupied.push(box);
    body += rect(
      box.x + 0.25 * b.floors * s * 0.5,
      box.y + 0.25 * b.floors * s * 0.5,
      box.w,
      box.h,
      '#33402C',
      'opacity="0.28"',
    );
  }
  for (let i = 0; i < (villa ? 90 : 140); i++) {
    const r = rng.range(1.6, 3.4) * s;
    const t: Box = {
      x: rng.range(site.x + 8, site.x + site.w - 8),
      y: rng.range(site.y + 8, site.y + site.h - 8),
      w: 0,
      h: 0,
    };
    if (occupied.some((o) => overlaps(t, o, r + 2))) continue;
    body += tree(t.x, t.y, r, rng.pick(['#5E8A3C', '#6F9A47', '#4F7A3A', '#7FA556']), true);
  }
  for (let z = minZ + 10; z < maxZ - 10; z += 9) {
    for (const x of [-4.4, 4.4]) {
      const [px, py] = P(x, z);
      if (blocks.some((b) => overlaps({ x: px, y: py, w: 0, h: 0 }, B(b.x, b.z, b.w, b.d), 2 * s))) continue;
      body += palmTop(px, py, 2.6 * s);
    }
  }
  blocks.forEach((b, i) => {
    const box = B(b.x, b.z, b.w, b.d);
    body += rect(box.x, box.y, box.w, box.h, '#FBF8F2', `stroke="#BDB3A3" stroke-width="1.5"`);
    if (b.style.penthouse)
      body += rect(
        box.x + 1.8 * s,
        box.y + 1.8 * s,
        box.w - 3.6 * s,
        box.h - 3.6 * s,
        '#EFE8DC',
        'stroke="#D3C8B6"',
      );
    else if (villa) body += rect(box.x + box.w * 0.55, box.y, box.w * 0.45, box.h, '#EFE8DC');
    body += badge(
      box.x + box.w / 2,
      box.y + box.h / 2,
      villa ? String(i + 1) : String.fromCharCode(65 + i),
      false,
    );
  });
  for (const [x, y, l] of labels) body += badge(x, y, l);
  body += text(40, 52, 'VAZİYET PLANI', { size: 22, family: SERIF, fill: BRAND.charcoal, spacing: 4 });
  body += text(40, 74, 'Site plan · Генеральный план', { size: 13, fill: '#7D756A', style: 'italic' });
  const legend = villa
    ? ['Özel havuz · Private pool', 'Ana giriş ve güvenlik · Main gate']
    : [
        'Yüzme havuzu · Swimming pool',
        'Çocuk oyun alanı · Playground',
        'Spor sahası · Sports court',
        'Otopark girişi · Car park',
        'Ana giriş · Main entrance',
      ];
  const lx = 915;
  const ly = SITE_H / 2 - (legend.length * 26) / 2;
  body +=
    rect(lx - 20, 0, SITE_W - lx + 20, SITE_H, '#FBF8F2') +
    `<line x1="${lx - 20}" y1="0" x2="${lx - 20}" y2="${SITE_H}" stroke="${BRAND.gold}" stroke-width="2"/>`;
  body += text(lx, ly - 70, profile.name, { size: 17, family: SERIF, fill: BRAND.charcoal });
  body += text(lx, ly - 12, 'LEJANT · LEGEND', {
    size: 12,
    family: SANS,
    weight: 'bold',
    fill: BRAND.bronze,
    spacing: 2,
  });
  legend.forEach((item, n) => {
    const i = n * 1.45;
    body +=
      `<circle cx="${lx + 10}" cy="${ly + 8 + i * 26}" r="10" fill="${BRAND.charcoal}"/>` +
      text(lx + 10, ly + 12 + i * 26, String(n + 1), {
        size: 11,
        anchor: 'middle',
        weight: 'bold',
        fill: BRAND.gold,
      });
    const [tr, en] = item.split(' · ');
    body +=
      text(lx + 30, ly + 13 + i * 26, tr ?? item, { size: 13, family: CONDENSED, fill: BRAND.charcoal }) +
      text(lx + 30, ly + 26 + i * 26, en ?? '', { size: 10.5, fill: '#8A8276', style: 'italic' });
  });
  body += `<g transform="translate(${lx + 20},${SITE_H - 90})"><circle r="26" fill="#FFFFFF" opacity="0.9"/><path d="M0,-20 L7,6 L0,1 L-7,6 Z" fill="${BRAND.charcoal}"/>${text(0, 19, 'K', { size: 10, anchor: 'middle', weight: 'bold' })}</g>`;
  return svgDoc(SITE_W, SITE_H, defs, body);
}
