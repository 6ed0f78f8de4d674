// `npm run soak`: a long steady load over what visitors and the staff cause — the public pages in three
// languages (and some unknown paths), the API reads, a trickle of admin writes (which invalidate the
// caches) and of call-back requests — checking that nothing fails and the server's memory stays flat.
// A benchmark script, not a timed test. Bounded: it stops by itself after SOAK_SECONDS, loopback only.
//
// Usage: npm run soak                              starts its own server (built: api/dist, shell/dist) on a
//                                                  temporary DATA_DIR with the sample content, measures its RSS
//        npm run soak -- http://127.0.0.1:3000     soaks a running server instead (RSS not measured; admin
//                                                  writes need ADMIN_EMAIL and ADMIN_PASSWORD of that server)
// SOAK_SECONDS (600), SOAK_CONNECTIONS (50), SOAK_WRITE_EVERY (3 s), SOAK_CALLBACK_EVERY (15 s),
// SOAK_TIMEOUT (30 s per request), SOAK_PORT (a free one). Writes the report to reports/soak.json;
// exit code 0 on PASS, 1 on FAIL, 2 when it cannot run.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const num = (name, fallback) => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${text}"`);
    process.exit(2);
  }
  return value;
};
const seconds = num('SOAK_SECONDS', 600);
const connections = Math.round(num('SOAK_CONNECTIONS', 50));
const writeEveryMs = num('SOAK_WRITE_EVERY', 3) * 1000;
const callbackEveryMs = num('SOAK_CALLBACK_EVERY', 15) * 1000;
const timeoutMs = num('SOAK_TIMEOUT', 30) * 1000;
const RSS_EVERY_MS = 10_000;
const PROGRESS_EVERY_MS = 30_000;
const START_TIMEOUT_MS = 600_000; // the first start of a new DATA_DIR draws ~115 images (~60 s on 2 idle cores)
// The call-back form allows 5 requests per client address in 10 minutes (api/src/contacts); the soak
// sends at most 4 per address per window, from several loopback addresses, so a 429 is a real error.
const CALLBACK_LIMIT = 4;
const CALLBACK_WINDOW_MS = 10 * 60_000;

// ---------------------------------------------------------------- the server under test
const explicit = process.argv[2];
let base;
let server = null; // { child, pid, dataDir, log }
let adminEmail = process.env.ADMIN_EMAIL;
let adminPassword = process.env.ADMIN_PASSWORD;

if (explicit) {
  base = new URL(explicit);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname) || base.protocol !== 'http:') {
    console.error('soak only targets a server on this machine (http://127.0.0.1 / localhost)');
    process.exit(2);
  }
} else {
  for (const f of ['api/dist/main.js', 'shell/dist/index.html']) {
    if (!existsSync(path.join(root, f))) {
      console.error(`${f} is missing: run npm run build first`);
      process.exit(2);
    }
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

let stopped = false;
async function stopServer() {
  if (!server || stopped) return;
  stopped = true;
  await stopChild(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    stopServer().finally(() => process.exit(130));
  });
}

/** Starts node api/dist/main.js and waits until it says it is ready; exits 2 when it cannot start. */
async function launch(env, dataDir) {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { lines: [], stderrLines: 0 };
  const keep = (stream, isErr) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const line of parts) {
        log.lines.push(line);
        if (log.lines.length > 200) log.lines.shift();
        if (isErr) log.stderrLines++;
      }
    });
  };
  keep(child.stdout, false);
  keep(child.stderr, true);
  server = { child, pid: child.pid, dataDir, log };
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      console.error(
        `the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${log.lines.slice(-30).join('\n')}`,
      );
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(2);
    }
    if (log.lines.some((l) => l.startsWith('Konak is ready'))) {
      console.log(`server ready after ${((Date.now() - started) / 1000).toFixed(0)} s, pid ${child.pid}`);
      return log;
    }
    await sleep(500);
  }
  console.error(
    `the server was not ready after ${START_TIMEOUT_MS / 1000} s:\n${log.lines.slice(-30).join('\n')}`,
  );
  await stopServer();
  process.exit(2);
}

