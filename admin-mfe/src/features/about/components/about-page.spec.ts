import { validateAbout } from './about-page';

const full = { tr: 'a', en: 'b', ru: 'c' };
const empty = { tr: '', en: '', ru: '' };

describe('about rules', () => {
  it('requires the title and description in three languages; mission and vision are optional', () => {
    expect(validateAbout({ image: '', title: full, subtitle: empty, description: { ...full, en: '' }, mission: empty, vision: empty })).toEqual([
      'Başlık ve açıklama şu dillerde zorunlu: İngilizce',
    ]);
    expect(validateAbout({ image: '', title: full, subtitle: empty, description: full, mission: empty, vision: empty })).toEqual([]);
  });
});
