// Blog covers drawn for the occasion: a blueprint, a desk with a plan, a price chart, a construction site.
import { Camera } from './camera.js';
import { BRAND, mix, shade } from './color.js';
import { renderFloorPlanSvg } from './floor-plan.js';
import { konakMark } from './logo.js';
import { createRng } from './random.js';
import { drawMountains, drawSky, lightFor } from './sky.js';
import { solid } from './solid.js';
import { CONDENSED, Defs, SANS, SERIF, r1, rect, svgDoc, text } from './svg.js';

const W = 1600;
const H = 1000;

/** Embeds a whole SVG document inside another, renaming its ids so that they cannot collide. */
function nested(svg: string, prefix: string, x: number, y: number, w: number, h: number): string {
  const inner = svg
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(
      '<svg ',
      `<svg x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet" `,
    )
    .replace(/ width="(\d+)" height="(\d+)" viewBox/, ' viewBox');
  return inner;
}

export function renderBlueprintSvg(seed: string): string {
  const rng = createRng(`blueprint:${seed}`);
  const defs = new Defs();
  const grid = defs.raw(
    'g',
    `<pattern id="$ID" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0 L0 0 0 40" fill="none" stroke="#FFFFFF" stroke-width="0.6" opacity="0.12"/></pattern>`,
  );
  let body = rect(0, 0, W, H, '#1D3549') + rect(0, 0, W, H, `url(#${grid})`);
  const line = '#E6EEF3';
  const bx = 380;
  const by = 150;
  const bw = 640;
  const floors = 9;
  const fh = 78;
  body += `<rect x="${bx}" y="${by}" width="${bw}" height="${floors * fh}" fill="none" stroke="${line}" stroke-width="2.5"/>`;
  for (let f = 0; f < floors; f++) {
    const y = by + f * fh;
    body += `<line x1="${bx - 14}" y1="${y}" x2="${bx + bw + 14}" y2="${y}" stroke="${line}" stroke-width="1" opacity="0.7"/>`;
    for (let b = 0; b < 8; b++) {
      const x = bx + 16 + b * 78;
      const balcony = b % 2 === 0 && f > 0 && f < floors - 1;
      body += `<rect x="${x}" y="${y + (balcony ? 10 : 20)}" width="${balcony ? 62 : 46}" height="${balcony ? 60 : 40}" fill="none" stroke="${line}" stroke-width="1.2"/>`;
      if (balcony)
        body += `<line x1="${x - 6}" y1="${y + 48}" x2="${x + 68}" y2="${y + 48}" stroke="${BRAND.gold}" stroke-width="2"/>`;
    }
  }
  body += `<path d="M${bx - 20},${by} L${bx + bw / 2},${by - 70} L${bx + bw + 20},${by}" fill="none" stroke="${BRAND.gold}" stroke-width="2.5"/>`;
  const dimX = bx + bw + 70;
  body += `<line x1="${dimX}" y1="${by}" x2="${dimX}" y2="${by + floors * fh}" stroke="${line}" stroke-width="1"/>`;
  for (let f = 0; f <= floors; f++)
    body += `<line x1="${dimX - 6}" y1="${by + f * fh + 6}" x2="${dimX + 6}" y2="${by + f * fh - 6}" stroke="${line}" stroke-width="1.4"/>`;
  body += text(dimX + 14, by + fh / 2 + 4, '3,10', { size: 13, fill: line });
  body += text(dimX + 14, by + (floors * fh) / 2, '27,90', { size: 15, fill: BRAND.gold, weight: 'bold' });
  body += `<line x1="${bx - 40}" y1="${by + floors * fh + 2}" x2="${bx + bw + 40}" y2="${by + floors * fh + 2}" stroke="${line}" stroke-width="3"/>`;
  body += `<g opacity="0.85"><path d="M1180,260 L1480,760 L1180,760 Z" fill="${BRAND.gold}" opacity="0.22" stroke="${BRAND.gold}" stroke-width="3"/><path d="M1230,420 L1380,700 L1230,700 Z" fill="#1D3549" stroke="${BRAND.gold}" stroke-width="2"/></g>`;
  body += `<g transform="translate(220,620) rotate(${r1(rng.range(-20, -10))})"><circle r="14" fill="none" stroke="${line}" stroke-width="3"/><line x1="-6" y1="12" x2="-70" y2="260" stroke="${line}" stroke-width="5"/><line x1="6" y1="12" x2="80" y2="250" stroke="${line}" stroke-width="5"/><path d="M-50,140 A130,130 0 0 0 58,140" fill="none" stroke="${line}" stroke-width="1.2" stroke-dasharray="6 5"/></g>`;
  body +=
    `<rect x="1120" y="820" width="400" height="120" fill="none" stroke="${line}" stroke-width="1.5"/>` +
    konakMark(1138, 838, 80, BRAND.gold);
  body += text(1236, 872, 'KONAK YAPI', { size: 22, family: SERIF, fill: '#FFFFFF', spacing: 5 });
  body += text(1236, 900, 'CEPHE GÖRÜNÜŞÜ · ELEVATION', { size: 12, family: SANS, fill: line, spacing: 2 });
  body += text(1236, 922, 'ÖLÇEK 1/100', { size: 12, family: SANS, fill: BRAND.gold, spacing: 2 });
  body += `<g transform="translate(80,880) rotate(-8)"><rect width="520" height="20" rx="4" fill="${BRAND.gold}"/><path d="M520,0 L560,10 L520,20 Z" fill="#E8D5B5"/><rect width="60" height="20" fill="#2D2D2D"/></g>`;
  return svgDoc(W, H, defs, body);
}

