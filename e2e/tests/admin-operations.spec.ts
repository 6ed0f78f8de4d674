// Working the call-back requests and managing administrators.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/visitor';
import { ADMIN } from '../playwright.config';
import { loginAsAdmin } from '../support/admin';

/** Opens a screen from the sidebar (the dashboard has quick links with the same names). */
async function openScreen(page: Page, label: string) {
  await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test('contacts: a request from the site is filtered, moved to İletişimde, exported and deleted', async ({
  page,
  request,
}) => {
  const name = `Ayşe Müşteri ${Date.now().toString(36)}`;
  const sent = await request.post('/api/contact/', {
    data: { name, phone: '+90 555 111 22 33', email: 'ayse@example.com' },
  });
  expect(sent.ok()).toBeTruthy();

  await loginAsAdmin(page);
  await openScreen(page, 'İletişim Talepleri');
  const row = page.locator('.adm-contact', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Yeni');

  await row.getByLabel(`${name} için durum`).selectOption('contacted');
  await page.getByRole('button', { name: 'Yeni', exact: true }).click();
  await expect(page.locator('.adm-contact', { hasText: name })).toHaveCount(0);
  await page.getByRole('button', { name: 'İletişimde', exact: true }).click();
  await expect(page.locator('.adm-contact', { hasText: name })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV indir' }).click(),
  ]);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  // The server writes the file from the list's filters (issue 25): the day first, as Excel-TR reads it.
  expect(csv).toContain(
    '"Tarih";"Ad Soyad";"Telefon";"E-posta";"Durum";"Proje";"Daire";"Kaynak";"Kampanya";"Dil";"Mesaj";"Notlar";"Pazarlama izni";"Şüpheli"',
  );
  // The phone as typed (no apostrophe Excel would show), kept as text by a leading no-break space (issue 16).
  expect(csv).toContain(`"${name}";"\u00A0+90 555 111 22 33"`);
  expect(csv).toMatch(
    new RegExp(`^"\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}";"${name}";[^\\r\\n]*;"İletişimde";`, 'm'),
  );

  await page.locator('.adm-contact', { hasText: name }).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Silmek istediğinize emin misiniz?')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(`${name} adlı kişinin talebini sil`);
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.locator('.adm-contact', { hasText: name })).toHaveCount(0);
});

test('users: an administrator is added, renamed, given a new password with one’s own, and deleted', async ({
  page,
  request,
}) => {
  const email = `editor-${Date.now().toString(36)}@konak.test`;
  await loginAsAdmin(page);
  await openScreen(page, 'Yöneticiler');
  await page.getByRole('button', { name: /Yeni yönetici/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ad Soyad *').fill('Deniz Editör');
  await dialog.getByLabel('E-posta *').fill(email);
  await dialog.getByLabel('Şifre *').fill('kisa');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.locator('.adm-alert--error')).toContainText('en az 12 karakter');
  await dialog.getByLabel('Şifre *').fill('Guvenli-Sifre-42');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Yeni yönetici eklendi')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page.getByRole('dialog').getByLabel('E-posta')).toHaveAttribute('readonly', '');
  await page.getByRole('dialog').getByLabel('Ad Soyad').fill('Deniz Yazar');
  await page.getByRole('dialog').getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByText('Yönetici bilgileri güncellendi')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Deniz Yazar');

  // A new password needs the signed-in administrator's own current password, asked for at its field.
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
  await expect(edit.getByLabel('Mevcut şifreniz *')).toHaveCount(0);
  await edit.getByLabel('Yeni şifre').fill('Yeni-Sifre-2026');
  const current = edit.getByLabel('Mevcut şifreniz *');
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await edit.getByRole('button', { name: 'Güncelle' }).click();
  await expect(edit.locator('.adm-alert--error')).toContainText('kendi mevcut şifrenizi girin');
  await current.fill('yanlis-sifre-123');
  await edit.getByRole('button', { name: 'Güncelle' }).click();
  await expect(edit.getByText('Mevcut şifreniz hatalı')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await current.fill(ADMIN.password);
  await edit.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByText('Yönetici bilgileri güncellendi')).toBeVisible();
  await expect(edit).toHaveCount(0);
  expect(
    (await request.post('/api/auth/login', { data: { email, password: 'Yeni-Sifre-2026' } })).ok(),
  ).toBeTruthy();

  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('button', { name: 'Sil' })
    .click();
  await expect(page.getByText('Bu yöneticiyi silmek istediğinizden emin misiniz?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Yönetici silindi')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('an upload whose bytes are not an image is refused by the server and the user is told', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await openScreen(page, 'Hakkımızda');
  await page.getByLabel('Görsel: Dosya seç').setInputFiles({
    name: 'sahte.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByText('Resim yüklenirken hata oluştu').first()).toBeVisible();
});

test('the browser’s Back does not drop unsaved changes without asking', async ({ page }) => {
  await loginAsAdmin(page);
  await openScreen(page, 'Hakkımızda');
  await expect(page).toHaveURL(/\/admin\/about$/);
  const title = page.getByLabel(/^Başlık \(TR\)/);
  await title.fill(`Değişmiş başlık ${Date.now()}`);

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Formda kal' }).click();
  await expect(page).toHaveURL(/\/admin\/about$/);
  await expect(title).toHaveValue(/^Değişmiş başlık/);

  await page.goBack();
  await dialog.getByRole('button', { name: 'Değişiklikleri at ve çık' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
