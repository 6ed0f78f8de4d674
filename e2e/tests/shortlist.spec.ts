// Issue 32, item 2: the shortlist (docs/decisions/0196-shortlist-and-compare.md). A buyer in English and in
// Russian, on a phone and on a laptop, finds homes with the finder, saves three with their hearts, opens
// the compare page (drawn by the server with those homes), opens its share link on "another phone" (a new
// browser context, nothing stored) and sees the same homes, sends one call-back from there naming them —
// and the office sees that request, with every home, in the admin's call-back list. The compare page has
// no serious accessibility problem. Each screen is photographed (WALK_SHOTS=<folder> keeps the pictures).
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { adminHeaders, loginAsAdmin } from '../support/admin';
import { expect, test, type Page } from '../support/test';

/** A project of its own: a block of eight priced 3+1 and 2+1 homes, none sold. */
const SLUG = `kisa-liste-${Date.now().toString(36)}`;
const NAMES = { tr: 'Kısa Liste Evleri', en: 'Shortlist Homes', ru: 'Дома Шортлист' };

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/projects', {
    headers,
    data: {
      slug: SLUG,
      title: NAMES,
      subtitle: { tr: 'Konyaaltı', en: 'Konyaalti', ru: 'Коньяалты' },
      description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
      plans: [
        { name: { tr: '2+1', en: '2+1', ru: '2+1' }, rooms: '2+1', area: '95 m²' },
        { name: { tr: '3+1', en: '3+1', ru: '3+1' }, rooms: '3+1', area: '140 m²' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: number; plans: { key: string; rooms: string }[] };
  const planKey = (rooms: string) => project.plans.find((p) => p.rooms === rooms)!.key;
  const block = await request.post(`/api/projects/${project.id}/blocks`, { headers, data: { name: 'K' } });
  const blockId = ((await block.json()) as { id: number }).id;
  for (let i = 1; i <= 8; i++) {
    const unit = await request.post(`/api/projects/${project.id}/units`, {
      headers,
      data: {
        block_id: blockId,
        floor: i,
        number: String(i),
        plan_key: planKey(i % 2 ? '3+1' : '2+1'),
        facing: ['S', 'SE', 'W', 'N'][i % 4],
        price_try: 4_000_000 + i * 350_000,
        status: 'available',
      },
    });
    expect(unit.status(), await unit.text()).toBe(201);
  }
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
}

const TEXTS = {
  en: {
    heart: (label: string) => `Save home ${label}`,
    saved: 'Saved homes: 3 of 4',
    compare: 'Compare',
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    sent: 'Your request has been sent successfully.',
  },
  ru: {
    heart: (label: string) => `Сохранить квартиру ${label}`,
    saved: 'Сохранено квартир: 3 из 4',
    compare: 'Сравнить',
    name: 'Имя и фамилия',
    phone: 'Номер телефона',
    email: 'Электронная почта',
    sent: 'Ваша заявка успешно отправлена.',
  },
} as const;

const VIEWPORTS = [
  ['390', { width: 390, height: 844 }],
  ['1366', { width: 1366, height: 768 }],
] as const;

for (const [size, viewport] of VIEWPORTS) {
  test.describe(`at ${size} px`, () => {
    test.use({ viewport });

    for (const lang of ['en', 'ru'] as const) {
      test(`${lang}: shortlist three homes, compare, share to another phone, one call-back naming them`, async ({
        page,
        request,
        browser,
        baseURL,
        extraHTTPHeaders,
      }) => {
        const text = TEXTS[lang];
        const dir = process.env.WALK_SHOTS ?? test.info().outputDir;
        const shot = (p: Page, name: string) =>
          p.screenshot({
            path: path.join(dir, `shortlist-${lang}-${size}-${name}.png`),
            fullPage: name !== 'bar',
          });

        // Find homes with the finder: this project's 3+1 homes (K-1-1, K-3-3, K-5-5, K-7-7 by price).
        await page.goto(`/${lang}/konutlar?project=${SLUG}&rooms=3%2B1`);
        const list = page.getByTestId('finder-list');
        await expect(list.locator('a[data-unit]')).toHaveCount(4);
        const labels = ['K-1-1', 'K-3-3', 'K-5-5'];
        for (const label of labels) {
          const heart = list.getByRole('button', { name: text.heart(label) });
          await expect(heart).toHaveAttribute('aria-pressed', 'false');
          await heart.click();
          await expect(heart).toHaveAttribute('aria-pressed', 'true');
        }
        const bar = page.getByTestId('shortlist-bar');
        await expect(bar).toContainText(text.saved);
        await bar.scrollIntoViewIfNeeded();
        await shot(page, 'bar');
        // The hearts and the bar on the finder's page: no serious accessibility problem either.
        expect(await seriousViolations(page)).toEqual([]);
        // Taken off and put back: the heart is a toggle.
        const first = list.getByRole('button', { name: text.heart('K-1-1') });
        await first.click();
        await expect(first).toHaveAttribute('aria-pressed', 'false');
        await first.click();
        await expect(first).toHaveAttribute('aria-pressed', 'true');

        // The compare page: the three homes side by side, the address naming them.
        await bar.getByRole('link', { name: text.compare }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/karsilastir\\?id=\\d+,\\d+,\\d+$`));
        const table = page.getByTestId('compare-table');
        for (const label of labels) await expect(table.getByRole('link', { name: label })).toBeVisible();
        await expect(table.locator('thead th')).toHaveCount(3);
        await expect(table).toContainText(NAMES[lang]);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'compare');

        // The compare page without ids (the menu, a bookmark) shows the stored homes: its app starts at
        // once, and "no homes saved" is never said meanwhile (issue 26).
        await page.goto(`/${lang}/karsilastir`);
        await expect(page.locator('html')).toHaveAttribute('data-stored-shortlist', '');
        expect(await page.getByTestId('compare-empty').isVisible()).toBe(false);
        await expect(page).toHaveURL(new RegExp(`/${lang}/karsilastir\\?id=\\d+,\\d+,\\d+$`));
        for (const label of labels) await expect(table.getByRole('link', { name: label })).toBeVisible();
        await expect(page.getByTestId('compare-empty')).toHaveCount(0);
        await shot(page, 'compare-stored');

        // The share link, opened on another phone: drawn by the server with the same homes, nothing stored.
        const share = await page.getByTestId('compare-share').getAttribute('href');
        expect(share).toMatch(new RegExp(`^/${lang}/karsilastir\\?id=\\d+,\\d+,\\d+$`));
        const html = await (await request.get(share!)).text();
        for (const label of labels) expect(html).toContain(`>${label}</a>`);
        expect(html).not.toContain('class="kui-spinner-block"');
        expect(html).toContain('<meta name="robots" content="noindex"');

        const other = await browser.newContext({
          baseURL,
          viewport,
          extraHTTPHeaders: {
            ...extraHTTPHeaders,
            'X-Forwarded-For': `10.250.${Date.now() % 250}.${size === '390' ? 1 : 2}`,
          },
        });
        try {
          const phone = await other.newPage();
          await phone.clock.install();
          await phone.goto(share!);
          await expect(phone.locator('html')).toHaveAttribute('data-live', 'public');
          const shared = phone.getByTestId('compare-table');
          for (const label of labels) await expect(shared.getByRole('link', { name: label })).toBeVisible();
          expect(await phone.evaluate(() => localStorage.getItem('konak.shortlist'))).toBeNull();

          // One call-back about all of them.
          const form = phone.locator('.pub-compare__callback form');
          const email = `kisa-liste-${lang}-${size}-${Date.now()}@example.com`;
          const buyer = `Kısa Liste ${lang.toUpperCase()} ${size}`;
          await form.getByLabel(text.name).fill(buyer);
          await form.getByLabel(text.phone).fill('+90 532 444 55 66');
          await form.getByLabel(text.email).fill(email);
          await phone.clock.fastForward('00:10');
          await form.locator('button[type="submit"]').click();
          await expect(form.getByTestId('form-sent')).toContainText(text.sent);
          await shot(phone, 'sent');

          const stored = (await (
            await request.get('/api/contact?per_page=100', { headers: await adminHeaders(request) })
          ).json()) as { email: string; unit: string; suspicious: boolean; page: string }[];
          const mine = stored.find((c) => c.email === email);
          expect(mine?.unit).toBe(labels.map((l) => `${SLUG} ${l}`).join('; '));
          expect(mine?.suspicious).toBe(false);

          // The office sees it, with every home, in the admin's call-back list.
          await loginAsAdmin(page);
          await page.goto('/admin/contacts');
          const card = page.locator('article', { has: page.getByRole('heading', { name: buyer }) });
          await expect(card).toBeVisible();
          for (const label of labels) await expect(card).toContainText(`${label} · ${NAMES.tr}`);
          // The request's page names them the same way (label · project), never by the project's slug.
          await card.getByRole('link', { name: buyer }).click();
          const source = page.getByRole('region', { name: 'Kaynak' });
          for (const label of labels) await expect(source).toContainText(`${label} · ${NAMES.tr}`);
          await expect(source).not.toContainText(`${SLUG} ${labels[0]}`);
        } finally {
          await other.close();
        }
      });
    }
  });
}

test.describe('on a project page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the unit dialog’s heart saves the home, its grid cell is marked, and the bar leads to compare', async ({
    page,
  }) => {
    await page.goto(`/en/projeler/${SLUG}`);
    const cell = page.locator('#daireler [data-unit="K-2-2"]');
    await cell.scrollIntoViewIfNeeded();
    await cell.click();
    const dialog = page.getByRole('dialog', { name: 'K-2-2' });
    const heart = dialog.getByRole('button', { name: 'Save home K-2-2' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({
      path: path.join(process.env.WALK_SHOTS ?? test.info().outputDir, 'shortlist-en-390-dialog.png'),
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(cell.locator('.pub-unit__saved')).toHaveCount(1);
    const bar = page.getByTestId('shortlist-bar');
    await expect(bar).toContainText('Saved homes: 1 of 4');
    await bar.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(process.env.WALK_SHOTS ?? test.info().outputDir, 'shortlist-en-390-grid.png'),
    });
    await bar.getByRole('link', { name: 'Compare' }).click();
    await expect(page.getByTestId('compare-table').getByRole('link', { name: 'K-2-2' })).toBeVisible();
  });
});
