// Floor plans: walls, doors, windows, furniture, room names with areas, dimensions and a title block.
import { BRAND } from './color.js';
import { furniture } from './plan-furniture.js';
import { LAYOUTS, type PlanLayout, type PlanRoom } from './plan-layouts.js';
import { CONDENSED, Defs, SANS, SERIF, r1, rect, svgDoc, text } from './svg.js';

export const PLAN_W = 1200;
export const PLAN_H = 900;
const WALL = '#2D2D2D';
const PAPER = '#FBF8F2';

const area = (m2: number): string => `${m2.toFixed(2).replace('.', ',')} m²`;
const metres = (m: number): string => m.toFixed(2).replace('.', ',');

function roomFill(room: PlanRoom, wood: string, tile: string, hatch: string): string {
  if (room.outdoor) return hatch;
  if (['bath', 'shower', 'wc'].includes(room.furn) || room.tr === 'MUTFAK') return tile;
  if (room.furn === 'none' || room.furn === 'stairs') return '#F4EFE6';
  return wood;
}

function placed(room: PlanRoom, ox: number, oy: number, s: number): string {
  const x = ox + room.x * s;
  const y = oy + room.y * s;
  const w = room.w * s;
  const h = room.h * s;
  const [W, H, t] =
    room.side === 'top'
      ? [w, h, `translate(${r1(x)},${r1(y)})`]
      : room.side === 'bottom'
        ? [w, h, `translate(${r1(x + w)},${r1(y + h)}) rotate(180)`]
        : room.side === 'left'
          ? [h, w, `translate(${r1(x)},${r1(y + h)}) rotate(-90)`]
          : [h, w, `translate(${r1(x + w)},${r1(y)}) rotate(90)`];
  const inset = 0.08 * s;
  return `<g transform="${t}"><g transform="translate(${r1(inset)},${r1(inset)})">${furniture(room.furn, W - 2 * inset, H - 2 * inset, s)}</g></g>`;
}

function label(room: PlanRoom, ox: number, oy: number, s: number): string {
  const cx = ox + (room.x + room.w / 2) * s;
  let cy = oy + (room.y + room.h / 2) * s;
  const small = room.w * s < 120 || room.h * s < 95;
  if (room.furn === 'sofa' || room.furn === 'bed2' || room.furn === 'bed1')
    cy += room.side === 'top' ? room.h * s * 0.22 : 0;
  const size = small ? 11 : 14;
  let out = `<rect x="${r1(cx - 78)}" y="${r1(cy - size - 6)}" width="156" height="${small ? 34 : 50}" rx="3" fill="${PAPER}" opacity="0.82"/>`;
  const name = small && room.tr.length > 10 ? (room.tr.split(' ')[0] ?? room.tr) : room.tr;
  out += text(cx, cy, name, {
    size,
    family: CONDENSED,
    weight: 'bold',
    anchor: 'middle',
    fill: WALL,
    spacing: 0.8,
  });
  if (!small)
    out += text(cx, cy + 15, room.en, {
      size: 11,
      family: SANS,
      anchor: 'middle',
      fill: '#8A8276',
      style: 'italic',
    });
  out += text(cx, cy + (small ? 14 : 32), area(room.w * room.h), {
    size: small ? 10.5 : 12.5,
    family: SANS,
    anchor: 'middle',
    fill: BRAND.bronze,
    weight: 'bold',
  });
  return out;
}

function dimension(x1: number, y1: number, x2: number, y2: number, value: string, vertical: boolean): string {
  const tick = (x: number, y: number): string =>
    `<line x1="${r1(x - 5)}" y1="${r1(y + 5)}" x2="${r1(x + 5)}" y2="${r1(y - 5)}" stroke="${WALL}" stroke-width="1.2"/>`;
  let out =
    `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${WALL}" stroke-width="0.8"/>` +
    tick(x1, y1) +
    tick(x2, y2);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  out += vertical
    ? `<text x="${r1(mx - 8)}" y="${r1(my)}" font-family="${SANS}" font-size="12" fill="${WALL}" text-anchor="middle" transform="rotate(-90 ${r1(mx - 8)} ${r1(my)})">${value}</text>`
    : text(mx, my - 7, value, { size: 12, anchor: 'middle', fill: WALL });
  return out;
}

