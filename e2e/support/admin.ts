// Logging in through the real form, for tests that work in the admin panel.
import { expect, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';

export async function loginAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: /giriş/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
