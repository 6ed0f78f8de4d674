// Otomatik bildirimler (webhooks, issue 31) at 1366 px: the owner adds a CRM address with two events, copies the secret shown
// once, sends a test and sees it among the address's deliveries, pauses the address, deletes it after the
// dialog says what happens, and brings it back from the trash.
import { expect, test } from '../support/test';
import { loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

test('the owner adds, tests, pauses, deletes and restores a webhook address (1366 px)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1366, height: 800 });
  const url = `https://crm.example.com/konak-${Date.now().toString(36)}`;

  await loginAsAdmin(page);
  await page.getByRole('link', { name: /Otomatik bildirimler/ }).click();
  await expect(page.getByRole('heading', { name: 'Otomatik bildirimler' })).toBeVisible();

  await page.getByRole('button', { name: '+ Yeni adres' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni bildirim adresi' });
  await form.getByLabel('Adres (URL)').fill('ftp://crm.example.com/x');
  await form.getByLabel(/Geri arama talebi geldi/).check();
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(form.getByText('Adres http:// veya https:// ile başlamalı')).toBeVisible();
  await form.getByLabel('Adres (URL)').fill(url);
  await form.getByLabel(/Dairenin durumu değişti/).check();
  await form.getByRole('button', { name: 'Ekle' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Gizli anahtar' });
  const secret = (await secretDialog.getByLabel('Gizli anahtar').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
  await secretDialog.getByRole('button', { name: 'Kopyala' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await secretDialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const card = page.getByRole('article', { name: url });
  await expect(card.getByText(`gizli anahtar …${secret.slice(-4)}`)).toBeVisible();
  await expect(card.getByText(/Geri arama talebi geldi · Dairenin durumu değişti/)).toBeVisible();

  await card.getByRole('button', { name: 'Test gönder' }).click();
  await expect(page.getByText('Deneme gönderimi sıraya alındı')).toBeVisible();
  await expect(card.getByRole('row', { name: /Deneme gönderimi/ })).toBeVisible();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-webhooks-1366.png`, fullPage: true });
  // The page fits the width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

  await card.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(card.getByText('Devre dışı', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Sil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Adres silinsin mi?' });
  await expect(confirm).toContainText(
    'gönderim geçmişiyle çöp kutusuna taşınacak, 30 gün içinde geri alınabilir',
  );
  await confirm.getByRole('button', { name: 'Çöp kutusuna taşı' }).click();
  await expect(page.getByRole('article', { name: url })).toHaveCount(0);

  await page.goto('/admin/cop-kutusu?tur=webhook');
  const trashed = page.getByRole('article').filter({ hasText: url });
  await expect(trashed).toContainText('Bildirim adresi');
  await trashed.getByRole('button', { name: 'Geri al' }).click();
  await expect(trashed).toHaveCount(0);
  await page.goto('/admin/webhooklar');
  await expect(
    page.getByRole('article', { name: url }).getByText('Devre dışı', { exact: true }),
  ).toBeVisible();
});
