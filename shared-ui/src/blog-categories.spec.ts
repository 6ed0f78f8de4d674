import { BLOG_CATEGORIES, blogCategory, categoryName } from './blog-categories';

describe('blog categories', () => {
  it('names a listed category in every language, whatever its case', () => {
    expect(categoryName('REHBER', 'en')).toBe('Guide');
    expect(categoryName('Rehber', 'ru')).toBe('Путеводитель');
    expect(categoryName('şehir', 'tr')).toBe('Şehir');
    expect(categoryName('BLOG', 'ru')).toBe('Блог');
  });
  it('shows a category outside the list on the Turkish blog only', () => {
    expect(categoryName('Kampanya', 'tr')).toBe('Kampanya');
    expect(categoryName('Kampanya', 'en')).toBe('');
    expect(categoryName(undefined, 'tr')).toBe('');
    expect(blogCategory('Kampanya')).toBeUndefined();
  });
  it('has every name in every language', () => {
    for (const c of BLOG_CATEGORIES)
      for (const lang of ['tr', 'en', 'ru'] as const) expect(c[lang].trim()).not.toBe('');
  });
});
