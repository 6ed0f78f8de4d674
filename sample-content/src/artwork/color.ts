// The brand palette and small colour arithmetic.

export const BRAND = {
  gold: '#D4A574',
  goldDeep: '#C9A574',
  bronze: '#A87B4F',
  charcoal: '#2D2D2D',
  ink: '#1E1E1E',
  ivory: '#FAF6EF',
  cream: '#F3ECE0',
  sand: '#E8DCC8',
  stone: '#D9D2C7',
  sea: '#2F7FA3',
  seaDeep: '#1D5873',
  sky: '#8EC5E6',
  olive: '#6E8B4E',
  pine: '#3F6B45',
  terracotta: '#C7734E',
} as const;

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Multiply brightness (f < 1 darkens, f > 1 lightens towards white). */
export function shade(color: string, f: number): string {
  return f <= 1 ? mix('#000000', color, f) : mix(color, '#FFFFFF', Math.min(1, f - 1));
}

/** Tint a colour by a light colour (multiply blend), weighted by t. */
export function tint(color: string, light: string, t: number): string {
  const [r1, g1, b1] = parse(color);
  const [r2, g2, b2] = parse(light);
  const m = toHex((r1 * r2) / 255, (g1 * g2) / 255, (b1 * b2) / 255);
  return mix(color, m, t);
}
