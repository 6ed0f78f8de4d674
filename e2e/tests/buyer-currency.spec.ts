// Issue 26: prices in the buyer's currency. The owner sets the exchange rates on their own screen "Döviz
// Kurları" (not in Ayarlar, which editors cannot open; nor on a project's units page) and chooses what the Russian pages show first; an English project page then shows
// euros from the server's first paint, and a visitor's own choice (dollars, then lira) is remembered on
// the next project page. The audit log names who changed the rates by name and e-mail, and links a
// deletion to the trash. Walked at 1366 and 390 px; each screen is photographed (WALK_SHOTS=<folder>
// keeps the pictures; otherwise they go to the test's output).
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, e2eServer } from '../playwright.config';
import { adminHeaders, loginAsAdmin } from '../support/admin';
import { expect, test, type Page } from '../support/test';

test.use({ locale: 'tr-TR' });

/** Two sample projects with priced units (sample-content/src/content/units.ts). */
const FIRST = 'gunes-evleri';
const SECOND = 'kundu-villalari';

interface Rates {
  eur: number | null;
  usd: number | null;
  rub: number | null;
  as_of: string;
  ru_currency: 'RUB' | 'EUR';
}

let saved: Rates;
test.beforeAll(async ({ request }) => {
  saved = await (await request.get('/api/exchange-rates/')).json();
});
test.afterAll(async ({ request }) => {
  const { eur, usd, rub, as_of, ru_currency } = saved;
  await request.put('/api/exchange-rates/', {
    headers: await adminHeaders(request),
    data: { eur, usd, rub, as_of: as_of || '2026-01-01', ru_currency },
  });
});

