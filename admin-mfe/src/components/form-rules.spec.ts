import { isLink, isMediaUrl, isWebUrl, missingLangs, parseTags, slugify, toInt } from './form-rules';

describe('form rules', () => {
  it('suggests the address from the Turkish title by the contract’s one rule', () => {
    expect(slugify('Kundu Villaları')).toBe('kundu-villalari');
  });

  it('parses integers with a fallback of 0', () => {
    expect(toInt('307')).toBe(307);
    expect(toInt(' 12 ')).toBe(12);
    expect(toInt('7.9')).toBe(7);
    expect(toInt('')).toBe(0);
    expect(toInt('abc')).toBe(0);
    expect(toInt(undefined)).toBe(0);
  });

  it('splits comma-separated tags, trimmed, empties dropped', () => {
    expect(parseTags(' antalya, yatırım ,, ,yeni proje,')).toEqual(['antalya', 'yatırım', 'yeni proje']);
    expect(parseTags('')).toEqual([]);
  });

  it('names the languages where a required text is empty', () => {
    expect(missingLangs({ tr: 'a', en: '', ru: 'c' }, { tr: 'x', en: 'y', ru: ' ' })).toEqual(['en', 'ru']);
    expect(missingLangs({ tr: 'a', en: 'b', ru: 'c' })).toEqual([]);
  });

  it('accepts the link schemes the site allows', () => {
    expect(isLink('/projeler')).toBe(true);
    expect(isLink('#projeler')).toBe(true);
    expect(isLink('https://example.com')).toBe(true);
    expect(isLink('mailto:info@example.com')).toBe(true);
    expect(isLink('tel:+905551112233')).toBe(true);
    expect(isLink('javascript:alert(1)')).toBe(false);
    expect(isLink('//evil.example')).toBe(false);
    expect(isWebUrl('instagram.com/konak')).toBe(false);
  });

  it('accepts image and video addresses the server takes: its uploads or http(s)', () => {
    expect(isMediaUrl('')).toBe(true);
    expect(isMediaUrl('/api/uploads/2026/11/a.jpg')).toBe(true);
    expect(isMediaUrl('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isMediaUrl('resim.jpg')).toBe(false);
    expect(isMediaUrl('bu bir adres değil')).toBe(false);
    expect(isMediaUrl('/api/uploads/../secret')).toBe(false);
    expect(isMediaUrl('javascript:alert(1)')).toBe(false);
  });
});
