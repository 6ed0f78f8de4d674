// `npm run size`: fails when a built chunk or a page's first-visit JavaScript grows past its budget
// (scripts/size-budget.json, brotli-compressed bytes, as the server sends them). Run after a build.
//   1. every JavaScript file of each part's dist/ (the public remote's server entry excepted): its .br size
//      against the part's `chunk` budget;
//   2. the built API on a free port and a fresh data folder with the sample content (drawn at the build:
//      under a second to seed) serves each page of `pages` — each must be the page itself (200), not the
//      not-found page a renamed sample would fall back to; the page's own list of scripts is read the way a visitor's browser
//      gets it — the <script src> tags it runs at once (`initial`) and, for a page the server drew, the
//      boot data's `scripts` it fetches when the visitor reaches for it or after it has loaded and sat idle
//      (`total`, the tags included) — and each file is downloaded with `Accept-Encoding: br`.
// Usage: npm run size [-- --update]   (--update writes the current figures + 10 % headroom as budgets,
//        a page's first visit at most 150 kB)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { freePort } from './free-port.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const budgetFile = path.join(root, 'scripts/size-budget.json');
const budgets = JSON.parse(readFileSync(budgetFile, 'utf8'));
const update = process.argv.includes('--update');
const failures = [];
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
/** A first visit's JavaScript never gets a budget above the product's goal (issue 11: ≤ 150 kB, read as 150,000 bytes). */
const FIRST_VISIT_GOAL = 150_000;

// 1. Chunks.
const chunkRows = [];
for (const [part, limit] of Object.entries(budgets.chunk)) {
  const dir = path.join(root, part, 'dist');
  if (!existsSync(dir)) throw new Error(`${part}/dist is missing: build first (npm run build)`);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  let largest = { file: '', br: 0 };
  let total = 0;
  for (const file of files) {
    const br = brSize(path.join(dir, file));
    total += br;
    if (br > largest.br) largest = { file, br };
    if (br > limit) failures.push(`${part}/dist/${file}: ${kB(br)} br, budget ${kB(limit)}`);
  }
  chunkRows.push({
    part,
    files: files.length,
    'all JS (br)': kB(total),
    largest: `${largest.file} ${kB(largest.br)}`,
    budget: kB(limit),
  });
  if (update) budgets.chunk[part] = headroom(largest.br);
}
console.table(chunkRows);

/** The .br the build wrote beside the file (tools/precompress.mjs), else the file compressed the same way. */
function brSize(file) {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

// 2. Pages, as served.
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-size-'));
const server = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SAMPLE_CONTENT: 'true',
    DATABASE_URL: '',
    NODE_ENV: 'production',
    STATIC_ROOT: root,
  },
});
let log = '';
server.stdout.on('data', (d) => (log += d));
server.stderr.on('data', (d) => (log += d));
const pageRows = [];
try {
  await waitForServer(port, server);
  for (const [page, limits] of Object.entries(budgets.pages)) {
    const res = await get(port, page, {});
    const html = res.body.toString('utf8');
    if (res.status !== 200 || !/<div id="root" data-ssr>/.test(html))
      failures.push(`${page}: not drawn by the server as itself (status ${res.status})`);
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    const boot = JSON.parse(
      html.match(/<script id="konak-boot" type="application\/json">([\s\S]*?)<\/script>/)?.[1] ?? '{}',
    );
    const later = (boot.scripts ?? []).filter((s) => !tags.includes(s));
    const initial = await sum(port, tags);
    const total = initial + (await sum(port, later));
    pageRows.push({
      page,
      status: res.status,
      files: tags.length + later.length,
      initial: kB(initial),
      'initial budget': kB(limits.initial),
      total: kB(total),
      'total budget': kB(limits.total),
    });
    if (initial > limits.initial)
      failures.push(`${page}: JavaScript run at once ${kB(initial)} br, budget ${kB(limits.initial)}`);
    if (total > limits.total)
      failures.push(`${page}: JavaScript of a first visit ${kB(total)} br, budget ${kB(limits.total)}`);
    if (update)
      budgets.pages[page] = {
        initial: headroom(initial),
        total: Math.min(headroom(total), FIRST_VISIT_GOAL),
      };
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(pageRows);

if (update) {
  writeFileSync(budgetFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(
    `Budgets written to ${path.relative(root, budgetFile)} (current figures + 10 %, a first visit at most 150 kB).`,
  );
} else if (failures.length) {
  console.error(`Size budget exceeded (scripts/size-budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
} else {
  console.log('Size budget: every chunk and page within its budget.');
}

function headroom(n) {
  return Math.ceil((n * 1.1) / 1024) * 1024;
}

async function sum(port, urls) {
  let total = 0;
  for (const url of urls) {
    const res = await get(port, new URL(url, 'http://x').pathname, { 'accept-encoding': 'br' });
    if (res.status !== 200) failures.push(`${url}: answered ${res.status}`);
    total += res.body.length;
  }
  return total;
}

function get(port, pathname, headers) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function waitForServer(port, child) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API stopped before answering:\n${log}`);
    try {
      if ((await get(port, '/api/health', {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer within 45 s:\n${log}`);
}
