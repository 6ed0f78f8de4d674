// Wordmarks: the company logo, one logo per project and the favicon (transparent PNG).
import { BRAND } from './color.js';
import { Defs, SANS, SERIF, svgDoc, text } from './svg.js';

export const LOGO_W = 600;
export const LOGO_H = 200;
export const FAVICON = 128;

const INK = BRAND.charcoal;

/** The Konak mark: a roof over an arched doorway. */
export function konakMark(
  x: number,
  y: number,
  size: number,
  color: string = BRAND.gold,
  stroke = 0.075,
): string {
  const w = size;
  const sw = Math.max(2, size * stroke);
  const roof = `M${x},${y + w * 0.42} L${x + w / 2},${y + w * 0.06} L${x + w},${y + w * 0.42}`;
  const arch = `M${x + w * 0.24},${y + w * 0.95} L${x + w * 0.24},${y + w * 0.6} A${w * 0.26},${w * 0.26} 0 0 1 ${x + w * 0.76},${y + w * 0.6} L${x + w * 0.76},${y + w * 0.95}`;
  const inner = `M${x + w * 0.4},${y + w * 0.95} L${x + w * 0.4},${y + w * 0.66} A${w * 0.1},${w * 0.1} 0 0 1 ${x + w * 0.6},${y + w * 0.66} L${x + w * 0.6},${y + w * 0.95}`;
  return (
    `<path d="${roof}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="square" stroke-linejoin="miter"/>` +
    `<path d="${arch}" fill="none" stroke="${color}" stroke-width="${sw}"/>` +
    `<path d="${inner}" fill="none" stroke="${color}" stroke-width="${sw * 0.6}"/>` +
    `<line x1="${x + w * 0.1}" y1="${y + w * 0.95}" x2="${x + w * 0.9}" y2="${y + w * 0.95}" stroke="${color}" stroke-width="${sw}"/>`
  );
}

function companyLogo(): string {
  return (
    konakMark(40, 44, 112) +
    text(184, 120, 'KONAK', { size: 70, family: SERIF, fill: INK, spacing: 10 }) +
    `<line x1="188" y1="146" x2="300" y2="146" stroke="${BRAND.gold}" stroke-width="2"/>` +
    text(376, 153, 'YAPI', {
      size: 20,
      family: SANS,
      fill: BRAND.bronze,
      spacing: 12,
      anchor: 'middle',
      weight: 'bold',
    }) +
    `<line x1="452" y1="146" x2="556" y2="146" stroke="${BRAND.gold}" stroke-width="2"/>`
  );
}

function goksuLogo(stage: string): string {
  let waves = '';
  for (let i = 0; i < 3; i++) {
    const y = 108 + i * 16;
    waves += `<path d="M56,${y} C76,${y - 12} 96,${y + 12} 116,${y} C136,${y - 12} 156,${y + 12} 176,${y}" fill="none" stroke="${i === 0 ? BRAND.gold : '#5D9AB5'}" stroke-width="5" stroke-linecap="round" opacity="${1 - i * 0.2}"/>`;
  }
  return (
    `<circle cx="116" cy="100" r="72" fill="none" stroke="${BRAND.gold}" stroke-width="3"/>` +
    konakMark(86, 34, 60, INK, 0.09) +
    waves +
    text(218, 76, 'KONAK', { size: 22, family: SANS, fill: BRAND.bronze, spacing: 11, weight: 'bold' }) +
    text(214, 146, 'GÖKSU', { size: 56, family: SERIF, fill: INK, spacing: 6 }) +
    (stage
      ? `<rect x="400" y="52" width="96" height="32" fill="${INK}"/>` +
        text(448, 74, `${stage}. ETAP`, {
          size: 16,
          family: SANS,
          fill: BRAND.gold,
          anchor: 'middle',
          weight: 'bold',
          spacing: 1.5,
        })
      : '')
  );
}

function gunesLogo(): string {
  let rays = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (i / 10) * Math.PI;
    rays += `<line x1="${300 + Math.cos(a) * 46}" y1="${86 + Math.sin(a) * 46}" x2="${300 + Math.cos(a) * (i % 2 ? 62 : 70)}" y2="${86 + Math.sin(a) * (i % 2 ? 62 : 70)}" stroke="${BRAND.gold}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return (
    rays +
    `<path d="M262,86 A38,38 0 0 1 338,86 Z" fill="${BRAND.gold}"/>` +
    `<line x1="150" y1="88" x2="450" y2="88" stroke="${INK}" stroke-width="2"/>` +
    text(300, 150, 'GÜNEŞ EVLERİ', { size: 46, family: SERIF, fill: INK, anchor: 'middle', spacing: 6 }) +
    text(300, 182, 'KEPEZ · ANTALYA', {
      size: 15,
      family: SANS,
      fill: BRAND.bronze,
      anchor: 'middle',
      spacing: 7,
      weight: 'bold',
    })
  );
}

function kunduLogo(): string {
  const palm =
    `<path d="M112,150 Q116,110 122,70" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
    [
      [-60, 58],
      [-20, 40],
      [20, 44],
      [60, 62],
      [-40, 50],
      [40, 52],
    ]
      .map(
        ([dx, dy]) =>
          `<path d="M122,70 Q${122 + (dx ?? 0) * 0.5},${70 - (dy ?? 0) * 0.7} ${122 + (dx ?? 0)},${70 + (dy ?? 0) * 0.2}" fill="none" stroke="${BRAND.gold}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('');
  return (
    palm +
    `<path d="M60,150 L60,118 L104,118 M140,118 L184,118 L184,150" fill="none" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M40,158 Q112,146 204,158" fill="none" stroke="#5D9AB5" stroke-width="4" stroke-linecap="round"/>` +
    text(236, 112, 'KUNDU', { size: 72, family: SERIF, fill: INK, spacing: 14 }) +
    text(240, 150, 'V İ L L A L A R I', {
      size: 20,
      family: SANS,
      fill: BRAND.bronze,
      spacing: 6,
      weight: 'bold',
    })
  );
}

function a1207Logo(): string {
  return (
    `<rect x="40" y="30" width="8" height="140" fill="${BRAND.gold}"/>` +
    text(68, 136, '1207', { size: 104, family: SERIF, fill: INK, spacing: 0 }) +
    `<line x1="398" y1="66" x2="570" y2="66" stroke="${BRAND.gold}" stroke-width="2"/>` +
    text(398, 108, 'ANTALYA', { size: 28, family: SANS, fill: INK, spacing: 6, weight: 'bold' }) +
    text(398, 140, 'KONAK YAPI', { size: 14, family: SANS, fill: BRAND.bronze, spacing: 6 }) +
    `<line x1="398" y1="158" x2="570" y2="158" stroke="${BRAND.gold}" stroke-width="2"/>`
  );
}

export function renderLogoSvg(code: string): string {
  const body =
    code === 'goksu1'
      ? goksuLogo('1')
      : code === 'goksu2'
        ? goksuLogo('2')
        : code === 'goksu3'
          ? goksuLogo('3')
          : code === 'gunes'
            ? gunesLogo()
            : code === 'kundu'
              ? kunduLogo()
              : code === 'a1207'
                ? a1207Logo()
                : companyLogo();
  return svgDoc(LOGO_W, LOGO_H, new Defs(), body);
}

export function renderFaviconSvg(): string {
  const s = FAVICON;
  const body =
    `<rect width="${s}" height="${s}" rx="${s * 0.18}" fill="${INK}"/>` +
    konakMark(s * 0.17, s * 0.12, s * 0.66, BRAND.gold, 0.1);
  return svgDoc(s, s, new Defs(), body);
}
