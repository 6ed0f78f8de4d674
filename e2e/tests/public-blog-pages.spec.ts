// The public blog in pages (issue 25): /blog/sayfa/N is drawn by the server — page N's twelve posts, its
// own title and canonical, rel prev/next in the head and plain links to the neighbouring pages — so it
// works without JavaScript and a crawler reaches every post; with JavaScript the same links page in the
// browser. Thirty posts are written through the API first (the sample content has eight).
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders } from '../support/admin';
import { expect, test, type Page } from '../support/test';

const L = (text: string) => ({ tr: `${text}`, en: `${text} (en)`, ru: `${text} (ru)` });
/** The slugs of page `n` as the API pages them (newest first, 12 a page). */
const slugsOf = async (request: APIRequestContext, n: number) =>
  ((await (await request.get(`/api/blog/?page=${n}&fields=summary`)).json()) as { slug: string }[]).map(
    (p) => p.slug,
  );
const cardSlugs = async (page: Page) =>
  (
    await page
      .locator('[data-testid="blog-list"] h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  ).map((href) => href.split('/').pop());

test.beforeAll(async ({ request }) => {
  const auth = await adminHeaders(request);
  const existing = Number((await request.get('/api/blog/')).headers()['x-total-count']);
  for (let i = existing; i < 38; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const res = await request.post('/api/blog/', {
      headers: auth,
      data: {
        slug: `sayfali-yazi-${i}`,
        title: L(`Sayfalı yazı ${i}`),
        excerpt: L('Kısa özet'),
        content: L('## Başlık\n\nParagraf'),
        date: `2022-${String(1 + (i % 12)).padStart(2, '0')}-${day}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect((await request.get('/api/blog/')).headers()['x-total-count']).toBe('38');
});

test('the server draws /blog/sayfa/2: page 2’s posts, its title and canonical, prev/next in the head and as links', async ({
  request,
}) => {
  const expected = await slugsOf(request, 2);
  expect(expected).toHaveLength(12);
  const res = await request.get('/blog/sayfa/2');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Blog — Sayfa 2 | Konak Yapı</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/sayfa\/2" \/>/);
  expect(html).toMatch(/<link rel="prev" href="[^"]+\/blog" \/>/);
  expect(html).toMatch(/<link rel="next" href="[^"]+\/blog\/sayfa\/3" \/>/);
  const drawn = [...html.matchAll(/<h2 class="pub-card__title"><a href="\/blog\/([a-z0-9-]+)"/g)].map(
    (m) => m[1],
  );
  expect(drawn).toEqual(expected);
  // No other post of the blog is in the page.
  for (const slug of [...(await slugsOf(request, 1)), ...(await slugsOf(request, 3))])
    expect(html).not.toContain(`href="/blog/${slug}"`);

  for (const [url, title] of [
    ['/en/blog/sayfa/2', 'Blog — Page 2'],
    ['/ru/blog/sayfa/2', 'Блог — Страница 2'],
  ]) {
    const other = await (await request.get(url)).text();
    expect(other).toContain(`<title>${title} | Konak Yapı</title>`);
    expect(other).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${url}" />`));
  }
  // Page 1 is /blog itself; the last page has no next; past it, 404.
  const first = await (await request.get('/blog')).text();
  expect(first).toMatch(/<link rel="canonical" href="[^"]+\/blog" \/>/);
  expect(first).not.toContain('rel="prev"');
  expect(await (await request.get('/blog/sayfa/4')).text()).not.toMatch(/<link rel="next"/);
  expect((await request.get('/blog/sayfa/5')).status()).toBe(404);
});

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('pages through plain links', async ({ page, request }) => {
        await page.goto('/blog/sayfa/2');
        await expect(page).toHaveTitle('Blog — Sayfa 2 | Konak Yapı');
        expect(await cardSlugs(page)).toEqual(await slugsOf(request, 2));
        const pager = page.getByTestId('blog-pager');
        await expect(pager.getByText('Sayfa 2 / 4')).toBeVisible();
        await pager.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/blog-page-2-nojs-${width}.png`, fullPage: false });
        await pager.getByRole('link', { name: 'Sonraki yazılar' }).click();
        await expect(page).toHaveURL(/\/blog\/sayfa\/3$/);
        expect(await cardSlugs(page)).toEqual(await slugsOf(request, 3));
        await page.getByTestId('blog-pager').getByRole('link', { name: '1. sayfa' }).click();
        await expect(page).toHaveURL(/\/blog$/);
        await expect(page).toHaveTitle('Blog | Konak Yapı');
      });
    });

    test('with JavaScript, the same links page in the browser', async ({ page, request }) => {
      await page.goto('/en/blog/sayfa/2');
      await expect(page).toHaveTitle('Blog — Page 2 | Konak Yapı');
      expect(await cardSlugs(page)).toEqual(await slugsOf(request, 2));
      const pager = page.getByTestId('blog-pager');
      await pager.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/blog-page-2-js-${width}.png`, fullPage: false });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await pager.getByRole('link', { name: 'Next articles' }).click();
      await expect(page).toHaveURL(/\/en\/blog\/sayfa\/3$/);
      await expect(page).toHaveTitle('Blog — Page 3 | Konak Yapı');
      await expect.poll(() => cardSlugs(page)).toEqual(await slugsOf(request, 3));
      // Paged in the page, not reloaded: one API read of that page's cards, no new document.
      expect(requests).toContain('/api/blog/?page=3&per_page=12&fields=summary');
      expect(requests.some((r) => r.startsWith('/en/blog'))).toBe(false);
      await page.getByTestId('blog-pager').getByRole('link', { name: 'Previous articles' }).click();
      await expect(page).toHaveURL(/\/en\/blog\/sayfa\/2$/);
      await page.getByTestId('blog-pager').getByRole('link', { name: 'Page 1' }).click();
      await expect(page).toHaveURL(/\/en\/blog$/);
      await expect(page).toHaveTitle('Blog | Konak Yapı');
    });
  });
}