export function renderDeskSvg(seed: string): string {
  const rng = createRng(`desk:${seed}`);
  const defs = new Defs();
  let body = rect(0, 0, W, H, '#B98E64');
  for (let x = 0; x < W; x += 200) {
    body += rect(x, 0, 198, H, shade('#B98E64', rng.range(0.92, 1.06)));
    for (let i = 0; i < 14; i++)
      body += `<path d="M${x + rng.range(5, 190)},0 Q${x + rng.range(0, 200)},${H / 2} ${x + rng.range(5, 190)},${H}" stroke="#8E6A48" stroke-width="1" fill="none" opacity="0.35"/>`;
  }
  const shadow = defs.blur(12);
  body += `<g transform="rotate(-4 640 500)"><rect x="190" y="130" width="900" height="680" fill="#000" opacity="0.35" filter="${shadow}"/><rect x="180" y="118" width="900" height="680" fill="#FBF8F2"/>${nested(renderFloorPlanSvg('2-1a'), 'fp', 190, 128, 880, 660)}</g>`;
  body += `<g transform="rotate(7 1300 420)"><rect x="1130" y="210" width="330" height="430" fill="#000" opacity="0.3" filter="${shadow}"/><rect x="1120" y="200" width="330" height="430" fill="#FFFFFF"/>`;
  body += text(1150, 250, 'KONTROL LİSTESİ', {
    size: 20,
    family: CONDENSED,
    weight: 'bold',
    fill: BRAND.charcoal,
    spacing: 2,
  });
  const items = ['İskân ve tapu', 'Zemin etüdü', 'Yalıtım', 'Otopark', 'Sosyal alanlar', 'Teslim tarihi'];
  items.forEach((it, i) => {
    const y = 300 + i * 52;
    body += `<rect x="1150" y="${y - 18}" width="24" height="24" fill="none" stroke="${BRAND.charcoal}" stroke-width="2"/>`;
    if (i < 4)
      body += `<path d="M1153,${y - 6} L1161,${y + 3} L1178,${y - 22}" fill="none" stroke="${BRAND.goldDeep}" stroke-width="4" stroke-linecap="round"/>`;
    body += text(1188, y, it, { size: 18, family: SANS, fill: '#4A4540' });
  });
  body += '</g>';
  body += `<g transform="translate(1300,820)"><circle r="112" fill="#000" opacity="0.25" filter="${shadow}"/><circle r="110" fill="#F4F1EA"/><circle r="72" fill="#FFFFFF" stroke="#E2DCD0" stroke-width="3"/><circle r="58" fill="#6B4630"/><circle cx="-16" cy="-18" r="16" fill="#8A5E40" opacity="0.6"/><path d="M70,-20 q46,20 0,40" fill="none" stroke="#F4F1EA" stroke-width="16"/></g>`;
  body += `<g transform="translate(110,820) rotate(-32)"><circle r="34" fill="none" stroke="#C9A574" stroke-width="8"/><rect x="28" y="-9" width="120" height="18" rx="6" fill="#D4B27E"/><rect x="118" y="9" width="10" height="14" fill="#D4B27E"/><rect x="96" y="9" width="10" height="10" fill="#D4B27E"/><g transform="rotate(70)"><rect x="28" y="-8" width="100" height="16" rx="6" fill="#B9BCC0"/><rect x="104" y="8" width="9" height="12" fill="#B9BCC0"/></g></g>`;
  body += `<g transform="translate(180,60) rotate(14)"><rect width="560" height="16" fill="${BRAND.charcoal}"/><rect x="560" width="30" height="16" fill="#E8D5B5"/><path d="M590,0 L620,8 L590,16 Z" fill="#E8D5B5"/><path d="M608,4 L620,8 L608,12 Z" fill="#2D2D2D"/><rect width="40" height="16" fill="${BRAND.gold}"/></g>`;
  return svgDoc(W, H, defs, body);
}

