// Audit log and trash together (issue 14): an administrator deletes a project, finds it in the Çöp
// Kutusu, restores it, and sees both actions — who, when, which project — in the Etkinlik Kaydı.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const width of [1440, 390]) {
  test(`delete a project, restore it from the trash, see both in the Etkinlik Kaydı (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const id = `${Date.now().toString(36)}${width}`;
    const title = `Kayıt Konakları ${id}`;
    const headers = await adminHeaders(request);
    const created = await request.post('/api/projects', {
      headers,
      data: {
        slug: `kayit-konaklari-${id}`,
        title: { tr: title, en: `Record Houses ${id}`, ru: `Дома ${id}` },
        subtitle: { tr: 'Lara', en: 'Lara', ru: 'Лара' },
        description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
      },
    });
    expect(created.status()).toBe(201);

    await loginAsAdmin(page);
    await page.goto('/admin/projects');
    await page.locator('.adm-pcard', { hasText: title }).getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Proje silindi')).toBeVisible();

    await page.goto('/admin/cop-kutusu');
    const trashed = page.locator('article', { hasText: title });
    await expect(trashed).toBeVisible();
    await trashed.getByRole('button', { name: 'Geri al' }).click();
    await expect(page.locator('article', { hasText: title })).toHaveCount(0);

    await page.goto('/admin/etkinlik-kaydi?tur=project');
    const rows = page.locator('tr', { hasText: title });
    // Newest first: the restore above the delete, both by the signed-in administrator.
    await expect(rows.first()).toContainText('Geri yükledi');
    await expect(rows.nth(1)).toContainText('Sildi');
    await expect(rows.first()).toContainText('Yönetici');
    await expect(rows.first()).toContainText(/az önce|dakika önce/);
    await shot(page, `audit-list-${width}`);

    // The restore's entry opens with what changed.
    await rows.first().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Geri yükledi')).toBeVisible();
    // What the restore changed: the record left the trash (not a copy of every field).
    const deletedAt = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Silinme zamanı' }) });
    await expect(deletedAt.getByText('Önce')).toBeVisible();
    await expect(deletedAt.getByText('(boş)')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Başlık/ })).toHaveCount(0);
    await shot(page, `audit-entry-${width}`);
  });
}
