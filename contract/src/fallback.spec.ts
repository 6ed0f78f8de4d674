import { shownLanguage, shownText } from './fallback.js';

describe('shownText', () => {
  it("shows the page's language when it has text, else Turkish, said to be a fallback", () => {
    expect(shownText({ tr: 'Temel atıldı', en: 'Groundbreaking', ru: '' }, 'en')).toEqual({
      text: 'Groundbreaking',
      lang: 'en',
      fallback: false,
    });
    expect(shownText({ tr: 'Temel atıldı', en: 'Groundbreaking', ru: '  ' }, 'ru')).toEqual({
      text: 'Temel atıldı',
      lang: 'tr',
      fallback: true,
    });
    expect(shownText({ tr: 'Temel atıldı', en: '', ru: '' }, 'tr')).toEqual({
      text: 'Temel atıldı',
      lang: 'tr',
      fallback: false,
    });
  });

  it('never falls back to nothing, and takes a plain string as it is', () => {
    expect(shownText({ tr: '', en: 'Only English', ru: '' }, 'ru')).toEqual({
      text: '',
      lang: 'ru',
      fallback: false,
    });
    expect(shownText('Kepez', 'ru')).toEqual({ text: 'Kepez', lang: 'ru', fallback: false });
    expect(shownText(undefined, 'en')).toEqual({ text: '', lang: 'en', fallback: false });
    expect(shownLanguage({ tr: 'Metin', en: '', ru: '' }, 'en')).toBe('tr');
  });
});
