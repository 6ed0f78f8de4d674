// Drafts, scheduled publishing, preview and the trash (issue 14), as an editor uses them: a post scheduled
// a few seconds ahead is invisible until its time, then appears on the public site by itself (the e2e
// server runs the publishing job every second: CONTENT_JOBS_INTERVAL_MS=1000 in playwright.config.ts).
import { expect, test, type Page } from '../support/test';
import { fillLocalized, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR' });
test.beforeEach(async ({ page }) => loginAsAdmin(page));

const stamp = () => Date.now().toString(36);

/** An instant as Istanbul wall-clock time with seconds, as a datetime-local field takes it. */
const istanbulLocal = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(d)
    .replace(' ', 'T');

async function newPost(page: Page, title: string) {
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: /Yeni yazı ekle/ }).click();
  await fillLocalized(page, {
    Başlık: [title, `${title} en`, `${title} ru`],
    Özet: ['Kısa özet', 'Short excerpt', 'Кратко'],
    İçerik: ['Birinci paragraf.', 'First paragraph.', 'Первый абзац.'],
  });
}

test('a post scheduled a few seconds ahead appears on the public site when its time comes', async ({
  page,
  request,
}) => {
  const id = stamp();
  const title = `Zamanlı Duyuru ${id}`;
  const slug = `zamanli-duyuru-${id}`;
  await newPost(page, title);
  const publication = page.getByRole('radiogroup', { name: 'Yayın durumu' });
  await publication.getByRole('radio', { name: 'Zamanlanmış' }).click();
  // Saving without a time is stopped with a plain reason.
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Zamanlanmış yayın için bir tarih ve saat seçin').first()).toBeVisible();

  const goesLive = new Date(Date.now() + 8_000);
  await page.getByLabel('Yayın zamanı (İstanbul saati) *').fill(istanbulLocal(goesLive));
  await expect(page.getByText(/kendiliğinden yayınlanır/)).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Blog yazısı oluşturuldu')).toBeVisible();
  await expect(page.locator('.adm-row', { hasText: title }).getByText('Zamanlanmış')).toBeVisible();

  // Before its time a visitor finds nothing: not the page, not the list.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await request.get('/api/blog')).text()).not.toContain(slug);

  // Its time comes: with no one doing anything, the page and the list show it.
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 30_000, intervals: [1000] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime() - 1000);
  await page.goto('/blog');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a draft is previewed at its own address by the editor only, then trashed and restored', async ({
  page,
  request,
  context,
}) => {
  const id = stamp();
  const title = `Taslak Yazı ${id}`;
  const slug = `taslak-yazi-${id}`;
  await newPost(page, title);
  await page.getByRole('radiogroup', { name: 'Yayın durumu' }).getByRole('radio', { name: 'Taslak' }).click();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Blog yazısı oluşturuldu')).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // "Önizle" opens the draft at its public address in a new tab.
  await page.locator('.adm-row', { hasText: title }).getByRole('button', { name: 'Düzenle' }).click();
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Önizle' }).click(),
  ]);
  await preview.waitForURL(new RegExp(`/blog/${slug}\\?preview=`));
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await preview.close();
  // A visitor still gets the 404, before and after the preview.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // Deleted: to the trash, from where it comes back.
  await page.goto('/admin/blogs');
  await page.locator('.adm-row', { hasText: title }).getByRole('button', { name: 'Sil' }).click();
  await expect(
    page.getByRole('dialog').getByText('Çöp kutusuna taşınacak, 30 gün içinde geri alınabilir.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await page.goto('/admin/cop-kutusu');
  const row = page.locator('.adm-row', { hasText: title });
  await expect(row.getByText('30 gün sonra silinecek')).toBeVisible();
  await expect(row.getByText('Blog yazısı')).toBeVisible();
  await row.getByRole('button', { name: 'Geri al' }).click();
  await expect(page.getByText(`“${title}” geri alındı`)).toBeVisible();
  await page.goto('/admin/blogs');
  await expect(page.locator('.adm-row', { hasText: title })).toBeVisible();
});