async function startServer() {
  const port = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konak-soak-'));
  adminEmail = 'soak@localhost';
  adminPassword = randomBytes(12).toString('base64url');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SEED_SAMPLE_CONTENT: 'true',
  };
  // Its own SQLite file under DATA_DIR, and the client address taken from the socket (call-back limit).
  for (const name of ['DATABASE_URL', 'TRUST_PROXY', 'STATIC_ROOT', 'PUBLIC_MFE_URL', 'ADMIN_MFE_URL'])
    delete env[name];
  base = new URL(`http://127.0.0.1:${port}`);
  console.log(
    `starting node api/dist/main.js on ${base.origin} (DATA_DIR ${dataDir}); the first start seeds the sample content and draws its images…`,
  );
  const log = await launch(env, dataDir);
  const seeded = log.lines.find((l) => l.startsWith('Sample content:'));
  if (seeded) console.log(seeded);
  // Drawing the images leaves the seeding process with memory a server never has otherwise: the soak
  // measures a fresh start on the seeded DATA_DIR, as a deployed server runs.
  console.log("restarting it on the seeded DATA_DIR, so that the RSS measured is a serving process's…");
  await stopChild(server.child);
  await launch(env, dataDir);
}

function rssKb() {
  if (!server) return null;
  try {
    const m = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- requests
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
// Browsers' Accept-Encoding (Chrome/Edge, Firefox, Safari, an old client).
const ENCODINGS = [
  'gzip, deflate, br, zstd',
  'gzip, deflate, br, zstd',
  'gzip, deflate, br',
  'br, gzip',
  'gzip',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One request, its body read to the end. Resolves {status, ms, headers, body?}; never rejects. */
function request({
  method = 'GET',
  path: p,
  headers = {},
  body,
  keepAlive = true,
  localAddress,
  wantBody = false,
}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const options = {
      method,
      host: base.hostname.replace(/^\[|\]$/g, ''),
      port: base.port || 80,
      path: p,
      agent: keepAlive ? agent : false,
      headers: {
        'user-agent': 'konak-soak',
        ...headers,
        ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
      },
    };
    if (localAddress) options.localAddress = localAddress;
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ms: ms(), ...result });
    };
    const req = http.request(options, (res) => {
      const chunks = [];
      res.on('data', (c) => wantBody && chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode,
          headers: res.headers,
          body: wantBody ? Buffer.concat(chunks).toString('utf8') : undefined,
        }),
      );
      res.on('error', (e) => done({ error: e.code || e.message }));
    });
    const timer = setTimeout(() => {
      done({ error: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('error', (e) => done({ error: e.code || e.message }));
    req.end(payload);
  });
}

// ---------------------------------------------------------------- statistics
const GROUPS = ['pages', 'api', 'writes', 'callbacks'];
const stats = Object.fromEntries(GROUPS.map((g) => [g, { times: [], statuses: {} }]));
const errors = new Map(); // kind -> {count, examples}
const perPath = new Map(); // "GET /x" -> {count, sum, max}
let window30 = [];
let total = 0;
let fiveXX = 0;
let measuring = false;

function record(group, label, result, expected) {
  const s = stats[group];
  if (measuring) {
    const key = result.error ?? String(result.status);
    s.statuses[key] = (s.statuses[key] ?? 0) + 1;
    s.times.push(result.ms);
    window30.push(result.ms);
    total++;
  }
  const p = perPath.get(label) ?? { count: 0, sum: 0, max: 0 };
  p.count++;
  p.sum += result.ms;
  p.max = Math.max(p.max, result.ms);
  perPath.set(label, p);
  if (result.status >= 500) fiveXX++;
  const ok = !result.error && expected(result.status);
  if (!ok) {
    const kind = result.error ? `${group}: ${result.error}` : `${group}: HTTP ${result.status}`;
    const e = errors.get(kind) ?? { count: 0, examples: [] };
    e.count++;
    if (e.examples.length < 5 && !e.examples.includes(label)) e.examples.push(label);
    errors.set(kind, e);
  }
  return ok;
}
const errorCount = () => [...errors.values()].reduce((n, e) => n + e.count, 0);

function percentiles(times) {
  if (!times.length) return { n: 0 };
  const sorted = Float64Array.from(times).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const r = (v) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: r(at(0.5)),
    p90: r(at(0.9)),
    p99: r(at(0.99)),
    max: r(sorted[sorted.length - 1]),
  };
}

