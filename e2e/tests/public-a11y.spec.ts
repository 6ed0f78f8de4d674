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

test.describe('the header over the hero', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of ['/', '/en', '/ru']) {
    test(`${path}: its links stand on the header's own background, at least 4.5:1 over any photograph`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('header.pub-header')).toHaveAttribute('data-scrolled', 'false');
      const links = page.locator('.pub-nav--desktop .pub-nav__link');
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        const { owner, ratio } = await link.evaluate((el) => {
          // As HTML_CodeSniffer computes it: the nearest element with a background colour of its own.
          const none = (c: string) => c === 'transparent' || c === 'rgba(0, 0, 0, 0)';
          let at: Element | null = el;
          while (at && none(getComputedStyle(at).backgroundColor)) at = at.parentElement;
          const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
          const [r, g, b, a = 1] = rgba(at ? getComputedStyle(at).backgroundColor : 'rgb(255, 255, 255)');
          // The worst photograph behind a see-through background is a white one.
          const back = [r, g, b].map((v) => v * a + 255 * (1 - a));
          const lum = ([x, y, z]: number[]) =>
            [x, y, z]
              .map((v) => v / 255)
              .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
              .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
          const [L1, L2] = [lum(rgba(getComputedStyle(el).color)), lum(back)].sort((p, q) => q - p);
          return { owner: at?.className ?? '', ratio: (L1 + 0.05) / (L2 + 0.05) };
        });
        expect(owner).toContain('pub-header');
        expect(ratio).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
