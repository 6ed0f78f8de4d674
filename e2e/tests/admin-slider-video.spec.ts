// The hero video given by upload: an MP4 chosen in the slider form is stored by the API and plays in the
// home page's hero; a file that is not a video is refused with a Turkish message.
import { expect, test, type Page } from '../support/test';
import { loginAsAdmin } from '../support/admin';
import { snapshotSiteContent, type ContentSnapshot } from '../support/content-snapshot';

test.use({ locale: 'tr-TR' });

let snapshot: ContentSnapshot;
test.beforeAll(async () => {
  snapshot = await snapshotSiteContent();
});
test.afterAll(async () => snapshot.restore());
test.beforeEach(async ({ page }) => loginAsAdmin(page));

/** The start of an MP4: an ftyp box and some media data. The API judges the bytes; no browser could
 *  decode this (there is no ffmpeg here to make a real clip), which the test does not need. */
function mp4Bytes() {
  const box = (type: string, payload: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + payload.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isommp42', 'latin1')),
    box('mdat', Buffer.alloc(8192, 1)),
  ]);
}

async function editHeroAsVideo(page: Page) {
  await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Slider', exact: true })
    .click();
  await page.locator('.adm-row', { hasText: 'Sıra 1' }).getByRole('button', { name: 'Düzenle' }).click();
  await page.getByLabel('Medya türü').selectOption('video');
}

test('an MP4 uploaded for the hero slider is the video of the home page hero', async ({ page, request }) => {
  await editHeroAsVideo(page);
  await page
    .getByLabel('Video: Dosya seç')
    .setInputFiles({ name: 'tanitim.mp4', mimeType: 'video/mp4', buffer: mp4Bytes() });
  await expect(page.getByText('Video yüklendi')).toBeVisible();
  const preview = page.locator('video[aria-label="Video"]');
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{24}\.mp4$/);
  const url = (await preview.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Slider güncellendi')).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('home-hero').locator('video')).toHaveAttribute('src', url);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('video/mp4');
});

test('a file that is not a video is refused in Turkish, by its type in the browser and by its bytes on the server', async ({
  page,
}) => {
  await editHeroAsVideo(page);
  const picker = page.getByLabel('Video: Dosya seç');
  const fieldError = page.locator('.kui-image-field').filter({ has: picker }).getByRole('alert');
  const preview = page
    .locator('.kui-image-field')
    .filter({ has: picker })
    .locator('.kui-image-field__preview');
  const before = await preview.innerHTML();

  await picker.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(fieldError).toHaveText('Yalnızca MP4 veya WebM videoları yüklenebilir.');

  // Named and typed as an MP4, but its bytes are text: only the server can tell.
  await picker.setInputFiles({
    name: 'tanitim.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('bu bir video değil'),
  });
  await expect(fieldError).toHaveText(
    'Desteklenmeyen veya bozuk dosya. Yalnızca MP4 ve WebM videoları yüklenebilir.',
  );
  await expect(page.getByText('Video yüklenirken hata oluştu')).toHaveCount(2); // a toast for each refusal
  expect(await preview.innerHTML()).toBe(before);
});
