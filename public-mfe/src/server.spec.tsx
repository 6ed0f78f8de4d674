/**
 * @jest-environment node
 */
// The server entry answers a URL with its page: status, head as data, the HTML the browser will hydrate
// (the shell's frame, the page from the data the host read, every section in place, no inline script),
// and renders running at the same time keep to their own data and settings.
import { finderPageQuery, LANGS, pageReadOf } from '@konak/contract';
import { DEFAULT_SETTINGS, DEFAULT_SLIDERS, type Project } from '@konak/shared-ui';
import { ROUTES } from './app/route-table';
import { langPrefix } from './config/paths';
import {
  matchAddress,
  matchPage,
  renderPage,
  sitemapData,
  sitemapItemUrls,
  sitemapLists,
  sitemapUrls,
} from './server';
import { FIRST_COVER_SIZES } from './features/projects/components/cover-carousel';

const origin = 'https://konak.example';
const render = (url: string, data: Record<string, unknown> = {}, settings = DEFAULT_SETTINGS) =>
  renderPage({
    url,
    origin,
    settings,
    data,
    assets: {
      js: {
        sync: ['app.1.js'],
        async: [
          'page-project.2.js',
          'page-post.3.js',
          '77.4.js',
          'texts-tr.6.js',
          'texts-en.7.js',
          'texts-ru.8.js',
        ],
      },
      css: { sync: ['app.1.css'], async: ['page-project.2.css', 'page-projects.5.css'] },
    },
  });
const kvkkNotice = (text: { tr: string; en: string; ru: string }) => ({
  version: 4,
  hash: 'a'.repeat(64),
  created_at: '2030-01-07T09:00:00.000Z',
  created_by: 'admin@example.com',
  text,
});
const project = {
  slug: 'gunes-evleri',
  title: { tr: 'Güneş Evleri', en: 'Sun Houses', ru: 'Солнечные дома' },
  description: { tr: 'Açıklama', en: 'About', ru: 'О' },
  subtitle: { tr: '', en: '', ru: '' },
  cover_images: ['/api/uploads/2024/01/cover.jpg'],
  technical_info: { total_units: 12 },
} as unknown as Project;

