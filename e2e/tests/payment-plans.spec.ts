// Payment plans (issue 32): a sample project's plans in a home's dialog — the down payment and the monthly
// instalments, in Russian and English, at a phone's and a desktop's width — with no serious accessibility
// problem in the dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

// The sample content gives this ongoing project two plans (sample-content/src/content/payment-plans.ts).
const SLUG = 'antalya-1207';

async function openAvailableHome(page: Page, path: string) {
  await page.goto(path);
  const section = page.locator('#daireler');
  await section.scrollIntoViewIfNeeded();
  const grid = section.getByTestId('units-grid');
  await expect(grid).toBeVisible();
  const cell = grid.locator('[data-status="available"]').first();
  const label = await cell.getAttribute('data-unit');
  await cell.click();
  const dialog = page.getByRole('dialog', { name: label! });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test(`a home's dialog shows the project's payment plans in Russian and English (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const ru = await openAvailableHome(page, `/ru/projeler/${SLUG}`);
    const ruPlans = ru.getByTestId('unit-payment-plan');
    await expect(ru.getByRole('heading', { name: 'Планы оплаты' })).toBeVisible();
    await expect(ruPlans).toHaveCount(2);
    await expect(ruPlans.first()).toContainText('35% взнос, 24 месяца без процентов');
    await expect(ruPlans.first()).toContainText(/Первый взнос 35\s?%: /);
    await expect(ruPlans.first()).toContainText(/24 мес\. × .+, без процентов/);
    await expect(ruPlans.nth(1)).toContainText(/60 мес\. × .+, под 18\s?% годовых/);
    const results = await new AxeBuilder({ page }).include('[data-testid="unit-dialog"]').analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    const en = await openAvailableHome(page, `/en/projects/${SLUG}`);
    const enPlans = en.getByTestId('unit-payment-plan');
    await expect(enPlans).toHaveCount(2);
    await expect(enPlans.first()).toContainText(/Down payment 35%: .+24 months × .+, interest-free/);
    await expect(enPlans.first()).toContainText(/Paid at once \(7% off\): /);
  });
}
