// The admin panel's door: the guard, a wrong password, logging in and out.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { loginAsAdmin } from '../support/admin';

/** Opens a screen from the sidebar (the dashboard has quick links with the same names). */
async function openScreen(page: Page, label: string) {
  await page.getByRole('complementary', { name: 'Yönetim menüsü' }).getByRole('link', { name: label, exact: true }).click();
}

test('a visitor without a session who opens /admin/projects lands on the login screen', async ({ page }) => {
  await page.goto('/admin/projects');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
});

test('a wrong password shows the server message in a red box', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill('yanlis-sifre-123');
  await page.getByRole('button', { name: /giriş/i }).click();
  const box = page.locator('.adm-alert--error');
  await expect(box).toBeVisible();
  await expect(box).not.toBeEmpty();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an administrator logs in, sees the nine screens and logs out', async ({ page }) => {
  await loginAsAdmin(page);
  const menu = page.getByRole('complementary', { name: 'Yönetim menüsü' });
  for (const label of ['Genel Bakış', 'Slider', 'Projeler', 'Blog', 'Hakkımızda', 'Ayarlar', 'Instagram', 'İletişim Talepleri', 'Yöneticiler']) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Siteyi görüntüle/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an expired session sends the user back to login with a message', async ({ page }) => {
  await loginAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('konak.token', 'bozuk-bir-token'));
  // The administrator list needs a valid token: the server answers 401 and the panel ends the session.
  await openScreen(page, 'Yöneticiler');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(/Oturumunuzun süresi doldu/)).toBeVisible();
});
