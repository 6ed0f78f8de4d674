// Every public page's server-drawn HTML holds what a visitor reads on it: no loading placeholder where a
// section's content should be (a crawler, or a visitor whose app has not started, would see it empty).
import { expect, test } from '../support/test';

/** What the shared UI kit's <Spinner> draws (the element, not its rule in the inline stylesheet). */
const PLACEHOLDER = /class="kui-spinner|>Yükleniyor\.\.\.</;

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // A large site answers a sitemap index: read its children.
  if (!index.includes('<sitemapindex')) return locs;
  const pages: string[] = [];
  for (const child of locs) {
    const xml = await (await request.get(child)).text();
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  return pages;
}

test('no page in the sitemap is drawn with a loading placeholder', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(20);
  for (const lang of ['', '/en', '/ru']) expect(paths).toContain(`${lang}/kvkk`);
  const placeholders: string[] = [];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    if (PLACEHOLDER.test(await res.text())) placeholders.push(path);
  }
  expect(placeholders).toEqual([]);
});

test('the drawn home page links to every showcased project and to the newest posts', async ({ request }) => {
  const projects: { slug: string; featured: boolean }[] = await (await request.get('/api/projects/')).json();
  const featured = projects.filter((p) => p.featured);
  const posts: { slug: string }[] = await (await request.get('/api/blog/?per_page=3')).json();
  for (const [home, prefix] of [
    ['/', ''],
    ['/en', '/en'],
    ['/ru', '/ru'],
  ]) {
    const html = await (await request.get(home)).text();
    for (const p of featured.length ? featured : projects)
      expect(html, `${home} → ${p.slug}`).toContain(`href="${prefix}/projeler/${p.slug}"`);
    for (const post of posts)
      expect(html, `${home} → ${post.slug}`).toContain(`href="${prefix}/blog/${post.slug}"`);
  }
});

test('the drawn KVKK page holds the notice itself', async ({ request }) => {
  const notice: { text: string | { tr: string } } = await (await request.get('/api/kvkk')).json();
  const text = typeof notice.text === 'string' ? notice.text : notice.text.tr;
  const firstWords = text.split(/\s+/).slice(0, 4).join(' ');
  const html = await (await request.get('/kvkk')).text();
  expect(html).not.toMatch(PLACEHOLDER);
  expect(html).toContain(firstWords);
});