describe('matchPage', () => {
  it('names a page by its route, asks for its data, and shares one 404 per language', () => {
    expect(matchPage('/en/projects/gunes-evleri/')).toEqual({
      key: 'page /en/projects/gunes-evleri',
      url: '/en/projects/gunes-evleri',
      data: [
        'projects/gunes-evleri/',
        'projects/gunes-evleri/units/',
        'exchange-rates/',
        'projects/gunes-evleri/progress/',
      ],
      notFoundKey: '404 en project',
    });
    // Every section of the home page is drawn from data the host reads (no loading placeholder in the HTML).
    expect(matchPage('/').data).toEqual([
      'sliders/',
      'about/',
      'projects/?showcase=true&fields=summary',
      'projects/?showcase=true&per_page=1',
      'instagram-banner/',
      'blog/?page=1&per_page=3&fields=summary',
    ]);
    expect(matchPage('/ru/bilinmeyen').key).toBe('404 ru');
    expect(matchPage('/ru/baska-bilinmeyen').key).toBe('404 ru');
    expect(matchPage('/projeler/Not_A_Slug').key).toBe('404 tr');
    expect(matchPage(null).key).toBe('404 tr');
  });

  it('asks only for API paths the host serves (the contract’s PAGE_READS), on every route in every language', () => {
    const addresses = LANGS.flatMap((lang) =>
      ROUTES.map(
        (r) => `${langPrefix(lang)}/${r.path.replace(':slug', 'gunes-evleri').replace(':page', '2')}`,
      ),
    );
    const asked = new Set(addresses.flatMap((address) => matchPage(address).data));
    expect(asked.size).toBeGreaterThanOrEqual(10);
    expect([...asked].filter((path) => pageReadOf(path) === null)).toEqual([]);
  });

  it('reads a path of 100,000 slashes in linear time', () => {
    const started = performance.now();
    expect(matchPage(`/a${'/'.repeat(100_000)}b`).key).toBe('404 tr');
    expect(matchPage(`/${'/'.repeat(100_000)}`).key).toBe('page /');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('renderPage', () => {
  it('draws the home page from the data the host read, inside the shell frame', async () => {
    const sliders = DEFAULT_SLIDERS.map((s) =>
      s.order === 1 ? { ...s, title: { tr: 'Sunucudan Merhaba', en: 'Hello', ru: 'Привет' } } : s,
    );
    const page = await render('/', { 'sliders/': sliders });
    expect(page.status).toBe(200);
    expect(page.lang).toBe('tr');
    expect(page.html).toMatch(/^<!--\$--><div class="pub-site" data-mfe="public"/);
    expect(page.html).toContain('<h1 class="pub-hero__title">Sunucudan Merhaba</h1>');
    expect(page.html).toMatch(/<!--\/\$--><div class="kui-toaster"[^>]*><\/div>$/);
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<!--$?-->');
    expect(page.data).toEqual(['sliders/']);
    // The home page is in the exposed App: no other page's chunk comes with it, and only its language's texts.
    expect(page.scripts).toEqual(['remoteEntry.js', 'app.1.js', 'texts-tr.6.js']);
    expect(page.styles).toEqual([]);
    expect(page.head.tags).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://konak.example/' });
    expect(page.head.tags).toContainEqual({
      tag: 'link',
      rel: 'alternate',
      hreflang: 'x-default',
      href: 'https://konak.example/',
    });
    expect(page.head.jsonLd[0]).toMatchObject({ '@type': 'Organization', url: 'https://konak.example/' });
  });

  it('draws a page in its language and a lazily loaded page complete, with its title and description', async () => {
    const page = await render('/en/kvkk', {
      'kvkk/': kvkkNotice({ tr: '## 1. Veri Sorumlusu\n\nKonak Yapı <b>İnşaat</b>', en: '', ru: '' }),
    });
    expect(page.html).toContain('hrefLang="en"');
    expect(page.html).toContain('KVKK');
    expect(page.html).not.toContain('kui-spinner');
    // The notice arrives drawn, as text (never as markup), in Turkish with a word in English that it is.
    expect(page.html).toContain('<h2 id="kvkk-1-title">1. Veri Sorumlusu</h2>');
    expect(page.html).toContain('Konak Yapı &lt;b&gt;İnşaat&lt;/b&gt;');
    expect(page.html).toContain('This notice is published in Turkish');
    expect(page.html).toContain('Version 4');
    expect(page.head.title).toBe('Personal Data Notice (KVKK) | Konak Yapı');
    expect(page.head.tags).toContainEqual({
      tag: 'meta',
      name: 'description',
      content: expect.stringContaining('6698'),
    });
    // Marked as Turkish for browsers and screen readers; the page is still its own (issue 26).
    expect(page.html).toContain('<div lang="tr">');
    expect(page.head.tags).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: 'https://konak.example/en/kvkk',
    });
  });

  it('draws the KVKK notice in the page language once the admin wrote one, with its own canonical', async () => {
    const page = await render('/ru/kvkk', {
      'kvkk/': kvkkNotice({ tr: '## Türkçe', en: '## English', ru: '## Русский\n\n- пункт' }),
    });
    expect(page.html).toContain('Русский</h2>');
    expect(page.html).toContain('<li>пункт</li>');
    expect(page.html).not.toContain('Türkçe</h2>');
    expect(page.head.tags).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: 'https://konak.example/ru/kvkk',
    });
    expect(page.head.tags.some((t) => t.tag === 'link' && t.rel === 'alternate')).toBe(true);
  });

  it('describes a project as an ApartmentComplex, its cover preloaded, canonical under /projeler', async () => {
    const page = await render('/en/projects/gunes-evleri', { 'projects/gunes-evleri/': project });
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Sun Houses | Konak Yapı');
    expect(page.head.tags).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: 'https://konak.example/en/projeler/gunes-evleri',
    });
    expect(page.head.jsonLd[1]).toMatchObject({
      '@type': 'ApartmentComplex',
      numberOfAccommodationUnits: 12,
    });
    expect(page.preload).toEqual([
      {
        href: '/api/uploads/2024/01/cover.jpg',
        srcset: expect.stringContaining('-720.webp 720w'),
        sizes: FIRST_COVER_SIZES,
      },
    ]);
    expect(page.scripts).toEqual(['remoteEntry.js', 'app.1.js', 'page-project.2.js', 'texts-en.7.js']);
    // Its own chunk's styles, not the project list's (`page-projects`).
    expect(page.styles).toEqual(['page-project.2.css']);
  });

  it('answers 404, not indexed, for an unknown slug and an unknown address', async () => {
    const missing = await render('/projeler/yok-boyle');
    expect(missing.status).toBe(404);
    expect(missing.head.title).toBe('Proje Bulunamadı | Konak Yapı');
    expect(missing.head.tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex' });
    expect(missing.data).toEqual([]);
    const unknown = await render('/ru/bilinmeyen');
    expect(unknown.status).toBe(404);
    expect(unknown.head.tags.some((t) => t.tag === 'link')).toBe(false);
  });

  it('keeps each render to its own data and settings when they run at the same time', async () => {
    const sliders = (title: string) =>
      DEFAULT_SLIDERS.map((s) => ({ ...s, title: { tr: title, en: '', ru: '' } }));
    const named = (name: string) => ({ ...DEFAULT_SETTINGS, site_name: { tr: name, en: name, ru: name } });
    const [first, second, third] = await Promise.all([
      render('/', { 'sliders/': sliders('Bir') }, named('Birinci')),
      render('/', { 'sliders/': sliders('İki') }, named('İkinci')),
      render('/iletisim', {}, named('Üçüncü')),
    ]);
    expect(first.html).toContain('>Bir</h1>');
    expect(second.html).toContain('>İki</h1>');
    expect(first.html).toContain('Birinci');
    expect(first.html).not.toContain('İkinci');
    expect(second.html).toContain('İkinci');
    expect(third.head.title).toBe('İletişim | Üçüncü');
  });
});

