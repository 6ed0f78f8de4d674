// What crawlers and link previews get without running JavaScript: the head of each public URL, 404s,
// the sitemap and robots.txt.
import { expect, test } from '../support/test';

test('a project URL carries title, canonical, hreflang, Open Graph and JSON-LD in its first HTML', async ({
  request,
}) => {
  const response = await request.get('/en/projeler/gunes-evleri');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/<title>[^<]+\| Konak Yapı<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en\/projeler\/gunes-evleri"/);
  for (const lang of ['tr', 'en', 'ru', 'x-default']) expect(html).toContain(`hreflang="${lang}"`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
  expect(html).toMatch(/<meta name="twitter:image:alt" content="[^"]+"/);
  expect(html).toContain('"@type":"ApartmentComplex"');
  // The prices the grid shows, offered to search engines in lira.
  expect(html).toMatch(
    /"offers":\{"@type":"AggregateOffer","priceCurrency":"TRY","lowPrice":\d+,"highPrice":\d+,"offerCount":\d+/,
  );
});

test('static pages and posts carry their own titles', async ({ request }) => {
  const cases: [string, RegExp][] = [
    [
      '/',
      /<title>Konak Yapı — Antalya'da Yaşam Alanları<\/title>|<title>Konak Yapı — Antalya&#39;da Yaşam Alanları<\/title>/,
    ],
    ['/projeler', /<title>Projelerimiz \| Konak Yapı<\/title>/],
    ['/ru/iletisim', /<title>Контакты \| Konak Yapı<\/title>/],
    ['/kvkk', /<title>KVKK Aydınlatma Metni \| Konak Yapı<\/title>/],
  ];
  for (const [path, title] of cases) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(title);
  }
  const posts = await (await request.get('/api/blog/')).json();
  const post = await request.get(`/blog/${posts[0].slug}`);
  expect(post.status()).toBe(200);
  const postHtml = await post.text();
  expect(postHtml).toContain('"@type":"BlogPosting"');
  expect(postHtml).toMatch(
    /"publisher":\{"@type":"Organization","name":"[^"]+","logo":\{"@type":"ImageObject","url":"http[^"]+"\}\}/,
  );
});

test('unknown projects, posts and pages answer 404 and are not indexed', async ({ request }) => {
  for (const path of [
    '/projeler/yok-boyle',
    '/projects/yok-boyle',
    '/blog/yok-boyle',
    '/en/blog/yok-boyle',
    '/bilinmeyen-sayfa',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/noindex/);
  }
});

test('the sitemap lists every language of the public pages, and robots.txt points to it', async ({
  request,
}) => {
  const projects = await (await request.get('/api/projects/')).json();
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of [
    '/hakkimizda',
    '/en/projeler',
    '/ru/blog',
    `/projeler/${projects[0].slug}`,
    `/en/projeler/${projects[0].slug}`,
  ]) {
    expect(xml, path).toContain(`${path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
});
