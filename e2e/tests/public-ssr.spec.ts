// Public pages arrive drawn by the server (public-mfe's server render) and the browser hydrates them in
// place: readable without JavaScript, and the same elements come alive instead of being drawn again.
import { expect, test } from '../support/test';

test.use({ locale: 'tr-TR' });

async function firstPostPath(request: import('@playwright/test').APIRequestContext) {
  const posts = await (await request.get('/api/blog/')).json();
  return `/blog/${posts[0].slug}`;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first screen of each page is in the HTML', async ({ page, request }) => {
    const post = await firstPostPath(request);
    const cases: [string, string][] = [
      ['/', "Antalya'da Yeni Bir Yaşam"],
      ['/en', 'A New Life in Antalya'],
      ['/projeler/gunes-evleri', 'Güneş Evleri'],
      ['/projeler', 'Projelerimiz'],
      ['/iletisim', 'İletişim'],
    ];
    for (const [path, heading] of cases) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toHaveText(heading);
      await expect(page.locator('header nav').first(), path).toBeVisible();
    }
    await page.goto(post);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('article p').first()).not.toBeEmpty();
    // The hero image is a real image with its variants, not drawn by a script.
    await page.goto('/');
    await expect(page.locator('.pub-hero__image')).toHaveAttribute('srcset', /-480\.webp 480w/);
  });
});

test('the browser hydrates the server’s page in place, without redrawing it', async ({ page, request }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // Marks the heading the server drew, before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('h1')?.setAttribute('data-drawn', ''),
    );
  });
  for (const path of ['/', '/en', '/projeler/gunes-evleri', await firstPostPath(request)]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'public');
    // Still the server's element (a redraw would have replaced it with one without the mark).
    await expect(page.locator('h1[data-drawn]'), path).toHaveCount(1);
  }
  expect(warnings.filter((w) => /redrawn|hydrat|#418|#423|#425/i.test(w))).toEqual([]);
  // Alive: the phone menu opens. (Not on /: the visit to /en above is remembered and / would follow it.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projeler');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'public');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.locator('#pub-mobile-menu')).toHaveAttribute('data-open', 'true');
});

test('a browser in English is moved from / to /en after the Turkish page hydrates', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('h1')).toHaveText('A New Life in Antalya');
  expect(warnings.filter((w) => /redrawn/i.test(w))).toEqual([]);
  await context.close();
});
