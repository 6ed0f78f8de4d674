// Translation check (issue 14): a project's technical description left empty in Russian is listed in
// "Çeviri Kontrolü", and its link opens the project's form on that field's RU tab, the field focused.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR' });

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const width of [1440, 390]) {
  test(`a text left empty in Russian is listed and its link opens the RU tab (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const id = `${Date.now().toString(36)}${width}`;
    const title = `Çeviri Evleri ${id}`;
    const headers = await adminHeaders(request);
    const created = await request.post('/api/projects', {
      headers,
      data: {
        slug: `ceviri-evleri-${id}`,
        title: { tr: title, en: `Translation Houses ${id}`, ru: `Дома перевода ${id}` },
        subtitle: { tr: 'Lara', en: 'Lara beach', ru: 'Лара' },
        description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
        technical_info: {
          description: { tr: 'Deniz manzaralı 24 daire', en: '24 flats with a sea view', ru: '' },
        },
      },
    });
    expect(created.status()).toBe(201);

    await loginAsAdmin(page);
    // The dashboard counts what is waiting and links to the list.
    const panel = page.getByRole('region', { name: 'Çeviri kontrolü' });
    await expect(panel).toContainText(/\d+ alan çeviri bekliyor/);
    await panel.getByRole('link', { name: 'Tümünü gör →' }).click();
    await expect(page).toHaveURL(/\/admin\/ceviri-kontrolu$/);
    const record = page.getByRole('region', { name: new RegExp(title) });
    const link = record.getByRole('link', { name: /Teknik bilgiler › Açıklama.*RU.*Rusça boş/ });
    await expect(link).toBeVisible();
    await shot(page, `translations-${width}`);

    await link.click();
    await expect(page).toHaveURL(/\/admin\/projects\?duzenle=\d+&dil=ru#alan-technical_info\.description$/);
    const field = page.getByLabel(/^Teknik açıklama \(RU\)/);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('tab', { name: /^RU/ }).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Teknik/ })).toHaveAttribute('aria-selected', 'true');
    await shot(page, `translation-field-${width}`);

    // Translated and saved, it leaves the list.
    await field.fill('24 квартиры с видом на море');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Proje güncellendi')).toBeVisible();
    await page.goto('/admin/ceviri-kontrolu');
    await expect(page.getByRole('region', { name: new RegExp(title) })).toHaveCount(0);
  });
}
