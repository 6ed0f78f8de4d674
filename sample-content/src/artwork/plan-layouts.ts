// Apartment and villa layouts in metres (origin top-left, y down), drawn by floor-plan.ts.

export type Furniture =
  | 'sofa'
  | 'bed2'
  | 'bed1'
  | 'kitchen'
  | 'bath'
  | 'shower'
  | 'wc'
  | 'balcony'
  | 'stairs'
  | 'desk'
  | 'dining'
  | 'none';
export type Side = 'top' | 'bottom' | 'left' | 'right';

export interface PlanRoom {
  tr: string;
  en: string;
  x: number;
  y: number;
  w: number;
  h: number;
  furn: Furniture;
  side: Side;
  /** Outdoor space (balcony, terrace): lighter fill, no wall. */
  outdoor?: boolean;
  /** Open to its neighbour: no wall of its own, a dashed line instead. */
  open?: boolean;
}
/** A door in a wall: centre point, along x (horizontal wall) or y, width, swing direction sign. */
export interface PlanDoor {
  x: number;
  y: number;
  axis: 'x' | 'y';
  w: number;
  swing: 1 | -1;
  entry?: boolean;
}
/** A window on the envelope, as a segment. */
export interface PlanWindow {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface PlanLayout {
  code: string;
  rooms: string;
  gross: string;
  titleTr: string;
  titleEn: string;
  /** Envelope (indoor) size. */
  w: number;
  h: number;
  plan: PlanRoom[];
  doors: PlanDoor[];
  windows: PlanWindow[];
}

const R = (
  tr: string,
  en: string,
  x: number,
  y: number,
  w: number,
  h: number,
  furn: Furniture,
  side: Side,
  outdoor = false,
): PlanRoom => ({ tr, en, x, y, w, h, furn, side, outdoor });
const OPEN = (room: PlanRoom): PlanRoom => ({ ...room, open: true });

export const LAYOUTS: Record<string, PlanLayout> = {
  '1-1': {
    code: '1-1',
    rooms: '1+1',
    gross: '35,12',
    titleTr: '1+1 DAİRE',
    titleEn: '1+1 Apartment',
    w: 6.6,
    h: 4.6,
    plan: [
      OPEN(R('MUTFAK', 'Kitchen', 2.9, 0, 3.7, 1.5, 'kitchen', 'top')),
      R('SALON', 'Living room', 2.9, 1.5, 3.7, 3.1, 'sofa', 'right'),
      R('YATAK ODASI', 'Bedroom', 0, 1.6, 2.9, 3.0, 'bed2', 'left'),
      R('BANYO', 'Bathroom', 0, 0, 1.8, 1.6, 'shower', 'top'),
      R('ANTRE', 'Entrance', 1.8, 0, 1.1, 1.6, 'none', 'top'),
      R('BALKON', 'Balcony', 2.9, 4.6, 3.7, 1.3, 'balcony', 'bottom', true),
    ],
    doors: [
      { x: 2.35, y: 0, axis: 'x', w: 0.9, swing: 1, entry: true },
      { x: 1.8, y: 0.85, axis: 'y', w: 0.7, swing: -1 },
      { x: 2.35, y: 1.6, axis: 'x', w: 0.8, swing: 1 },
      { x: 2.9, y: 0.8, axis: 'y', w: 0.9, swing: 1 },
    ],
    windows: [
      { x0: 0.5, y0: 4.6, x1: 2.4, y1: 4.6 },
      { x0: 3.2, y0: 4.6, x1: 6.3, y1: 4.6 },
      { x0: 6.6, y0: 1.2, x1: 6.6, y1: 3.6 },
    ],
  },
  '2-1a': {
    code: '2-1a',
    rooms: '2+1',
    gross: '55,36',
    titleTr: '2+1 DAİRE',
    titleEn: '2+1 Apartment',
    w: 9.4,
    h: 5.8,
    plan: [
      R('MUTFAK', 'Kitchen', 0, 0, 2.8, 2.2, 'kitchen', 'top'),
      R('ANTRE', 'Entrance', 2.8, 0, 1.8, 2.2, 'none', 'top'),
      R('SALON', 'Living room', 0, 2.2, 4.6, 3.6, 'sofa', 'left'),
      R('BANYO', 'Bathroom', 4.6, 0, 2.0, 2.0, 'bath', 'top'),
      R('HOL', 'Hall', 4.6, 2.0, 2.0, 1.3, 'none', 'top'),
      R('YATAK ODASI', 'Bedroom', 6.6, 0, 2.8, 3.3, 'bed1', 'right'),
      R('EBEVEYN YATAK ODASI', 'Master bedroom', 4.6, 3.3, 4.8, 2.5, 'bed2', 'right'),
      R('BALKON', 'Balcony', 0, 5.8, 4.6, 1.4, 'balcony', 'bottom', true),
    ],
    doors: [
      { x: 3.7, y: 0, axis: 'x', w: 0.95, swing: 1, entry: true },
      { x: 4.6, y: 2.65, axis: 'y', w: 0.9, swing: 1 },
      { x: 5.6, y: 2.0, axis: 'x', w: 0.7, swing: -1 },
      { x: 6.6, y: 2.65, axis: 'y', w: 0.8, swing: 1 },
      { x: 5.6, y: 3.3, axis: 'x', w: 0.8, swing: 1 },
    ],
    windows: [
      { x0: 0.4, y0: 0, x1: 2.2, y1: 0 },
      { x0: 0.4, y0: 5.8, x1: 4.2, y1: 5.8 },
      { x0: 7.2, y0: 0, x1: 8.9, y1: 0 },
      { x0: 5.6, y0: 5.8, x1: 8.6, y1: 5.8 },
      { x0: 9.4, y0: 0.8, x1: 9.4, y1: 2.6 },
    ],
  },
  '2-1b': {
    code: '2-1b',
    rooms: '2+1',
    gross: '65,24',
    titleTr: '2+1 DAİRE',
    titleEn: '2+1 Apartment',
    w: 10.4,
    h: 6.2,
    plan: [
      R('MUTFAK', 'Kitchen', 0, 0, 3.2, 2.4, 'kitchen', 'top'),
      R('ANTRE', 'Entrance', 3.2, 0, 1.8, 2.4, 'none', 'top'),
      R('SALON', 'Living room', 0, 2.4, 5.0, 3.8, 'sofa', 'left'),
      R('BANYO', 'Bathroom', 5.0, 0, 2.2, 2.2, 'bath', 'top'),
      R('HOL', 'Hall', 5.0, 2.2, 2.2, 1.4, 'none', 'top'),
      R('YATAK ODASI', 'Bedroom', 7.2, 0, 3.2, 3.6, 'bed1', 'right'),
      R('EBEVEYN YATAK ODASI', 'Master bedroom', 5.0, 3.6, 5.4, 2.6, 'bed2', 'right'),
      R('BALKON', 'Balcony', 0, 6.2, 7.2, 1.5, 'balcony', 'bottom', true),
    ],
    doors: [
      { x: 4.1, y: 0, axis: 'x', w: 0.95, swing: 1, entry: true },
      { x: 5.0, y: 2.9, axis: 'y', w: 0.9, swing: 1 },
      { x: 6.1, y: 2.2, axis: 'x', w: 0.7, swing: -1 },
      { x: 7.2, y: 2.9, axis: 'y', w: 0.8, swing: 1 },
      { x: 6.1, y: 3.6, axis: 'x', w: 0.8, swing: 1 },
    ],
    windows: [
      { x0: 0.4, y0: 0, x1: 2.6, y1: 0 },
      { x0: 0.4, y0: 6.2, x1: 4.6, y1: 6.2 },
      { x0: 7.8, y0: 0, x1: 9.8, y1: 0 },
      { x0: 5.6, y0: 6.2, x1: 9.8, y1: 6.2 },
      { x0: 10.4, y0: 0.8, x1: 10.4, y1: 2.8 },
    ],
  },
  '3-1': {
    code: '3-1',
    rooms: '3+1',
    gross: '80,66',
    titleTr: '3+1 DAİRE',
    titleEn: '3+1 Apartment',
    w: 12.4,
    h: 6.6,
    plan: [
      R('MUTFAK', 'Kitchen', 0, 0, 3.2, 2.6, 'kitchen', 'top'),
      R('ANTRE', 'Entrance', 3.2, 0, 2.0, 2.6, 'none', 'top'),
      R('SALON', 'Living room', 0, 2.6, 5.2, 4.0, 'sofa', 'left'),
      R('BANYO', 'Bathroom', 5.2, 0, 2.2, 2.4, 'bath', 'top'),
      R('HOL', 'Hall', 5.2, 2.4, 2.2, 1.2, 'none', 'top'),
      R('YATAK ODASI', 'Bedroom', 7.4, 0, 2.5, 3.6, 'bed1', 'top'),
      R('YATAK ODASI', 'Bedroom', 9.9, 0, 2.5, 3.6, 'bed1', 'top'),
      R('EBEVEYN YATAK ODASI', 'Master bedroom', 5.2, 3.6, 5.2, 3.0, 'bed2', 'left'),
      R('EBEVEYN BANYO', 'En-suite', 10.4, 3.6, 2.0, 3.0, 'shower', 'right'),
      R('BALKON', 'Balcony', 0, 6.6, 5.2, 1.5, 'balcony', 'bottom', true),
    ],
    doors: [
      { x: 4.2, y: 0, axis: 'x', w: 0.95, swing: 1, entry: true },
      { x: 5.2, y: 3.0, axis: 'y', w: 0.9, swing: 1 },
      { x: 6.3, y: 2.4, axis: 'x', w: 0.7, swing: -1 },
      { x: 7.4, y: 3.0, axis: 'y', w: 0.8, swing: 1 },
      { x: 10.5, y: 3.6, axis: 'x', w: 0.8, swing: -1 },
      { x: 6.3, y: 3.6, axis: 'x', w: 0.8, swing: 1 },
      { x: 10.4, y: 4.6, axis: 'y', w: 0.7, swing: 1 },
    ],
    windows: [
      { x0: 0.4, y0: 0, x1: 2.6, y1: 0 },
      { x0: 0.4, y0: 6.6, x1: 4.8, y1: 6.6 },
      { x0: 7.9, y0: 0, x1: 9.4, y1: 0 },
      { x0: 10.4, y0: 0, x1: 11.9, y1: 0 },
      { x0: 5.8, y0: 6.6, x1: 9.8, y1: 6.6 },
      { x0: 12.4, y0: 4.2, x1: 12.4, y1: 5.4 },
    ],
  },
  'villa-g': {
    code: 'villa-g',
    rooms: '3+1',
    gross: '92,40',
    titleTr: 'VİLLA · ZEMİN KAT',
    titleEn: 'Villa · Ground floor',
    w: 10.6,
    h: 8.4,
    plan: [
      R('ÇALIŞMA ODASI', 'Study', 0, 0, 3.2, 2.8, 'desk', 'left'),
      R('ANTRE', 'Entrance', 3.2, 0, 2.4, 2.8, 'none', 'top'),
      R('WC', 'WC', 5.6, 0, 1.6, 1.6, 'wc', 'top'),
      R('KİLER', 'Pantry', 5.6, 1.6, 1.6, 1.2, 'none', 'top'),
      R('MERDİVEN', 'Stairs', 7.2, 0, 3.4, 2.8, 'stairs', 'top'),
      R('SALON', 'Living room', 0, 2.8, 6.4, 5.6, 'sofa', 'left'),
      R('MUTFAK', 'Kitchen', 6.4, 2.8, 4.2, 3.4, 'kitchen', 'right'),
      R('YEMEK ALANI', 'Dining', 6.4, 6.2, 4.2, 2.2, 'dining', 'bottom'),
      R('TERAS', 'Terrace', 0, 8.4, 10.6, 2.4, 'balcony', 'bottom', true),
    ],
    doors: [
      { x: 4.4, y: 0, axis: 'x', w: 1.1, swing: 1, entry: true },
      { x: 3.2, y: 1.4, axis: 'y', w: 0.9, swing: -1 },
      { x: 5.6, y: 0.8, axis: 'y', w: 0.7, swing: 1 },
      { x: 4.4, y: 2.8, axis: 'x', w: 1.4, swing: 1 },
      { x: 7.2, y: 1.4, axis: 'y', w: 1.0, swing: 1 },
    ],
    windows: [
      { x0: 0.4, y0: 0, x1: 2.8, y1: 0 },
      { x0: 0.5, y0: 8.4, x1: 5.9, y1: 8.4 },
      { x0: 6.8, y0: 8.4, x1: 10.2, y1: 8.4 },
      { x0: 10.6, y0: 3.4, x1: 10.6, y1: 5.6 },
      { x0: 0, y0: 3.6, x1: 0, y1: 7.6 },
    ],
  },
  'villa-u': {
    code: 'villa-u',
    rooms: '3+1',
    gross: '88,30',
    titleTr: 'VİLLA · 1. KAT',
    titleEn: 'Villa · First floor',
    w: 10.6,
    h: 8.4,
    plan: [
      R('EBEVEYN BANYO', 'En-suite', 0, 0, 3.0, 3.6, 'bath', 'top'),
      R('GİYİNME', 'Dressing', 3.0, 0, 2.6, 3.6, 'none', 'top'),
      R('EBEVEYN YATAK ODASI', 'Master bedroom', 0, 3.6, 5.6, 4.8, 'bed2', 'left'),
      R('BANYO', 'Bathroom', 5.6, 0, 1.6, 2.8, 'shower', 'top'),
      R('HOL', 'Hall', 5.6, 2.8, 1.6, 5.6, 'none', 'top'),
      R('MERDİVEN', 'Stairs', 7.2, 0, 3.4, 2.8, 'stairs', 'top'),
      R('YATAK ODASI', 'Bedroom', 7.2, 2.8, 3.4, 2.8, 'bed1', 'right'),
      R('YATAK ODASI', 'Bedroom', 7.2, 5.6, 3.4, 2.8, 'bed1', 'right'),
      R('BALKON', 'Balcony', 0, 8.4, 10.6, 1.6, 'balcony', 'bottom', true),
    ],
    doors: [
      { x: 5.6, y: 5.0, axis: 'y', w: 0.9, swing: -1 },
      { x: 1.5, y: 3.6, axis: 'x', w: 0.8, swing: -1 },
      { x: 4.3, y: 3.6, axis: 'x', w: 0.9, swing: -1 },
      { x: 6.4, y: 2.8, axis: 'x', w: 0.7, swing: -1 },
      { x: 7.2, y: 1.4, axis: 'y', w: 1.0, swing: -1 },
      { x: 7.2, y: 4.2, axis: 'y', w: 0.8, swing: 1 },
      { x: 7.2, y: 7.0, axis: 'y', w: 0.8, swing: 1 },
    ],
    windows: [
      { x0: 0.5, y0: 8.4, x1: 5.1, y1: 8.4 },
      { x0: 7.6, y0: 8.4, x1: 10.2, y1: 8.4 },
      { x0: 10.6, y0: 3.4, x1: 10.6, y1: 5.0 },
      { x0: 0.6, y0: 0, x1: 2.4, y1: 0 },
      { x0: 0, y0: 4.4, x1: 0, y1: 7.4 },
    ],
  },
};

export const PLAN_CODES = Object.keys(LAYOUTS);
