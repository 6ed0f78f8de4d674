import { validateBanner } from './banner-page';

const full = { tr: 'a', en: 'b', ru: 'c' };

describe('banner rules', () => {
  it('requires the text in three languages and a link that is a URL', () => {
    expect(validateBanner({ active: true, text: { ...full, ru: '' }, link: '', background_image: '' })).toEqual([
      'Metin şu dillerde zorunlu: Rusça',
      'Bağlantı zorunlu',
    ]);
    expect(validateBanner({ active: true, text: full, link: 'instagram', background_image: '' })).toHaveLength(1);
    expect(validateBanner({ active: true, text: full, link: 'https://instagram.com/konak', background_image: '' })).toEqual([]);
  });
});
