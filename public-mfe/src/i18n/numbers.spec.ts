import { areaText, formatArea, formatNumber } from './numbers';

describe('numbers in the page language', () => {
  it('writes decimals and thousands as each language does', () => {
    expect(formatNumber(35.12, 'en')).toBe('35.12');
    expect(formatNumber(35.12, 'tr')).toBe('35,12');
    expect(formatNumber(35.12, 'ru')).toBe('35,12');
    expect(formatNumber(1_000_000, 'en')).toBe('1,000,000');
    expect(formatNumber(1_000_000, 'tr')).toBe('1.000.000');
    expect(formatNumber(1_000_000, 'ru')).toBe('1\u00a0000\u00a0000');
    expect(formatArea(48, 'en')).toBe('48 m²');
  });

  it("rewrites the office's typed areas in the page's language, and leaves other text as typed", () => {
    expect(areaText('35,12 m²', 'en')).toBe('35.12 m²');
    expect(areaText('35.12 m2', 'tr')).toBe('35,12 m²');
    expect(areaText('80,66', 'ru')).toBe('80,66 m²');
    expect(areaText(' 55 m² ', 'en')).toBe('55 m²');
    expect(areaText('ca. 120 m² + garden', 'en')).toBe('ca. 120 m² + garden');
    expect(areaText('1.250 m²', 'en')).toBe('1.250 m²');
  });
});
