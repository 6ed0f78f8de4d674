// axe-core on every public page, on a phone and on a desktop: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, scrollThrough, test, type Page } from '../support/test';

test.use({ locale: 'tr-TR' });

const PAGES = [
  '/',
  '/hakkimizda',
  '/projeler',
  '/projeler/gunes-evleri',
  '/blog',
  '/iletisim',
  '/kvkk',
  '/projeler/yok-boyle',
  '/en',
  '/ru/projeler',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
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

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} has no serious accessibility problem`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scrollThrough(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

/** Waits for every running CSS animation and transition to end: axe measures colours as drawn, and a
 *  dialog fading in has its text over the page behind it, not over its own background. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // a looping one never ends
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

test('the lightbox and the open phone menu are accessible too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projeler/gunes-evleri');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('#galeri .pub-gallery__thumb').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});
