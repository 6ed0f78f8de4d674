// Version history (issue 14): an administrator edits a post twice, compares two versions from the form's
// "Geçmiş", restores the first one, and the public post shows the first text again.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR' });

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function openPost(page: Page, title: string) {
  await page.goto('/admin/blogs');
  await page.locator('article', { hasText: title }).getByRole('button', { name: 'Düzenle' }).click();
}

async function editContent(page: Page, title: string, text: string) {
  await openPost(page, title);
  await page.getByLabel(/^İçerik \(TR\)/).fill(text);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Blog yazısı güncellendi')).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`edit a post twice, compare two versions, restore the first (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const id = `${Date.now().toString(36)}${width}`;
    const title = `Sürüm denemesi ${id}`;
    const slug = `surum-denemesi-${id}`;
    const first = `Birinci metin: Kundu sahilinde yeni bir proje ${id}.`;
    const headers = await adminHeaders(request);
    const created = await request.post('/api/blog', {
      headers,
      data: {
        slug,
        title: { tr: title, en: `Version test ${id}`, ru: `Тест версий ${id}` },
        excerpt: { tr: 'Özet', en: 'Excerpt', ru: 'Кратко' },
        content: { tr: first, en: 'First text', ru: 'Первый текст' },
        date: '2026-01-15',
      },
    });
    expect(created.status()).toBe(201);

    await loginAsAdmin(page);
    await editContent(page, title, `İkinci metin: Lara sahilinde yeni bir proje ${id}.`);
    await editContent(page, title, `Üçüncü metin: Lara sahilinde büyük bir proje ${id}.`);

    await openPost(page, title);
    await page.getByRole('button', { name: 'Geçmiş' }).click();
    const dialog = page.getByRole('dialog', { name: /Sürüm geçmişi/ });
    const list = dialog.getByRole('region', { name: 'Sürümler' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('Sürüm 3');
    await expect(list.getByRole('listitem').first()).toContainText('İçerik');

    // Sürüm 1 against the current one: the 2 is unchosen, the 1 chosen.
    await list.getByRole('listitem').filter({ hasText: 'Sürüm 2' }).getByRole('checkbox').uncheck();
    await list.getByRole('listitem').filter({ hasText: 'Sürüm 1' }).getByRole('checkbox').check();
    const compare = dialog.getByRole('region', { name: 'Karşılaştırma' });
    const row = compare.locator('.adm-compare__row', { hasText: 'İçerik' }).filter({ hasText: 'TR' });
    await expect(row.locator('del')).toHaveText(['Birinci', 'Kundu', 'yeni']);
    await expect(row.locator('ins')).toHaveText(['Üçüncü', 'Lara', 'büyük']);
    // The unchanged fields wait behind a switch; the English content is one of them.
    await expect(compare.locator('.adm-compare__row', { hasText: 'Özet' })).toHaveCount(0);
    await compare.getByLabel(/Aynı olanları göster/).check();
    await expect(compare.locator('.adm-compare__row', { hasText: 'Özet' }).first()).toBeVisible();
    await compare.getByLabel(/Aynı olanları göster/).uncheck();
    await shot(page, `versions-compare-${width}`);

    await compare.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sürüm 1 geri yüklensin mi?' });
    await shot(page, `versions-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Geri yükle' }).click();
    await expect(page.getByText('Sürüm 1 geri yüklendi')).toBeVisible();
    // The form shows the restored content.
    await expect(page.getByLabel(/^İçerik \(TR\)/)).toHaveValue(first);
    await shot(page, `versions-restored-${width}`);

    // The restore is a version of its own.
    await page.getByRole('button', { name: 'Geçmiş' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Sürüm 4');
    await expect(list.getByRole('listitem').first()).toContainText("Sürüm 1'den geri yüklendi");
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    await page.goto(`/blog/${slug}`);
    await expect(page.getByText(first)).toBeVisible();
    await expect(page.getByText('Üçüncü metin')).toHaveCount(0);

    await request.delete(`/api/blog/${(await created.json()).id}`, { headers });
  });
}