export function renderChartSvg(seed: string): string {
  const rng = createRng(`chart:${seed}`);
  const defs = new Defs();
  let body = rect(
    0,
    0,
    W,
    H,
    defs.linear([
      [0, '#2B2B2B'],
      [1, '#1B1B1B'],
    ]),
  );
  body += text(W - 90, 300, '2024', {
    size: 280,
    family: SERIF,
    fill: 'none',
    anchor: 'end',
    opacity: 0.16,
  }).replace('fill="none"', `fill="none" stroke="${BRAND.gold}" stroke-width="2"`);
  const x0 = 160;
  const x1 = W - 160;
  const yTop = 220;
  const yBase = 760;
  for (let i = 0; i <= 5; i++) {
    const y = yBase - (i * (yBase - yTop)) / 5;
    body += `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="#FFFFFF" stroke-width="1" opacity="0.08"/>`;
  }
  const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
  const pts: [number, number][] = [];
  let v = 0.1;
  for (let i = 0; i < 24; i++) {
    v += i < 8 ? rng.range(0.005, 0.02) : i < 16 ? rng.range(0.03, 0.07) : rng.range(0.005, 0.035);
    pts.push([x0 + (i / 23) * (x1 - x0), yBase - Math.min(0.95, v) * (yBase - yTop)]);
  }
  const line = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)},${r1(y)}`).join(' ');
  const area = defs.linearAbs(
    [
      [0, BRAND.gold, 0.45],
      [1, BRAND.gold, 0],
    ],
    0,
    yTop,
    0,
    yBase,
  );
  body += `<path d="${line} L${x1},${yBase} L${x0},${yBase} Z" fill="${area}"/>`;
  body += `<path d="${line}" fill="none" stroke="${BRAND.gold}" stroke-width="5" stroke-linejoin="round"/>`;
  pts.forEach(([x, y], i) => {
    if (i % 4 === 3)
      body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="#1E1E1E" stroke="${BRAND.gold}" stroke-width="4"/>`;
  });
  years.forEach(
    (yr, i) =>
      (body += text(x0 + (i / 5) * (x1 - x0), yBase + 44, yr, {
        size: 22,
        anchor: 'middle',
        fill: '#BDB5A8',
      })),
  );
  let sky = '';
  let x = 0;
  while (x < W) {
    const bw = rng.range(40, 110);
    const bh = rng.range(40, 150);
    sky += rect(x, H - bh, bw, bh, '#151515');
    x += bw + 4;
  }
  body += sky + rect(0, H - 6, W, 6, BRAND.gold);
  body += text(x0, 140, 'ANTALYA KONUT PİYASASI', {
    size: 24,
    family: CONDENSED,
    weight: 'bold',
    fill: '#FFFFFF',
    spacing: 4,
  });
  body += text(x0, 172, 'Housing market · Рынок жилья', { size: 17, fill: '#BDB5A8', style: 'italic' });
  return svgDoc(W, H, defs, body);
}

