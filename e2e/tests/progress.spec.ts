// Construction progress (issue 12): the sales office adds a dated update with photos on the project's edit
// page; the public project page shows it at the top of its timeline with a bar per phase, its photos open
// in the lightbox (arrows move, Escape closes, focus returns), and the project card shows the figure.
import AxeBuilder from '@axe-core/playwright';
import { fillLocalized, loginAsAdmin } from '../support/admin';
import { expect, test } from '../support/test';

test.use({ locale: 'tr-TR' });

// A 1×1 PNG: a real image for the upload pipeline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('an update added with photos in the admin leads the public timeline, and its photos open in the lightbox', async ({
  page,
}) => {
  // Two screens, an upload and an accessibility check: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  await loginAsAdmin(page);
  await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Projeler', exact: true })
    .click();
  await page
    .locator('.adm-pcard', { hasText: '1207 Antalya' })
    .getByRole('button', { name: 'Düzenle' })
    .click();

  const panel = page.locator('#insaat-durumu');
  await expect(panel.getByRole('heading', { name: 'İnşaat Durumu' })).toBeVisible();
  await expect(panel.getByTestId('admin-progress-row').first()).toBeVisible();
  await panel.getByRole('button', { name: /Yeni güncelleme/ }).click();
  const form = page.getByRole('form', { name: 'Yeni inşaat güncellemesi' });

  // A figure over 100 is refused before sending, at its field.
  await form.getByLabel('Kaba inşaat (%)', { exact: true }).fill('120');
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(form.getByText('Kaba inşaat: 0 ile 100 arasında bir tam sayı yazın').first()).toBeVisible();

  await fillLocalized(form, {
    Başlık: [`Çatılar kapandı ${id}`, `Roofs closed ${id}`, `Кровли закрыты ${id}`],
    Açıklama: ['Çatı yalıtımı bitti.', 'Roof insulation is done.', 'Утепление кровли завершено.'],
  });
  await form.getByLabel('Kaba inşaat (%)', { exact: true }).fill('100');
  await form.getByLabel('İç mekânlar (%)', { exact: true }).fill('90');
  await form
    .getByLabel('Şantiye fotoğrafları: dosya seç')
    .setInputFiles([png('cati-1.png'), png('cati-2.png')]);
  await expect(form.locator('.adm-images__item')).toHaveCount(2);
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Güncelleme eklendi')).toBeVisible();
  const first = panel.getByTestId('admin-progress-row').first();
  await expect(first).toContainText(`Çatılar kapandı ${id}`);
  await expect(first).toContainText('2 fotoğraf');

  // The public page, in English: the new update leads the timeline, with its phases as labelled bars.
  await page.goto('/en/projeler/antalya-1207');
  const timeline = page.locator('#insaat');
  await expect(timeline.getByRole('heading', { name: 'Construction progress' })).toBeVisible();
  const latest = timeline.getByTestId('progress-update').first();
  await expect(latest.getByRole('heading', { name: `Roofs closed ${id}` })).toBeVisible();
  await expect(latest.getByRole('progressbar', { name: 'Structure' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(latest.getByRole('progressbar', { name: 'Interiors' })).toHaveAttribute('aria-valuenow', '90');

  // The lightbox: opens on the photo pressed, arrows move, Escape closes and focus returns.
  const thumb = latest.getByRole('button', { name: 'Enlarge photo 2 of 2' });
  await thumb.click();
  const dialog = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Image 2 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('Image 1 of 2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  const serious = (await new AxeBuilder({ page }).include('#insaat').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The project list: the card of the ongoing project says how far it is (the latest update's mean).
  await page.goto('/ru/projeler');
  const card = page.getByTestId('project-card').filter({ hasText: '1207 Antalya' });
  await expect(card.getByTestId('progress-badge')).toContainText(/^Готово на \d{1,3}%$/);
});
