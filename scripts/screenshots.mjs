// Screenshots of pages at phone and desktop sizes, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : ['/', '/projeler', '/projeler/gunes-evleri', '/blog', '/iletisim', '/hakkimizda', '/kvkk', '/en', '/ru'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => console.log(`[${label}] page error: ${e.message}`));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    if (process.env.FULL === '1') {
      // As a visitor scrolling down: sections below the fold read their content as they come near.
      /* global document, window -- this function runs in the page */
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(500);
    const file = `${out}/${label}${p.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
