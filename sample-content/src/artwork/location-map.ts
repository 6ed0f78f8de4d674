// Location maps: a stylised Antalya with the coast, roads, landmarks and the project's distances.
import { BRAND } from './color.js';
import { createRng } from './random.js';
import { CONDENSED, Defs, SANS, SERIF, r1, rect, svgDoc, text } from './svg.js';

export const MAP_W = 1600;
export const MAP_H = 1000;

interface Poi {
  id: 'airport' | 'centre' | 'beach' | 'shopping';
  tr: string;
  en: string;
  at: [number, number];
}
interface Site {
  name: string;
  pin: [number, number];
  distances: Record<Poi['id'], string>;
  beach: [number, number];
  beachTr: string;
  beachEn: string;
}

const KEPEZ = { airport: '9 km', centre: '5 km', beach: '8 km', shopping: '6 km' };
const SITES: Record<string, Site> = {
  goksu: {
    name: 'KONAK GÖKSU',
    pin: [760, 330],
    distances: KEPEZ,
    beach: [330, 600],
    beachTr: 'KONYAALTI PLAJI',
    beachEn: 'Konyaaltı Beach',
  },
  gunes: {
    name: 'GÜNEŞ EVLERİ',
    pin: [840, 300],
    distances: KEPEZ,
    beach: [330, 600],
    beachTr: 'KONYAALTI PLAJI',
    beachEn: 'Konyaaltı Beach',
  },
  a1207: {
    name: '1207 ANTALYA',
    pin: [700, 350],
    distances: KEPEZ,
    beach: [330, 600],
    beachTr: 'KONYAALTI PLAJI',
    beachEn: 'Konyaaltı Beach',
  },
  kundu: {
    name: 'KUNDU VİLLALARI',
    pin: [1440, 770],
    distances: { airport: '10 km', centre: '18 km', beach: '600 m', shopping: '5 km' },
    beach: [1500, 850],
    beachTr: 'KUNDU PLAJI',
    beachEn: 'Kundu Beach',
  },
};

const POIS: Poi[] = [
  { id: 'airport', tr: 'HAVALİMANI', en: 'Antalya Airport (AYT)', at: [1290, 420] },
  { id: 'centre', tr: 'KALEİÇİ · ŞEHİR MERKEZİ', en: 'Old town & city centre', at: [720, 660] },
  { id: 'shopping', tr: 'ALIŞVERİŞ MERKEZİ', en: 'Shopping mall', at: [1070, 480] },
];

const COAST =
  'M0,560 C180,585 360,610 520,660 C600,690 660,720 720,735 C800,760 900,770 1000,775 C1120,780 1230,800 1330,815 C1430,830 1520,845 1600,860';

function roads(): string {
  const main = [
    'M0,548 C200,570 420,600 560,640 C640,662 700,690 760,700 C900,715 1100,730 1300,760 C1420,780 1520,800 1600,815',
    'M720,700 C730,600 745,470 760,330 C770,230 720,120 640,0',
    'M760,700 C900,640 1080,520 1290,420',
    'M300,0 C420,160 560,300 700,360 C820,410 980,430 1150,420 C1300,410 1450,330 1600,260',
    'M1290,420 C1330,560 1400,690 1440,770',
  ];
  let out = '';
  for (const d of main)
    out += `<path d="${d}" fill="none" stroke="#E0C9A6" stroke-width="13" stroke-linecap="round"/>`;
  for (const d of main)
    out += `<path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="8" stroke-linecap="round"/>`;
  return out;
}

