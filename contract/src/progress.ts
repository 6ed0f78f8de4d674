// Construction progress updates (issue 12): the phases a building goes through, the rules for a phase's
// percentage and an update's dates, and the one overall figure the project cards show. The API applies
// them to what it stores, the admin before sending, the public site to what it draws.

/** The phases, in building order. */
export const PROGRESS_PHASES = ['foundation', 'structure', 'facade', 'interiors', 'landscaping'] as const;
export type ProgressPhase = (typeof PROGRESS_PHASES)[number];

/** Turkish names for the admin (the public site has its own, per language, in its texts). */
export const PROGRESS_PHASE_LABELS: Record<ProgressPhase, string> = {
  foundation: 'Temel',
  structure: 'Kaba inşaat',
  facade: 'Cephe',
  interiors: 'İç mekânlar',
  landscaping: 'Peyzaj',
};

export const PROGRESS_LIMITS = {
  /** photos of one update */
  photos: 40,
  /** updates of one project */
  updates: 200,
} as const;

export interface PhasePercent {
  key: ProgressPhase;
  percent: number;
}

export const isProgressPhase = (value: unknown): value is ProgressPhase =>
  typeof value === 'string' && (PROGRESS_PHASES as readonly string[]).includes(value);

/** A whole percentage, 0–100. */
export const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The overall completion of an update: the mean of its phases, rounded; 0 with no phase. */
export function overallPercent(phases: readonly { percent: number }[]): number {
  if (!phases.length) return 0;
  return Math.round(phases.reduce((sum, p) => sum + p.percent, 0) / phases.length);
}