function titleBlock(p: PlanLayout, x: number): string {
  let out = `<line x1="${x}" y1="70" x2="${x}" y2="830" stroke="${BRAND.gold}" stroke-width="1.5"/>`;
  const tx = x + 34;
  out += text(tx, 120, 'KONAK YAPI', {
    size: 13,
    family: SANS,
    weight: 'bold',
    fill: BRAND.bronze,
    spacing: 4,
  });
  out += text(tx, 196, p.rooms, { size: 68, family: SERIF, fill: WALL });
  out += text(tx, 232, p.titleTr, { size: 16, family: CONDENSED, weight: 'bold', fill: WALL, spacing: 2 });
  out += text(tx, 254, p.titleEn, { size: 14, family: SANS, fill: '#8A8276', style: 'italic' });
  out += `<rect x="${tx}" y="282" width="220" height="76" fill="${BRAND.charcoal}"/>`;
  out += text(tx + 18, 310, 'BRÜT ALAN · GROSS AREA', {
    size: 11,
    family: SANS,
    fill: BRAND.gold,
    spacing: 1.2,
  });
  out += text(tx + 18, 344, `${p.gross} m²`, { size: 28, family: SERIF, fill: '#FFFFFF' });
  let y = 400;
  let net = 0;
  for (const room of p.plan) {
    const a = room.w * room.h;
    if (!room.outdoor) net += a;
    out += text(tx, y, room.tr, { size: 11.5, family: CONDENSED, fill: WALL });
    out += text(tx + 220, y, area(a), { size: 11.5, family: SANS, fill: WALL, anchor: 'end' });
    out += `<line x1="${tx}" y1="${y + 7}" x2="${tx + 220}" y2="${y + 7}" stroke="#E2D9CB" stroke-width="1"/>`;
    y += 24;
  }
  out += text(tx, y + 8, 'NET KULLANIM · NET', { size: 11.5, family: CONDENSED, weight: 'bold', fill: WALL });
  out += text(tx + 220, y + 8, area(net), {
    size: 11.5,
    family: SANS,
    weight: 'bold',
    fill: BRAND.bronze,
    anchor: 'end',
  });
  out += text(tx, 812, 'Ölçüler metre cinsindendir. Mobilyalar temsilidir.', { size: 9.5, fill: '#8A8276' });
  out += text(tx, 826, 'Dimensions in metres. Furniture is indicative.', {
    size: 9.5,
    fill: '#8A8276',
    style: 'italic',
  });
  return out;
}

/** Scales a layout so that its indoor net area is about 80% of the gross area it is sold with. */
function fitted(raw: PlanLayout): PlanLayout {
  const net = raw.plan.filter((r) => !r.outdoor).reduce((a, r) => a + r.w * r.h, 0);
  const k = Math.sqrt((Number.parseFloat(raw.gross.replace(',', '.')) * 0.8) / net);
  const q = (v: number): number => Math.round(v * k * 100) / 100;
  return {
    ...raw,
    w: q(raw.w),
    h: q(raw.h),
    plan: raw.plan.map((r) => ({
      ...r,
      x: q(r.x),
      y: q(r.y),
      w: r.outdoor ? q(r.w) : q(r.x + r.w) - q(r.x),
      h: r.outdoor ? r.h : q(r.y + r.h) - q(r.y),
    })),
    doors: raw.doors.map((d) => ({ ...d, x: q(d.x), y: q(d.y) })),
    windows: raw.windows.map((w) => ({ x0: q(w.x0), y0: q(w.y0), x1: q(w.x1), y1: q(w.y1) })),
  };
}

