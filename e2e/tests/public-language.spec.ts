// Languages (SPEC §4, DESIGN "Public site"): /en and /ru prefixes, a switch that keeps the page, one
// remembered choice, and a first visit to / that follows the browser.
import { expect, test } from '../support/test';

const remembered = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('konak.lang'));

test.describe('with a Turkish browser', () => {
  test.use({ locale: 'tr-TR' });

  test('the switch keeps the page and the choice is remembered', async ({ page }) => {
    await page.goto('/projeler');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projelerimiz');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/projeler$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await remembered(page)).toBe('en');

    await page.getByRole('link', { name: 'Русский' }).first().click();
    await expect(page).toHaveURL(/\/ru\/projeler$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Наши проекты');
    expect(await remembered(page)).toBe('ru');

    // The remembered choice wins over the browser on the next visit to /.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новая жизнь в Анталье');

    await page.getByRole('link', { name: 'Türkçe' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await remembered(page)).toBe('tr');
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Antalya'da Yeni Bir Yaşam");
  });

  test('a project detail switches language on the same slug', async ({ page }) => {
    await page.goto('/projeler/gunes-evleri');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/projeler\/gunes-evleri$/);
    await expect(page.getByRole('heading', { name: 'Technical Information' })).toBeVisible();
  });

  test('a first visit to / stays Turkish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-mfe="public"]')).toBeVisible();
    expect(await remembered(page)).toBeNull();
  });

  test('an explicit /en URL wins and is remembered', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('link', { name: /^Read More/ }).first()).toBeVisible();
    expect(await remembered(page)).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('with a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('a first visit to / opens /ru', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новая жизнь в Анталье');
    await expect(page).toHaveTitle('Konak Yapı — жильё в Анталье');
  });

  test('an explicit Turkish choice is kept over the browser', async ({ page }) => {
    await page.goto('/ru/iletisim');
    await page.getByRole('link', { name: 'Türkçe' }).first().click();
    await expect(page).toHaveURL(/\/iletisim$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('a first visit to / opens /en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A New Life in Antalya');
  });
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a first visit to / stays Turkish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Antalya'da Yeni Bir Yaşam");
  });
});
