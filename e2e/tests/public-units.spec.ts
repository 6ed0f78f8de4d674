// The units of a project on its public page (issue 12): browse the blocks and floors, filter, open a unit,
// send the call-back form it pre-fills; a unit the office marks sold shows as sold, on the page and in
// its JSON-LD; and the section and its dialog have no serious accessibility problem.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders } from '../support/admin';
import { expect, test, type Page } from '../support/test';

test.use({ locale: 'tr-TR' });

const SLUG = 'gunes-evleri';
const PAGE = `/projeler/${SLUG}`;

interface Grid {
  blocks: { id: number; name: string }[];
  units: { id: number; block_id: number; label: string; status: string; number: string; floor: number }[];
  counts: { total: number; available: number };
}

/** A block of its own for each test (a name no other test or the sample content uses): 3 floors × 2
 *  units, priced, of the project's first plan. */
async function addBlock(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const project = await (await request.get(`/api/projects/${SLUG}/`)).json();
  const planKey: string | undefined = project.plans?.find((p: { key?: string }) => p.key)?.key;
  const name = `T${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const block = await request.post(`/api/projects/${project.id}/blocks/`, { headers, data: { name } });
  expect(block.status(), await block.text()).toBe(201);
  const { id } = await block.json();
  const made = await request.post(`/api/blocks/${id}/generate/`, {
    headers,
    data: { floors: 3, units_per_floor: 2, first_floor: 1, ...(planKey ? { plan_key: planKey } : {}) },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  const grid: Grid = await (await request.get(`/api/projects/${project.id}/blocks/`, { headers })).json();
  const units = grid.units.filter((u) => u.block_id === id);
  expect(units).toHaveLength(6);
  for (const [i, unit] of units.entries()) {
    const res = await request.patch(`/api/units/${unit.id}/`, {
      headers,
      data: { price_try: 4_000_000 + i * 250_000 },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  return {
    headers,
    projectId: project.id as number,
    name,
    units,
    planRooms: project.plans?.find((p: { key?: string }) => p.key === planKey)?.rooms as string | undefined,
  };
}

async function jsonLdComplex(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((o) => o['@type'] === 'ApartmentComplex');
}

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).exclude('iframe');
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test('a buyer browses the blocks, filters, opens a unit and sends the call-back form it pre-fills', async ({
  page,
  request,
}) => {
  const { name, units, headers } = await addBlock(request);
  const section = page.locator('#daireler');
  await page.clock.install();
  await page.goto(PAGE);
  await expect(section.getByRole('heading', { name: 'Daireler' })).toBeVisible();
  await expect(section.getByTestId('units-count')).toHaveText(/^\d+ \/ \d+ konut satışta$/);

  // Browse: the new block's tab shows its floors, top floor first.
  await section.getByRole('tab', { name: new RegExp(`^${name} Blok`) }).click();
  const grid = section.getByTestId('units-grid');
  await expect(grid.getByRole('group')).toHaveText([/^3\. Kat/, /^2\. Kat/, /^1\. Kat/]);
  await expect(grid.getByRole('button')).toHaveCount(6);

  // Filter: at most 4 500 000 ₺ leaves the first three units of the whole project's new block in play.
  await section.getByLabel(/En çok fiyat/).fill('4500000');
  await expect(section.getByRole('status')).toHaveText(/konut uygun/);
  const cheap = units.slice(0, 3).map((u) => u.label);
  for (const unit of units) {
    const cell = grid.locator(`[data-unit="${unit.label}"]`);
    if (cheap.includes(unit.label)) await expect(cell).not.toHaveClass(/is-dim/);
    else await expect(cell).toHaveClass(/is-dim/);
  }

  // Open the first unit: its facts, and the form already naming it.
  const unit = units[0];
  await grid.locator(`[data-unit="${unit.label}"]`).click();
  const dialog = page.getByRole('dialog', { name: unit.label });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('4.000.000');
  await expect(dialog).toContainText('Satışta');
  const form = dialog.getByTestId('contact-form');
  await expect(form.getByLabel(/Mesajınız/)).toHaveValue(`${unit.label} ile ilgileniyorum`);
  expect(await seriousViolations(page, '[data-testid="unit-dialog"]')).toEqual([]);

  const email = `daire-${Date.now()}@example.com`;
  await form.getByLabel(/Ad Soyad/).fill('Selin Aydın');
  await form.getByLabel(/Telefon Numarası/).fill('+90 532 444 55 66');
  await form.getByLabel(/E-posta Adresi/).fill(email);
  await page.clock.fastForward('00:10');
  await form.getByRole('button', { name: 'GÖNDER' }).click();
  // Said inside the dialog (a toast would be drawn under it).
  await expect(dialog.getByTestId('form-sent')).toContainText('Talebiniz başarıyla gönderildi.');

  const list = await (await request.get('/api/contact/', { headers })).json();
  const items = Array.isArray(list) ? list : (list.items ?? list.data ?? []);
  expect(items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        email,
        project: SLUG,
        unit: unit.label,
        message: `${unit.label} ile ilgileniyorum`,
        page: PAGE,
      }),
    ]),
  );

  // Escape closes the panel and the grid is there again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(grid).toBeVisible();
});

test('a unit marked sold through the admin API shows as sold on the page and in its JSON-LD', async ({
  page,
  request,
}) => {
  const { name, units, headers } = await addBlock(request);
  await page.goto(PAGE);
  const before = await jsonLdComplex(page);
  const grid: Grid = await (await request.get(`/api/projects/${SLUG}/units/`)).json();
  // The page's JSON-LD counts from the same answer the grid draws.
  expect(before.numberOfAvailableAccommodationUnits).toBe(
    grid.units.filter((u) => u.status === 'available').length,
  );
  expect(before.numberOfAccommodationUnits).toBe(grid.units.length);

  const sold = units[1];
  const res = await request.patch('/api/units/', { headers, data: { ids: [sold.id], status: 'sold' } });
  expect(res.ok(), await res.text()).toBeTruthy();

  await page.reload();
  const after = await jsonLdComplex(page);
  expect(after.numberOfAvailableAccommodationUnits).toBe(before.numberOfAvailableAccommodationUnits - 1);
  const plans = (after.accommodationFloorPlan ?? []) as { numberOfAvailableAccommodationUnits: number }[];
  if (plans.length)
    expect(plans.reduce((n, p) => n + p.numberOfAvailableAccommodationUnits, 0)).toBeLessThanOrEqual(
      after.numberOfAvailableAccommodationUnits,
    );
  await expect(page.locator('#daireler').getByTestId('units-count')).toHaveText(
    new RegExp(
      `^${after.numberOfAvailableAccommodationUnits} / ${after.numberOfAccommodationUnits} konut satışta$`,
    ),
  );

  const section = page.locator('#daireler');
  await section.getByRole('tab', { name: new RegExp(`^${name} Blok`) }).click();
  const cell = section.locator(`[data-unit="${sold.label}"]`);
  await expect(cell).toHaveAttribute('data-status', 'sold');
  await expect(cell).toHaveAccessibleName(new RegExp(`^${sold.label}, .*Satıldı`));
  await expect(cell).toContainText('Satıldı');

  // Drawn by the server: the HTML itself (no script) already has the new count, the grid and the JSON-LD.
  const html = await (await request.get(PAGE)).text();
  expect(html).toContain(
    `${after.numberOfAvailableAccommodationUnits} / ${after.numberOfAccommodationUnits} konut satışta`,
  );
  expect(html).toMatch(/data-unit="A-1-1"[^>]*data-status="(available|reserved|sold)"/);
  expect(html).toMatch(
    new RegExp(`"numberOfAvailableAccommodationUnits":${after.numberOfAvailableAccommodationUnits}[,}]`),
  );
});

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test(`the units section has no serious accessibility problem (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PAGE);
    await page.locator('#daireler').scrollIntoViewIfNeeded();
    await expect(page.locator('#daireler').getByTestId('units-grid')).toBeVisible();
    expect(await seriousViolations(page, '#daireler')).toEqual([]);
  });
}

