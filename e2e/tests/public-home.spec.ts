// The home page: sections in order, the project showcase's six sub-views, gallery and lightbox, the
// blog teaser's paging.
import { expect, scrollThrough, test, type Page } from '../support/test';

test.use({ locale: 'tr-TR' });

const view = (page: Page) => page.getByTestId('showcase-view');

/** Opens the home page and scrolls down through it and back, as a visitor would: the sections below the
 *  fold read their content as they come near the screen. */
async function openHome(page: Page) {
  await page.goto('/');
  await scrollThrough(page);
  await expect(view(page)).toBeAttached();
}

test('the sections come in SPEC order with their anchors', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('region', { name: 'Instagram' })).toBeVisible();
  await expect(page.getByTestId('showcase-view')).toBeVisible();
  const order = await page
    .locator('#pub-main > section, #pub-main > div > section, footer#iletisim')
    .evaluateAll((els) =>
      els.map(
        (el) => el.id || el.getAttribute('data-testid') || el.getAttribute('aria-label') || el.className,
      ),
    );
  const ids = order.filter((x) =>
    ['home-hero', 'pub-intro', 'hakkimizda', 'projeler', 'Instagram', 'blog', 'iletisim'].includes(x),
  );
  expect(ids).toEqual(['home-hero', 'pub-intro', 'hakkimizda', 'projeler', 'Instagram', 'blog', 'iletisim']);
});

