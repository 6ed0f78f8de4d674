// Furniture symbols for floor plans, drawn in a local frame whose top edge is the wall they stand against.
import type { Furniture } from './plan-layouts.js';
import { r1 } from './svg.js';

const LINE = '#7D756A';
const FILL = '#FFFFFF';

const box = (x: number, y: number, w: number, h: number, rx = 0, fill = FILL): string =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}" stroke="${LINE}" stroke-width="1.2"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, extra = ''): string =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${LINE}" stroke-width="1" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill = FILL): string =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" stroke="${LINE}" stroke-width="1.1"/>`;

function bed(x: number, y: number, w: number, s: number): string {
  let out = box(x, y, w, 2.0 * s, 0.06 * s);
  const pw = w > 1.2 * s ? (w - 0.3 * s) / 2 : w - 0.3 * s;
  out += box(x + 0.1 * s, y + 0.12 * s, pw, 0.4 * s, 0.08 * s, '#F4EFE6');
  if (w > 1.2 * s) out += box(x + 0.2 * s + pw, y + 0.12 * s, pw, 0.4 * s, 0.08 * s, '#F4EFE6');
  out +=
    line(x, y + 0.75 * s, x + w, y + 0.75 * s) +
    line(x + w * 0.1, y + 0.85 * s, x + w, y + 1.9 * s, 'opacity="0.5"');
  return out;
}

function chairsAround(cx: number, cy: number, tw: number, th: number, s: number): string {
  let out = '';
  const n = Math.max(1, Math.round(tw / (0.6 * s)));
  for (let i = 0; i < n; i++) {
    const x = cx - tw / 2 + (i + 0.5) * (tw / n) - 0.22 * s;
    out +=
      box(x, cy - th / 2 - 0.5 * s, 0.44 * s, 0.42 * s, 0.08 * s) +
      box(x, cy + th / 2 + 0.08 * s, 0.44 * s, 0.42 * s, 0.08 * s);
  }
  return out;
}

function table(cx: number, cy: number, tw: number, th: number, s: number): string {
  return chairsAround(cx, cy, tw, th, s) + box(cx - tw / 2, cy - th / 2, tw, th, 0.04 * s, '#F6F1E8');
}

function wcPan(x: number, y: number, s: number): string {
  return (
    box(x, y, 0.42 * s, 0.18 * s, 0.03 * s) +
    `<ellipse cx="${r1(x + 0.21 * s)}" cy="${r1(y + 0.45 * s)}" rx="${r1(0.19 * s)}" ry="${r1(0.27 * s)}" fill="${FILL}" stroke="${LINE}" stroke-width="1.1"/>`
  );
}

function basin(x: number, y: number, w: number, s: number): string {
  return (
    box(x, y, w, 0.48 * s, 0.04 * s) +
    `<ellipse cx="${r1(x + w / 2)}" cy="${r1(y + 0.26 * s)}" rx="${r1(Math.min(w * 0.3, 0.22 * s))}" ry="${r1(0.15 * s)}" fill="${FILL}" stroke="${LINE}" stroke-width="1"/>`
  );
}