describe('pages that list projects (issue 25)', () => {
  const L = (tr: string) => ({ tr, en: `${tr} EN`, ru: `${tr} RU` });
  /** A card as the host sends it (api/src/site siteCard): what the card shows, nothing more. */
  const card = (n: number) => ({
    id: n,
    slug: `proje-${n}`,
    title: L(`Proje ${n}`),
    subtitle: L(`Konyaaltı ${n}`),
    status: 'ongoing',
    cover: `/api/uploads/2024/01/cover-${n}.jpg`,
    logo: `/api/uploads/2024/01/logo-${n}.png`,
    units: { total: 40, available: n },
    progress: { percent: 60 + (n % 10), date: '2026-01-01' },
  });
  const fifty = Array.from({ length: 50 }, (_, i) => card(i + 1));

  it('draws /projeler from the cards alone: every card with its cover, homes for sale and progress, 50 of them within 150 kB', async () => {
    expect(matchPage('/en/projeler').data).toEqual(['projects/?fields=summary&per_page=50']);
    const page = await render('/en/projeler', { 'projects/?fields=summary&per_page=50': fifty });
    expect(page.data).toEqual(['projects/?fields=summary&per_page=50']);
    expect(page.html.match(/data-testid="project-card"/g)).toHaveLength(50);
    expect(page.html).toContain('Proje 50 EN');
    expect(page.html).toContain('Konyaaltı 7 EN');
    expect(page.html).toContain('cover-50.jpg');
    expect(page.html.match(/data-testid="progress-badge"/g)).toHaveLength(50);
    expect(page.html.match(/data-testid="units-count"/g)).toHaveLength(50);
    expect(page.html).not.toContain('kui-spinner');
    // The page's HTML and its boot data together (the host writes both).
    const bytes = Buffer.byteLength(page.html) + Buffer.byteLength(JSON.stringify(fifty));
    expect(bytes).toBeLessThan(150_000);
  });

  it('draws the home showcase from its tabs’ cards and its first project whole, the first project’s progress from its card', async () => {
    const tabs = fifty.slice(0, 12);
    const first = {
      ...project,
      id: 1,
      slug: 'proje-1',
      title: L('Proje 1'),
      description: L('İlk projenin tanıtımı'),
      logo: tabs[0].logo,
    };
    const page = await render('/', {
      'projects/?showcase=true&fields=summary': tabs,
      'projects/?showcase=true&per_page=1': [first],
    });
    expect(page.data).toEqual([
      'projects/?showcase=true&fields=summary',
      'projects/?showcase=true&per_page=1',
    ]);
    expect(page.html.match(/data-testid="project-tab"/g)).toHaveLength(12);
    // Every tab links to its project's page before the app starts.
    expect(page.html).toContain('href="/projeler/proje-12"');
    expect(page.html).toContain('İlk projenin tanıtımı');
    expect(page.html).toContain('%61 tamamlandı');
    expect(page.html).toContain('1 / 40');
    const showcase = page.html.slice(page.html.indexOf('id="projeler"'), page.html.indexOf('id="blog"'));
    expect(showcase).not.toContain('kui-spinner');
  });
});

