import { validateBanner } from './banner-page';

const full = { tr: 'a', en: 'b', ru: 'c' };

describe('banner rules', () => {
  it('requires the text in three languages and a link that is a URL', () => {
    expect(
      validateBanner({ active: true, text: { ...full, ru: '' }, link: '', background_image: '' }),
    ).toEqual([
      { field: 'text.ru', message: 'Rusça metin boş' },
      { field: 'link', message: 'Bağlantı boş: Instagram sayfanızın adresini yazın' },
    ]);
    // A mistyped address is named in plain words, while it is typed.
    expect(validateBanner({ active: true, text: full, link: 'instagram', background_image: '' })).toEqual([
      { field: 'link', message: 'Bağlantı: geçerli bir web adresi yazın, örn. https://…', live: true },
    ]);
    expect(
      validateBanner({ active: true, text: full, link: 'https://instagram.com/konak', background_image: '' }),
    ).toEqual([]);
  });
});
