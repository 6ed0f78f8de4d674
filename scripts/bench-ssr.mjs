// `node scripts/bench-ssr.mjs`: what running public-mfe's server entry in its own process (the render
// sandbox, issue 27) costs against running it in the API's process as before. Starts the built API
// (api/dist, sample content seeded, SQLite in a temporary folder) only to read the home page's data through
// /api, then draws the home page N times (BENCH_RENDERS, 300) with the real entry of public-mfe/dist:
//   - in process: the entry evaluated as the API did before (vm.runInThisContext, Node's modules);
//   - sandboxed: the same entry in the render process (api/dist/site/render-sandbox.js), over IPC;
// one at a time and 8 at once, and the cost of matchPage (asked on every page, cache hits included).
// Needs `npx nx run api:build` and `npx nx run public-mfe:build`. BENCH_API=http://127.0.0.1:3000 reads the
// data from a running API instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { freePort } from './free-port.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const RENDERS = Number(process.env.BENCH_RENDERS ?? 300);
const dist = path.join(REPO, 'public-mfe/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
const file = path.join(dist, manifest.server.entry);
const code = readFileSync(file, 'utf8');

// The API, for the sample content's answers: BENCH_API (a running one's address), else one started here
// (stopped on the way out, whatever happens; seeding the sample content takes a minute or more).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-bench-ssr-'));
const port = await freePort();
const api = process.env.BENCH_API
  ? null
  : spawn(process.execPath, [path.join(REPO, 'api/dist/main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        STATIC_ROOT: dataDir,
      },
      stdio: 'ignore',
    });
const stop = async () => {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('uncaughtException', (error) =>
  stop().finally(() => {
    console.error(error);
    process.exit(1);
  }),
);
const base = process.env.BENCH_API ?? `http://127.0.0.1:${port}`;
const get = async (p) => (await fetch(`${base}/api/${p}`)).json();
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 3000) {
    await stop();
    throw new Error('the API did not start in 10 minutes');
  }
  await new Promise((r) => setTimeout(r, 200));
}

// Before: as public-remote.ts did until issue 27.
const require = createRequire(import.meta.url);
const module = { exports: {} };
vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
  filename: file,
})(module.exports, (id) => (isBuiltin(id) ? require(id) : null), module, file, path.dirname(file));
const inProcess = module.exports;

const match = inProcess.matchPage('/');
const data = Object.fromEntries(await Promise.all(match.data.map(async (p) => [p, await get(p)])));
const app = manifest.exposes.find((e) => e.name === 'App').assets;
const input = {
  url: '/',
  origin: 'https://konak.example',
  settings: await get('settings/'),
  data,
  assets: { js: app.js, css: app.css },
};

const { RenderSandbox } = await import(
  pathToFileURL(path.join(REPO, 'api/dist/site/render-sandbox.js')).href
);
const sandbox = new RenderSandbox();
await sandbox.load(code, file);
const sandboxed = {
  matchPage: (p) => sandbox.call('matchPage', p, 2_000),
  renderPage: (i) => sandbox.call('renderPage', i, 10_000),
};

async function time(label, n, concurrency, once) {
  for (let i = 0; i < 20; i++) await once(); // warm: JIT, caches
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < n) await once();
    }),
  );
  const ms = performance.now() - started;
  console.log(
    `${label.padEnd(44)} ${(ms / n).toFixed(2).padStart(7)} ms each  ${((n / ms) * 1000).toFixed(0).padStart(6)} /s`,
  );
}

const copy = () => JSON.parse(JSON.stringify(input));
const html = (await sandboxed.renderPage(input)).html;
if (html !== (await inProcess.renderPage(copy())).html) console.warn('warning: the two renders differ');
console.log(`home page: ${html.length} characters of HTML, ${RENDERS} renders`);
await time('renderPage in process, one at a time', RENDERS, 1, () => inProcess.renderPage(copy()));
await time('renderPage sandboxed, one at a time', RENDERS, 1, () => sandboxed.renderPage(input));
await time('renderPage in process, 8 at once', RENDERS, 8, () => inProcess.renderPage(copy()));
await time('renderPage sandboxed, 8 at once', RENDERS, 8, () => sandboxed.renderPage(input));
await time('matchPage in process', RENDERS * 10, 1, async () =>
  inProcess.matchPage('/projeler/gunes-evleri'),
);
await time('matchPage sandboxed', RENDERS * 10, 1, () => sandboxed.matchPage('/projeler/gunes-evleri'));
await time('matchPage sandboxed, 8 at once', RENDERS * 10, 8, () =>
  sandboxed.matchPage('/projeler/gunes-evleri'),
);

sandbox.close();
await stop();
