// Mediterranean planting drawn as depth-scaled sprites: palms, olives, cypresses, shrubs.
import { mix, shade } from './color.js';
import type { Rng } from './random.js';
import type { Light } from './sky.js';
import { r1 } from './svg.js';

function greens(light: Light): [string, string, string] {
  const base = mix('#4E7A3A', light.lawn[1], 0.35);
  const k = light.time === 'night' ? 0.35 : light.time === 'dusk' ? 0.6 : 1;
  return [shade(mix(base, '#9DBE6A', 0.45), k), shade(base, k), shade(mix(base, '#1F3A22', 0.5), k)];
}

/** A palm standing at (x, y) on the ground, s pixels per metre. */
export function palm(rng: Rng, light: Light, x: number, y: number, s: number, height = 9): string {
  const h = height * s * rng.range(0.85, 1.15);
  const lean = rng.range(-0.12, 0.12) * h;
  const tx = x + lean;
  const ty = y - h;
  const trunk = shade('#8A7257', light.time === 'night' ? 0.4 : light.time === 'dusk' ? 0.65 : 1);
  const wBase = 0.32 * s;
  const wTop = 0.22 * s;
  const cx = x + lean * 0.35;
  const cy = y - h * 0.5;
  let out =
    `<path d="M${r1(x - wBase)},${r1(y)} Q${r1(cx - wBase)},${r1(cy)} ${r1(tx - wTop)},${r1(ty)} L${r1(tx + wTop)},${r1(ty)}` +
    ` Q${r1(cx + wBase)},${r1(cy)} ${r1(x + wBase)},${r1(y)} Z" fill="${trunk}"/>`;
  out +=
    `<path d="M${r1(x)},${r1(y)} Q${r1(cx)},${r1(cy)} ${r1(tx)},${r1(ty)}" stroke="${shade(trunk, 0.7)}"` +
    ` stroke-width="${r1(wBase * 1.6)}" stroke-dasharray="${r1(s * 0.12)} ${r1(s * 0.3)}" fill="none" opacity="0.5"/>`;
  const [light1, mid, dark] = greens(light);
  const fronds = rng.int(11, 15);
  const backs: string[] = [];
  const fronts: string[] = [];
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + rng.range(-0.15, 0.15);
    const len = rng.range(3.4, 4.6) * s;
    const droop = (0.5 + Math.abs(Math.cos(a)) * 1.1) * len * 0.6;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + droop;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.12;
    const nx = -(ey - ty);
    const ny = ex - tx;
    const nl = Math.hypot(nx, ny) || 1;
    const wd = 0.22 * s;
    const px = (nx / nl) * wd;
    const py = (ny / nl) * wd;
    const color = i % 3 === 0 ? dark : i % 3 === 1 ? mid : light1;
    const leaf =
      `<path d="M${r1(tx)},${r1(ty)} Q${r1(mx + px)},${r1(my + py)} ${r1(ex)},${r1(ey)} Q${r1(mx - px)},${r1(my - py)} ${r1(tx)},${r1(ty)} Z" fill="${color}"/>` +
      `<path d="M${r1(tx)},${r1(ty)} Q${r1(mx)},${r1(my)} ${r1(ex)},${r1(ey)}" stroke="${color}" stroke-width="${r1(wd * 3.2)}"` +
      ` stroke-dasharray="${r1(Math.max(0.6, s * 0.035))} ${r1(Math.max(1, s * 0.07))}" fill="none" opacity="0.9"/>`;
    (Math.sin(a) < -0.5 ? backs : fronts).push(leaf);
  }
  out += backs.join('') + fronts.join('');
  out += `<circle cx="${r1(tx)}" cy="${r1(ty + 0.15 * s)}" r="${r1(0.35 * s)}" fill="${shade(trunk, 0.8)}"/>`;
  return out;
}

