import {
  isBlockName,
  isPlanKey,
  isUnitFacing,
  isUnitNumber,
  isUnitStatus,
  nextPlanKey,
  unitLabel,
  UNIT_LIMITS,
} from './units.js';

describe('units rules', () => {
  it('labels a unit block-floor-number', () => {
    expect(unitLabel('B', 4, '12')).toBe('B-4-12');
    expect(unitLabel('A', 0, '1')).toBe('A-0-1');
    expect(unitLabel('A', -1, 'D1')).toBe('A--1-D1');
  });

  it('names the next free plan key', () => {
    expect(nextPlanKey([])).toBe('plan-1');
    expect(nextPlanKey(['plan-1', 'plan-3', 'kat-plani'])).toBe('plan-2');
  });

  it('accepts codes of letters, digits, . - / and refuses spaces, empties and long ones', () => {
    expect(['A', 'B2', 'Ç', '4A', '12/1', 'C-1'].every(isBlockName)).toBe(true);
    expect(['', 'A blok', 'x'.repeat(UNIT_LIMITS.blockName + 1), 'A<', 7].some(isBlockName)).toBe(false);
    expect(isUnitNumber('12A')).toBe(true);
    expect(isUnitNumber('12 A')).toBe(false);
  });

  it('knows the statuses, facings and plan keys', () => {
    expect(isUnitStatus('sold')).toBe(true);
    expect(isUnitStatus('Sold')).toBe(false);
    expect(isUnitFacing('')).toBe(true);
    expect(isUnitFacing('SW')).toBe(true);
    expect(isUnitFacing('up')).toBe(false);
    expect(isPlanKey('plan-2')).toBe(true);
    expect(['Plan-2', 'plan 2', '', 'p'.repeat(41)].some(isPlanKey)).toBe(false);
  });
});