// ---------------------------------------------------------------- the traffic
const isPageOk = (s) => s === 200 || s === 304;
const is404 = (s) => s === 404;
const is2xx = (s) => s >= 200 && s < 300;
const etags = new Map(); // path -> last ETag, for conditional requests as browsers send them

let pages = [];
let apiReads = [];
const unknown = [
  { group: 'pages', path: '/olmayan-sayfa' },
  { group: 'pages', path: '/en/no-such-page' },
  { group: 'pages', path: '/ru/net-takoy-stranitsy' },
  { group: 'pages', path: '/projeler/olmayan-proje' },
  { group: 'pages', path: '/en/blog/no-such-post' },
  { group: 'pages', path: '/mfe/public/no-such-file.js' },
  { group: 'api', path: '/api/projects/olmayan-proje/' },
  { group: 'api', path: '/api/blog/olmayan-yazi/' },
];

async function discover() {
  const get = async (p) => {
    const r = await request({ path: p, wantBody: true });
    if (r.status !== 200) throw new Error(`GET ${p} answered ${r.error ?? r.status}`);
    return JSON.parse(r.body);
  };
  const projects = await get('/api/projects/');
  const posts = await get('/api/blog/');
  const projectSlugs = projects.map((p) => p.slug);
  const postSlugs = posts.map((p) => p.slug);
  if (!projectSlugs.length || !postSlugs.length)
    throw new Error('no projects or blog posts to visit (sample content missing?)');
  for (const prefix of ['', '/en', '/ru']) {
    pages.push(
      prefix || '/',
      `${prefix}/projeler`,
      `${prefix}/blog`,
      `${prefix}/hakkimizda`,
      `${prefix}/iletisim`,
    );
    for (const s of projectSlugs) pages.push(`${prefix}/projeler/${s}`);
    for (const s of postSlugs) pages.push(`${prefix}/blog/${s}`);
  }
  // What a browser fetches beside the pages, and what crawlers fetch.
  pages.push('/kvkk', '/mfe/public/remoteEntry.js', '/mfe/remotes.json', '/sitemap.xml', '/robots.txt');
  apiReads = [
    '/api/settings/',
    '/api/projects/',
    '/api/projects/?featured=true',
    '/api/projects/?status=ongoing',
    '/api/blog/',
    '/api/blog/?limit=3',
    '/api/blog/?featured=true',
    '/api/sliders/',
    '/api/about/',
    '/api/instagram-banner/',
    ...projectSlugs.map((s) => `/api/projects/${s}/`),
    ...postSlugs.map((s) => `/api/blog/${s}/`),
  ];
  return { projects, posts };
}

async function hit(group, p, expected) {
  const headers = { 'accept-encoding': pick(ENCODINGS) };
  headers.accept = group === 'pages' ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json';
  // A fifth of the requests revalidate what they have (If-None-Match), as a browser's cache does.
  const etag = etags.get(p);
  if (etag && Math.random() < 0.2) headers['if-none-match'] = etag;
  const r = await request({ path: p, headers });
  if (r.headers?.etag && r.status === 200) etags.set(p, r.headers.etag);
  return record(group, `GET ${p}`, r, expected);
}

async function visitor(deadline) {
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.55) await hit('pages', pick(pages), isPageOk);
    else if (roll < 0.95) await hit('api', pick(apiReads), isPageOk);
    else {
      const u = pick(unknown);
      await hit(u.group, u.path, is404);
    }
  }
}

// Admin writes: log in, then every few seconds one of: create a project, update a blog post (same
// values: harmless on a real server, and still a write that invalidates the caches), check that the new
// project's page is there, delete it and check its page is gone (a stale cache would show it), and mark
// a call-back request as contacted.
const admin = { token: null, createdProjects: [], contacts: [], seq: 0 };

async function login() {
  if (!adminEmail || !adminPassword) return false;
  const r = await request({
    method: 'POST',
    path: '/api/auth/login',
    body: { email: adminEmail, password: adminPassword },
    keepAlive: false,
    wantBody: true,
  });
  record('writes', 'POST /api/auth/login', r, (s) => s === 200);
  if (r.status !== 200) return false;
  admin.token = JSON.parse(r.body).access_token;
  return true;
}

