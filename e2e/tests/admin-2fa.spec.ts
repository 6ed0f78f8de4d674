// Issue 27: two-factor sign-in in the browser at 1366 and 390 px. An administrator turns it on from
// "Hesabım" with the QR code's key (the codes computed here with otpauth, as an authenticator app would),
// keeps the recovery codes, then signs in in two steps — with an app code, and with a recovery code.
// A role the owner requires it of enrols during sign-in.
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../support/visitor';
import { adminHeaders } from '../support/admin';
import { ADMIN } from '../playwright.config';

const SHOTS = 'test-results';
const totp = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
/** A code of the previous 30-second step (accepted: the server allows one step of clock drift), so the
 *  current step's code is still unused for the sign-in that follows. Taken with at least 10 s left in
 *  the current step: one taken in its last seconds was two steps old when a loaded machine's server read
 *  it, and was refused (a CI run failed so). */
async function previousCode(secret: string): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 20_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 200));
  return totp(secret).generate({ timestamp: Date.now() - 30_000 });
}
const currentCode = (secret: string) => totp(secret).generate();

async function newAdministrator(request: APIRequestContext, role: 'editor' | 'sales', tag: string) {
  const email = `iki-adim-${tag}-${Date.now().toString(36)}@konak.test`;
  const password = 'Iki-Adimli-Sifre-2026';
  const res = await request.post('/api/users/', {
    headers: await adminHeaders(request),
    data: { name: 'Deniz İki Adım', email, password, role },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(user.email);
  await page.getByLabel('Şifre').fill(user.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

async function signOut(page: Page) {
  // A toast may cover the button for a few seconds: the click waits until it can reach it.
  await page.getByRole('button', { name: 'Çıkış yap' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Turns two-factor sign-in on from "Hesabım"; answers the key and the recovery codes. */
async function enrolFromAccount(page: Page, width: number) {
  await page.goto('/admin/hesabim');
  await expect(page.getByRole('heading', { name: 'Hesabım' })).toBeVisible();
  await expect(page.getByText('Kapalı', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Etkinleştir' }).click();
  const qr = page.getByRole('img', { name: 'İki adımlı doğrulama QR kodu' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await page.getByText('QR kodunu okutamıyorum').click();
  const secret = (await page.locator('.adm-2fa__key code').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: `${SHOTS}/admin-2fa-${width}-enrol.png`, fullPage: true });
  // A wrong code is refused at the field, in Turkish.
  await page.getByLabel(/Doğrulama kodu/).fill('000000');
  await page.getByRole('button', { name: 'Doğrula ve aç' }).click();
  await expect(page.getByText(/Doğrulama kodu hatalı/)).toBeVisible();
  await page.getByLabel(/Doğrulama kodu/).fill(await previousCode(secret));
  await page.getByRole('button', { name: 'Doğrula ve aç' }).click();
  const list = page.getByRole('list', { name: 'Kurtarma kodları' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes.every((c) => /^[2-9A-Z]{5}-[2-9A-Z]{5}$/.test(c))).toBe(true);
  await expect(page.getByRole('button', { name: 'Kodları kopyala' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'İndir (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('konak-kurtarma-kodlari.txt');
  await page.screenshot({ path: `${SHOTS}/admin-2fa-${width}-recovery-codes.png`, fullPage: true });
  await page.getByRole('button', { name: 'Tamam' }).click();
  await expect(page.getByText('Açık', { exact: true })).toBeVisible();
  return { secret, codes };
}

for (const width of [1366, 390]) {
  test.describe(`two-factor sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, acceptDownloads: true });

    test('turn it on with the QR code, then sign in with an app code and with a recovery code', async ({
      page,
      request,
    }) => {
      const user = await newAdministrator(request, 'editor', String(width));
      await signIn(page, user);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const { secret, codes } = await enrolFromAccount(page, width);
      await signOut(page);

      // Sign in: the password, then the app's code.
      await signIn(page, user);
      await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/admin-2fa-${width}-second-step.png`, fullPage: true });
      await page.getByLabel(/Doğrulama kodu/).fill('123');
      await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
      await expect(page.getByText('Uygulamadaki kod 6 hanelidir')).toBeVisible();
      await page.getByLabel(/Doğrulama kodu/).fill(currentCode(secret));
      await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await signOut(page);

      // Phone not at hand: a recovery code, typed in lower case; it works once.
      await signIn(page, user);
      await page.getByLabel(/Doğrulama kodu/).fill(codes[0].toLowerCase());
      await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto('/admin/hesabim');
      await expect(page.getByText(/Kullanılmamış kurtarma kodu: 9/)).toBeVisible();
      await signOut(page);
      await signIn(page, user);
      await page.getByLabel(/Doğrulama kodu/).fill(codes[0]);
      await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
      await expect(page.getByText(/Doğrulama kodu hatalı/)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });
}

test.describe('a role the owner requires it of', () => {
  test.use({ viewport: { width: 390, height: 844 }, acceptDownloads: true });

  test('the owner is reminded on the dashboard; a sales member enrols while signing in', async ({
    page,
    request,
  }) => {
    const owner = await adminHeaders(request);
    const user = await newAdministrator(request, 'sales', 'zorunlu');
    // The owner's dashboard reminds until owner and sales require it.
    await page.goto('/admin/login');
    await page.getByLabel('E-posta').fill(ADMIN.email);
    await page.getByLabel('Şifre').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page.getByText(/Kişisel verileri gören roller/)).toBeVisible();
    await page.getByRole('link', { name: /Güvenlik ayarları/ }).click();
    await expect(page.getByRole('heading', { name: 'Güvenlik ayarları' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Satış' }).check();
    await page.getByRole('button', { name: 'Güvenlik ayarlarını kaydet' }).click();
    await expect(page.getByText('Güvenlik ayarları kaydedildi')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-2fa-390-security-settings.png`, fullPage: true });
    await signOut(page);

    try {
      await signIn(page, user);
      await expect(page.getByRole('heading', { name: 'İki adımlı doğrulamayı açın' })).toBeVisible();
      await page.getByText('QR kodunu okutamıyorum').click();
      const secret = (await page.locator('.adm-2fa__key code').innerText()).replace(/\s+/g, '');
      await page.screenshot({ path: `${SHOTS}/admin-2fa-390-enrol-at-sign-in.png`, fullPage: true });
      await page.getByLabel(/Doğrulama kodu/).fill(await previousCode(secret));
      await page.getByRole('button', { name: 'Doğrula ve aç' }).click();
      await expect(page.getByRole('list', { name: 'Kurtarma kodları' }).getByRole('listitem')).toHaveCount(
        10,
      );
      await expect(page.getByRole('button', { name: 'Panele geç' })).toBeDisabled();
      await page.getByText('Kodları güvenli bir yere kaydettim').click();
      await page.getByRole('button', { name: 'Panele geç' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    } finally {
      await request.put('/api/settings/security', {
        headers: owner,
        data: { require_2fa_roles: [], audit_retention_days: 365 },
      });
    }
  });
});
