// Playwright's `test` for the public site: public pages arrive drawn by the server and come alive once
// their scripts have loaded and hydrated them, so after each navigation a test waits for that
// (`html[data-live]`) before it taps anything — as a person would wait for a page to finish loading.
import { expect, test as base, type Page } from '@playwright/test';

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

export { expect };
export type { Page };
