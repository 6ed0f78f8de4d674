// What the data benchmark measures, through HTTP like a browser or the admin: sequential requests (the
// figures are one person's waits, not throughput), p50/p95 over `samples` runs after one warm-up, and
// the answer's size uncompressed (the stricter figure).
import { performance } from 'node:perf_hooks';

/** p-th percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times GET `path` `samples` times; { p50, p95, bytes, status, total } (total = X-Total-Count). */
export async function timeGet(base, path, { token, samples = 20 } = {}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.arrayBuffer();
    return {
      ms: performance.now() - started,
      bytes: body.byteLength,
      status: res.status,
      total: res.headers.get('x-total-count'),
    };
  };
  const first = await once();
  const times = [];
  let last = first;
  for (let i = 0; i < samples; i++) {
    last = await once();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    bytes: last.bytes,
    status: last.status,
    total: last.total,
  };
}

/** Times each of `paths` once, in turn: a mix of different queries, none answered from the API's cache
 *  (each address is asked for the first time). { p50, p95, max, bytes (largest), statuses }. */
export async function timeMix(base, paths) {
  // One warm-up, as timeGet has: the first request after a start pays for compiling the handler's code.
  await (await fetch(`${base}${paths[0]}&warm-up=1`)).arrayBuffer();
  const times = [];
  const statuses = new Set();
  let bytes = 0;
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.add(res.status);
    bytes = Math.max(bytes, body.byteLength);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    bytes,
    statuses: [...statuses],
  };
}

/** Streams GET `path` to nowhere while sampling the server's resident memory every 50 ms. */
export async function timeExport(base, path, { token, rssMb }) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
  }
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  return {
    status: res.status,
    seconds: (performance.now() - started) / 1000,
    bytes,
    rows: Math.max(0, lines - 1),
    rssBeforeMb: before,
    rssPeakMb: peak,
  };
}

/** How long /admin/contacts takes to show its first request in Chromium (ms), or the reason it could not
 *  be measured (no Chromium, no browser package). */
export async function timeAdminList(root, base, token, { createRequire, path }) {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  let chromium;
  try {
    ({ chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core'));
  } catch {
    return { skipped: 'playwright-core is not installed' };
  }
  const browser = await chromium
    .launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] })
    .catch((error) => ({ error }));
  if (browser.error) return { skipped: `Chromium did not start (${browser.error.message.split('\n')[0]})` };
  try {
    const results = [];
    for (let i = 0; i < 4; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      /* global localStorage -- this function runs in the page */
      await context.addInitScript((t) => localStorage.setItem('konak.token', t), token);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/admin/contacts`);
      // The first request's name, a link to its page: the list has drawn a row.
      const shown = await page
        .locator('.adm-row__body h3 a')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) return { skipped: `no row shown within 30 s on visit ${i + 1} (a loaded machine?)` };
      results.push(performance.now() - started);
      await context.close();
    }
    // The first run fills the browser-independent caches (remotes read from disk); the rest are a return.
    const warm = results.slice(1).sort((a, b) => a - b);
    return { firstMs: results[0], medianMs: percentile(warm, 50) };
  } finally {
    await browser.close();
  }
}
