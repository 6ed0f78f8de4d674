import { missingLanguages, recordTranslationProblems, translationProblems } from './translations.js';

describe('translationProblems', () => {
  it('flags an empty language when another has text, and nothing when all are empty', () => {
    expect(translationProblems({ tr: 'Havuz', en: 'Pool', ru: '' })).toEqual([
      { lang: 'ru', issue: 'missing' },
    ]);
    expect(translationProblems({ tr: 'Havuz', en: '  ', ru: 'Бассейн' })).toEqual([
      { lang: 'en', issue: 'missing' },
    ]);
    expect(translationProblems({ tr: '', en: '', ru: '' })).toEqual([]);
    expect(translationProblems({ tr: '', en: 'Pool', ru: 'Бассейн' })).toEqual([
      { lang: 'tr', issue: 'missing' },
    ]);
  });

  it('flags a text pasted from an earlier language, but not numbers and codes', () => {
    expect(translationProblems({ tr: 'Deniz manzarası', en: 'Deniz manzarası', ru: 'Вид на море' })).toEqual([
      { lang: 'en', issue: 'copied', same_as: 'tr' },
    ]);
    expect(translationProblems({ tr: 'Havuz', en: 'Pool', ru: ' Pool ' })).toEqual([
      { lang: 'ru', issue: 'copied', same_as: 'en' },
    ]);
    expect(translationProblems({ tr: '2+1', en: '2+1', ru: '2+1' })).toEqual([]);
    expect(translationProblems({ tr: '120 m²', en: '120 m²', ru: '120 m²' })).toEqual([]);
  });
});

describe('recordTranslationProblems', () => {
  it('walks nested objects and lists, naming each field by its path', () => {
    const record = {
      id: 5,
      slug: 'gunes',
      title: { tr: 'Güneş', en: 'Sun', ru: '' },
      features: [{ title: { tr: 'Havuz', en: 'Havuz', ru: 'Бассейн' } }],
      technical_info: { description: { tr: '', en: '', ru: '' } },
      meta_title: { tr: 'x', en: '', ru: '' },
    };
    expect(recordTranslationProblems(record, ['meta_title'])).toEqual([
      { field: 'title', lang: 'ru', issue: 'missing' },
      { field: 'features.0.title', lang: 'en', issue: 'copied', same_as: 'tr' },
    ]);
  });
});

describe('missingLanguages', () => {
  it('names each language some text of the record lacks, once, in site order; copies and unused texts are not missing', () => {
    const post = {
      title: { tr: 'Başlık', en: '', ru: 'Заголовок' },
      content: { tr: 'Metin', en: '', ru: '' },
      meta_title: { tr: '', en: '', ru: '' },
      tags: [{ tr: 'Şehir', en: 'Şehir', ru: 'Город' }],
    };
    expect(missingLanguages(post)).toEqual(['en', 'ru']);
    expect(missingLanguages({ title: { tr: 'A', en: 'B', ru: 'C' } })).toEqual([]);
    expect(missingLanguages({ title: { tr: '', en: 'B', ru: 'C' } })).toEqual(['tr']);
    expect(missingLanguages(post, ['content'])).toEqual(['en']);
  });
});
