// Issue 26: the first edit of seeded content can be undone (every item has a version before its first
// edit), and a post can be saved as a draft in Turkish only, marked "Çeviri bekliyor", and previewed with a
// bar saying it is a preview — at a desktop's width and a phone's.
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

for (const width of [1366, 390]) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    });

    test('the first edit of the seeded About text is undone from its history, and the site shows the original again', async ({
      page,
      request,
    }) => {
      // The seeded text, as its version 1 holds it (a run before may have left another text behind).
      const headers = await adminHeaders(request);
      const versions = (await (await request.get('/api/versions?type=about', { headers })).json()) as {
        id: number;
        number: number;
      }[];
      const first = versions.find((v) => v.number === 1);
      expect(first).toBeTruthy();
      const original: string = (await (await request.get(`/api/versions/${first!.id}`, { headers })).json())
        .data.description.tr;
      // A sentence of the original as the page shows it (its first paragraph's start).
      const originalStart = original.split('\n')[0].slice(0, 60);
      const edited = `Yanlışlıkla silinen metin yerine yazıldı ${Date.now().toString(36)}.`;

      await loginAsAdmin(page);
      await page.goto('/admin/about');
      await page.getByLabel(/^Açıklama \(TR\)/).fill(edited);
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(page.getByText('Hakkımızda bölümü kaydedildi')).toBeVisible();
      // The About text is the home page's "Hakkımızda" section.
      await page.goto('/');
      await expect(page.getByText(edited)).toBeVisible();
      await expect(page.getByText(originalStart)).toHaveCount(0);

      await page.goto('/admin/about');
      await page.getByRole('button', { name: 'Geçmiş' }).click();
      const dialog = page.getByRole('dialog', { name: /Sürüm geçmişi/ });
      const list = dialog.getByRole('region', { name: 'Sürümler' });
      // The seeded text is version 1, by nobody: the state before any edit.
      const baseline = list.getByRole('listitem').filter({ hasText: 'Geçmiş başlamadan önceki hâli' });
      await expect(baseline).toHaveCount(1);
      await expect(baseline).toContainText('Sürüm 1');
      await expect(list.getByRole('listitem').first()).toContainText('Açıklama');
      // The newest against version 1: the second newest unchosen, the first chosen.
      const items = list.getByRole('listitem');
      if ((await items.count()) > 2) await items.nth(1).getByRole('checkbox').uncheck();
      await baseline.getByRole('checkbox').check();
      const compare = dialog.getByRole('region', { name: 'Karşılaştırma' });
      await expect(
        compare
          .locator('.adm-compare__row', { hasText: 'Açıklama' })
          .filter({ hasText: 'TR' })
          .locator('ins'),
      ).not.toHaveCount(0);
      await shot(page, `baseline-history-${width}`);

      await compare.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
      await page
        .getByRole('dialog', { name: 'Sürüm 1 geri yüklensin mi?' })
        .getByRole('button', { name: 'Geri yükle' })
        .click();
      await expect(page.getByText('Sürüm 1 geri yüklendi')).toBeVisible();
      await expect(page.getByLabel(/^Açıklama \(TR\)/)).toHaveValue(original);
      await shot(page, `baseline-restored-${width}`);

      await page.goto('/');
      const text = page.getByText(originalStart).first();
      await text.scrollIntoViewIfNeeded();
      await expect(text).toBeVisible();
      await expect(page.getByText(edited)).toHaveCount(0);
      await shot(page, `baseline-public-${width}`);
    });

    test('a new post starts as a draft, saves in Turkish only, is marked "Çeviri bekliyor" and previews with a bar', async ({
      page,
      request,
      context,
    }) => {
      const id = `${Date.now().toString(36)}${width}`;
      const title = `Yalnız Türkçe taslak ${id}`;
      await loginAsAdmin(page);
      await page.goto('/admin/blogs');
      await page.getByRole('button', { name: /Yeni yazı ekle/ }).click();
      const publication = page.getByRole('radiogroup', { name: 'Yayın durumu' });
      await expect(publication.getByRole('radio', { name: 'Taslak' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByLabel('Başlık (TR) *').fill(title);
      await page.getByLabel('Özet (TR) *').fill('Çevirisi sonra gelecek kısa bir özet.');
      await page.getByLabel('İçerik (TR) *').fill('## Giriş\n\nYalnızca Türkçe yazılmış bir taslak.');
      const slug = await page.getByLabel(/^(Sayfa adresi|Kısa ad \(slug\)) \*/).inputValue();
      expect(slug).toBe(`yalniz-turkce-taslak-${id}`);
      const waiting = page.locator('.adm-publication__waiting');
      await expect(waiting).toContainText('Çeviri bekliyor');
      await expect(waiting).toContainText('İngilizce, Rusça metni eksik');
      await waiting.scrollIntoViewIfNeeded();
      await shot(page, `draft-form-${width}`);
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(page.getByText('Blog yazısı oluşturuldu')).toBeVisible();

      const row = page.locator('.adm-row', { hasText: title });
      await expect(row.getByText('Taslak', { exact: true })).toBeVisible();
      await expect(row.getByText('Çeviri bekliyor · İngilizce, Rusça')).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await shot(page, `draft-list-${width}`);
      // Not on the site.
      expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

      // Its preview at its own address says it is one.
      await row.getByRole('button', { name: 'Düzenle' }).click();
      await expect(page.locator('.adm-publication__waiting')).toContainText('İngilizce, Rusça');
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Önizle' }).click(),
      ]);
      await preview.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await preview.waitForURL(new RegExp(`/blog/${slug}\\?preview=`));
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      const bar = preview.getByRole('status').filter({ hasText: 'Önizleme' });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('ziyaretçilere görünmez');
      // At most two lines, on a phone too: the bar must not hide the page it previews (three before). An
      // inline sentence has one client rect per line it runs over.
      expect(
        await bar.locator('span').evaluate((sentence) => sentence.getClientRects().length),
      ).toBeLessThanOrEqual(2);
      await shot(preview, `draft-preview-${width}`);
      await preview.close();

      const headers = await adminHeaders(request);
      const post = (await (await request.get(`/api/blog/${slug}`, { headers })).json()) as { id: number };
      expect((await request.delete(`/api/blog/${post.id}`, { headers })).status()).toBe(204);
    });
  });
}