/** Furniture for a room of W x H pixels (W along the wall), s pixels per metre. */
export function furniture(kind: Furniture, W: number, H: number, s: number): string {
  switch (kind) {
    case 'bed2': {
      const bw = 1.6 * s;
      let out = bed(W / 2 - bw / 2, 0.05 * s, bw, s);
      if (W > 2.7 * s)
        out +=
          box(W / 2 - bw / 2 - 0.5 * s, 0.05 * s, 0.45 * s, 0.4 * s) +
          box(W / 2 + bw / 2 + 0.05 * s, 0.05 * s, 0.45 * s, 0.4 * s);
      if (H > 3.4 * s)
        out +=
          box(0.1 * s, H - 0.65 * s, Math.min(W - 0.2 * s, 2.4 * s), 0.6 * s) +
          line(0.1 * s, H - 0.65 * s, Math.min(W - 0.1 * s, 2.5 * s), H - 0.05 * s, 'opacity="0.6"');
      return out;
    }
    case 'bed1': {
      let out = bed(0.15 * s, 0.05 * s, 1.0 * s, s) + box(1.2 * s, 0.05 * s, 0.45 * s, 0.4 * s);
      if (H > 2.7 * s && W > 2.2 * s)
        out +=
          box(W - 1.3 * s, H - 0.6 * s, 1.2 * s, 0.55 * s) +
          box(W - 0.9 * s, H - 1.05 * s, 0.45 * s, 0.42 * s, 0.08 * s);
      return out;
    }
    case 'sofa': {
      const sw = Math.min(2.6 * s, W - 0.6 * s);
      const x = W / 2 - sw / 2;
      let out = box(x - 0.3 * s, 1.0 * s, sw + 0.6 * s, Math.min(2.0 * s, H - 1.6 * s), 0, '#F2EBDF');
      out +=
        box(x, 0.05 * s, sw, 0.95 * s, 0.1 * s) + line(x + 0.05 * s, 0.3 * s, x + sw - 0.05 * s, 0.3 * s);
      for (let i = 1; i < 3; i++) out += line(x + (sw * i) / 3, 0.3 * s, x + (sw * i) / 3, 0.95 * s);
      out += box(W / 2 - 0.55 * s, 1.5 * s, 1.1 * s, 0.6 * s, 0.05 * s, '#F6F1E8');
      if (H > 5.4 * s) out += table(W / 2, H - 1.4 * s, 1.6 * s, 0.9 * s, s);
      else if (H > 2.9 * s) out += box(W / 2 - 0.9 * s, H - 0.45 * s, 1.8 * s, 0.4 * s);
      return out;
    }
    case 'kitchen': {
      let out = box(0.02 * s, 0.02 * s, W - 0.04 * s, 0.62 * s, 0, '#F6F1E8');
      out +=
        box(W * 0.3, 0.1 * s, 0.8 * s, 0.45 * s, 0.04 * s) +
        line(W * 0.3 + 0.4 * s, 0.1 * s, W * 0.3 + 0.4 * s, 0.55 * s);
      for (const [dx, dy] of [
        [0, 0],
        [0.3, 0],
        [0, 0.25],
        [0.3, 0.25],
      ] as [number, number][])
        out += circle(W * 0.62 + dx * s, 0.2 * s + dy * s, 0.09 * s);
      if (H > 2 * s)
        out += box(W - 0.64 * s, 0.64 * s, 0.62 * s, Math.min(1.6 * s, H - 1.2 * s), 0, '#F6F1E8');
      out +=
        box(0.02 * s, 0.02 * s, 0.7 * s, 0.7 * s, 0, '#EDE7DC') +
        line(0.02 * s, 0.02 * s, 0.72 * s, 0.72 * s, 'opacity="0.5"');
      return out;
    }
    case 'bath': {
      let out =
        box(0.05 * s, 0.05 * s, 1.7 * s, 0.75 * s, 0.1 * s) +
        `<rect x="${r1(0.15 * s)}" y="${r1(0.15 * s)}" width="${r1(1.5 * s)}" height="${r1(0.55 * s)}" rx="${r1(0.25 * s)}" fill="none" stroke="${LINE}" stroke-width="1"/>`;
      out +=
        wcPan(W - 0.5 * s, H - 0.7 * s, s) + basin(0.1 * s, H - 0.55 * s, Math.min(0.9 * s, W - 0.8 * s), s);
      return out;
    }
    case 'shower': {
      let out = box(0.05 * s, 0.05 * s, 0.9 * s, 0.9 * s);
      out += line(0.05 * s, 0.05 * s, 0.95 * s, 0.95 * s) + line(0.95 * s, 0.05 * s, 0.05 * s, 0.95 * s);
      out += wcPan(W - 0.5 * s, 0.08 * s, s) + basin(W - 0.95 * s, H - 0.55 * s, 0.85 * s, s);
      return out;
    }
    case 'wc':
      return wcPan(0.15 * s, 0.05 * s, s) + basin(W - 0.6 * s, 0.05 * s, 0.5 * s, s);
    case 'balcony': {
      let out = '';
      for (let x = 0.3 * s; x < W - 0.5 * s; x += 1.2 * s)
        out += `<rect x="${r1(x)}" y="${r1(H - 0.4 * s)}" width="${r1(0.8 * s)}" height="${r1(0.3 * s)}" fill="#DCE5CF" stroke="${LINE}" stroke-width="0.8"/>`;
      out +=
        circle(W / 2, H / 2 - 0.1 * s, 0.35 * s, '#F6F1E8') +
        circle(W / 2 - 0.65 * s, H / 2 - 0.1 * s, 0.2 * s) +
        circle(W / 2 + 0.65 * s, H / 2 - 0.1 * s, 0.2 * s);
      return out;
    }
    case 'stairs': {
      let out = box(0.2 * s, 0.1 * s, W - 0.4 * s, H - 0.2 * s, 0, '#F6F1E8');
      const n = Math.floor((W - 0.4 * s) / (0.28 * s));
      for (let i = 1; i < n; i++)
        out += line(0.2 * s + i * 0.28 * s, 0.1 * s, 0.2 * s + i * 0.28 * s, H - 0.1 * s);
      out += line(0.4 * s, H / 2, W - 0.5 * s, H / 2, 'marker-end="url(#arrow)"');
      return out;
    }
    case 'desk':
      return (
        box(W / 2 - 0.7 * s, 0.05 * s, 1.4 * s, 0.65 * s) +
        box(W / 2 - 0.25 * s, 0.85 * s, 0.5 * s, 0.5 * s, 0.1 * s) +
        box(0.1 * s, H - 0.45 * s, Math.min(W - 0.2 * s, 2 * s), 0.4 * s)
      );
    case 'dining':
      return table(W / 2, H / 2, Math.min(2.0 * s, W - 1.2 * s), 0.95 * s, s);
    default:
      return '';
  }
}
