// The frame of every public page: routes in three languages, header, scroll buttons, WhatsApp.
import { expect, test } from '../support/test';

test.use({ locale: 'tr-TR' });

const PAGES: [path: string, title: RegExp, heading: RegExp][] = [
  ['/', /^Konak Yapı — Antalya'da Yaşam Alanları$/, /Antalya'da Yeni Bir Yaşam/],
  ['/hakkimizda', /^Hakkımızda \| Konak Yapı$/, /Hakkımızda/],
  ['/projeler', /^Projelerimiz \| Konak Yapı$/, /Projelerimiz/],
  ['/projeler/gunes-evleri', /\| Konak Yapı$/, /Güneş/],
  ['/projects/gunes-evleri', /\| Konak Yapı$/, /Güneş/],
  ['/blog', /^Blog \| Konak Yapı$/, /Blog/],
  ['/iletisim', /^İletişim \| Konak Yapı$/, /İletişim/],
  ['/kvkk', /^KVKK Aydınlatma Metni \| Konak Yapı$/, /KVKK Aydınlatma Metni/],
  ['/en/projeler', /^Our Projects \| Konak Yapı$/, /Our Projects/],
  ['/en/iletisim', /^Contact \| Konak Yapı$/, /Contact/],
  ['/ru/blog', /^Блог \| Konak Yapı$/, /Блог/],
  ['/ru/hakkimizda', /^О компании \| Konak Yapı$/, /О компании/],
];

for (const [path, title, heading] of PAGES) {
  test(`${path} opens inside the header and footer with its title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('header.pub-header')).toBeVisible();
    await expect(page.locator('footer#iletisim')).toBeAttached();
    // The scroll-down button sits over the home page's hero only; elsewhere it would cover the content.
    const down = page.getByRole('button', { name: /Aşağı kaydır|Scroll down|Прокрутить вниз/ });
    if (/^\/(en|ru)?$/.test(path)) await expect(down).toBeVisible();
    else await expect(down).toHaveCount(0);
  });
}

test('the page title follows client-side navigation', async ({ page }) => {
  await page.goto('/projeler');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle('Blog | Konak Yapı');
  await page.getByRole('contentinfo').getByRole('link', { name: 'İletişim' }).click();
  await expect(page).toHaveTitle('İletişim | Konak Yapı');
});

test('the header turns solid after 50 px and the scroll-to-top button appears after 500 px', async ({
  page,
}) => {
  await page.goto('/kvkk');
  const header = page.locator('header.pub-header');
  const toTop = page.getByRole('button', { name: 'Yukarı çık' });
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 40));
  await page.waitForTimeout(150);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 480));
  await page.waitForTimeout(150);
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 520));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('header links smooth-scroll to the home sections, 80 px below the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Projeler' }).click();
  await expect
    .poll(() => page.locator('#projeler').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBe(80);
  await expect(page).toHaveURL(/\/$/);
});

test('from another page a header link opens the home page at that section', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/#hakkimizda$/);
  await expect
    .poll(() => page.locator('#hakkimizda').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBe(80);
});

test('the scroll-down button moves the page down', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aşağı kaydır' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('the WhatsApp button writes to the number in the settings', async ({ page, request }) => {
  const settings = await (await request.get('/api/settings/')).json();
  await page.goto('/');
  const whatsapp = page.getByRole('link', { name: 'WhatsApp ile yazın' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/${settings.contact_whatsapp.replace(/\D/g, '')}`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu slides in, links navigate, and Escape closes it', async ({ page }) => {
    await page.goto('/projeler');
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    await toggle.click();
    const drawer = page.locator('#pub-mobile-menu');
    await expect(drawer).toHaveAttribute('data-open', 'true');
    await expect(page.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveAttribute('data-open', 'false');

    await toggle.click();
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/#blog$/);
    await expect(drawer).toHaveAttribute('data-open', 'false');
  });

  test('the language switch is in the menu', async ({ page }) => {
    await page.goto('/hakkimizda');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.locator('#pub-mobile-menu').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/hakkimizda$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  });
});
