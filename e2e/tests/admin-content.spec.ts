// Content screens: what an administrator creates, edits and deletes shows on the public site.
import { expect, scrollThrough, test, type Page } from '../support/test';
import { fillLocalized, loginAsAdmin } from '../support/admin';
import { snapshotSiteContent, type ContentSnapshot } from '../support/content-snapshot';

/** Opens a screen from the sidebar (the dashboard has quick links with the same names). */
async function openScreen(page: Page, label: string) {
  await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

const stamp = () => Date.now().toString(36);

/** Fills per-language fields through the tr / en / ru tabs of the first language tab group in `scope`. */
// The public pages are checked in Turkish (a first visit follows the browser's language).
test.use({ locale: 'tr-TR' });

test.beforeEach(async ({ page }) => loginAsAdmin(page));

// These tests edit the site-wide content; the public tests that follow expect the sample content.
let snapshot: ContentSnapshot;
test.beforeAll(async () => {
  snapshot = await snapshotSiteContent();
});
test.afterAll(async () => snapshot.restore());

test('projects: create (slug from the Turkish title), refuse a duplicate slug, edit, delete', async ({
  page,
}) => {
  const id = stamp();
  await openScreen(page, 'Projeler');
  await page.getByRole('button', { name: /Yeni proje/ }).click();
  await fillLocalized(page, {
    Başlık: [`Deniz Yıldızı Konakları ${id}`, `Starfish ${id}`, `Морская ${id}`],
    'Alt başlık': ['Denize yakın', 'Near the sea', 'У моря'],
    Açıklama: ['Türkçe açıklama', 'English description', 'Русское описание'],
  });
  const slug = `deniz-yildizi-konaklari-${id}`;
  await expect(page.getByLabel('Sayfa adresi *')).toHaveValue(slug);
  await page.getByRole('tab', { name: 'Teknik Bilgiler' }).click();
  await page.getByLabel('Toplam bağımsız bölüm').fill('120');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Proje oluşturuldu')).toBeVisible();

  await page.goto(`/projeler/${slug}`);
  await expect(page.getByText(`Deniz Yıldızı Konakları ${id}`).first()).toBeVisible();

  // The server refuses a second project with the same slug; its message reaches the user.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: /Yeni proje/ }).click();
  await fillLocalized(page, {
    Başlık: ['Kopya', 'Copy', 'Копия'],
    'Alt başlık': ['a', 'b', 'c'],
    Açıklama: ['a', 'b', 'c'],
  });
  await page.getByLabel('Sayfa adresi *').fill(slug);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.locator('.adm-alert--error')).toBeVisible();
  await page.getByRole('button', { name: 'İptal' }).click();
  await page.getByRole('button', { name: 'Değişiklikleri at ve çık' }).click();

  const card = page.locator('.adm-pcard', { hasText: `Deniz Yıldızı Konakları ${id}` });
  await card.getByRole('button', { name: 'Düzenle' }).click();
  await page.getByLabel(/^Başlık \(TR\)/).fill(`Deniz Yıldızı Evleri ${id}`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Proje güncellendi')).toBeVisible();
  await page.goto(`/projeler/${slug}`);
  await expect(page.getByText(`Deniz Yıldızı Evleri ${id}`).first()).toBeVisible();

  await page.goto('/admin/projects');
  await page
    .locator('.adm-pcard', { hasText: `Deniz Yıldızı Evleri ${id}` })
    .getByRole('button', { name: 'Sil' })
    .click();
  await expect(page.getByText('Silmek istediğinize emin misiniz?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Proje silindi')).toBeVisible();
  await page.goto(`/projeler/${slug}`);
  await expect(page.getByText('Proje Bulunamadı')).toBeVisible();
});

test('blog: create, edit, delete, and a non-image file is refused', async ({ page }) => {
  const id = stamp();
  await openScreen(page, 'Blog');
  await page.getByRole('button', { name: /Yeni yazı ekle/ }).click();
  await fillLocalized(page, {
    Başlık: [`Kepez Rehberi ${id}`, `Kepez Guide ${id}`, `Гид ${id}`],
    Özet: ['Kısa özet', 'Short excerpt', 'Кратко'],
    İçerik: ['## Giriş\n\nBirinci paragraf.', 'First paragraph.', 'Первый абзац.'],
  });
  await page
    .getByLabel('Kapak görseli: Dosya seç')
    .setInputFiles({ name: 'not-an-image.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
  await expect(page.getByText('Yalnızca resim dosyaları yüklenebilir.').first()).toBeVisible();
  await page.getByLabel('Etiketler').fill('kepez, , rehber');
  // A new post starts as a draft (issue 26): published here, to be read on the site.
  await page
    .getByRole('radiogroup', { name: 'Yayın durumu' })
    .getByRole('radio', { name: 'Yayında' })
    .click();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Blog yazısı oluşturuldu')).toBeVisible();
  const slug = `kepez-rehberi-${id}`;
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText(`Kepez Rehberi ${id}`).first()).toBeVisible();

  await page.goto('/admin/blogs');
  await page
    .locator('.adm-row', { hasText: `Kepez Rehberi ${id}` })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  await page.getByLabel(/^Başlık \(TR\)/).fill(`Kepez Yaşam Rehberi ${id}`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Blog yazısı güncellendi')).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText(`Kepez Yaşam Rehberi ${id}`).first()).toBeVisible();

  await page.goto('/admin/blogs');
  await page
    .locator('.adm-row', { hasText: `Kepez Yaşam Rehberi ${id}` })
    .getByRole('button', { name: 'Sil' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Blog yazısı silindi')).toBeVisible();
});

test('sliders: the hero title edited in the panel shows on the home page; a new slider is added and deleted', async ({
  page,
}) => {
  const id = stamp();
  await openScreen(page, 'Slider');
  await page.locator('.adm-row', { hasText: 'Sıra 1' }).getByRole('button', { name: 'Düzenle' }).click();
  await page.getByLabel(/^Başlık \(TR\)/).fill(`Antalya'da Yeni Bir Hayat ${id}`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Slider güncellendi')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(`Antalya'da Yeni Bir Hayat ${id}`).first()).toBeVisible();

  await page.goto('/admin/sliders');
  await page.getByRole('button', { name: /Yeni slider/ }).click();
  await fillLocalized(page, {
    Başlık: [`Kampanya ${id}`, `Campaign ${id}`, `Акция ${id}`],
    Açıklama: ['a', 'b', 'c'],
  });
  await page.getByLabel('Buton nereye gitsin?').selectOption({ label: 'Başka bir adres…' });
  await page.getByLabel('Buton bağlantısı').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.locator('.adm-alert--error')).toContainText('Buton bağlantısı');
  await page.getByLabel('Buton bağlantısı').fill('/iletisim');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Slider oluşturuldu')).toBeVisible();
  await page
    .locator('.adm-row', { hasText: `Kampanya ${id}` })
    .getByRole('button', { name: 'Sil' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Slider silindi')).toBeVisible();
});

test('about and Instagram banner are saved and shown on the home page', async ({ page }) => {
  const id = stamp();
  await openScreen(page, 'Hakkımızda');
  await page.getByLabel(/^Başlık \(TR\)/).fill(`Biz Kimiz ${id}`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Hakkımızda bölümü kaydedildi')).toBeVisible();

  await openScreen(page, 'Instagram');
  await page.getByLabel(/^Metin \(TR\)/).fill(`Bizi Instagram'da takip edin ${id}`);
  await page.getByLabel('Bağlantı *').fill('');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.locator('.adm-alert--error')).toContainText('Bağlantı boş');
  await page.getByLabel('Bağlantı *').fill('https://www.instagram.com/konakyapi');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Instagram bandı kaydedildi')).toBeVisible();

  await page.goto('/');
  await scrollThrough(page);
  await expect(page.getByText(`Biz Kimiz ${id}`).first()).toBeVisible();
  await expect(page.getByText(`Bizi Instagram'da takip edin ${id}`).first()).toBeVisible();
});

test('settings: a new site name is saved, the page reloads and the public title shows it', async ({
  page,
}) => {
  const id = stamp();
  await openScreen(page, 'Ayarlar');
  await page.getByLabel(/^Site adı \(TR\)/).fill(`Konak Yapı ${id}`);
  await page.getByRole('tab', { name: 'Tema' }).click();
  await page.getByLabel('Ana renk (hex)').fill('#C0A070');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Ayarlar kaydedildi')).toBeVisible();
  await page.waitForEvent('load');
  await page.goto('/projeler');
  await expect(page).toHaveTitle(new RegExp(`\\| Konak Yapı ${id}$`));
});

// A 1×1 PNG: a real image for the upload pipeline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('project gallery: several images uploaded at once, reordered, one removed, saved', async ({ page }) => {
  await openScreen(page, 'Projeler');
  await page
    .locator('.adm-pcard', { hasText: 'Güneş Evleri' })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  await page.getByRole('tab', { name: 'Galeri' }).click();
  const items = page.locator('.adm-images__item');
  const before = await items.count();
  await page.getByLabel('Galeri: dosya seç').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: PNG },
    { name: 'b.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('2 resim yüklendi')).toBeVisible();
  await expect(items).toHaveCount(before + 2);
  await page.getByLabel('Galeri: görsel adresi (URL)').fill('   ');
  await page.getByRole('button', { name: 'URL ekle' }).click();
  await expect(items).toHaveCount(before + 2);
  await page.getByRole('button', { name: `${before + 2}. görseli sola taşı` }).click();
  await page.getByRole('button', { name: `${before + 2}. görseli kaldır` }).click();
  await expect(items).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Proje güncellendi')).toBeVisible();
});