async function setRates(request: APIRequestContext, rates: Partial<Rates>) {
  const res = await request.put('/api/exchange-rates/', {
    headers: await adminHeaders(request),
    data: { eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ...rates },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The first available unit's short price in the grid ("€1.1M", "$1.2M", "41,2 Mn ₺"). */
const firstPrice = (page: Page) => page.locator('#daireler .pub-unit--available .pub-unit__state').first();

for (const [label, viewport] of [
  ['1366', { width: 1366, height: 768 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });

    const shot = async (page: Page, name: string) => {
      const dir = process.env.WALK_SHOTS ?? test.info().outputDir;
      await page.screenshot({ path: path.join(dir, `${label}-${name}.png`), fullPage: false });
    };

    test('the owner edits the exchange rates on their screen, and the log names her by name and e-mail', async ({
      page,
      request,
    }) => {
      await setRates(request, { eur: null, usd: null, rub: null, ru_currency: 'RUB' });
      await loginAsAdmin(page);
      await page.goto('/admin/doviz-kurlari');
      await expect(page.getByRole('heading', { level: 1, name: 'Döviz Kurları' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Döviz kurları' });
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('1 EUR (₺)').fill('41,5');
      await form.getByLabel('1 USD (₺)').fill('abc');
      await form.getByLabel('1 RUB (₺)').fill('0,45');
      await form.getByLabel('Kur tarihi').fill('2026-11-21');
      await form.getByLabel('Rusça sayfalarda fiyatlar').selectOption('EUR');
      await form.getByRole('button', { name: 'Kurları kaydet' }).click();
      // A wrong rate is named at its field; nothing is saved.
      await expect(form.getByText('0’dan büyük bir sayı girin (ör. 36,85) ya da boş bırakın')).toBeVisible();
      await expect(form.getByRole('status')).toHaveText('Kaydedilmedi: işaretli kuru düzeltin');
      expect((await (await request.get('/api/exchange-rates/')).json()).eur).toBeNull();
      await form.getByLabel('1 USD (₺)').fill('36,25');
      await form.getByRole('button', { name: 'Kurları kaydet' }).click();
      // The answer beside the button, where she is looking (issue 26).
      await expect(form.getByRole('status')).toHaveText(/^Kaydedildi · \d{2}:\d{2}$/);
      await expect(form.getByRole('status')).toBeInViewport();
      await shot(page, 'rates-screen');
      expect(await (await request.get('/api/exchange-rates/')).json()).toMatchObject({
        eur: 41.5,
        usd: 36.25,
        rub: 0.45,
        as_of: '2026-11-21',
        ru_currency: 'EUR',
      });
      // Read back as saved.
      await page.reload();
      await expect(page.getByRole('form', { name: 'Döviz kurları' }).getByLabel('1 EUR (₺)')).toHaveValue(
        '41,5',
      );
      await expect(
        page.getByRole('form', { name: 'Döviz kurları' }).getByLabel('Rusça sayfalarda fiyatlar'),
      ).toHaveValue('EUR');

      // Neither Ayarlar nor the units page holds the form: each says where the rates are.
      await page.goto('/admin/settings');
      await expect(page.getByRole('main').getByRole('link', { name: 'Döviz Kurları' })).toHaveAttribute(
        'href',
        '/admin/doviz-kurlari',
      );
      await expect(page.getByRole('button', { name: 'Kurları kaydet' })).toHaveCount(0);
      const project = await (await request.get(`/api/projects/${FIRST}/`)).json();
      await page.goto(`/admin/projects/${project.id}/daireler`);
      await expect(page.getByText('döviz kurları Döviz Kurları ekranındadır')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kurları kaydet' })).toHaveCount(0);

      // The Russian page shows euros first, as chosen (drawn so by the server).
      const ru = await (await request.get(`/ru/projeler/${FIRST}`)).text();
      expect(ru).toMatch(/class="pub-unit__state">[^<]*€/);

      // The log: who, by name and e-mail; the field in Turkish.
      await page.goto('/admin/etkinlik-kaydi?tur=exchange_rates');
      const row = page.locator('tbody tr').first();
      await expect(row).toContainText('Döviz kurları (21 Kasım 2026)');
      await expect(row).toContainText(ADMIN.email);
      await expect(row).not.toContainText('127.0.0.1');
      await expect(row.getByRole('link', { name: /Güncel kurlar/ })).toHaveAttribute(
        'href',
        '/admin/doviz-kurlari',
      );
      // The entry names each changed field in Turkish: the choice among them.
      await row.getByRole('link', { name: 'Döviz kurları (21 Kasım 2026)' }).click();
      await expect(page.getByRole('heading', { name: 'Rusça sayfalarda fiyatlar' })).toBeVisible();
      await expect(page.getByText(ADMIN.email)).toBeVisible();
      await shot(page, 'audit-rates');
    });

    test('a deletion in the log links to the trash', async ({ page, request }) => {
      const headers = await adminHeaders(request);
      const slug = `kur-${label}-${Date.now().toString(36)}`;
      const L = (text: string) => ({ tr: text, en: text, ru: text });
      const post = await request.post('/api/blog/', {
        headers,
        data: {
          slug,
          title: L(`Silinecek ${slug}`),
          excerpt: L('a'),
          content: L('a'),
          date: '2026-11-20',
          publication: 'draft',
        },
      });
      expect(post.ok(), await post.text()).toBeTruthy();
      const { id } = await post.json();
      expect((await request.delete(`/api/blog/${id}/`, { headers })).ok()).toBeTruthy();
      await loginAsAdmin(page);
      await page.goto('/admin/etkinlik-kaydi?islem=delete');
      const row = page.locator('tbody tr', { hasText: `Silinecek ${slug}` });
      await expect(row).toContainText(ADMIN.email);
      await row.getByRole('link', { name: /Çöp kutusunda/ }).click();
      await expect(page).toHaveURL(/\/admin\/cop-kutusu\?tur=blog$/);
      await expect(page.getByText(`Silinecek ${slug}`)).toBeVisible();
    });

    test('an English project page shows euros first; a chosen currency is remembered on the next project', async ({
      page,
      request,
    }) => {
      // Five page loads in two browsers on a machine shared with builds.
      test.setTimeout(180_000);
      await setRates(request, { eur: 40, usd: 35, rub: 0.4, ru_currency: 'RUB' });
      // The server's HTML is already in euros (no flash of lira).
      const html = await (await request.get(`/en/projeler/${FIRST}`)).text();
      expect(html).toMatch(/class="pub-unit__state">[^<]*€/);
      expect(html).not.toMatch(/class="pub-unit__state">[^<]*₺/);

      await page.goto(`/en/projeler/${FIRST}`);
      await page.locator('#daireler').scrollIntoViewIfNeeded();
      const currency = page.locator('#pub-units-currency');
      await expect(currency).toHaveValue('EUR');
      await expect(firstPrice(page)).toContainText('€');
      await expect(page.getByTestId('units-rate')).toContainText('20');
      await shot(page, 'en-eur');

      await currency.selectOption('USD');
      await expect(firstPrice(page)).toContainText('$');
      await page.goto(`/en/projeler/${SECOND}`);
      await page.locator('#daireler').scrollIntoViewIfNeeded();
      await expect(page.locator('#pub-units-currency')).toHaveValue('USD');
      await expect(firstPrice(page)).toContainText('$');
      await shot(page, 'en-usd-remembered');

      // The home finder follows the same choice once live (its address unchanged: it names no currency),
      // the lira beneath; the compare page too. A currency chosen in the finder is the project pages' too.
      await page.goto('/en/konutlar');
      await expect(page.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
      const finderPrice = page.getByTestId('finder-list').locator('.pub-finder__price').first();
      await expect(finderPrice.locator('strong')).toContainText('$');
      await expect(finderPrice.locator('small')).toContainText('₺');
      await expect(page.getByTestId('finder-rate')).toContainText('35');
      await expect(page).toHaveURL(/\/en\/konutlar$/);
      await shot(page, 'en-finder-usd');
      const saved = await page
        .getByTestId('finder-list')
        .locator('a[data-unit]')
        .first()
        .getAttribute('data-unit');
      await page
        .getByTestId('finder-list')
        .getByRole('button', { name: `Save home ${saved}` })
        .click();
      await page.goto('/en/karsilastir');
      await expect(page.locator('tr.is-price td').first()).toContainText('$');
      await expect(page.locator('tr.is-price td').first().locator('small')).toContainText('₺');
      await shot(page, 'en-compare-usd');
      await page.evaluate(() => localStorage.removeItem('konak.shortlist'));
      await page.goto('/en/konutlar');
      await expect(page.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
      if (label === '390') await page.getByTestId('finder-summary').click();
      await page.getByTestId('finder-form').locator('select[name="currency"]').selectOption('EUR');
      await expect(page).toHaveURL(/currency=EUR/);
      await page.goto(`/en/projeler/${SECOND}`);
      await page.locator('#daireler').scrollIntoViewIfNeeded();
      await expect(page.locator('#pub-units-currency')).toHaveValue('EUR');
      await expect(firstPrice(page)).toContainText('€');

      await page.locator('#pub-units-currency').selectOption('TRY');
      await page.goto(`/en/projeler/${FIRST}`);
      await page.locator('#daireler').scrollIntoViewIfNeeded();
      await expect(page.locator('#pub-units-currency')).toHaveValue('TRY');
      await expect(firstPrice(page)).toContainText('₺');
      await expect(page.getByTestId('units-rate')).toHaveCount(0);

      // A Russian page in roubles (the office's default), a Turkish one in lira, for a first-time visitor.
      const fresh = await page
        .context()
        .browser()!
        .newContext({ viewport, baseURL: e2eServer(test.info().parallelIndex).url });
      const other = await fresh.newPage();
      await other.goto(`/ru/projeler/${FIRST}`);
      await expect(other.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
      await other.locator('#daireler').scrollIntoViewIfNeeded();
      await expect(other.locator('#pub-units-currency')).toHaveValue('RUB');
      await expect(firstPrice(other)).toContainText('₽');
      await other.screenshot({
        path: path.join(process.env.WALK_SHOTS ?? test.info().outputDir, `${label}-ru-rub.png`),
      });
      await other.goto(`/projeler/${FIRST}`);
      await expect(other.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
      await expect(other.locator('#pub-units-currency')).toHaveValue('TRY');
      await fresh.close();
    });

    test('a currency picked before the page is live is kept once it is, on a project page and in the finder', async ({
      page,
      request,
    }) => {
      await setRates(request, {});
      // The public remote's scripts wait until the visitor has picked: a phone still loading the app. (A
      // page of its own: this file's pages wait for the app after each navigation.)
      const early = await page.context().newPage();
      let release = () => undefined as void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await early.route('**/mfe/public/**/*.js', async (route) => {
        await gate;
        await route.continue();
      });
      await early.goto(`/en/projeler/${FIRST}`, { waitUntil: 'domcontentloaded' });
      await early.locator('#daireler').scrollIntoViewIfNeeded();
      await expect(early.locator('#pub-units-currency')).toHaveValue('EUR');
      await early.locator('#pub-units-currency').selectOption('USD');
      release();
      await expect(early.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
      await expect(early.locator('#pub-units-currency')).toHaveValue('USD');
      await expect(firstPrice(early)).toContainText('$');
      await shot(early, 'early-usd-project');
      await early.close();

      // The finder in a fresh browser (nothing remembered): euros drawn, dollars picked early, dollars shown.
      const fresh = await page
        .context()
        .browser()!
        .newContext({ viewport, baseURL: e2eServer(test.info().parallelIndex).url });
      const other = await fresh.newPage();
      let open = () => undefined as void;
      const later = new Promise<void>((resolve) => (open = resolve));
      await other.route('**/mfe/public/**/*.js', async (route) => {
        await later;
        await route.continue();
      });
      await other.goto('/en/konutlar', { waitUntil: 'domcontentloaded' });
      const select = other.locator('#pub-finder-currency');
      // On a phone the filters are folded under their summary.
      if (!(await select.isVisible())) await other.getByTestId('finder-summary').click();
      await expect(select).toHaveValue('EUR');
      await select.selectOption('USD');
      open();
      await expect(other.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
      await expect(select).toHaveValue('USD');
      await expect(
        other.getByTestId('finder-list').locator('.pub-finder__price strong').first(),
      ).toContainText('$');
      await fresh.close();
    });
  });
}