async function adminCall(method, p, body, expected = is2xx) {
  const call = () =>
    request({
      method,
      path: p,
      body,
      keepAlive: false,
      wantBody: true,
      headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
    });
  let r = await call();
  if (r.status === 401 && (await login())) r = await call(); // an expired session: log in again once
  const label = `${method} ${p.replace(/\/\d+\/?$/, '/:id').replace(/soak-[\w-]+/, ':slug')}`;
  const ok = record('writes', label, r, expected);
  return ok && r.body ? JSON.parse(r.body) : ok ? {} : null;
}

const localized = (text) => ({ tr: `${text} (tr)`, en: `${text} (en)`, ru: `${text} (ru)` });

async function writeStep(step, posts) {
  switch (step % 5) {
    case 0: {
      const slug = `soak-${process.pid}-${++admin.seq}`;
      const created = await adminCall('POST', '/api/projects/', {
        slug,
        title: localized(`Soak ${admin.seq}`),
        subtitle: localized('Yük testi'),
        description: localized('Yük testinin oluşturup sildiği bir proje.'),
        status: 'planned',
      });
      if (created?.id) admin.createdProjects.push({ id: created.id, slug });
      break;
    }
    case 1: {
      const post = pick(posts);
      await adminCall('PUT', `/api/blog/${post.id}/`, { title: post.title, featured: post.featured });
      break;
    }
    case 2: {
      // The new project's page right after the write: 200, not a cached 404.
      const p = admin.createdProjects.at(-1);
      if (p)
        record(
          'pages',
          'GET /projeler/:new-slug',
          await request({ path: `/projeler/${p.slug}`, headers: { 'accept-encoding': 'br, gzip' } }),
          isPageOk,
        );
      break;
    }
    case 3: {
      const p = admin.createdProjects.shift();
      if (p && (await adminCall('DELETE', `/api/projects/${p.id}/`))) {
        record(
          'pages',
          'GET /projeler/:deleted-slug',
          await request({ path: `/projeler/${p.slug}`, headers: { 'accept-encoding': 'br, gzip' } }),
          is404,
        );
      }
      break;
    }
    case 4: {
      const c = admin.contacts.find((x) => !x.marked);
      if (c && (await adminCall('PUT', `/api/contact/${c.id}/`, { status: 'contacted' }))) c.marked = true;
      else await adminCall('GET', '/api/contact/', undefined);
      break;
    }
  }
}

async function writer(deadline, posts) {
  if (!admin.token) return;
  for (let step = 0; Date.now() + writeEveryMs < deadline; step++) {
    await sleep(writeEveryMs);
    await writeStep(step, posts);
  }
}

// Call-backs from several loopback addresses (each a visitor), at most CALLBACK_LIMIT per address and window.
async function callbackAddresses() {
  if (base.hostname !== '127.0.0.1' && base.hostname !== 'localhost') return [undefined];
  const list = [];
  for (let i = 2; i <= 60; i++) list.push(`127.0.0.${i}`);
  // Loopback aliases work on Linux; elsewhere fall back to the one default address.
  const probe = await request({ path: '/robots.txt', keepAlive: false, localAddress: list[0] });
  return probe.error ? [undefined] : list;
}

async function caller(deadline, addresses, projectSlugs) {
  const used = new Map(); // address -> send times
  for (let n = 1; Date.now() + callbackEveryMs < deadline; n++) {
    await sleep(callbackEveryMs);
    const now = Date.now();
    const recent = (a) => (used.get(a ?? 'default') ?? []).filter((t) => t > now - CALLBACK_WINDOW_MS);
    const address = addresses.find((a) => recent(a).length < CALLBACK_LIMIT);
    if (!addresses.some((a) => recent(a).length < CALLBACK_LIMIT)) continue; // budget used up: skip rather than cause a 429
    used.set(address ?? 'default', [...recent(address), now]);
    const lang = pick(['tr', 'en', 'ru']);
    const r = await request({
      method: 'POST',
      path: '/api/contact/',
      keepAlive: false,
      localAddress: address,
      wantBody: true,
      headers: { accept: 'application/json', 'accept-language': lang },
      body: {
        name: `Soak Ziyaretçi ${n}`,
        phone: `+90 555 000 ${String(n).padStart(4, '0')}`,
        email: `soak-${n}@example.com`,
        message: 'Yük testi: lütfen aramayın.',
        project: pick(projectSlugs),
        language: lang,
        website: '',
      },
    });
    if (record('callbacks', 'POST /api/contact/', r, (s) => s === 201) && r.body)
      admin.contacts.push({ id: JSON.parse(r.body).id });
  }
}

