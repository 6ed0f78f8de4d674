// Throwaway screenshot script (not a test): node e2e/.adm-shots.mjs [filter]
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3202';
const filter = process.argv[2] ?? '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const views = [['m', 390, 844], ['d', 1440, 900]];
const screens = [
  ['login', '/admin/login', null],
  ['dashboard', '/admin/dashboard', null],
  ['projects', '/admin/projects', null],
  ['project-form', '/admin/projects', async (p) => { await p.getByRole('button', { name: 'Düzenle' }).first().click(); }],
  ['project-tech', '/admin/projects', async (p) => { await p.getByRole('button', { name: 'Düzenle' }).first().click(); await p.getByRole('tab', { name: 'Teknik Bilgiler' }).click(); }],
  ['project-gallery', '/admin/projects', async (p) => { await p.getByRole('button', { name: 'Düzenle' }).first().click(); await p.getByRole('tab', { name: 'Galeri' }).click(); }],
  ['blogs', '/admin/blogs', null],
  ['blog-form', '/admin/blogs', async (p) => { await p.getByRole('button', { name: 'Düzenle' }).first().click(); }],
  ['sliders', '/admin/sliders', null],
  ['slider-form', '/admin/sliders', async (p) => { await p.getByRole('button', { name: 'Düzenle' }).first().click(); }],
  ['about', '/admin/about', null],
  ['settings', '/admin/settings', null],
  ['settings-theme', '/admin/settings', async (p) => { await p.getByRole('tab', { name: 'Tema' }).click(); }],
  ['instagram', '/admin/instagram', null],
  ['contacts', '/admin/contacts', null],
  ['users', '/admin/users', null],
  ['users-add', '/admin/users', async (p) => { await p.getByRole('button', { name: /Yeni yönetici/ }).click(); }],
  ['drawer', '/admin/dashboard', async (p, w) => { if (w < 900) await p.getByRole('button', { name: 'Menüyü aç' }).click(); else await p.getByRole('button', { name: /Menüyü daralt/ }).click(); }],
];
for (const [v, width, height] of views) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/admin/login');
  await page.getByLabel('E-posta').fill('admin@konak.test');
  await page.getByLabel('Şifre').fill('e2e-Sifre-2026!');
  if (!filter || 'login'.includes(filter)) await page.screenshot({ path: `/tmp/adm-shots/${v}-login.png` });
  await page.getByRole('button', { name: /giriş/i }).click();
  await page.waitForURL(/dashboard/);
  for (const [name, path, act] of screens.slice(1)) {
    if (filter && !name.includes(filter)) continue;
    await page.goto(base + path);
    await page.waitForTimeout(1200);
    try {
      if (act) await act(page, width);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/adm-shots/${v}-${name}.png`, fullPage: name !== 'drawer' });
    } catch (e) { console.log(name, v, e.message.split('\n')[0]); }
  }
  await ctx.close();
}
await browser.close();
