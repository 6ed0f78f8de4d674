// Issue 26, item 3: a units CSV import loses nothing. A 3-row file against a project of 100 homes first
// shows what it will change ("3 fiyat, 1 durum değişecek, 97 daire silinecek") and changes nothing; on
// "Uygula" it applies; "Geri al" brings the 100 homes back as they were. A file Excel-TR saved in
// Windows-1254 with "Satıldı" and "5.200.000,00 TL" imports. At 1366 and 390 px, on a project of its own.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

interface Unit {
  label: string;
  floor: number;
  plan_key: string | null;
  facing: string;
  price_try: number | null;
  status: string;
}

/** Text as Excel-TR saves "CSV (noktalı virgülle ayrılmış)": Windows-1254, one byte a character. */
const WIN1254: Record<string, number> = {
  ı: 0xfd,
  İ: 0xdd,
  ş: 0xfe,
  Ş: 0xde,
  ğ: 0xf0,
  Ğ: 0xd0,
  ç: 0xe7,
  Ç: 0xc7,
  ö: 0xf6,
  Ö: 0xd6,
  ü: 0xfc,
  Ü: 0xdc,
};
const windows1254 = (text: string) => Buffer.from([...text].map((ch) => WIN1254[ch] ?? ch.charCodeAt(0)));

const THREE_ROWS = [
  'blok;kat;no;plan;cephe;fiyat_tl;durum',
  'A;1;1;2+1;;5.200.000,00 ₺;Satıldı',
  'A;1;2;2+1;;4.350.000;Satışta',
  'A;1;3;2+1;;4.400.000 TL;Satışta',
  '',
].join('\r\n');

for (const width of [1366, 390]) {
  test(`a 3-row CSV shows its preview, is applied, undone, and a Windows-1254 file imports (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const headers = await adminHeaders(request);
    const id = `${Date.now().toString(36)}${width}`;
    const created = await request.post('/api/projects', {
      headers,
      data: {
        slug: `csv-konaklari-${id}`,
        title: { tr: `CSV Konakları ${id}`, en: 'CSV Houses', ru: 'Дома CSV' },
        subtitle: { tr: 'Lara', en: 'Lara', ru: 'Лара' },
        description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
        plans: [{ name: { tr: '2+1', en: '2+1', ru: '2+1' }, rooms: '2+1', area: '90 m²' }],
      },
    });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;
    const block = await request.post(`/api/projects/${projectId}/blocks`, { headers, data: { name: 'A' } });
    const blockId = ((await block.json()) as { id: number }).id;
    await request.post(`/api/blocks/${blockId}/generate`, {
      headers,
      data: { floors: 10, units_per_floor: 10, first_floor: 1, plan_key: 'plan-1' },
    });
    const units = async () =>
      (
        (await (await request.get(`/api/projects/${projectId}/blocks`, { headers })).json()) as {
          units: Unit[];
        }
      ).units;
    const before = await units();
    expect(before).toHaveLength(100);

    await loginAsAdmin(page);
    await page.goto(`/admin/projects/${projectId}/daireler`);
    await expect(page.getByRole('button', { name: 'A-1-1, Satışta' })).toBeVisible();

    // The preview: counts and what changes, in plain Turkish; nothing written yet.
    await page.getByLabel('CSV dosyası').setInputFiles({
      name: 'daireler.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${THREE_ROWS}`, 'utf8'),
    });
    const preview = page.getByRole('dialog', { name: 'CSV içe aktarma: önizleme' });
    await expect(preview.getByTestId('csv-preview-summary')).toHaveText(
      '3 fiyat, 1 durum değişecek, 97 daire silinecek',
    );
    await expect(preview).toContainText('Dosyada 1 blok, 3 daire var.');
    await expect(preview.getByRole('alert')).toHaveText('Dosyada olmayan 97 daire silinecek.');
    await expect(preview).toContainText('A-1-1 · Fiyat: — → 5.200.000 TL · Durum: Satışta → Satıldı');
    await expect(preview).toContainText('Silinecek daireler (97)');
    await shot(page, `units-csv-preview-${width}`);
    await preview.getByText('Silinecek daireler (97)').click();
    await expect(preview).toContainText('A-10-100 · fiyat yok · Satışta');
    const apply = preview.getByRole('button', { name: 'Uygula' });
    await expect(apply).toBeInViewport();
    expect(await units()).toEqual(before);

    await apply.click();
    await expect(preview).toBeHidden();
    await expect(page.getByRole('button', { name: 'A-1-1, Satıldı' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'A-2-11, Satışta' })).toHaveCount(0);
    expect((await units()).map((u) => [u.label, u.price_try, u.status])).toEqual([
      ['A-1-1', 5_200_000, 'sold'],
      ['A-1-2', 4_350_000, 'available'],
      ['A-1-3', 4_400_000, 'available'],
    ]);

    // "Geri al": the 100 homes as they were.
    const last = page.getByTestId('csv-last-import');
    await expect(last).toContainText('3 daire değişti, 97 daire silindi');
    await last.getByRole('button', { name: 'Geri al' }).click();
    const ask = page.getByRole('dialog', { name: 'İçe aktarmayı geri al' });
    await ask.getByRole('button', { name: 'Geri al' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: 'A-10-100, Satışta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'A-1-1, Satışta' })).toBeVisible();
    await expect(last).toContainText('geri alındı');
    const strip = (u: Unit) => [u.label, u.floor, u.plan_key, u.facing, u.price_try, u.status];
    expect((await units()).map(strip)).toEqual(before.map(strip));

    // Excel-TR's own file: Windows-1254, "Satıldı", "5.200.000,00 TL".
    const excel = windows1254(
      [
        'Blok;Kat;No;Plan;Cephe;Fiyat (TL);Durum',
        ...before.map(
          (u) =>
            `A;${u.floor};${u.label.split('-')[2]};2+1;;${u.label === 'A-1-1' ? '5.200.000,00 TL' : ''};${u.label === 'A-1-1' ? 'Satıldı' : 'Satışta'}`,
        ),
      ].join('\r\n'),
    );
    await page
      .getByLabel('CSV dosyası')
      .setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: excel });
    await expect(preview.getByTestId('csv-preview-summary')).toHaveText('1 fiyat, 1 durum değişecek');
    await expect(preview).toContainText('Windows-1254');
    await preview.getByRole('button', { name: 'Uygula' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByRole('button', { name: 'A-1-1, Satıldı' })).toBeVisible();
    const a11 = (await units()).find((u) => u.label === 'A-1-1');
    expect(a11).toMatchObject({ price_try: 5_200_000, status: 'sold' });
    expect(await units()).toHaveLength(100);
  });
}