function streets(defs: Defs, seed: string): string {
  const rng = createRng(seed);
  const areas: [string, number, number, number][] = [
    ['<ellipse cx="700" cy="590" rx="330" ry="140"/>', 640, 590, -9],
    ['<ellipse cx="840" cy="380" rx="300" ry="130"/>', 840, 380, 14],
    ['<ellipse cx="1060" cy="590" rx="190" ry="110"/>', 1060, 590, -24],
  ];
  let out = '';
  for (const [shape, cx, cy, angle] of areas) {
    const clip = defs.raw('c', `<clipPath id="$ID">${shape}</clipPath>`);
    let g = '';
    for (let i = -10; i <= 10; i++) {
      const step = rng.range(38, 46);
      g += `<line x1="${r1(i * step)}" y1="-400" x2="${r1(i * step)}" y2="400" stroke="#FFFFFF" stroke-width="${i % 4 === 0 ? 3.5 : 1.5}"/>`;
      g += `<line x1="-460" y1="${r1(i * step * 0.8)}" x2="460" y2="${r1(i * step * 0.8)}" stroke="#FFFFFF" stroke-width="${i % 5 === 0 ? 3.5 : 1.5}"/>`;
    }
    out += `<g clip-path="url(#${clip})"><g transform="translate(${cx},${cy}) rotate(${angle})" opacity="0.9">${g}</g></g>`;
  }
  return out;
}

function marker(x: number, y: number, tr: string, en: string, icon: string): string {
  const left = x > 1300;
  const tx = left ? x - 26 : x + 26;
  const anchor = left ? 'end' : 'start';
  let out = `<circle cx="${x}" cy="${y}" r="17" fill="${BRAND.charcoal}" stroke="#FFFFFF" stroke-width="3"/>`;
  out += text(x, y + 5, icon, { size: 14, anchor: 'middle', fill: BRAND.gold, weight: 'bold' });
  out += text(tx, y - 2, tr, {
    size: 14,
    family: CONDENSED,
    weight: 'bold',
    fill: BRAND.charcoal,
    spacing: 0.6,
    anchor,
  });
  out += text(tx, y + 15, en, { size: 12, fill: '#6F675C', style: 'italic', anchor });
  return out;
}