// ---------------------------------------------------------------- the run
if (!explicit) await startServer();
else console.log(`soaking the server at ${base.origin} (not started here: its RSS is not measured)`);

let content;
try {
  content = await discover();
} catch (error) {
  console.error(`cannot read the content of ${base.origin}: ${error.message}`);
  await stopServer();
  process.exit(2);
}
const canWrite = await login();
if (!canWrite)
  console.log(
    explicit && !adminEmail
      ? 'no ADMIN_EMAIL/ADMIN_PASSWORD given: no admin writes'
      : 'admin login failed: no admin writes',
  );
const addresses = await callbackAddresses();

// Warm-up: every URL once, in turn (the cold answers: server renders, cache fills).
const warmStarted = Date.now();
let slowest = { ms: 0, path: '' };
for (const p of [...pages, ...apiReads]) {
  const r = await request({ path: p, headers: { 'accept-encoding': 'br, gzip' } });
  record(p.startsWith('/api/') ? 'api' : 'pages', `GET ${p}`, r, isPageOk);
  if (r.ms > slowest.ms) slowest = { ms: r.ms, path: p };
}
console.log(
  `warm-up: ${pages.length} page URLs and ${apiReads.length} API URLs once each in ${((Date.now() - warmStarted) / 1000).toFixed(1)} s, slowest ${slowest.path} ${slowest.ms.toFixed(0)} ms`,
);
perPath.clear();

console.log(
  `soak: ${seconds} s, ${connections} connections, ${base.origin}; admin writes every ${writeEveryMs / 1000} s${canWrite ? '' : ' (off)'}, ` +
    `call-backs every ${callbackEveryMs / 1000} s from ${addresses[0] ? `${addresses.length} loopback addresses` : 'one address'}`,
);
const startedAt = Date.now();
const deadline = startedAt + seconds * 1000;
const midAt = Math.min(300, seconds / 2);
const rss = [];
const sampleRss = () => {
  const kb = rssKb();
  if (kb !== null)
    rss.push({ t: Math.round((Date.now() - startedAt) / 1000), mb: Math.round(kb / 102.4) / 10 });
};
sampleRss();
if (server) server.log.stderrLines = 0; // count what the server reports during the soak, not its start-up
measuring = true;
const rssTimer = setInterval(sampleRss, RSS_EVERY_MS);
let lastTotal = 0;
const progressTimer = setInterval(() => {
  const t = Math.round((Date.now() - startedAt) / 1000);
  const w = percentiles(window30);
  const last = rss.at(-1);
  console.log(
    `[${String(t).padStart(4)} s] ${total} requests (${Math.round((total - lastTotal) / (PROGRESS_EVERY_MS / 1000))}/s), ` +
      `errors ${errorCount()}, 5xx ${fiveXX}, p99 ${w.p99 ?? '-'} ms (last 30 s)${last ? `, RSS ${last.mb} MB` : ''}`,
  );
  lastTotal = total;
  window30 = [];
}, PROGRESS_EVERY_MS);

await Promise.all([
  ...Array.from({ length: connections }, () => visitor(deadline)),
  writer(deadline, content.posts),
  caller(
    deadline,
    addresses,
    content.projects.map((p) => p.slug),
  ),
]);
measuring = false;
const elapsed = (Date.now() - startedAt) / 1000;
clearInterval(progressTimer);
clearInterval(rssTimer);
sampleRss();

// Leave a running server as it was: remove the soak's projects and call-back requests.
if (explicit && admin.token) {
  for (const p of admin.createdProjects)
    await request({
      method: 'DELETE',
      path: `/api/projects/${p.id}/`,
      keepAlive: false,
      headers: { authorization: `Bearer ${admin.token}` },
    });
  for (const c of admin.contacts)
    await request({
      method: 'DELETE',
      path: `/api/contact/${c.id}/`,
      keepAlive: false,
      headers: { authorization: `Bearer ${admin.token}` },
    });
}
agent.destroy();

