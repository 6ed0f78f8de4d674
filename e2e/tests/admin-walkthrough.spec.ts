// A new marketing assistant's first day, through the interface only: a project with every tab filled
// in, the mistakes a newcomer makes on the way, a call-back request worked from the dashboard, and the
// long forms on a phone.
import { expect, test, type Page } from '../support/test';
import { fillLocalized, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR' });
test.beforeEach(async ({ page }) => loginAsAdmin(page));

const stamp = () => Date.now().toString(36);
// A 1×1 PNG: a real image for the upload pipeline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Fills per-language fields through the tr / en / ru tabs of the first language tab group in `scope`. */
const section = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Proje bölümleri' }).getByRole('tab', { name: new RegExp(`^${name}`) });

test('a project with plans, places and a gallery; a wrong address is shown on its own tab and the list of problems shrinks as they are fixed', async ({
  page,
}) => {
  const id = stamp();
  await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Projeler', exact: true })
    .click();
  await page.getByRole('button', { name: /Yeni proje/ }).click();

  // Saved empty: the problems are listed; filling the texts removes them from the list.
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  const problems = page.locator('.adm-alert--error');
  await expect(problems).toContainText('Sayfa adresi boş');
  await fillLocalized(page, {
    Başlık: [`Deniz’in Konakları ${id}`, `Sea Mansions ${id}`, `Морские ${id}`],
    'Alt başlık': ['Lara’da', 'In Lara', 'В Ларе'],
    Açıklama: ['Türkçe açıklama', 'English description', 'Русское описание'],
  });
  await expect(problems).toHaveCount(0);
  const slug = `denizin-konaklari-${id}`;
  await expect(page.getByLabel('Sayfa adresi *')).toHaveValue(slug);
  await page.getByLabel('Video adresi (URL)').fill('bu bir adres değil');

  await section(page, 'Daire Planları').click();
  for (const [i, name] of ['2+1', '3+1'].entries()) {
    await page.getByRole('button', { name: /Plan ekle/ }).click();
    const plan = page.locator('.adm-repeat').nth(i);
    await fillLocalized(plan, { 'Plan adı': [`${name} Daire`, `${name} Flat`, `Квартира ${name}`] });
    await plan.getByLabel('Plan görseli: Dosya seç').setInputFiles(png(`plan-${i}.png`));
    await expect(plan.locator('.kui-image-field__preview img')).toBeVisible();
  }
  await section(page, 'Lokasyon').click();
  await page.getByRole('button', { name: /Yer ekle/ }).click();
  await fillLocalized(page.locator('.adm-repeat').first(), {
    'Yer adı': ['Havalimanı', 'Airport', 'Аэропорт'],
  });
  await page.getByLabel('Mesafe').fill('9 km');
  await section(page, 'Galeri').click();
  await page.getByLabel('Galeri: dosya seç').setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
  await expect(page.getByText('3 resim yüklendi')).toBeVisible();

  // Saved from the gallery: the form opens the tab with the wrong address, and says which field it is.
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(section(page, 'Temel Bilgiler')).toHaveAttribute('aria-selected', 'true');
  await expect(problems).toHaveText(
    'Video adresi: geçerli bir web adresi yazın, örn. https://www.youtube.com/watch?v=…',
  );
  await page.getByLabel('Video adresi (URL)').fill('https://www.youtube.com/watch?v=konak');
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Proje oluşturuldu')).toBeVisible();

  await page.goto(`/projeler/${slug}`);
  await expect(page.getByText(`Deniz’in Konakları ${id}`).first()).toBeVisible();
  await expect(page.getByText('Havalimanı').first()).toBeVisible();
  await page.goto(`/en/projeler/${slug}`);
  await expect(page.getByText(`Sea Mansions ${id}`).first()).toBeVisible();

  await page.goto('/admin/projects');
  await page
    .locator('.adm-pcard', { hasText: `Deniz’in Konakları ${id}` })
    .getByRole('button', { name: 'Sil' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Proje silindi')).toBeVisible();
});

test('a call-back request is worked from the dashboard: the new ones, a status that says it changed, an empty filter that says so', async ({
  page,
  request,
}) => {
  const name = `Mehmet Alıcı ${stamp()}`;
  expect(
    (
      await request.post('/api/contact/', {
        data: { name, phone: '+90 532 111 22 33', email: 'mehmet@example.com' },
      })
    ).ok(),
  ).toBeTruthy();

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /Yeni talep/ }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\?durum=yeni$/);
  await expect(page.getByRole('button', { name: 'Yeni', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = page.locator('.adm-contact', { hasText: name });
  await row.getByLabel(`${name} için durum`).selectOption('contacted');
  await expect(page.getByText(`${name}: İletişimde`)).toBeVisible();

  await page.getByRole('button', { name: 'İletişimde', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /CSV indir/ }).click(),
  ]);
  // The server writes the file (issue 25), named for the day.
  expect(download.suggestedFilename()).toMatch(/^cagri-talepleri-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto('/admin/contacts?durum=kapatildi');
  const closed = page.locator('.adm-contact');
  if ((await closed.count()) === 0) {
    await expect(page.getByText('“Kapatıldı” durumunda talep yok.')).toBeVisible();
    await page.getByRole('button', { name: 'Tüm talepleri göster' }).click();
  } else {
    await page.getByRole('button', { name: 'Tümü', exact: true }).click();
  }
  await page.locator('.adm-contact', { hasText: name }).getByRole('button', { name: 'Sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.locator('.adm-contact', { hasText: name })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every section of the long forms is in sight, and a problem on another tab is marked there', async ({
    page,
  }) => {
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: /Yeni proje/ }).click();
    const tabs = page.getByRole('tablist', { name: 'Proje bölümleri' }).getByRole('tab');
    await expect(tabs).toHaveCount(7);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBeTruthy();
    }
    await page.getByRole('button', { name: 'İptal' }).click();

    await page.goto('/admin/settings');
    const settings = page.getByRole('tablist', { name: 'Ayar bölümleri' });
    await settings.getByRole('tab', { name: 'Sosyal Medya' }).click();
    await page.getByLabel('Facebook').fill('facebook.com/konak');
    await settings.getByRole('tab', { name: 'Tema' }).click();
    await page.getByLabel('Ana renk (hex)').fill('kırmızı');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(settings.getByRole('tab', { name: /Tema/ })).toHaveAttribute('aria-selected', 'true');
    await expect(settings.getByRole('tab', { name: /Sosyal Medya/ }).getByLabel('eksik')).toBeVisible();
    // Nothing was saved. The state of the form is said beside the save button on a phone too.
    await expect(page.getByText('Kaydedilmemiş değişiklikler var')).toBeVisible();
  });
});
