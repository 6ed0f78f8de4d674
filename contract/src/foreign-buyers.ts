// Foreign buyers' thresholds (issue 32 item 4, decision 0198): the office marks the home values the law sets
// for Turkish citizenship by investment and for a residence permit, in whole US dollars with the day it set
// them. A home at or above a threshold carries its badge and the finder filters by it. The comparison is
// made here and nowhere else, in integers: the dollar threshold becomes the smallest whole-lira price that
// reaches it at the office's dated USD rate, and a home's whole-lira price is compared with that.

/** In the finder's address (`foreign=citizenship`) and the API's answers. */
export const FOREIGN_BUYER_KINDS = ['residence', 'citizenship'] as const;
export type ForeignBuyerKind = (typeof FOREIGN_BUYER_KINDS)[number];
export const isForeignBuyerKind = (value: unknown): value is ForeignBuyerKind =>
  value === 'residence' || value === 'citizenship';

/** Staff-facing Turkish names. */
export const FOREIGN_BUYER_LABELS: Record<ForeignBuyerKind, string> = {
  residence: 'Oturma izni',
  citizenship: 'Vatandaşlık',
};

export const FOREIGN_BUYER_LIMITS = {
  /** whole US dollars of a threshold */
  maxUsd: 100_000_000,
  /** characters of the office's explanation in one language */
  text: 1_000,
} as const;

/** The office's thresholds as saved: null = not marked (no badge, no filter). */
export interface ForeignBuyerThresholds {
  residence_usd: number | null;
  citizenship_usd: number | null;
  /** YYYY-MM-DD: the day the office set them ('' until set) */
  as_of: string;
}

/** Decimal places of a rate that count (a rate is typed with at most a few; more is float noise). */
const RATE_SCALE = 1_000_000n;

/** The smallest whole-lira price worth at least `usd` dollars at `rate` lira per dollar:
 *  ⌈usd × rate⌉, computed in integers (the rate taken to six decimals) so 400,000 × 32.02 is exactly
 *  12,808,000, never 12,808,000.000000002 rounded up to 12,808,001. */
export function liraThreshold(usd: number, rate: number): number {
  if (!Number.isInteger(usd) || usd < 0) throw new RangeError('usd must be a whole, non-negative number');
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError('rate must be positive');
  const micro = BigInt(Math.round(rate * Number(RATE_SCALE)));
  return Number((BigInt(usd) * micro + RATE_SCALE - 1n) / RATE_SCALE);
}

/** Each marked threshold in whole lira at the USD rate; none without a USD rate. */
export function liraThresholds(
  thresholds: Pick<ForeignBuyerThresholds, 'residence_usd' | 'citizenship_usd'>,
  usdRate: number | null | undefined,
): Partial<Record<ForeignBuyerKind, number>> {
  if (typeof usdRate !== 'number' || !(usdRate > 0)) return {};
  const out: Partial<Record<ForeignBuyerKind, number>> = {};
  for (const kind of FOREIGN_BUYER_KINDS) {
    const usd = thresholds[`${kind}_usd`];
    if (typeof usd === 'number' && usd > 0) out[kind] = liraThreshold(usd, usdRate);
  }
  return out;
}

/** The thresholds a home priced `priceTry` whole lira reaches (at or above), in FOREIGN_BUYER_KINDS order;
 *  none for a home without a price. */
export function foreignBuyerKinds(
  priceTry: number | null | undefined,
  lira: Partial<Record<ForeignBuyerKind, number>>,
): ForeignBuyerKind[] {
  if (typeof priceTry !== 'number') return [];
  return FOREIGN_BUYER_KINDS.filter((kind) => lira[kind] !== undefined && priceTry >= lira[kind]!);
}
