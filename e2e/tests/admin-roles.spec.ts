// Roles (issue 27) in the browser: the owner creates an editor and a sales person from the Yöneticiler
// screen; the editor sees no call-back requests or administrators (not in the menu, and a typed address
// says so), the sales person finds the request the owner gave them under "Bana atananlar" and cannot
// delete a project.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/visitor';
import { adminHeaders, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results';
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: /giriş/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** The menu's screen names; on a phone the menu is a drawer opened from the top bar. */
async function menuLabels(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const labels = await page
    .getByRole('complementary', { name: 'Yönetim menüsü' })
    .locator('nav .adm-nav-link__label')
    .allTextContents();
  if (phone) await page.getByRole('button', { name: 'Menüyü kapat' }).click();
  return labels;
}

async function addAdministrator(
  page: Page,
  user: { name: string; email: string; password: string; role: string },
) {
  await page.getByRole('button', { name: '+ Yeni yönetici' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni yönetici' });
  await dialog.getByLabel('Ad Soyad *').fill(user.name);
  await dialog.getByLabel('E-posta *').fill(user.email);
  await dialog.getByLabel('Şifre *').fill(user.password);
  await dialog.getByLabel('Rol').selectOption({ label: user.role });
  return dialog;
}

for (const width of [1366, 390]) {
  test(`the owner gives an editor and a sales person their roles, and each sees only their work (${width} px)`, async ({
    page,
    request,
  }) => {
    const phone = width < 800;
    await page.setViewportSize({ width, height: phone ? 844 : 900 });
    const id = `${Date.now().toString(36)}-${width}`;
    const editor = {
      name: `Ece Editör ${width}`,
      email: `editor-${id}@konak.test`,
      password: 'Icerik-Masasi-2026-Lara!',
      role: 'Editör',
    };
    const sales = {
      name: `Selin Satış ${width}`,
      email: `satis-${id}@konak.test`,
      password: 'Satis-Ekibi-2026-Kepez!',
      role: 'Satış',
    };

    // A project the sales person must not delete.
    const owner = await adminHeaders(request);
    const project = await request.post('/api/projects', {
      headers: owner,
      data: {
        slug: `rol-konaklari-${id}`,
        title: { tr: `Rol Konakları ${id}`, en: 'Role Houses', ru: 'Дома' },
        subtitle: { tr: 'Lara', en: 'Lara', ru: 'Лара' },
        description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
      },
    });
    expect(project.status()).toBe(201);
    // A call-back request the owner gives to the sales person.
    const caller = `Arayan Kişi ${id}`;
    const contact = await request.post('/api/contact', {
      data: { name: caller, phone: '+90 532 111 22 33', email: `arayan-${id}@example.com` },
    });
    expect(contact.status()).toBe(201);
    const contactId = (await contact.json()).id;

    // The owner adds both from the Yöneticiler screen.
    await loginAsAdmin(page);
    await page.goto('/admin/users');
    const dialog = await addAdministrator(page, editor);
    await expect(dialog.getByText(/Kişisel verileri görmez/)).toBeVisible();
    await shot(page, `roles-${width}-add`);
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByRole('row', { name: new RegExp(editor.email) })).toContainText('Editör');
    await (await addAdministrator(page, sales)).getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByRole('row', { name: new RegExp(sales.email) })).toContainText('Satış');
    await shot(page, `roles-${width}-users`);
    await page.goto(`/admin/contacts/${contactId}`);
    await page.getByRole('combobox', { name: 'Atanan kişi' }).selectOption({ label: sales.name });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Talep güncellendi')).toBeVisible();
    await shot(page, `roles-${width}-assign`);
    await signOut(page);

    // The editor: content only.
    await signIn(page, editor.email, editor.password);
    const editorMenu = await menuLabels(page, phone);
    expect(editorMenu).toContain('Projeler');
    // The exchange rates are the editors' too (the unit prices are), on their own screen.
    expect(editorMenu).toContain('Döviz Kurları');
    expect(editorMenu).not.toContain('Ayarlar');
    expect(editorMenu).not.toContain('İletişim Talepleri');
    expect(editorMenu).not.toContain('Yöneticiler');
    await expect(page.getByText('Son iletişim talepleri')).toHaveCount(0);
    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { name: 'Bu sayfayı görme yetkiniz yok' })).toBeVisible();
    await expect(page.getByText('Rolünüz: Editör.', { exact: false })).toBeVisible();
    await shot(page, `roles-${width}-editor-contacts`);
    await signOut(page);

    // The sales person: the requests, the projects to look at, no deletion.
    await signIn(page, sales.email, sales.password);
    const salesMenu = await menuLabels(page, phone);
    expect(salesMenu).toEqual(['Genel Bakış', 'Ziyaretçiler', 'Projeler', 'İletişim Talepleri', 'Hesabım']);
    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim Talepleri' })).toBeVisible();
    await page.getByRole('button', { name: 'Bana atananlar' }).click();
    await expect(page).toHaveURL(/atanan=bana/);
    const mine = page.locator('article.adm-contact');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(caller);
    await expect(mine).toContainText(`Atanan: ${sales.name}`);
    await expect(mine.getByRole('button', { name: 'Sil' })).toHaveCount(0);
    await shot(page, `roles-${width}-sales-mine`);
    await page.goto('/admin/projects');
    const card = page.locator('.adm-pcard', { hasText: `Rol Konakları ${id}` });
    await expect(card.getByRole('link', { name: /Daireler/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sil' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await shot(page, `roles-${width}-sales-projects`);
    // And the API refuses it, saying why, should the button be forced.
    const token = await page.evaluate(() => localStorage.getItem('konak.token'));
    const asSales = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/contact', { headers: asSales })).status()).toBe(200);
    const refused = await request.delete(`/api/projects/${(await project.json()).id}`, { headers: asSales });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Bu işlem için yetkiniz yok (rolünüz: Satış)' });
  });
}
