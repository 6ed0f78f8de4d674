// The public site's cookieless beacon (issue 31, docs/analytics.md, decision 0194) end to end: a phone-width
// visitor's page views, client-side navigation, unit opened and phone tap reach the collector and appear
// in the admin's summary once the collector has added them to the roll-ups (every 5 s, FLUSH_MS in
// api/src/analytics/collector.service.ts); a browser saying Do Not Track sends nothing at all.
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders } from '../support/admin';
import { expect, test } from '../support/test';
import { e2eServer } from '../playwright.config';

// A phone's browser: Playwright's headless Chromium says "HeadlessChrome", which the collector rightly
// leaves out as a bot.
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
test.use({ locale: 'tr-TR', viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });

const SLUG = 'gunes-evleri';
const PROJECT_PAGE = `/projeler/${SLUG}`;

interface Row {
  value: string;
  views: number;
}
interface Summary {
  totals: { views: number; units_opened: number; phone_taps: number };
  pages: Row[];
  projects: Row[];
  devices: Row[];
  project_funnel: (Row & { units_opened: number; phone_taps: number })[];
  vitals: { page: string; device: string; vitals: { metric: string; samples: number }[] }[];
}

async function summary(request: APIRequestContext): Promise<Summary> {
  const res = await request.get('/api/analytics/summary?days=7', { headers: await adminHeaders(request) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Summary;
}

const views = (rows: Row[], value: string) => rows.find((r) => r.value === value)?.views ?? 0;

test('a visitor at 390 px: home, a project page, a unit and a phone tap are counted in the summary', async ({
  page,
  request,
}) => {
  const before = await summary(request);
  const beacons: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/collect') beacons.push(req.postData() ?? '');
  });
  // The Web Vitals library is fetched only once the page has loaded and sat idle.
  const vitalsLoaded = page.waitForResponse((res) => /\/web-vitals\.[0-9a-f]+\.js$/.test(res.url()));
  await page.goto('/');
  await vitalsLoaded;
  await expect.poll(() => beacons.length).toBe(1);
  expect(JSON.parse(beacons[0])).toEqual({ event: 'page_view', path: '/', lang: 'tr', width: 390 });
  // Nothing kept in the browser for counting: no cookie, no storage but the call-back form's landing
  // source (features/contact/lead-source.ts: the visit's referrer and utm_*, no identifier).
  expect(await page.context().cookies()).toEqual([]);
  expect(
    await page.evaluate(() => [
      Object.keys(localStorage),
      Object.keys(sessionStorage).filter((key) => key !== 'konak.lead-source'),
    ]),
  ).toEqual([[], []]);

  // Client-side navigations (the router's, no page load): the footer's projects link, then the project.
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.locator('footer a[href="/projeler"]').click();
  await expect(page).toHaveURL('/projeler');
  await page.locator(`main a[href="${PROJECT_PAGE}"]:visible`).first().click();
  await expect(page).toHaveURL(PROJECT_PAGE);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  // Leaving the home page's document would have sent its Web Vitals; a client-side move does not.
  await expect
    .poll(() => beacons.map((b) => JSON.parse(b).event))
    .toEqual(['page_view', 'page_view', 'page_view']);
  expect(JSON.parse(beacons[1])).toEqual({ event: 'page_view', path: '/projeler', lang: 'tr', width: 390 });
  expect(JSON.parse(beacons[2])).toMatchObject({ path: PROJECT_PAGE, project: SLUG });

  // A unit of the grid.
  const unit = page.locator('#daireler [data-unit]').first();
  await unit.scrollIntoViewIfNeeded();
  await unit.click();
  await expect(page.getByTestId('unit-dialog')).toBeVisible();
  // Closed by its close button (by name: the dialog's first button is the home's heart since the shortlist).
  await page.getByTestId('unit-dialog').getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByTestId('unit-dialog')).toBeHidden();
  // A phone number's link (the footer's); the test keeps the page where it is.
  await page.evaluate(() =>
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  await page.locator('footer a[href^="tel:"]').first().click();
  await expect
    .poll(() => beacons.map((b) => JSON.parse(b).event))
    .toEqual(['page_view', 'page_view', 'page_view', 'unit_opened', 'phone_tapped']);
  for (const body of beacons.slice(3)) expect(JSON.parse(body)).toMatchObject({ project: SLUG, width: 390 });

  // The visitor switches to another tab: the page is hidden, its Web Vitals go in one beacon (those of
  // the document's landing page). Headless Chromium never hides a page, so the test says it is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => beacons.some((b) => JSON.parse(b).event === 'web_vitals')).toBe(true);
  const vitals = JSON.parse(beacons.find((b) => JSON.parse(b).event === 'web_vitals')!);
  expect(vitals.path).toBe('/');
  expect(Object.keys(vitals.vitals)).toContain('LCP');

  // The collector adds its counts every 5 s.
  await expect
    .poll(
      async () => {
        const after = await summary(request);
        return {
          home: views(after.pages, '/') - views(before.pages, '/'),
          project: views(after.pages, PROJECT_PAGE) - views(before.pages, PROJECT_PAGE),
          mobile: views(after.devices, 'mobile') - views(before.devices, 'mobile') >= 3,
          units: after.totals.units_opened - before.totals.units_opened,
          phone: after.totals.phone_taps - before.totals.phone_taps,
          funnel: (after.project_funnel.find((r) => r.value === SLUG)?.units_opened ?? 0) > 0,
          vitals: after.vitals.some(
            (v) =>
              v.page === '/' &&
              v.device === 'mobile' &&
              v.vitals.some((m) => m.metric === 'LCP' && m.samples > 0),
          ),
        };
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toEqual({ home: 1, project: 1, mobile: true, units: 1, phone: 1, funnel: true, vitals: true });
});

test('a browser saying Do Not Track sends no beacon at all', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_UA,
    locale: 'tr-TR',
    baseURL: e2eServer(test.info().parallelIndex).url,
  });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { configurable: true, get: () => '1' }),
  );
  const page = await context.newPage();
  const collected: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/collect') || /\/web-vitals\./.test(req.url())) collected.push(req.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'public');
  await page.locator('footer a[href="/projeler"]').click();
  await expect(page).toHaveURL('/projeler');
  await page.locator(`main a[href="${PROJECT_PAGE}"]:visible`).first().click();
  await expect(page).toHaveURL(PROJECT_PAGE);
  await page.locator('#daireler [data-unit]').first().click();
  await expect(page.getByTestId('unit-dialog')).toBeVisible();
  await page.goto('/iletisim');
  // Long enough for a beacon, and for the idle-time Web Vitals fetch it would have made.
  await page.waitForTimeout(1_500);
  expect(collected).toEqual([]);
  await context.close();
});
