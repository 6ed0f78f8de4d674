// `npm run lighthouse`: Lighthouse 12 (mobile settings) on the pages that matter most, with Debian's
// Chromium, against a running server (npm start). Prints the four scores per page and the JavaScript a
// first visit of / downloads; full reports go to reports/lighthouse/.
// Each page is measured LH_RUNS times (default 3) and the run with the median performance score is reported,
// as Lighthouse's own guidance on variability advises: on a small shared machine one run swings by ±10.
// Usage: npm run lighthouse [-- http://127.0.0.1:3000]   (LH_PAGES=/,/en measures only those pages)
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = new URL('../reports/lighthouse/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const slug = await fetch(`${base}/api/blog/`)
  .then((r) => r.json())
  .then((posts) => posts[0]?.slug);
// The home finder (issue 32) in the language of a foreign buyer, who reads it in euros.
const allPages = [
  '/',
  '/projeler/gunes-evleri',
  `/blog/${slug}`,
  '/en',
  '/ru/projeler/kundu-villalari',
  '/en/konutlar',
];
const only = process.env.LH_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const pages = only?.length
  ? allPages.filter((p) => only.some((o) => p === o || (o === '/blog' && p.startsWith('/blog/'))))
  : allPages;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // A Turkish browser: otherwise the first visit to / follows the browser's English to /en (SPEC §4), and
  // / would be measured as /en.
  chromeFlags: [
    '--lang=tr-TR',
    '--accept-lang=tr-TR,tr',
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
/** A timing as whole milliseconds (Lighthouse's display value rounds seconds to one decimal). */
const ms = (audit) => (audit?.numericValue === undefined ? '' : `${Math.round(audit.numericValue)} ms`);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const rows = [];
try {
  for (const path of pages) {
    const all = [];
    for (let i = 0; i < runs; i++)
      all.push(await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }));
    // A run Lighthouse itself could not record (e.g. NO_NAVSTART) says nothing about the page: left out.
    const runsColumn = all
      .map((r) => (r.lhr.runtimeError ? 'err' : Math.round((r.lhr.categories.performance?.score ?? 0) * 100)))
      .join(' ');
    // LCP swings most from run to run (which requests end before the page paints): every run's, in s.
    const lcpColumn = all
      .map((r) =>
        r.lhr.runtimeError
          ? 'err'
          : ((r.lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(1),
      )
      .join(' ');
    const results = all.filter((r) => !r.lhr.runtimeError);
    if (!results.length)
      throw new Error(`Lighthouse could not measure ${path}: ${all[0].lhr.runtimeError?.message}`);
    results.sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    // The median; of two, the lower.
    const result = results[Math.floor((results.length - 1) / 2)];
    const lhr = result.lhr;
    writeFileSync(`${out}${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.json`, result.report);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (i) => i.resourceType === 'Script',
    );
    const jsKb = scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
    rows.push({
      page: path,
      performance: score('performance'),
      'runs (perf.)': runsColumn,
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: ms(lhr.audits['first-contentful-paint']),
      LCP: ms(lhr.audits['largest-contentful-paint']),
      'runs (LCP s)': lcpColumn,
      TBT: ms(lhr.audits['total-blocking-time']),
      CLS: lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3),
      'JS kB (compressed)': jsKb.toFixed(0),
    });
  }
} finally {
  await chrome.kill();
}
console.table(rows);