describe('sitemapUrls', () => {
  it('lists every page in every language with alternates, the KVKK notice too', () => {
    // The projects' addresses come from their cards (issue 25): no page of whole projects is read.
    expect(sitemapData).toEqual(['projects/?fields=summary', 'blog/']);
    const urls = sitemapUrls({
      origin,
      data: { 'projects/?fields=summary': [{ slug: 'gunes-evleri' }], 'blog/': [{ slug: 'yazi' }] },
    });
    const locs = urls.map((u) => u.loc);
    for (const loc of [
      '/',
      '/en',
      '/ru',
      '/projeler',
      '/en/projeler/gunes-evleri',
      '/ru/blog/yazi',
      '/iletisim',
      '/kvkk',
      '/konutlar',
      '/en/konutlar',
      '/ru/konutlar',
    ])
      expect(locs).toContain(`${origin}${loc === '/' ? '/' : loc}`);
    expect(locs).toContain(`${origin}/en/kvkk`);
    expect(locs).toContain(`${origin}/ru/kvkk`);
    expect(urls[0].alternates).toContainEqual({ hreflang: 'x-default', href: `${origin}/` });
  });
});

describe('the blog’s pages', () => {
  const post = (i: number) => ({
    id: i,
    slug: `yazi-${i}`,
    title: { tr: `Yazı ${i}`, en: `Post ${i}`, ru: `Статья ${i}` },
    excerpt: { tr: 'Özet', en: 'Summary', ru: 'Кратко' },
    image: '',
    category: 'BLOG',
    tags: [],
    author: 'Admin',
    date: '2024-01-15T00:00:00.000Z',
  });
  /** Page `n` of 30 posts as the host answers it: the page's items with the list's paging. */
  const pageOf = (n: number, total = 30) => ({
    items: Array.from({ length: Math.max(0, Math.min(12, total - (n - 1) * 12)) }, (_, i) =>
      post(total - (n - 1) * 12 - i),
    ),
    total,
    page: n,
    per_page: 12,
  });
  const key = (n: number) => `blog/?page=${n}&per_page=12&fields=summary`;
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

  it('names /blog/sayfa/N in every language, reading that page of card fields', () => {
    expect(matchPage('/blog')).toMatchObject({ key: 'page /blog', data: [key(1)] });
    expect(matchPage('/blog/sayfa/2')).toMatchObject({
      key: 'page /blog/sayfa/2',
      data: [key(2)],
      notFoundKey: '404 tr blog',
    });
    expect(matchPage('/en/blog/sayfa/3/')).toMatchObject({ key: 'page /en/blog/sayfa/3', data: [key(3)] });
    expect(matchPage('/ru/blog/sayfa/2').data).toEqual([key(2)]);
    for (const bad of [
      '/blog/sayfa/0',
      '/blog/sayfa/02',
      '/blog/sayfa/x',
      '/blog/sayfa/1234567',
      '/blog/sayfa/2/3',
    ])
      expect(matchPage(bad).key).toMatch(/^404 tr/);
    // Two segments are a post (whose slug may be any word, "sayfa" too).
    expect(matchPage('/blog/sayfa').data).toEqual([
      'blog/sayfa/',
      key(1).replace('per_page=12', 'per_page=4'),
    ]);
  });

  it.each([
    ['tr', '/blog/sayfa/2', 'Blog — Sayfa 2', '/blog', '/blog/sayfa/3'],
    ['en', '/en/blog/sayfa/2', 'Blog — Page 2', '/en/blog', '/en/blog/sayfa/3'],
    ['ru', '/ru/blog/sayfa/2', 'Блог — Страница 2', '/ru/blog', '/ru/blog/sayfa/3'],
  ])(
    'draws page 2 in %s with its own title, canonical, neighbours and only its 12 posts',
    async (lang, url, title, prev, next) => {
      const page = await render(url, { [key(2)]: pageOf(2) });
      expect(page.status).toBe(200);
      expect(page.head.title).toBe(`${title} | Konak Yapı`);
      expect(page.head.tags).toContainEqual({ tag: 'link', rel: 'canonical', href: `${origin}${url}` });
      expect(page.head.tags).toContainEqual({ tag: 'link', rel: 'prev', href: `${origin}${prev}` });
      expect(page.head.tags).toContainEqual({ tag: 'link', rel: 'next', href: `${origin}${next}` });
      expect(page.head.tags).toContainEqual({
        tag: 'link',
        rel: 'alternate',
        hreflang: 'en',
        href: `${origin}/en/blog/sayfa/2`,
      });
      const prefix = lang === 'tr' ? '' : `/${lang}`;
      const posts = hrefs(page.html).filter((h) => /\/blog\/yazi-\d+$/.test(h));
      expect(new Set(posts)).toEqual(
        new Set(Array.from({ length: 12 }, (_, i) => `${prefix}/blog/yazi-${18 - i}`)),
      );
      // Crawlable links to the neighbours (plain <a>), and the page numbers around this one.
      expect(new RegExp(`<a[^>]* rel="prev"[^>]* href="${prev}"`).test(page.html)).toBe(true);
      expect(new RegExp(`<a[^>]* rel="next"[^>]* href="${next}"`).test(page.html)).toBe(true);
      expect(page.html.includes('aria-current="page">2</span>')).toBe(true);
      expect(page.data).toEqual([key(2)]);
    },
  );

  it('keeps page 1 at /blog (no number in its canonical, no prev) and the last page without next', async () => {
    const first = await render('/blog', { [key(1)]: pageOf(1) });
    expect(first.head.title).toBe('Blog | Konak Yapı');
    expect(first.head.tags).toContainEqual({ tag: 'link', rel: 'canonical', href: `${origin}/blog` });
    expect(first.head.tags.some((t) => t.tag === 'link' && t.rel === 'prev')).toBe(false);
    expect(first.head.tags).toContainEqual({ tag: 'link', rel: 'next', href: `${origin}/blog/sayfa/2` });
    const last = await render('/blog/sayfa/3', { [key(3)]: pageOf(3) });
    expect(last.head.tags.some((t) => t.tag === 'link' && t.rel === 'next')).toBe(false);
    expect(new Set(hrefs(last.html).filter((h) => /\/blog\/yazi-/.test(h))).size).toBe(6);
  });

  it('answers 404 past the last page (the host finds no such page), not indexed', async () => {
    const past = await render('/blog/sayfa/9', {});
    expect(past.status).toBe(404);
    expect(past.head.tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex' });
  });
});

describe('sitemapItemUrls', () => {
  it('names each list and gives its items’ pages in every language; the pages alone with every list empty', () => {
    expect(sitemapLists.map((l) => l.path)).toEqual(['projects/', 'blog/']);
    const posts = sitemapItemUrls({ origin, list: 'posts', items: [{ slug: 'yazi' }, { slug: 3 }, null] });
    expect(posts.map((u) => u.loc)).toEqual([
      `${origin}/blog/yazi`,
      `${origin}/en/blog/yazi`,
      `${origin}/ru/blog/yazi`,
    ]);
    expect(posts[0].alternates).toContainEqual({ hreflang: 'x-default', href: `${origin}/blog/yazi` });
    expect(sitemapItemUrls({ origin, list: 'projects', items: [{ slug: 'gunes-evleri' }] })[1].loc).toBe(
      `${origin}/en/projeler/gunes-evleri`,
    );
    expect(sitemapItemUrls({ origin, list: 'users', items: [{ slug: 'x' }] })).toEqual([]);
    const pages = sitemapUrls({ origin, data: { 'projects/': [], 'blog/': [] } });
    // Home, about, projects, the home finder, blog, contact and the KVKK notice in three languages.
    expect(pages).toHaveLength(7 * 3);
  });
});

describe('a text not yet translated', () => {
  it('is drawn in Turkish marked lang="tr", with a note in the page’s language, by the server too', async () => {
    const url = '/ru/blog/antalyada-yasam';
    const [key] = matchPage(url).data;
    const post = {
      id: 7,
      slug: 'antalyada-yasam',
      image: '',
      category: 'BLOG',
      author: 'Admin',
      date: '2024-01-15T00:00:00.000Z',
      title: { tr: 'Antalya’da Yaşam', en: 'Life in Antalya', ru: 'Жизнь в Анталье' },
      excerpt: { tr: 'Şehirde bir gün', en: 'A day in the city', ru: 'День в городе' },
      content: { tr: 'Kepez’de sabah.', en: 'Morning in Kepez.', ru: '' },
      tags: [
        { tr: 'Şehir Hayatı', en: 'City Life', ru: '' },
        { tr: 'Kepez', en: 'Kepez', ru: 'Кепез' },
      ],
      meta_title: { tr: '', en: '', ru: '' },
      meta_description: { tr: '', en: '', ru: '' },
    };
    const page = await render(url, { [key]: post });
    expect(page.status).toBe(200);
    // The Russian title is Russian (unmarked); the empty Russian content and tag are the Turkish ones, marked.
    expect(page.html).toMatch(/<h1 class="pub-page-hero__title">Жизнь в Анталье<\/h1>/);
    expect(page.html).toMatch(/<div lang="tr"><div[^>]*>(<[^>]+>)*Kepez’de sabah\./);
    expect(page.html).toContain('<li lang="tr">#<!-- -->Şehir Hayatı</li>');
    expect(page.html).toContain('<li>#<!-- -->Кепез</li>');
    expect(page.html).toContain('Этот текст пока доступен только на турецком');
    // Every text in Russian: no note.
    const whole = await render(url, {
      [key]: { ...post, content: { ...post.content, ru: 'Утро в Кепезе.' }, tags: [post.tags[1]] },
    });
    // (The language switcher's own "TR" link is the only Turkish on the page.)
    expect(whole.html).not.toMatch(/<(h1|p|div|li)[^>]* lang="tr"/);
    expect(whole.html).not.toContain('Этот текст пока доступен только на турецком');
  });
});

describe('the home finder', () => {
  const home = (i: number, status: 'available' | 'reserved' = 'available') => ({
    id: i,
    label: `A-${i % 9}-${i}`,
    block: 'A',
    number: String(i),
    floor: i % 9,
    rooms: i % 2 ? '3+1' : '2+1',
    plan_key: 'tip-a',
    facing: 'S',
    size_m2: 80 + i,
    price_try: 4_000_000 + i * 10_000,
    price: Math.round((4_000_000 + i * 10_000) / 40),
    status,
    project: { slug: 'gunes-evleri', name: project.title, status: 'ongoing', handover: null },
    cell_path: `/projeler/gunes-evleri?daire=A-${i % 9}-${i}#daireler`,
  });
  const answer = (homes: ReturnType<typeof home>[], extra: object = {}) => ({
    homes,
    total: homes.length,
    page: 1,
    per_page: 9,
    pages: 1,
    currency: 'TRY',
    rate: 1,
    rate_date: null,
    query: '',
    ...extra,
  });
  const rates = { eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'RUB' };

  it('names /konutlar in every language with its canonical query in the key; other pages ignore the query', () => {
    expect(matchAddress({ path: '/en/konutlar', query: '' })).toEqual({
      key: 'page /en/konutlar',
      url: '/en/konutlar',
      data: ['homes/?per_page=9', 'projects/?fields=summary', 'exchange-rates/'],
      notFoundKey: '404 en homes',
    });
    const query = finderPageQuery('sort=price&rooms=3+1&price_max=150000&currency=eur&utm_source=x');
    expect(query).toBe('rooms=3%2B1&price_max=150000&currency=EUR');
    const match = matchAddress({ path: '/ru/konutlar/', query });
    expect(match.key).toBe(`page /ru/konutlar?${query}`);
    expect(match.url).toBe(`/ru/konutlar?${query}`);
    expect(match.data[0]).toBe(`homes/?${query}&per_page=9`);
    expect(match.data.every((p) => pageReadOf(p) !== null)).toBe(true);
    // A page that reads no query keeps one key whatever the address carries.
    expect(matchAddress({ path: '/projeler', query }).key).toBe('page /projeler');
    // Refused filters stay in the page's key (its messages) and out of the homes it reads.
    const refused = finderPageQuery('rooms=3%2B1&price_min=9&price_max=5&floor_min=x');
    expect(refused).toBe('rooms=3%2B1&price_min=9&invalid=floor_min.invalid%2Cprice_max.min_above_max');
    expect(matchAddress({ path: '/konutlar', query: refused }).data[0]).toBe(
      'homes/?rooms=3%2B1&price_min=9&per_page=9',
    );
    // Anything but the host's canonical alphabet is no query.
    expect(matchAddress({ path: '/konutlar', query: '<script>' }).key).toBe('page /konutlar');
  });

  it('draws the homes in the HTML (no loading placeholder), Offers in its JSON-LD, prev/next, a page of nine', async () => {
    const homes = Array.from({ length: 9 }, (_, i) => home(i + 1, i === 3 ? 'reserved' : 'available'));
    const query = 'currency=EUR&page=2';
    const data = {
      [`homes/?${query}&per_page=9`]: answer(homes, {
        page: 2,
        pages: 8,
        total: 70,
        currency: 'EUR',
        rate: 40,
        rate_date: '2026-11-20',
      }),
      'projects/?fields=summary': [project],
      'exchange-rates/': rates,
    };
    const page = await render(`/en/konutlar?${query}`, data);
    expect(page.status).toBe(200);
    const cards = page.html.match(/<a class="pub-finder__link"/g) ?? [];
    expect(cards).toHaveLength(9);
    expect(page.html).not.toContain('kui-spinner');
    expect(page.html).toContain('href="/en/projeler/gunes-evleri?daire=A-1-1#daireler"');
    expect(page.html).toContain('70 homes found');
    expect(page.html).toContain('20/11/2026');
    expect(page.html).toContain('<form');
    expect(page.html).toContain('method="get"');
    expect(page.html).toContain('action="/en/konutlar"');
    // The project filter's options come with the page: it works before the app runs.
    expect(page.html).toContain('<option value="gunes-evleri">Sun Houses</option>');
    const tags = page.head.tags as { rel?: string; href?: string }[];
    expect(tags).toContainEqual({ tag: 'link', rel: 'canonical', href: `${origin}/en/konutlar?${query}` });
    expect(tags).toContainEqual({ tag: 'link', rel: 'prev', href: `${origin}/en/konutlar?currency=EUR` });
    expect(tags).toContainEqual({
      tag: 'link',
      rel: 'next',
      href: `${origin}/en/konutlar?currency=EUR&page=3`,
    });
    const catalogue = page.head.jsonLd.find(
      (j) => (j as { '@type': string })['@type'] === 'OfferCatalog',
    ) as {
      itemListElement: {
        name: string;
        price: number;
        priceCurrency: string;
        availability: string;
        url: string;
      }[];
    };
    expect(catalogue.itemListElement).toHaveLength(9);
    expect(catalogue.itemListElement[0]).toEqual({
      '@type': 'Offer',
      name: 'Sun Houses A-1-1 3+1',
      price: 4_010_000,
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
      url: `${origin}/en/projeler/gunes-evleri?daire=A-1-1#daireler`,
    });
    expect(catalogue.itemListElement[3].availability).toBe('https://schema.org/LimitedAvailability');
    const bytes = Buffer.byteLength(page.html) + Buffer.byteLength(JSON.stringify(page.head));
    expect(bytes).toBeLessThan(100_000);
  });

  it("draws the homes in the language's currency when the address names none (issue 26, decision 0201)", async () => {
    const data = (ru_currency: string) => ({
      'homes/?per_page=9': answer([home(1), home(2)]),
      'projects/?fields=summary': [project],
      'exchange-rates/': { ...rates, ru_currency },
    });
    const en = await render('/en/konutlar', data('RUB'));
    expect(en.html).toContain('<strong>€100,250</strong><small>₺4,010,000</small>');
    expect(en.html).not.toMatch(/<strong>₺/);
    expect(en.html).toContain('data-testid="finder-rate"');
    // The form's currency is the one shown, so a price typed beside it is in euros.
    expect(en.html).toMatch(/<option value="EUR" selected=""/);
    const ru = await render('/ru/konutlar', data('RUB'));
    expect(ru.html).toMatch(/<strong>10\s025\s000\s₽<\/strong>/);
    const ruEur = await render('/ru/konutlar', data('EUR'));
    expect(ruEur.html).toMatch(/<strong>100\s250\s€<\/strong>/);
    // Turkish, no rate, or lira price bounds in the address: lira, as before.
    expect((await render('/konutlar', data('RUB'))).html).toMatch(/<strong>4\.010\.000\s₺<\/strong>/);
    const unrated = await render('/en/konutlar', {
      ...data('RUB'),
      'exchange-rates/': { ...rates, eur: null },
    });
    expect(unrated.html).toContain('<strong>₺4,010,000</strong>');
    const bounded = await render('/en/konutlar?price_max=5000000', {
      ...data('RUB'),
      'homes/?price_max=5000000&per_page=9': answer([home(1)]),
    });
    expect(bounded.html).toContain('<strong>₺4,010,000</strong>');
  });

  it('says so in the visitor’s language when nothing matches, with a way to clear the filters', async () => {
    const query = 'rooms=9%2B1';
    const page = await render(`/ru/konutlar?${query}`, {
      [`homes/?${query}&per_page=9`]: answer([]),
      'projects/?fields=summary': [project],
      'exchange-rates/': rates,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Нет квартир по этим фильтрам');
    expect(page.html).toContain('href="/ru/konutlar"');
  });

  it('draws refused filters as field messages, not indexed, and the homes of the rest', async () => {
    const query = finderPageQuery('rooms=3%2B1&price_min=9&price_max=5');
    const page = await render(`/konutlar?${query}`, {
      'homes/?rooms=3%2B1&price_min=9&per_page=9': answer([home(1)]),
      'projects/?fields=summary': [project],
      'exchange-rates/': rates,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('En yüksek değer en düşükten küçük olamaz.');
    expect(page.html).toMatch(
      /id="pub-finder-price_max"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="pub-finder-price_max"/,
    );
    expect(page.html).toContain('class="pub-finder__link"');
    expect(page.head.tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex' });
  });

  it('answers 404 past the last page (the host finds no such page)', async () => {
    const page = await render('/konutlar?page=9', {
      'projects/?fields=summary': [project],
      'exchange-rates/': rates,
    });
    expect(page.status).toBe(404);
  });

  describe('the shortlist’s compare page', () => {
    const read = 'homes/?id=3%2C7%2C9&status=available%2Creserved&per_page=4';

    it('names /karsilastir with the homes of its address only, one key per set of homes', () => {
      expect(matchAddress({ path: '/ru/karsilastir', query: '' })).toEqual({
        key: 'page /ru/karsilastir',
        url: '/ru/karsilastir',
        data: [],
        notFoundKey: '404 ru compare',
      });
      const match = matchAddress({
        path: '/en/karsilastir',
        query: finderPageQuery('id=9,3,7&rooms=3+1&utm_source=x'),
      });
      expect(match.key).toBe('page /en/karsilastir?id=3%2C7%2C9');
      expect(match.data).toEqual([read, 'exchange-rates/']);
      expect(match.data.every((p) => pageReadOf(p) !== null)).toBe(true);
      // More than four: the first four.
      expect(matchAddress({ path: '/karsilastir', query: finderPageQuery('id=1,2,3,4,5') }).data).toEqual([
        'homes/?id=1%2C2%2C3%2C4&status=available%2Creserved&per_page=4',
        'exchange-rates/',
      ]);
    });

    it('draws the homes side by side in the HTML, never indexed, with hearts, the share link and one call-back', async () => {
      const homes = [home(3), home(7, 'reserved')];
      const page = await render('/en/karsilastir?id=3%2C7%2C9', {
        [read]: answer(homes, { per_page: 4 }),
        'exchange-rates/': rates,
      });
      expect(page.status).toBe(200);
      expect(page.data).toEqual([read, 'exchange-rates/']);
      expect(page.html).not.toContain('kui-spinner');
      expect(page.html).toContain('data-testid="compare-table"');
      expect(page.html).toContain('href="/en/projeler/gunes-evleri?daire=A-3-3#daireler"');
      expect(page.html).toContain('>A-7-7</a>');
      expect(page.html).toContain('<th scope="row">Facing</th>');
      expect(page.html).toContain('1 home of this list is no longer for sale.');
      expect(page.html).toContain('aria-pressed="false" aria-label="Save home A-3-3"');
      expect(page.html).toContain('href="/en/karsilastir?id=3,7"');
      expect(page.html).toContain('Let us call you about these homes');
      expect(page.html).toContain('Interested in Sun Houses A-3-3, Sun Houses A-7-7');
      // The English buyer's euros first, the lira beneath, with the rate's date, as on the project page.
      expect(page.html).toMatch(/<td>€100,750<small class="pub-compare__other">₺4,030,000<\/small><\/td>/);
      expect(page.html).not.toMatch(/<td>₺/);
      expect(page.html).toContain('data-testid="compare-rate"');
      const tags = page.head.tags as { name?: string; content?: string; rel?: string }[];
      expect(tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex' });
      expect(tags.some((tag) => tag.rel === 'canonical' || tag.rel === 'alternate')).toBe(false);
    });

    it('draws an empty list in Russian with the way to the finder', async () => {
      const page = await render('/ru/karsilastir');
      expect(page.status).toBe(200);
      expect(page.html).toContain('Сравнение квартир');
      expect(page.html).toContain('data-testid="compare-empty"');
      expect(page.html).toContain('href="/ru/konutlar"');
    });
  });
});
