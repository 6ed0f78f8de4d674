// Issue 32, item 4 (decision 0198): foreign buyers' thresholds. The owner marks the citizenship and
// residence-permit values in dollars with their day and a text in three languages on Döviz Kurları; a
// Russian buyer on a phone filters the finder by the citizenship value, sees the labelled badge on a home
// and in its dialog; an English page at 1366 px is drawn by the server with the filter, its canonical and
// the badges. Every changed page has no serious accessibility problem. Pictures: WALK_SHOTS=<folder>.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { adminHeaders, loginAsAdmin } from '../support/admin';
import { expect, test, type Page } from '../support/test';

interface Saved {
  eur: number | null;
  usd: number | null;
  rub: number | null;
  as_of: string;
  ru_currency: 'RUB' | 'EUR';
  foreign_buyers: {
    residence_usd: number | null;
    citizenship_usd: number | null;
    as_of: string;
    text: { tr: string; en: string; ru: string };
  };
}
interface Home {
  label: string;
  foreign_buyer: string[];
}

let saved: Saved;
const SLUG = `yabanci-konaklari-${Date.now().toString(36)}`;
/** At 40 lira a dollar, 400,000 $ is 16,000,000 ₺ and 200,000 $ is 8,000,000 ₺. */
const PRICES = [7_999_999, 8_000_000, 12_000_000, 15_999_999, 16_000_000, 18_500_000];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  saved = await (await request.get('/api/exchange-rates/')).json();
  const headers = await adminHeaders(request);
  const res = await request.put('/api/exchange-rates/', {
    headers,
    data: { eur: 44, usd: 40, rub: 0.5, as_of: '2026-11-20', ru_currency: 'RUB' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const created = await request.post('/api/projects', {
    headers,
    data: {
      slug: SLUG,
      title: { tr: 'Yabancı Konakları', en: 'Foreign Residences', ru: 'Резиденция Форин' },
      subtitle: { tr: 'Konyaaltı', en: 'Konyaalti', ru: 'Коньяалты' },
      description: { tr: 'Açıklama', en: 'Description', ru: 'Описание' },
      plans: [{ name: { tr: '3+1', en: '3+1', ru: '3+1' }, rooms: '3+1', area: '160 m²' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: number; plans: { key: string }[] };
  const block = await request.post(`/api/projects/${project.id}/blocks`, { headers, data: { name: 'Y' } });
  const blockId = ((await block.json()) as { id: number }).id;
  for (const [i, price] of PRICES.entries()) {
    const unit = await request.post(`/api/projects/${project.id}/units`, {
      headers,
      data: {
        block_id: blockId,
        floor: i + 1,
        number: String(i + 1),
        plan_key: project.plans[0].key,
        facing: 'S',
        price_try: price,
        status: 'available',
      },
    });
    expect(unit.status(), await unit.text()).toBe(201);
  }
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const { eur, usd, rub, as_of, ru_currency, foreign_buyers } = saved;
  await request.put('/api/exchange-rates/', {
    headers,
    data: { eur, usd, rub, as_of: as_of || '2026-01-01', ru_currency },
  });
  await request.put('/api/exchange-rates/foreign-buyers', { headers, data: foreign_buyers });
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
}
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(process.env.WALK_SHOTS ?? test.info().outputDir, `foreign-${name}.png`),
  });

test('the owner marks the thresholds beside the exchange rates', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAsAdmin(page);
  await page.goto('/admin/doviz-kurlari');
  const form = page.getByRole('form', { name: 'Yabancı alıcı eşikleri' });
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('aria-busy', 'false');
  await form.getByLabel('Vatandaşlık eşiği (USD)').fill('400.000');
  await form.getByLabel('Oturma izni eşiği (USD)').fill('abc');
  await form.getByLabel('Eşiklerin belirlendiği tarih').fill('2026-11-01');
  await form.getByRole('button', { name: 'Eşikleri kaydet' }).click();
  // A wrong amount is named at its field, in Turkish.
  await expect(form.getByLabel('Oturma izni eşiği (USD)')).toHaveAccessibleDescription(
    /kuruşsuz bir dolar tutarı girin/,
  );
  await form.getByLabel('Oturma izni eşiği (USD)').fill('200000');
  await form
    .getByLabel('Açıklama (Türkçe)')
    .fill('Tutarları yasa belirler ve değişebilir; başvuru için bize danışın.');
  await form
    .getByLabel('Açıklama (İngilizce)')
    .fill('The law sets these values and they may change; ask us before you apply.');
  await form
    .getByLabel('Açıklama (Rusça)')
    .fill('Суммы устанавливает закон, они могут меняться; уточните у нас перед подачей.');
  await form.getByRole('button', { name: 'Eşikleri kaydet' }).click();
  // The answer beside the button, where she is looking (issue 26).
  await expect(form.getByRole('status')).toHaveText(/^Kaydedildi · \d{2}:\d{2}$/);
  await shot(page, 'admin-1366');
  expect(await seriousViolations(page)).toEqual([]);
  const rates = (await (await page.request.get('/api/exchange-rates/')).json()) as Saved;
  expect(rates.foreign_buyers).toMatchObject({
    residence_usd: 200_000,
    citizenship_usd: 400_000,
    as_of: '2026-11-01',
  });
});

test('ru at 390 px: filter the finder by the citizenship value, see the badge on a home and in its dialog', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const expected = (await (await request.get(`/api/homes/?project=${SLUG}&foreign=citizenship`)).json()) as {
    homes: Home[];
  };
  expect(expected.homes.map((h) => h.label)).toEqual(['Y-5-5', 'Y-6-6']);
  await page.goto(`/ru/konutlar?project=${SLUG}`);
  await expect(page.getByTestId('finder-list').locator('a[data-unit]')).toHaveCount(PRICES.length);
  await page.getByTestId('finder-summary').click();
  const form = page.getByTestId('finder-form');
  const filter = form.getByLabel('Иностранным покупателям');
  await expect(filter).toBeVisible();
  await expect(form.locator('#pub-finder-foreign-note')).toContainText('Суммы устанавливает закон');
  await filter.selectOption('citizenship');
  await expect(page).toHaveURL(/foreign=citizenship/);
  const cards = page.getByTestId('finder-list').locator('a[data-unit]');
  await expect(cards).toHaveCount(2);
  expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')))).toEqual([
    'Y-5-5',
    'Y-6-6',
  ]);
  await expect(cards.first().getByTestId('foreign-badges')).toHaveText(
    /Стоимость для ВНЖ\s*Стоимость для гражданства/,
  );
  // On a phone the filter and the homes are below the fold: each is photographed where it stands.
  await filter.scrollIntoViewIfNeeded();
  await shot(page, 'ru-390-filter');
  await cards.first().scrollIntoViewIfNeeded();
  await shot(page, 'ru-390-filtered');
  expect(await seriousViolations(page)).toEqual([]);

  await cards.first().click();
  const dialog = page.getByRole('dialog', { name: 'Y-5-5' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('foreign-badges')).toContainText('Стоимость для гражданства');
  await shot(page, 'ru-390-dialog');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /Закрыть/ }).click();
  // A home one lira under the value is residence-permit only.
  await page.locator('[data-unit="Y-4-4"]').first().click();
  const under = page.getByRole('dialog', { name: 'Y-4-4' });
  await expect(under.getByTestId('foreign-badges')).toHaveText('Стоимость для ВНЖ');
});

test('en at 1366 px: the server draws the filter, its canonical and the badges', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const address = `/en/konutlar?foreign=citizenship&project=${SLUG}`;
  const html = await (await request.get(address)).text();
  expect(html).toContain('name="foreign"');
  expect(html).toMatch(/<option value="citizenship" selected="">Citizenship \(from \$400,000\)<\/option>/);
  expect(html).toContain(`rel="canonical" href="`);
  expect(html).toMatch(new RegExp(`konutlar\\?project=${SLUG}&amp;foreign=citizenship"`));
  expect(html.match(/class="pub-foreign__badge">Citizenship value</g)).toHaveLength(2);
  await page.goto(address);
  await expect(page.getByTestId('finder-list').locator('a[data-unit]')).toHaveCount(2);
  await expect(page.getByLabel('Foreign buyers')).toHaveValue('citizenship');
  await expect(page.locator('#pub-finder-foreign-note')).toContainText('ask us before you apply');
  await shot(page, 'en-1366-filtered');
  expect(await seriousViolations(page)).toEqual([]);
});
