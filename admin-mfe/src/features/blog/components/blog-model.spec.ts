import type { BlogPost } from '@konak/shared-ui';
import { categoryOptions, dateToIso, emptyPost, fromPost, toPayload, validatePost } from './blog-model';
import { splitContent } from './content-preview';

const full = { tr: 'a', en: 'b', ru: 'c' };

describe('blog form model', () => {
  it('starts as a draft (issue 26), with BLOG, Admin and today', () => {
    const d = emptyPost();
    expect(d.category).toBe('Blog');
    expect(d.author).toBe('Admin');
    expect(d).toMatchObject({ published: false, publication: 'draft' });
    expect(emptyPost('Ece Yılmaz').author).toBe('Ece Yılmaz');
    expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends tags as a trimmed list, each with its translations by place, and the date as a full ISO timestamp', () => {
    const p = toPayload({
      ...emptyPost(),
      slug: 'x',
      date: '2024-01-15',
      tags: { tr: 'antalya , , yatırım,', en: 'Antalya, Investment', ru: ', Инвестиции' },
    });
    expect(p.tags).toEqual([
      { tr: 'antalya', en: 'Antalya', ru: '' },
      { tr: 'yatırım', en: 'Investment', ru: 'Инвестиции' },
    ]);
    expect(p.date).toBe('2024-01-15T12:00:00.000Z');
    expect(dateToIso('2023-12-25')).toMatch(/^2023-12-25T/);
  });

  it('sends a saved post its stored date back while the day is unchanged: saving does not move its time', () => {
    const post = { slug: 's', date: '2024-01-12T09:00:00.000Z' } as unknown as BlogPost;
    expect(toPayload(fromPost(post)).date).toBe('2024-01-12T09:00:00.000Z');
    expect(toPayload({ ...fromPost(post), date: '2024-01-13' }).date).toBe('2024-01-13T12:00:00.000Z');
    expect(toPayload(fromPost(post))).not.toHaveProperty('saved_date');
  });

  it('requires slug, date and title, excerpt, content in Turkish (English and Russian may wait, issue 26)', () => {
    const errors = validatePost({
      ...emptyPost(),
      slug: 'Kötü Slug',
      title: full,
      excerpt: full,
      content: { tr: ' ', en: 'b', ru: 'c' },
    });
    expect(errors).toEqual([
      { field: 'slug', message: expect.stringContaining('küçük harf'), live: true },
      { field: 'content.tr', message: 'Türkçe içerik boş' },
    ]);
    const turkish = { tr: 'x', en: '', ru: '' };
    expect(
      validatePost({ ...emptyPost(), slug: 'iyi-slug', title: turkish, excerpt: turkish, content: turkish }),
    ).toEqual([]);
    expect(
      validatePost({ ...emptyPost(), slug: 'iyi-slug', title: full, excerpt: full, content: full }),
    ).toEqual([]);
  });

  it('edits the tags as each language’s comma-separated list, and refuses more translations than tags', () => {
    const post = {
      slug: 's',
      tags: [{ tr: 'Kepez', en: 'Kepez', ru: 'Кепез' }, { tr: 'Şehir Hayatı', en: '', ru: '' }, 'Tapu'],
    } as unknown as BlogPost;
    expect(fromPost(post).tags).toEqual({
      tr: 'Kepez, Şehir Hayatı, Tapu',
      en: 'Kepez, , ',
      ru: 'Кепез, , ',
    });
    expect(toPayload(fromPost(post)).tags).toEqual([
      { tr: 'Kepez', en: 'Kepez', ru: 'Кепез' },
      { tr: 'Şehir Hayatı', en: '', ru: '' },
      { tr: 'Tapu', en: '', ru: '' },
    ]);
    const turkish = { tr: 'x', en: '', ru: '' };
    const errors = validatePost({
      ...emptyPost(),
      slug: 'iyi-slug',
      title: turkish,
      excerpt: turkish,
      content: turkish,
      tags: { tr: 'Kepez', en: 'Kepez, City Life', ru: '' },
    });
    expect(errors).toEqual([
      {
        field: 'tags',
        message: expect.stringContaining('İngilizce etiketler Türkçe etiketlerden fazla'),
        live: true,
      },
    ]);
  });

  it('offers the translated categories and keeps one typed before the list', () => {
    expect(categoryOptions('Blog').map((o) => o.value)).toEqual([
      'Blog',
      'Projeler',
      'Rehber',
      'Şehir',
      'Şirket',
      'Yatırım',
      'Haberler',
    ]);
    expect(categoryOptions('Blog')[2].label).toBe('Rehber (EN: Guide, RU: Путеводитель)');
    expect(categoryOptions('Kampanya').at(-1)).toEqual({
      value: 'Kampanya',
      label: 'Kampanya (yalnızca Türkçe sitede görünür)',
    });
    expect(fromPost({ slug: 's', category: 'REHBER' } as unknown as BlogPost).category).toBe('Rehber');
  });

  it('prefills edit mode with defaults and keeps published unless explicitly false', () => {
    const post = {
      id: 1,
      slug: 's',
      title: full,
      excerpt: full,
      content: full,
      date: '2024-01-15T00:00:00Z',
      tags: ['a', 'b'],
    } as unknown as BlogPost;
    const d = fromPost(post);
    expect(d).toMatchObject({
      published: true,
      category: 'Blog',
      author: 'Admin',
      tags: { tr: 'a, b', en: '', ru: '' },
      date: '2024-01-15',
    });
    expect(fromPost({ ...post, published: false }).published).toBe(false);
  });

  it('previews ## headings and blank-line paragraphs as text', () => {
    expect(splitContent('## Başlık\n\nBirinci paragraf\nsatır\n\n\n<b>ikinci</b>')).toEqual([
      { kind: 'h', text: 'Başlık' },
      { kind: 'p', text: 'Birinci paragraf\nsatır' },
      { kind: 'p', text: '<b>ikinci</b>' },
    ]);
  });
});
