import { normalizeLocalized, snakeCaseKeys } from './validators.js';

describe('normalizeLocalized', () => {
  it('fills missing languages and leaves other shapes for the validator to refuse', () => {
    expect(normalizeLocalized({ tr: 'a' })).toEqual({ tr: 'a', en: '', ru: '' });
    expect(normalizeLocalized({ tr: 'a', de: 'b' })).toEqual({ tr: 'a', de: 'b' });
    expect(normalizeLocalized('text')).toBe('text');
  });
});

describe('snakeCaseKeys', () => {
  it('renames camelCase keys at every depth unless the snake_case key is present', () => {
    expect(
      snakeCaseKeys({
        coverImages: [1],
        technicalInfo: { totalUnits: 3 },
        cover_images_x: 1,
        title: { tr: 'a' },
      }),
    ).toEqual({
      cover_images: [1],
      technical_info: { total_units: 3 },
      cover_images_x: 1,
      title: { tr: 'a' },
    });
    expect(snakeCaseKeys({ videoUrl: 'a', video_url: 'b' })).toEqual({ video_url: 'b' });
  });
});

describe('snakeCaseKeys and __proto__', () => {
  it('drops a "__proto__" key at any depth instead of setting a prototype', () => {
    const parsed = JSON.parse('{"x":{"__proto__":{"constructor":{}}},"coverImages":[]}');
    const out = snakeCaseKeys(parsed) as { x: object; cover_images: unknown[] };
    expect(Object.getPrototypeOf(out.x)).toBe(Object.prototype);
    expect(Object.keys(out.x)).toEqual([]);
    expect(out.cover_images).toEqual([]);
  });
});
