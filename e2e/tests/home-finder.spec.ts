// Issue 32, item 1: the home finder (/konutlar). A buyer in English and in Russian, on a phone and on a
// laptop, opens the finder (drawn by the server with its homes), filters by project, rooms and a maximum
// price in euros, sees exactly the homes the API finds for those filters (the address follows them),
// follows a result to its cell in the project's grid with the unit's dialog open; the page has no serious
// accessibility problem. Each screen is photographed (WALK_SHOTS=<folder> keeps the pictures).
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { adminHeaders } from '../support/admin';
import { expect, test, type Page } from '../support/test';

interface Rates {
  eur: number | null;
  usd: number | null;
  rub: number | null;
  as_of: string;
  ru_currency: 'RUB' | 'EUR';
}
interface Home {
  label: string;
  project: { slug: string };
}

let saved: Rates;
/** A project of its own: two plans (2+1 and 3+1), a block of twelve priced homes, one reserved, one sold. */
const SLUG = `bulucu-konaklari-${Date.now().toString(36)}`;

test.beforeAll(async ({ request }) => {
  saved = await (await request.get('/api/exchange-rates/')).json();
  const headers = await adminHeaders(request);
  const res = await request.put('/api/exchange-rates/', {
    headers,
    data: { eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'RUB' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const created = await request.post('/api/projects', {
    headers,
    data: {
      slug: SLUG,
      title: { tr: 'Bulucu Konakları', en: 'Finder Residences', ru: 'Резиденция Finder' },
      subtitle: { tr: 'Lara', en: 'Lara', ru: 'Лара' },
      description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
      plans: [
        { name: { tr: '2+1', en: '2+1', ru: '2+1' }, rooms: '2+1', area: '90 m²' },
        { name: { tr: '3+1', en: '3+1', ru: '3+1' }, rooms: '3+1', area: '135 m²' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: number; plans: { key: string; rooms: string }[] };
  const planKey = (rooms: string) => project.plans.find((p) => p.rooms === rooms)!.key;
  const block = await request.post(`/api/projects/${project.id}/blocks`, { headers, data: { name: 'F' } });
  const blockId = ((await block.json()) as { id: number }).id;
  for (let i = 1; i <= 12; i++) {
    const unit = await request.post(`/api/projects/${project.id}/units`, {
      headers,
      data: {
        block_id: blockId,
        floor: Math.ceil(i / 2),
        number: String(i),
        plan_key: planKey(i % 2 ? '3+1' : '2+1'),
        facing: i % 3 ? 'S' : 'N',
        // 4,000,000 … 9,500,000 lira: 100,000 … 237,500 euros at 40.
        price_try: 3_500_000 + i * 500_000,
        status: i === 5 ? 'reserved' : i === 9 ? 'sold' : 'available',
      },
    });
    expect(unit.status(), await unit.text()).toBe(201);
  }
});

test.afterAll(async ({ request }) => {
  const { eur, usd, rub, as_of, ru_currency } = saved;
  await request.put('/api/exchange-rates/', {
    headers: await adminHeaders(request),
    data: { eur, usd, rub, as_of: as_of || '2026-01-01', ru_currency },
  });
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
}

const VIEWPORTS = [
  ['1366', { width: 1366, height: 768 }],
  ['390', { width: 390, height: 844 }],
] as const;

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });

    for (const lang of ['en', 'ru'] as const) {
      test(`${lang}: filter by project, rooms and a price in euros, open a home in its grid`, async ({
        page,
        request,
      }) => {
        const shot = async (name: string) => {
          const dir = process.env.WALK_SHOTS ?? test.info().outputDir;
          await page.screenshot({ path: path.join(dir, `finder-${lang}-${label}-${name}.png`) });
        };
        // This project's 3+1 homes at most 200,000 euros: F-1-1, F-2-3 and F-4-7 (F-3-5 is reserved, F-5-9 sold).
        const max = 200_000;
        const expected = (await (
          await request.get(`/api/homes/?project=${SLUG}&rooms=3%2B1&price_max=${max}&currency=EUR`)
        ).json()) as { homes: Home[] };
        expect(expected.homes.map((h) => h.label)).toEqual(['F-1-1', 'F-2-3', 'F-4-7']);

        // Drawn by the server: the homes are in the page's first HTML, no loading placeholder, under 100 kB.
        const html = await (await request.get(`/${lang}/konutlar`)).text();
        expect(html).toContain('class="pub-finder__link"');
        // ...in the language's currency (issue 26, decision 0201), the lira beneath: no flash of lira.
        const sign = lang === 'en' ? '€' : '₽';
        expect(html).toMatch(
          new RegExp(`<span class="pub-finder__price"><strong>[^<]*${sign}[^<]*</strong><small>[^<]*₺`),
        );
        expect(html).not.toMatch(/<span class="pub-finder__price"><strong>[^<]*₺/);
        expect(html).toContain('data-testid="finder-rate"');
        expect(html).not.toContain('class="kui-spinner-block"');
        expect(Buffer.byteLength(html)).toBeLessThan(100_000);

        const reads: string[] = [];
        page.on('request', (r) => r.url().includes('/api/homes') && reads.push(r.url()));
        await page.goto(`/${lang}/konutlar`);
        const entries = await page.evaluate(() => history.length);
        await expect(page.getByTestId('finder-list').locator('a[data-unit]').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 30_000 });
        // Live, the same: the address and the history as they were, the homes not read again.
        const price = page.getByTestId('finder-list').locator('.pub-finder__price strong').first();
        await expect(price).toContainText(sign);
        await expect(page.getByTestId('finder-rate')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${lang}/konutlar$`));
        expect(await page.evaluate(() => history.length)).toBe(entries);
        expect(reads).toEqual([]);
        await shot('open');
        const form = page.getByTestId('finder-form');
        // On a phone the filters are folded under their summary, the homes first.
        if (label === '390') {
          await expect(form).toBeHidden();
          await page.getByTestId('finder-summary').click();
        }
        await expect(form).toBeVisible();
        await form.locator('select[name="project"]').selectOption(SLUG);
        await expect(page).toHaveURL(new RegExp(`project=${SLUG}`));
        await form.locator('input[name="rooms"][value="3+1"]').check();
        await form.locator('select[name="currency"]').selectOption('EUR');
        await form.locator('input[name="price_max"]').fill(String(max));
        await expect(page).toHaveURL(new RegExp(`price_max=${max}`));
        await expect(page).toHaveURL(/currency=EUR/);
        const cards = page.getByTestId('finder-list').locator('a[data-unit]');
        await expect(cards).toHaveCount(3);
        expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')))).toEqual(
          expected.homes.map((h) => h.label),
        );
        await expect(page.getByTestId('finder-rate')).toContainText('20');
        await shot('filtered');
        expect(await seriousViolations(page)).toEqual([]);

        // The first result opens its project page at its cell, the unit's dialog open.
        await cards.first().click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/projeler/${SLUG}\\?daire=F-1-1`));
        await expect(page.getByRole('dialog', { name: 'F-1-1' })).toBeVisible();
        await shot('dialog');
      });
    }
  });
}