export function renderFloorPlanSvg(code: string): string {
  const p = fitted(LAYOUTS[code] ?? (LAYOUTS['2-1a'] as PlanLayout));
  const defs = new Defs();
  const wood = `url(#${defs.raw('p', `<pattern id="$ID" width="14" height="90" patternUnits="userSpaceOnUse"><rect width="14" height="90" fill="#F3E8D8"/><line x1="0" y1="0" x2="0" y2="90" stroke="#E6D6BF" stroke-width="1"/><line x1="0" y1="60" x2="14" y2="60" stroke="#E6D6BF" stroke-width="1"/></pattern>`)})`;
  const tile = `url(#${defs.raw('p', `<pattern id="$ID" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="#EEF1F0"/><path d="M22 0 L0 0 0 22" fill="none" stroke="#D9DFDD" stroke-width="1"/></pattern>`)})`;
  const hatch = `url(#${defs.raw('p', `<pattern id="$ID" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#F1ECE2"/><line x1="0" y1="0" x2="0" y2="10" stroke="#E2D8C6" stroke-width="2"/></pattern>`)})`;
  defs.raw(
    'a',
    `<marker id="arrow" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#7D756A"/></marker>`,
  );
  const extraH = Math.max(...p.plan.map((r) => r.y + r.h));
  const areaW = 800;
  const areaH = 700;
  const s = Math.min(areaW / p.w, areaH / extraH);
  const ox = 70 + (areaW - p.w * s) / 2;
  const oy = 110 + (areaH - extraH * s) / 2;
  let body = '';
  for (const room of p.plan)
    body += rect(ox + room.x * s, oy + room.y * s, room.w * s, room.h * s, roomFill(room, wood, tile, hatch));
  for (const room of p.plan) body += placed(room, ox, oy, s);
  const wt = Math.max(3, 0.11 * s);
  for (const room of p.plan) {
    if (room.outdoor) {
      body += `<rect x="${r1(ox + room.x * s)}" y="${r1(oy + room.y * s)}" width="${r1(room.w * s)}" height="${r1(room.h * s)}" fill="none" stroke="${WALL}" stroke-width="2"/>`;
      body += `<rect x="${r1(ox + room.x * s + 5)}" y="${r1(oy + room.y * s)}" width="${r1(room.w * s - 10)}" height="${r1(room.h * s - 5)}" fill="none" stroke="${WALL}" stroke-width="0.8"/>`;
    } else if (room.open) {
      body += `<rect x="${r1(ox + room.x * s)}" y="${r1(oy + room.y * s)}" width="${r1(room.w * s)}" height="${r1(room.h * s)}" fill="none" stroke="${WALL}" stroke-width="1" stroke-dasharray="6 5"/>`;
    }
  }
  for (const room of p.plan) {
    if (room.outdoor || room.open) continue;
    body += `<rect x="${r1(ox + room.x * s)}" y="${r1(oy + room.y * s)}" width="${r1(room.w * s)}" height="${r1(room.h * s)}" fill="none" stroke="${WALL}" stroke-width="${r1(wt)}"/>`;
  }
  body += `<rect x="${r1(ox)}" y="${r1(oy)}" width="${r1(p.w * s)}" height="${r1(p.h * s)}" fill="none" stroke="${WALL}" stroke-width="${r1(wt * 2.2)}"/>`;
  for (const w of p.windows) {
    const horizontal = w.y0 === w.y1;
    const x = ox + w.x0 * s;
    const y = oy + w.y0 * s;
    const len = (horizontal ? w.x1 - w.x0 : w.y1 - w.y0) * s;
    const t = wt * 2.4;
    body += horizontal
      ? rect(x, y - t / 2, len, t, '#FFFFFF', `stroke="${WALL}" stroke-width="1"`) +
        rect(x, y - 1.5, len, 3, '#9CC3D5')
      : rect(x - t / 2, y, t, len, '#FFFFFF', `stroke="${WALL}" stroke-width="1"`) +
        rect(x - 1.5, y, 3, len, '#9CC3D5');
  }
  for (const d of p.doors) {
    const cx = ox + d.x * s;
    const cy = oy + d.y * s;
    const w = d.w * s;
    const t = wt * (d.entry ? 2.6 : 1.6);
    if (d.axis === 'x') {
      const x0 = cx - w / 2;
      body += rect(x0, cy - t / 2, w, t, PAPER);
      const ey = cy + d.swing * w;
      body += `<line x1="${r1(x0)}" y1="${r1(cy)}" x2="${r1(x0)}" y2="${r1(ey)}" stroke="${WALL}" stroke-width="2"/>`;
      body += `<path d="M${r1(x0)},${r1(ey)} A${r1(w)},${r1(w)} 0 0 ${d.swing > 0 ? 0 : 1} ${r1(x0 + w)},${r1(cy)}" fill="none" stroke="${WALL}" stroke-width="0.8" stroke-dasharray="4 3"/>`;
    } else {
      const y0 = cy - w / 2;
      body += rect(cx - t / 2, y0, t, w, PAPER);
      const ex = cx + d.swing * w;
      body += `<line x1="${r1(cx)}" y1="${r1(y0)}" x2="${r1(ex)}" y2="${r1(y0)}" stroke="${WALL}" stroke-width="2"/>`;
      body += `<path d="M${r1(ex)},${r1(y0)} A${r1(w)},${r1(w)} 0 0 ${d.swing > 0 ? 1 : 0} ${r1(cx)},${r1(y0 + w)}" fill="none" stroke="${WALL}" stroke-width="0.8" stroke-dasharray="4 3"/>`;
    }
    if (d.entry)
      body += `<path d="M${r1(cx - 8)},${r1(cy - 26)} L${r1(cx + 8)},${r1(cy - 26)} L${r1(cx)},${r1(cy - 12)} Z" fill="${BRAND.gold}"/>`;
  }
  for (const room of p.plan) body += label(room, ox, oy, s);
  body += dimension(ox, oy - 40, ox + p.w * s, oy - 40, metres(p.w), false);
  body += dimension(ox - 36, oy, ox - 36, oy + p.h * s, metres(p.h), true);
  const nx = 960;
  const ny = 752;
  body += `<circle cx="${nx}" cy="${ny}" r="22" fill="none" stroke="${WALL}" stroke-width="1.2"/><path d="M${nx},${ny - 20} L${nx + 8},${ny + 10} L${nx},${ny + 4} L${nx - 8},${ny + 10} Z" fill="${WALL}"/>`;
  body += text(nx, ny - 28, 'K', { size: 12, anchor: 'middle', weight: 'bold', fill: WALL });
  const bar = s / 2;
  body +=
    `<g transform="translate(1000,758)">` +
    [0, 1, 2, 3]
      .map((i) => rect(i * bar, 0, bar, 6, i % 2 ? '#FFFFFF' : WALL, `stroke="${WALL}" stroke-width="0.8"`))
      .join('');
  body +=
    text(0, -8, '0', { size: 10, fill: WALL, anchor: 'middle' }) +
    text(4 * bar, -8, '2 m', { size: 10, fill: WALL, anchor: 'middle' }) +
    '</g>';
  body += titleBlock(p, 900);
  return svgDoc(PLAN_W, PLAN_H, defs, body, PAPER);
}