// Issue 26: on a Russian phone the 1207 Antalya grid (seven homes a floor) cut its last columns with no
// sign that it scrolls. It says so in the page's language, fades the hidden side, keeps the floors' names
// in view while the homes scroll under them, and is a named region the keyboard can scroll; on a desktop
// the same block fits and says nothing.
for (const [lang, cue] of [
  ['ru', 'Листайте вбок, чтобы увидеть все квартиры'],
  ['en', 'Swipe sideways to see every home'],
  ['tr', 'Tüm daireleri görmek için yana kaydırın'],
] as const) {
  test(`a block wider than the phone says it scrolls, and scrolls by keyboard (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${lang === 'tr' ? '' : `/${lang}`}/projeler/antalya-1207`);
    await page.locator('#daireler').scrollIntoViewIfNeeded();
    const grid = page.locator('#daireler').getByTestId('units-grid');
    await expect(page.getByTestId('units-scroll-cue')).toHaveText(cue);
    await expect(grid).toHaveClass(/has-more-right/);
    await expect(grid).not.toHaveClass(/has-more-left/);
    const region = grid.getByRole('region');
    await region.focus();
    // The arrow keys scroll a focused region (about 40 px a press); the grid is some 270 px wider.
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await expect(grid).toHaveClass(/has-more-left/);
    await expect(grid).not.toHaveClass(/has-more-right/);
    // The top floor's name is still beside its homes, and its last home is whole on the screen.
    const floorName = grid.locator('.pub-units__floor-name').first();
    await expect(floorName).toBeInViewport({ ratio: 1 });
    await expect(grid.locator('.pub-units__floor').first().locator('.pub-unit').last()).toBeInViewport({
      ratio: 1,
    });
    if (lang === 'ru') {
      expect(await seriousViolations(page, '#daireler')).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 900 });
      await expect(page.getByTestId('units-scroll-cue')).toHaveCount(0);
      await expect(grid.getByRole('region')).toHaveCount(0);
    }
  });
}