export function renderLocationMapSvg(code: string): string {
  const site = SITES[code] ?? (SITES['goksu'] as Site);
  const defs = new Defs();
  const sea = defs.linearAbs(
    [
      [0, '#A8D3E3'],
      [1, '#6FB0CB'],
    ],
    0,
    560,
    0,
    1000,
  );
  const land = '#F1EADD';
  let body = rect(0, 0, MAP_W, MAP_H, land);
  const hills = defs.radial([
    [0, '#DCD8C0', 0.7],
    [1, '#DCD8C0', 0],
  ]);
  body += `<ellipse cx="60" cy="260" rx="330" ry="300" fill="${hills}"/><ellipse cx="250" cy="40" rx="380" ry="160" fill="${hills}"/>`;
  body += `<ellipse cx="760" cy="560" rx="420" ry="190" fill="#E8DECC"/><ellipse cx="820" cy="380" rx="330" ry="150" fill="#EAE1D0"/>`;
  body += streets(defs, `streets:${code}`);
  body += `<ellipse cx="560" cy="470" rx="70" ry="40" fill="#CFE0B8"/><ellipse cx="980" cy="600" rx="90" ry="36" fill="#CFE0B8"/><ellipse cx="1290" cy="420" rx="120" ry="60" fill="#E2DACB"/>`;
  body += `<path d="M1210,410 L1380,445 M1230,440 L1370,395" stroke="#C9BFAE" stroke-width="9" stroke-linecap="round"/>`;
  body += `<path d="M820,0 C840,140 880,260 930,380 C990,520 1060,640 1120,778" fill="none" stroke="#8CC3DA" stroke-width="5"/>`;
  body += `<path d="${COAST} L1600,1000 L0,1000 Z" fill="${sea}"/>`;
  body += `<path d="${COAST}" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="0.8"/>`;
  for (let i = 1; i <= 3; i++)
    body += `<path d="${COAST}" fill="none" stroke="#FFFFFF" stroke-width="1" opacity="${0.35 - i * 0.08}" transform="translate(0,${i * 14})"/>`;
  body += roads();
  body += text(420, 905, 'AKDENİZ', { size: 30, family: SERIF, fill: '#FFFFFF', spacing: 12, opacity: 0.9 });
  body += text(420, 935, 'Mediterranean Sea · Средиземное море', {
    size: 15,
    fill: '#FFFFFF',
    style: 'italic',
    opacity: 0.85,
  });
  body += text(930, 250, 'KEPEZ', { size: 22, family: SERIF, fill: '#9C8F7B', spacing: 8 });
  body += text(160, 300, 'BEYDAĞLARI', { size: 16, family: SERIF, fill: '#A99C86', spacing: 6 });
  body += text(888, 372, 'Düden', { size: 12, fill: '#5D9AB5', style: 'italic' });
  const targets: [Poi['id'], [number, number]][] = [
    ['airport', [1290, 420]],
    ['centre', [720, 660]],
    ['shopping', [1070, 480]],
    ['beach', site.beach],
  ];
  const [px, py] = site.pin;
  for (const [, [tx, ty]] of targets) {
    body += `<line x1="${px}" y1="${py}" x2="${tx}" y2="${ty}" stroke="${BRAND.bronze}" stroke-width="2.2" stroke-dasharray="7 6"/>`;
  }
  for (const poi of POIS)
    body += marker(
      poi.at[0],
      poi.at[1],
      poi.tr,
      poi.en,
      poi.id === 'airport' ? '✈' : poi.id === 'centre' ? '●' : '◆',
    );
  body += marker(site.beach[0], site.beach[1], site.beachTr, site.beachEn, '≈');
  for (const [id, [tx, ty]] of targets) {
    const mx = px + (tx - px) * 0.55;
    const my = py + (ty - py) * 0.55;
    const label = site.distances[id];
    const w = label.length * 10 + 22;
    body += `<rect x="${r1(mx - w / 2)}" y="${r1(my - 15)}" width="${w}" height="30" rx="15" fill="${BRAND.gold}"/>`;
    body += text(mx, my + 6, label, { size: 16, anchor: 'middle', weight: 'bold', fill: '#FFFFFF' });
  }
  const glow = defs.radial([
    [0, BRAND.gold, 0.45],
    [1, BRAND.gold, 0],
  ]);
  body += `<circle cx="${px}" cy="${py}" r="90" fill="${glow}"/>`;
  body += `<path d="M${px},${py} C${px - 8},${py - 18} ${px - 26},${py - 30} ${px - 26},${py - 52} A26,26 0 1 1 ${px + 26},${py - 52} C${px + 26},${py - 30} ${px + 8},${py - 18} ${px},${py} Z" fill="${BRAND.charcoal}" stroke="#FFFFFF" stroke-width="3"/>`;
  body += `<path d="M${px - 13},${py - 48} L${px},${py - 62} L${px + 13},${py - 48} M${px - 9},${py - 50} L${px - 9},${py - 38} M${px + 9},${py - 50} L${px + 9},${py - 38}" stroke="${BRAND.gold}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const lw = site.name.length * 13 + 40;
  body += `<rect x="${r1(px - lw / 2)}" y="${py - 122}" width="${r1(lw)}" height="40" fill="${BRAND.charcoal}"/>`;
  body += text(px, py - 95, site.name, {
    size: 17,
    family: CONDENSED,
    weight: 'bold',
    fill: '#FFFFFF',
    anchor: 'middle',
    spacing: 2,
  });
  body += `<g transform="translate(1500,110)"><circle r="34" fill="#FFFFFF" opacity="0.85"/><path d="M0,-26 L9,8 L0,2 L-9,8 Z" fill="${BRAND.charcoal}"/>${text(0, 24, 'K · N', { size: 11, anchor: 'middle', fill: BRAND.charcoal, weight: 'bold' })}</g>`;
  body += text(1560, 960, 'Ölçeksizdir · Not to scale · Без масштаба', {
    size: 12,
    anchor: 'end',
    fill: '#FFFFFF',
    opacity: 0.9,
  });
  body += text(40, 56, 'KONUM · LOCATION · РАСПОЛОЖЕНИЕ', {
    size: 15,
    family: SANS,
    weight: 'bold',
    fill: BRAND.bronze,
    spacing: 3,
  });
  return svgDoc(MAP_W, MAP_H, defs, body);
}
