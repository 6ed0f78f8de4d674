// Ziyaretçiler (issue 31) at 1366 and 390 px: a scripted visit sends beacons to POST /api/collect as the
// public site does (text/plain JSON); after the collector's flush (every 5 s, FLUSH_MS) the owner opens
// Ziyaretçiler from the menu and reads the views, the project's and the source's funnel rows and the
// page's Web Vitals; a visitor asking not to be tracked (DNT) is not among them.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

// A browser's user agent (the collector leaves out bots, Playwright's own agent among them).
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A project slug and a campaign source of this test alone, so its rows are exact in a shared run. */
function script(width: number) {
  const tag = `${width}-${Date.now().toString(36)}`;
  return { project: `e2e-ziyaret-${tag}`, source: `e2e-kaynak-${tag}`, campaign: `kis-${tag}` };
}

async function beacon(
  request: APIRequestContext,
  visitor: string,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const res = await request.post('/api/collect', {
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER,
      'x-forwarded-for': visitor,
      ...extra,
    },
    data: JSON.stringify(body),
  });
  expect(res.status()).toBe(204);
}

/** Two visitors from one campaign look at the project; one opens units, takes the brochure and asks for
 *  a call-back; a third, with Do Not Track, is not counted. */
async function visit(request: APIRequestContext, s: ReturnType<typeof script>, octet: number) {
  const path = `/projeler/${s.project}`;
  const landing = { lang: 'tr', project: s.project, utm_source: s.source, utm_campaign: s.campaign };
  const desktop = `10.231.${octet}.1`;
  const phone = `10.231.${octet}.2`;
  await beacon(request, desktop, { event: 'page_view', path, width: 1366, ...landing });
  await beacon(request, desktop, { event: 'unit_opened', path, width: 1366, ...landing });
  await beacon(request, desktop, { event: 'page_view', path, width: 1366, ...landing });
  await beacon(request, desktop, { event: 'brochure_downloaded', path, width: 1366, ...landing });
  await beacon(request, desktop, { event: 'callback_sent', path, width: 1366, ...landing });
  await beacon(request, phone, { event: 'page_view', path, width: 390, ...landing });
  await beacon(request, phone, { event: 'unit_opened', path, width: 390, ...landing });
  await beacon(request, phone, {
    event: 'web_vitals',
    path,
    width: 390,
    ...landing,
    vitals: { LCP: 1800, INP: 120, CLS: 0.02 },
  });
  await beacon(
    request,
    `10.231.${octet}.3`,
    { event: 'page_view', path, width: 390, ...landing },
    { DNT: '1' },
  );
}

for (const width of [1366, 390]) {
  test(`the owner reads a scripted visit's views and funnel in Ziyaretçiler (${width} px)`, async ({
    page,
    request,
  }) => {
    const phone = width < 768;
    await page.setViewportSize({ width, height: phone ? 844 : 900 });
    const s = script(width);
    await visit(request, s, phone ? 2 : 1);

    // The collector adds its counts every 5 s: wait until the summary has them.
    const auth = await adminHeaders(request);
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/analytics/summary?days=7', { headers: auth });
          const body = (await res.json()) as { project_funnel: { value: string; views: number }[] };
          return body.project_funnel.find((f) => f.value === s.project)?.views ?? 0;
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(3);

    await loginAsAdmin(page);
    if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page
      .getByRole('complementary', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Ziyaretçiler' })
      .click();
    await expect(page).toHaveURL(/\/admin\/ziyaretciler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ziyaretçiler' })).toBeVisible();

    const totals = page.getByRole('list', { name: 'Toplamlar' });
    const views = Number(
      (await totals
        .getByRole('listitem')
        .filter({ hasText: 'Görüntüleme' })
        .locator('.adm-stat__value')
        .textContent())!.replace(/\./g, ''),
    );
    expect(views).toBeGreaterThanOrEqual(3);

    // views → units opened → brochures → call-backs, and 1 call-back in 3 views.
    const cells = (table: string, name: string) =>
      page
        .getByRole('table', { name: table })
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell');
    await expect(cells('Proje hunisi', s.project)).toHaveText(['3', '2', '1', '1', '%33,3']);
    await expect(cells('Kaynak hunisi', s.source)).toHaveText(['3', '2', '1', '1', '%33,3']);
    await expect(cells('Kampanyalar', s.campaign)).toHaveText(['3', '2']);
    await expect(cells('Sayfa ve cihaza göre Web Vitals p75', `/projeler/${s.project}`)).toHaveText([
      'Telefon',
      /^2 sn✓ iyi1 ölçüm$/,
      /^150 ms✓ iyi1 ölçüm$/,
      /^0,025✓ iyi1 ölçüm$/,
    ]);

    // The period is in the address, to be shared.
    await page.getByRole('button', { name: 'Son 30 gün' }).click();
    await expect(page).toHaveURL(/\/admin\/ziyaretciler\?gun=30$/);
    await expect(page.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cells('Proje hunisi', s.project)).toHaveText(['3', '2', '1', '1', '%33,3']);

    // The daily chart's figures as a table, for a screen reader or whoever opens it.
    await page.getByText('Günlük rakamlar (tablo)').click();
    await expect(
      page.getByRole('table', { name: 'Günlük görüntüleme ve ziyaretçi' }).locator('tbody tr'),
    ).toHaveCount(30);

    const serious = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Nothing scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-visitors-${width}.png`, fullPage: true });
  });
}