/** A rounded broadleaf tree (olive, citrus, ficus). */
export function roundTree(rng: Rng, light: Light, x: number, y: number, s: number, height = 5): string {
  const h = height * s * rng.range(0.85, 1.15);
  const r = h * 0.36;
  const [hi, mid, dark] = greens(light);
  let out = `<path d="M${r1(x - 0.12 * s)},${r1(y)} L${r1(x - 0.06 * s)},${r1(y - h * 0.55)} L${r1(x + 0.06 * s)},${r1(y - h * 0.55)} L${r1(x + 0.12 * s)},${r1(y)} Z" fill="${shade('#6B5A45', light.time === 'night' ? 0.4 : 1)}"/>`;
  const cy = y - h + r;
  const blobs = rng.int(6, 9);
  for (let i = 0; i < blobs; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.2, 0.55) * r;
    const rr = rng.range(0.45, 0.65) * r;
    const bx = x + Math.cos(a) * d;
    const by = cy + Math.sin(a) * d * 0.7;
    const c = by < cy - r * 0.1 && bx > x - r * 0.2 ? hi : by > cy + r * 0.15 ? dark : mid;
    out += `<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(rr)}" fill="${c}"/>`;
  }
  return out;
}

/** A slim Mediterranean cypress. */
export function cypress(rng: Rng, light: Light, x: number, y: number, s: number, height = 9): string {
  const h = height * s * rng.range(0.85, 1.15);
  const w = h * 0.11;
  const [, mid, dark] = greens(light);
  const c = mix(mid, dark, 0.6);
  return (
    `<path d="M${r1(x)},${r1(y - h)} C${r1(x + w * 1.2)},${r1(y - h * 0.7)} ${r1(x + w * 1.1)},${r1(y - h * 0.15)} ${r1(x + w * 0.4)},${r1(y)}` +
    ` L${r1(x - w * 0.4)},${r1(y)} C${r1(x - w * 1.1)},${r1(y - h * 0.15)} ${r1(x - w * 1.2)},${r1(y - h * 0.7)} ${r1(x)},${r1(y - h)} Z" fill="${c}"/>` +
    `<path d="M${r1(x)},${r1(y - h)} C${r1(x + w * 1.2)},${r1(y - h * 0.7)} ${r1(x + w * 1.1)},${r1(y - h * 0.15)} ${r1(x + w * 0.4)},${r1(y)} L${r1(x)},${r1(y)} Z" fill="${dark}" opacity="0.6"/>`
  );
}

/** A low shrub clump, sometimes with bougainvillea or oleander blossom. */
export function shrub(rng: Rng, light: Light, x: number, y: number, s: number, width = 2): string {
  const [hi, mid, dark] = greens(light);
  const w = width * s;
  let out = '';
  const n = Math.max(3, Math.round(width * 2.5));
  for (let i = 0; i < n; i++) {
    const bx = x - w / 2 + (i + 0.5) * (w / n) + rng.range(-0.1, 0.1) * s;
    const rr = rng.range(0.35, 0.6) * s;
    out += `<circle cx="${r1(bx)}" cy="${r1(y - rr * 0.8)}" r="${r1(rr)}" fill="${i % 2 ? mid : dark}"/>`;
    out += `<circle cx="${r1(bx - rr * 0.2)}" cy="${r1(y - rr * 1.1)}" r="${r1(rr * 0.55)}" fill="${hi}" opacity="0.8"/>`;
  }
  if (rng.chance(0.55) && light.time !== 'night') {
    const bloom = rng.pick(['#C2337A', '#D9508E', '#F1F0EC', '#E77FA8']);
    for (let i = 0; i < n * 4; i++) {
      out += `<circle cx="${r1(x + rng.range(-w / 2, w / 2))}" cy="${r1(y - rng.range(0.3, 1.1) * s)}" r="${r1(rng.range(0.05, 0.11) * s)}" fill="${bloom}"/>`;
    }
  }
  return out;
}

/** A clipped hedge running along the ground between two screen points. */
export function hedge(
  light: Light,
  x0: number,
  y0: number,
  s0: number,
  x1: number,
  y1: number,
  s1: number,
  height = 0.9,
): string {
  const [hi, mid] = greens(light);
  return (
    `<polygon points="${r1(x0)},${r1(y0)} ${r1(x1)},${r1(y1)} ${r1(x1)},${r1(y1 - height * s1)} ${r1(x0)},${r1(y0 - height * s0)}" fill="${mid}"/>` +
    `<polygon points="${r1(x0)},${r1(y0 - height * s0)} ${r1(x1)},${r1(y1 - height * s1)} ${r1(x1)},${r1(y1 - height * s1 * 1.12)} ${r1(x0)},${r1(y0 - height * s0 * 1.12)}" fill="${hi}"/>`
  );
}