// ---------------------------------------------------------------- the report
const all = GROUPS.flatMap((g) => stats[g].times);
const mid = rss.find((s) => s.t >= midAt) ?? null;
const end = rss.length > 1 ? rss.at(-1) : null;
const rssChange = mid && end ? Math.round(((end.mb - mid.mb) / mid.mb) * 1000) / 10 : null;
const serverLog = server ? { stderrLines: server.log.stderrLines, last: server.log.lines.slice(-20) } : null;
const checks = {
  errors: errorCount() === 0,
  no5xx: fiveXX === 0,
  rssFlat: rssChange === null ? null : Math.abs(rssChange) <= 10,
};
const pass = checks.errors && checks.no5xx && checks.rssFlat !== false;
const slowPaths = [...perPath.entries()]
  .map(([label, p]) => ({
    path: label,
    count: p.count,
    meanMs: Math.round((p.sum / p.count) * 10) / 10,
    maxMs: Math.round(p.max),
  }))
  .sort((a, b) => b.meanMs - a.meanMs)
  .slice(0, 8);
const report = {
  at: new Date().toISOString(),
  target: base.origin,
  ownServer: !!server,
  seconds: Math.round(elapsed),
  connections,
  requests: total,
  rps: Math.round(total / elapsed),
  errors: errorCount(),
  errorsByKind: Object.fromEntries(errors),
  fiveXX,
  latencyMs: {
    all: percentiles(all),
    ...Object.fromEntries(
      GROUPS.map((g) => [g, { ...percentiles(stats[g].times), statuses: stats[g].statuses }]),
    ),
  },
  slowestPathsByMean: slowPaths,
  rss: server
    ? {
        midAtSeconds: mid?.t ?? null,
        midMb: mid?.mb ?? null,
        endMb: end?.mb ?? null,
        changePercent: rssChange,
        samples: rss,
      }
    : 'not measured (server not started by the soak)',
  serverLog,
  checks,
  result: pass ? 'PASS' : 'FAIL',
};
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/soak.json'), JSON.stringify(report, null, 2) + '\n');

const line = (name, p) =>
  `${name.padEnd(10)} ${String(p.n ?? 0).padStart(8)} ${[p.p50, p.p90, p.p99, p.max].map((v) => String(v ?? '-').padStart(8)).join(' ')}`;
console.log(
  `\n${total} requests in ${elapsed.toFixed(0)} s: ${report.rps} req/s, ${connections} connections`,
);
console.log(
  `${'group'.padEnd(10)} ${'requests'.padStart(8)} ${['p50 ms', 'p90 ms', 'p99 ms', 'max ms'].map((s) => s.padStart(8)).join(' ')}`,
);
console.log(line('all', report.latencyMs.all));
for (const g of GROUPS) console.log(line(g, report.latencyMs[g]));
for (const g of GROUPS)
  console.log(
    `  ${g} statuses: ${
      Object.entries(stats[g].statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(', ') || '-'
    }`,
  );
console.log(`errors: ${report.errors}${errors.size ? '' : ' (none)'}`);
for (const [kind, e] of errors) console.log(`  ${kind}: ${e.count} (e.g. ${e.examples.join(', ')})`);
console.log(`5xx: ${fiveXX}`);
console.log(
  `slowest paths by mean: ${slowPaths
    .slice(0, 5)
    .map((p) => `${p.path} ${p.meanMs} ms`)
    .join('; ')}`,
);
if (server) {
  console.log(
    mid && end
      ? `server RSS: ${mid.mb} MB at ${mid.t} s, ${end.mb} MB at the end (${rssChange > 0 ? '+' : ''}${rssChange} %)`
      : 'server RSS: too few samples',
  );
  if (server.log.stderrLines)
    console.log(
      `the server wrote ${server.log.stderrLines} lines to stderr; last ones:\n  ${server.log.lines.slice(-5).join('\n  ')}`,
    );
} else
  console.log('server RSS: not measured (an existing server was soaked; run without a URL to measure it)');
console.log('report: reports/soak.json');
console.log(
  `${report.result}: ${report.errors} errors, ${fiveXX} 5xx, ` +
    (rssChange === null ? 'RSS not checked' : `RSS ${rssChange > 0 ? '+' : ''}${rssChange} % (limit ±10 %)`),
);
await stopServer();
process.exit(pass ? 0 : 1);
