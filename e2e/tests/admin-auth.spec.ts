// The admin panel's door: the guard, a wrong password, logging in and out, and the sessions a logout or a
// password change ends on the server.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/visitor';
import { ADMIN } from '../playwright.config';
import { adminHeaders, loginAsAdmin } from '../support/admin';

/** Opens a screen from the sidebar (the dashboard has quick links with the same names). */
async function openScreen(page: Page, label: string) {
  await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** The token the panel holds, read from where it keeps it. */
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('konak.token'));

/** What the API says to GET /api/auth/me with a token. */
async function meStatus(request: APIRequestContext, token: string | null) {
  return (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status();
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
  for (const label of [
    'Genel Bakış',
    'Slider',
    'Projeler',
    'Blog',
    'Hakkımızda',
    'Ayarlar',
    'Instagram',
    'İletişim Talepleri',
    'Yöneticiler',
  ]) {
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
  // Every request the dashboard makes has answered once its figures and its translation panel show (the
  // menu's count shares the dashboard's read of the figures, components/contact-stats-store.ts): a request
  // still under way would meet the broken token first and end the session before the click below.
  await expect(page.locator('.adm-stat').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Çeviri kontrolü' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('konak.token', 'bozuk-bir-token'));
  // The administrator list needs a valid token: the server answers 401 and the panel ends the session.
  await openScreen(page, 'Yöneticiler');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(/Oturumunuzun süresi doldu/)).toBeVisible();
});

test('logging out ends the session on the server: the token the browser held answers 401', async ({
  page,
  request,
}) => {
  await loginAsAdmin(page);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(await meStatus(request, token)).toBe(200);
  const [logout] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout'),
    page.getByRole('button', { name: 'Çıkış yap' }).click(),
  ]);
  expect(logout.status()).toBe(204);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(await meStatus(request, token)).toBe(401);
});

test('"Tüm cihazlarda oturumu kapat" ends this browser’s session and the other devices’ too', async ({
  page,
  request,
}) => {
  const elsewhere = (await adminHeaders(request)).Authorization.replace(/^Bearer /, '');
  await loginAsAdmin(page);
  const here = await storedToken(page);
  await openScreen(page, 'Yöneticiler');
  await page.getByRole('button', { name: 'Tüm cihazlarda oturumu kapat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tüm cihazlarda oturumu kapat' });
  await dialog.getByRole('button', { name: 'Oturumları kapat' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Tüm cihazlardaki oturumlarınız kapatıldı')).toBeVisible();
  expect(await meStatus(request, here)).toBe(401);
  expect(await meStatus(request, elsewhere)).toBe(401);
});

test('changing one’s own password keeps this browser signed in and signs the other devices out', async ({
  page,
  request,
}) => {
  const email = `sifre-${Date.now().toString(36)}@konak.test`;
  const [oldPassword, newPassword] = ['Eski-Sifre-2026', 'Yeni-Sifre-2026'];
  const headers = await adminHeaders(request);
  expect(
    (
      await request.post('/api/users/', {
        headers,
        data: { name: 'Selin Şifre', email, password: oldPassword, role: 'owner' },
      })
    ).ok(),
  ).toBeTruthy();
  const otherDevice = (
    (await (await request.post('/api/auth/login', { data: { email, password: oldPassword } })).json()) as {
      access_token: string;
    }
  ).access_token;

  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(oldPassword);
  await page.getByRole('button', { name: /giriş/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const before = await storedToken(page);

  await openScreen(page, 'Yöneticiler');
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
  await dialog.getByLabel('Yeni şifre').fill(newPassword);
  await dialog.getByLabel('Mevcut şifreniz *').fill(oldPassword);
  await dialog.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByText('Yönetici bilgileri güncellendi')).toBeVisible();

  // Still in the panel, on a new session: the list reloads and another screen opens without a login.
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  const after = await storedToken(page);
  expect(after).not.toBe(before);
  expect(await meStatus(request, after)).toBe(200);
  expect(await meStatus(request, before)).toBe(401);
  expect(await meStatus(request, otherDevice)).toBe(401);
  await openScreen(page, 'Genel Bakış');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  expect(
    (await request.post('/api/auth/login', { data: { email, password: newPassword } })).ok(),
  ).toBeTruthy();
  expect((await request.delete(`/api/users/${encodeURIComponent(email)}/`, { headers })).ok()).toBeTruthy();
});
