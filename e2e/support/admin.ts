// Logging in through the real form, for tests that work in the admin panel.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';

/** The Authorization header of an administrator, for tests that prepare data through the API. */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  const { access_token } = (await res.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

export async function loginAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: /giriş/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const LANGS = ['TR', 'EN', 'RU'] as const;

/** Fills per-language fields through the TR / EN / RU tabs: `{ label: [tr, en, ru] }`. */
export async function fillLocalized(scope: Page | Locator, values: Record<string, [string, string, string]>) {
  const tabs = scope.getByRole('tablist', { name: 'Dil' }).first();
  for (const [i, lang] of LANGS.entries()) {
    await tabs.getByRole('tab', { name: new RegExp(`^${lang}`) }).click();
    for (const [label, texts] of Object.entries(values)) {
      await scope.getByLabel(new RegExp(`^${label} \\(${lang}\\)`)).fill(texts[i]);
    }
  }
}
