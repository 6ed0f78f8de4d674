import { foreignBuyerKinds, liraThreshold, liraThresholds } from './foreign-buyers.js';
import { homeQueryString, parseHomeQuery } from './home-finder.js';
import { finderPageQuery } from './finder-page.js';

describe('foreign-buyer thresholds', () => {
  it('turns dollars into the smallest whole-lira price that reaches them, without float noise', () => {
    // 400,000 × 32.02 is 12,808,000.000000002 in floating point (⌈⌉ would say 12,808,001): exact here.
    expect(400_000 * 32.02).not.toBe(12_808_000);
    expect(liraThreshold(400_000, 32.02)).toBe(12_808_000);
    expect(liraThreshold(400_000, 36.85)).toBe(14_740_000);
    expect(liraThreshold(400_000, 34.1234)).toBe(13_649_360);
    // A fraction of a lira rounds up: 0.3 lira short is short.
    expect(liraThreshold(1, 34.3)).toBe(35);
    expect(liraThreshold(200_000, 1)).toBe(200_000);
    expect(liraThreshold(0, 36.85)).toBe(0);
    // The biggest threshold at the biggest rate stays exact.
    expect(liraThreshold(100_000_000, 999_999.999999)).toBe(99_999_999_999_900);
    expect(() => liraThreshold(1.5, 36)).toThrow(RangeError);
    expect(() => liraThreshold(1, 0)).toThrow(RangeError);
  });

  it('badges a home at or above a threshold and not one lira below', () => {
    const lira = liraThresholds({ residence_usd: 200_000, citizenship_usd: 400_000 }, 36.85);
    expect(lira).toEqual({ residence: 7_370_000, citizenship: 14_740_000 });
    expect(foreignBuyerKinds(14_740_000, lira)).toEqual(['residence', 'citizenship']);
    expect(foreignBuyerKinds(14_739_999, lira)).toEqual(['residence']);
    expect(foreignBuyerKinds(7_370_000, lira)).toEqual(['residence']);
    expect(foreignBuyerKinds(7_369_999, lira)).toEqual([]);
    expect(foreignBuyerKinds(null, lira)).toEqual([]);
  });

  it('marks nothing for a threshold left empty or without a dollar rate', () => {
    expect(liraThresholds({ residence_usd: null, citizenship_usd: 400_000 }, 36.85)).toEqual({
      citizenship: 14_740_000,
    });
    expect(liraThresholds({ residence_usd: 200_000, citizenship_usd: 400_000 }, null)).toEqual({});
    expect(foreignBuyerKinds(50_000_000, {})).toEqual([]);
  });

  it('is a filter of the finder address, read and written by the one parser and writer', () => {
    const parsed = parseHomeQuery('foreign=citizenship&currency=usd');
    expect(parsed.ok && parsed.query.foreign).toBe('citizenship');
    expect(parsed.ok && homeQueryString(parsed.query)).toBe('currency=USD&foreign=citizenship');
    const wrong = parseHomeQuery('foreign=golden-visa');
    expect(wrong.ok ? [] : wrong.errors.map((e) => `${e.param}:${e.code}`)).toEqual(['foreign:invalid']);
    expect(finderPageQuery('foreign=golden-visa&rooms=3%2B1')).toBe('rooms=3%2B1&invalid=foreign.invalid');
    expect(finderPageQuery('sort=-price&foreign=residence')).toBe('foreign=residence&sort=-price');
  });
});