test('the hero image loads first and the images below the fold wait', async ({ page }) => {
  await openHome(page);
  const hero = page.locator('.pub-hero__image');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('srcset', /-480\.webp 480w/);
  const lazy = await page
    .locator('#hakkimizda img, #blog img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
  expect(lazy.length).toBeGreaterThan(0);
  expect(new Set(lazy)).toEqual(new Set(['lazy']));
});

test('the sub-views step down and up and stop at both ends', async ({ page }) => {
  await openHome(page);
  const up = page.getByTestId('view-up');
  const down = page.getByTestId('view-down');
  await expect(view(page)).toHaveAttribute('data-view', 'overview');
  await expect(up).toBeDisabled();
  const expected = ['technicalInfo', 'floorPlans', 'location', 'architecture', 'gallery'];
  for (const name of expected) {
    await down.click();
    await expect(view(page)).toHaveAttribute('data-view', name);
  }
  await expect(down).toBeDisabled();
  await down.click({ force: true });
  await expect(view(page)).toHaveAttribute('data-view', 'gallery');
  for (const name of [...expected].reverse().slice(1)) {
    await up.click();
    await expect(view(page)).toHaveAttribute('data-view', name);
  }
  await up.click();
  await expect(view(page)).toHaveAttribute('data-view', 'overview');
  await expect(up).toBeDisabled();
});

test('each sub-view shows its content', async ({ page }) => {
  await openHome(page);
  const down = page.getByTestId('view-down');
  await expect(view(page).getByRole('link', { name: /Detayları İncele/ })).toBeVisible();
  await down.click();
  await expect(view(page).getByTestId('total-units')).toHaveText(/^\d+$/);
  await down.click();
  await expect(view(page).getByRole('tablist', { name: 'Daire Planları' })).toBeVisible();
  await down.click();
  await expect(view(page).getByRole('list', { name: 'Mesafeler' })).toContainText('km');
  await down.click();
  await expect(view(page).locator('.pub-architecture')).toBeVisible();
  await down.click();
  await expect(view(page).getByTestId('gallery')).toBeVisible();
});

test('choosing another project starts it on its cover, slide and gallery page', async ({ page }) => {
  await openHome(page);
  const tabs = page.getByTestId('project-tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.locator('#projeler .kui-carousel').getByRole('button', { name: 'Sonraki' }).click();
  await expect(page.locator('#projeler .kui-carousel__dot').nth(1)).toHaveAttribute('aria-current', 'true');
  await page
    .locator('.pub-steps')
    .getByRole('button', { name: /Galeri/ })
    .click();
  await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(page.getByTestId('gallery-page')).toHaveText(/^Sayfa 2 \//);

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(view(page)).toHaveAttribute('data-view', 'overview');
  await expect(page.locator('#projeler .kui-carousel__dot').first()).toHaveAttribute('aria-current', 'true');
  await page
    .locator('.pub-steps')
    .getByRole('button', { name: /Galeri/ })
    .click();
  await expect(page.getByTestId('gallery-page')).toHaveText(/^Sayfa 1 \//);
});

test('the gallery pages by eight and the lightbox follows the arrow keys', async ({ page, request }) => {
  const projects = await (await request.get('/api/projects/')).json();
  const first = projects.filter((p: { featured: boolean }) => p.featured)[0] ?? projects[0];
  const total = first.gallery.length as number;
  const pages = Math.ceil(total / 8);
  expect(pages).toBeGreaterThan(1);

  await openHome(page);
  await page
    .locator('.pub-steps')
    .getByRole('button', { name: /Galeri/ })
    .click();
  const gallery = page.getByTestId('gallery');
  await expect(gallery.locator('.pub-gallery__thumb')).toHaveCount(8);
  await expect(page.getByTestId('gallery-page')).toHaveText(`Sayfa 1 / ${pages}`);
  const previous = page.getByRole('button', { name: 'Önceki sayfa' });
  const next = page.getByRole('button', { name: 'Sonraki sayfa' });
  await expect(previous).toBeDisabled();
  for (let i = 1; i < pages; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect(page.getByTestId('gallery-page')).toHaveText(`Sayfa ${pages} / ${pages}`);
  await expect(gallery.locator('.pub-gallery__thumb')).toHaveCount(total - (pages - 1) * 8);

  await gallery.locator('.pub-gallery__thumb').first().click();
  const dialog = page.getByRole('dialog', { name: 'Görsel görüntüleyici' });
  await expect(dialog).toBeVisible();
  const start = (pages - 1) * 8 + 1;
  await expect(dialog).toContainText(`Görsel ${start} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`Görsel ${(start % total) + 1} / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`Görsel ${start - 1} / ${total}`);
  await dialog.getByRole('button', { name: 'Sonraki' }).click();
  await expect(dialog).toContainText(`Görsel ${start} / ${total}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the blog teaser shows three posts a page with dots, previous and next, clamped', async ({
  page,
  request,
}) => {
  const posts = await (await request.get('/api/blog/')).json();
  const pages = Math.ceil(posts.length / 3);
  await openHome(page);
  const teaser = page.getByTestId('blog-teaser');
  await teaser.scrollIntoViewIfNeeded();
  await expect(teaser.getByRole('article')).toHaveCount(3);
  const previous = page.getByRole('button', { name: 'Önceki yazılar' });
  const next = page.getByRole('button', { name: 'Sonraki yazılar' });
  await expect(previous).toBeDisabled();
  await expect(page.locator('#blog .pub-dots__dot')).toHaveCount(pages);
  for (let i = 1; i < pages; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect(teaser).toHaveAttribute('data-page', String(pages - 1));
  await expect(teaser.getByRole('article')).toHaveCount(posts.length - (pages - 1) * 3);
  await page.getByRole('button', { name: '1. sayfa' }).click();
  await expect(teaser).toHaveAttribute('data-page', '0');
  await expect(previous).toBeDisabled();
});

test('the Instagram banner links to the account when it is active', async ({ page, request }) => {
  const banner = await (await request.get('/api/instagram-banner/')).json();
  await openHome(page);
  const section = page.getByRole('region', { name: 'Instagram' });
  if (banner.active)
    await expect(section.getByRole('link', { name: /Takip Et/ })).toHaveAttribute('href', banner.link);
  else await expect(section).toHaveCount(0);
});
