// Tiny SVG building blocks shared by the renderers.

export const SANS = 'DejaVu Sans, sans-serif';
export const SERIF = 'DejaVu Serif, serif';
export const CONDENSED = 'DejaVu Sans Condensed, DejaVu Sans, sans-serif';

export type Point = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];

export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

export function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

/** Collects <defs> for one document and hands out unique ids. */
export class Defs {
  private items: string[] = [];
  private n = 0;

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** Linear gradient in bounding-box units, from (x1,y1) to (x2,y2). */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space. */
  linearAbs(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('u');
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns the attribute value. */
  blur(sd: number): string {
    const id = this.id('b');
    this.items.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A raw definition (pattern, clipPath...) with a fresh id substituted for $ID. */
  raw(prefix: string, markup: string): string {
    const id = this.id(prefix);
    this.items.push(markup.replace(/\$ID/g, id));
    return id;
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

export function svgDoc(width: number, height: number, defs: Defs, body: string, background?: string): string {
  const bg = background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${defs.toString()}${bg}${body}</svg>`
  );
}

export interface TextOptions {
  size: number;
  fill?: string;
  family?: string;
  weight?: string | number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  style?: string;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${o.family ?? SANS}" font-size="${o.size}"` +
    ` fill="${o.fill ?? '#2D2D2D'}" text-anchor="${o.anchor ?? 'start'}"` +
    (o.weight !== undefined ? ` font-weight="${o.weight}"` : '') +
    (o.spacing !== undefined ? ` letter-spacing="${o.spacing}"` : '') +
    (o.opacity !== undefined ? ` opacity="${o.opacity}"` : '') +
    (o.style ? ` font-style="${o.style}"` : '') +
    `>${esc(content)}</text>`
  );
}

export function poly(points: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
