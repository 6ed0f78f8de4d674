// Playwright's `test` for the public site: public pages arrive drawn by the server and come alive once
// their scripts have loaded and hydrated them, so after each navigation a test waits for that
// (`html[data-live]`) before it taps anything — as a person would wait for a page to finish loading.
import { expect, type Page } from '@playwright/test';
import { test as base } from './visitor';

async function waitUntilLive(page: Page) {
  const path = new URL(page.url()).pathname;
  if (path.startsWith('/admin') || path.startsWith('/api')) return;
  await expect(page.locator('html')).toHaveAttribute('data-live', 'public');
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitUntilLive(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await waitUntilLive(page);
        return response;
      };
    }
    await use(page);
  },
});

/** Scrolls down to the end a half screen at a time, then back to the top, as a visitor reading the page
 *  would: sections below the fold read their content as they come near the screen. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

export { expect };
export type { Locator, Page } from '@playwright/test';
