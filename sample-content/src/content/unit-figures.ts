// The figures a sample project states about its size, read off its units (units.ts) instead of written
// by hand: its total and the counts of its "Daire Tipleri" table (issue 29). The texts' own numbers are
// checked against the same units by unit-figures.spec.ts.
import { SAMPLE_UNITS, type SeedUnit } from './units.js';

function unitsOf(slug: string): SeedUnit[] {
  const seed = SAMPLE_UNITS.find((u) => u.project_slug === slug);
  if (!seed) throw new Error(`No sample units for ${slug}`);
  return seed.blocks.flatMap((b) => b.units);
}

/** Every unit of the project: its technical information's total. */
export const unitTotal = (slug: string): number => unitsOf(slug).length;

/** The units of these plan keys (null: the shops, units without a plan): a table row's count. */
export function unitCount(slug: string, ...planKeys: (string | null)[]): number {
  return unitsOf(slug).filter((u) => planKeys.includes(u.plan_key)).length;
}