export function renderConstructionSvg(seed: string): string {
  const rng = createRng(`site:${seed}`);
  const light = lightFor('golden');
  const defs = new Defs();
  const horizon = 640;
  let body =
    drawSky(defs, rng.fork('sky'), light, W, horizon, H) +
    drawMountains(defs, rng.fork('m'), light, W, horizon, 1);
  body += rect(
    0,
    horizon,
    W,
    H - horizon,
    defs.linearAbs(
      [
        [0, '#C9A982'],
        [1, '#A68660'],
      ],
      0,
      horizon,
      0,
      H,
    ),
  );
  const cam = new Camera({ eye: { x: -18, y: 1.7, z: -22 }, yaw: 0.42, focal: 980, cx: W * 0.5, horizon });
  const concrete = mix('#C8C4BC', light.tint, 0.25);
  let frame = '';
  const floors = 9;
  for (let f = floors; f >= 0; f--) {
    const y = f * 3.1;
    if (f < 4) {
      frame += solid(cam, 0, y, 30, 24, y + 3.1, 44, mix('#F2ECE2', light.tint, 0.3), {
        front: mix('#F2ECE2', light.tint, 0.35),
      });
    }
    for (const x of [0, 6, 12, 18, 24])
      for (const z of [30, 37, 44])
        if (f < floors) frame += solid(cam, x, y, z, x + 0.4, y + 3.1, z + 0.4, shade(concrete, 0.85));
    frame += solid(cam, -0.3, y + 2.9, 29.7, 24.4, y + 3.2, 44.3, concrete);
  }
  body += frame;
  const mx = 1180;
  let crane = `<rect x="${mx - 14}" y="120" width="28" height="${horizon - 100}" fill="none" stroke="#E3A93B" stroke-width="4"/>`;
  for (let y = 120; y < horizon + 20; y += 28)
    crane += `<path d="M${mx - 14},${y} L${mx + 14},${y + 28} M${mx + 14},${y} L${mx - 14},${y + 28}" stroke="#E3A93B" stroke-width="2"/>`;
  crane += `<rect x="${mx - 620}" y="96" width="820" height="24" fill="none" stroke="#E3A93B" stroke-width="4"/>`;
  for (let x = mx - 620; x < mx + 200; x += 24)
    crane += `<path d="M${x},96 L${x + 12},120 L${x + 24},96" stroke="#E3A93B" stroke-width="2" fill="none"/>`;
  crane += `<rect x="${mx + 120}" y="120" width="70" height="46" fill="#6F6A62"/><rect x="${mx - 24}" y="120" width="40" height="34" fill="${BRAND.charcoal}"/><path d="M${mx},40 L${mx - 600},100 M${mx},40 L${mx + 190},100" stroke="#555" stroke-width="2"/><rect x="${mx - 6}" y="40" width="12" height="60" fill="#E3A93B"/>`;
  crane += `<line x1="${mx - 380}" y1="120" x2="${mx - 380}" y2="380" stroke="#333" stroke-width="2"/><rect x="${mx - 392}" y="380" width="24" height="14" fill="#333"/>`;
  body += crane;
  body += rect(0, H - 210, W, 150, BRAND.charcoal) + rect(0, H - 210, W, 6, BRAND.gold);
  for (let x = 0; x < W; x += 400)
    body += `<line x1="${x}" y1="${H - 210}" x2="${x}" y2="${H - 60}" stroke="#1E1E1E" stroke-width="4"/>`;
  body +=
    konakMark(110, H - 190, 100, BRAND.gold) +
    text(240, H - 120, 'KONAK YAPI', { size: 44, family: SERIF, fill: '#FFFFFF', spacing: 8 });
  body += text(244, H - 86, 'HER İHTİYACA YÖNELİK YAPI ÇÖZÜMLERİ', {
    size: 16,
    family: SANS,
    fill: BRAND.gold,
    spacing: 3,
  });
  body += rect(0, H - 60, W, 60, '#A68660');
  return svgDoc(W, H, defs, body);
}
