// `npm run bench`: what visitors' most frequent requests cost, in one run, on servers of its own (the
// built api/dist, sample content seeded):
//   - bare Express sending the very same bytes and headers from memory (the framework's ceiling);
//   - one Konak instance, direct;
//   - the same instance behind the proxy;
//   - two instances behind the proxy (round robin), on one PostgreSQL and one Redis.
// The proxy is nginx with deploy/nginx.conf's proxy settings when /usr/sbin/nginx is there, else the
// round-robin proxy in scripts/round-robin-proxy.mjs. The instances run on PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/konak_bench, created when missing) and
// Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379/14); without them only the one-instance columns
// run (on SQLite), and the table says why. Load comes from wrk (Debian: apt-get install wrk), 2 threads
// and BENCH_CONNECTIONS connections for BENCH_SECONDS per URL and target, loopback only; each URL is
// warmed first so every cache is hot, and each measurement follows a 2 s run of the same load that is
// not counted, so every server — bare Express too — is measured warm (its code compiled by the JIT, its
// heap grown), as a server that has been up for a while is. Needs a build (npm run build).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { startProxy } from './round-robin-proxy.mjs';
import { startServer } from './bench-data/server.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/konak_bench';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const NGINX = '/usr/sbin/nginx';

if (spawnSync('wrk', ['--version']).error) fail('bench needs wrk: apt-get install wrk');
for (const built of ['api/dist/main.js', 'shell/dist/index.html', 'public-mfe/dist/mf-manifest.json']) {
  if (!existsSync(path.join(root, built)))
    fail(`bench runs the built site: ${built} is missing (npm run build)`);
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'konak-bench-'));
const children = [];
const cleanups = [];
async function cleanup() {
  for (const step of cleanups.reverse()) await step();
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(130)));

/** PostgreSQL and Redis for two instances, or the reason they are not there. */
async function sharedBackends() {
  const url = new URL(pgUrl);
  const database = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(pgUrl), { pathname: '/postgres' }).href,
  });
  try {
    await admin.connect();
    // A fresh database each run: the sample content is seeded by the first instance to start.
    await admin.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } catch (error) {
    return { reason: `PostgreSQL at ${url.host} does not answer (${error.message})` };
  } finally {
    await admin.end().catch(() => undefined);
  }
  const redis = new URL(redisUrl);
  const pong = spawnSync('redis-cli', ['-h', redis.hostname, '-p', redis.port || '6379', 'ping'], {
    encoding: 'utf8',
  }).stdout?.trim();
  if (pong !== 'PONG') return { reason: `Redis at ${redis.host} does not answer` };
  return { env: { DATABASE_URL: pgUrl, REDIS_URL: redisUrl, REDIS_PREFIX: `konak-bench-${process.pid}:` } };
}

/** Starts `node api/dist/main.js` with `env` (scripts/bench-data/server.mjs, the data benchmark's too);
 *  resolves to its base URL once it says it is ready. */
async function startInstance(name, env) {
  const dataDir = path.join(work, name);
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer(root, {
    dataDir,
    databaseUrl: `sqlite:${path.join(dataDir, 'konak.db')}`,
    // Request lines on, read and dropped, as a log collector would; one proxy hop trusted.
    env: {
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      SITE_URL: 'http://127.0.0.1',
      CONTENT_JOBS_INTERVAL_MS: '60000',
      ...env,
    },
  });
  cleanups.push(() => server.stop());
  return server.base;
}

/** nginx with deploy/nginx.conf's proxy settings, one port per list of upstreams; or the Node proxy. */
async function startProxies(upstreamLists) {
  if (!existsSync(NGINX)) {
    const proxies = await Promise.all(upstreamLists.map((upstreams) => startProxy({ upstreams })));
    cleanups.push(() => Promise.all(proxies.map((p) => p.close())));
    return { kind: 'the Node round-robin proxy', bases: proxies.map((p) => `http://127.0.0.1:${p.port}`) };
  }
  const ports = await Promise.all(upstreamLists.map(() => freePort()));
  const servers = upstreamLists.map(
    (upstreams, i) => `
    upstream konak_${i} {
      ${upstreams.map((u) => `server ${new URL(u).host} max_fails=3 fail_timeout=10s;`).join('\n      ')}
      keepalive 64;
    }
    server {
      listen 127.0.0.1:${ports[i]};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      location / { proxy_pass http://konak_${i}; }
    }`,
  );
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\ndaemon off;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n${servers.join('\n')}\n}\n`,
  );
  const nginx = spawn(NGINX, ['-p', work, '-c', conf], { stdio: 'inherit' });
  // Its master stops its workers on SIGTERM (a SIGKILL would leave them running).
  cleanups.push(async () => {
    if (nginx.exitCode !== null) return;
    nginx.kill('SIGTERM');
    await once(nginx, 'exit');
  });
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  for (let i = 0; i < 50; i++) {
    if (
      (
        await Promise.all(
          bases.map((b) =>
            fetch(`${b}/api/health`).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        )
      ).every(Boolean)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { kind: 'nginx (1 worker)', bases };
}

/** The answer a browser gets (brotli accepted), as raw bytes and headers. */
function capture(base, url) {
  const target = new URL(base);
  const skip = new Set([
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'x-request-id',
  ]);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: target.hostname, port: target.port, path: url, headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !skip.has(k)));
            resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
          });
        },
      )
      .on('error', reject);
  });
}

/** wrk's figures: requests per second and latency percentiles (ms), from its --latency report, after a
 *  run of the same load that is not counted. */
function wrk(url) {
  const load = (duration) =>
    spawnSync(
      'wrk',
      ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url],
      { encoding: 'utf8' },
    ).stdout;
  load(2);
  const out = load(seconds);
  const ms = (label) => {
    const m = out.match(new RegExp(`\\b${label}\\s+([\\d.]+)(us|ms|s)\\b`));
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const errors =
    Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
    Number(out.match(/Socket errors:.*?timeout (\d+)/)?.[1] ?? 0);
  return {
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50: ms('50%'),
    p99: ms('99%'),
    errors,
  };
}

/** The bare Express ceiling: the captured answers from memory, in a process of its own. */
async function startBare(answers) {
  const file = path.join(work, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `
  const express = require('express');
  const answers = require(${JSON.stringify(file)});
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((req, res) => {
    const a = answers[req.path];
    if (!a) return res.status(404).end();
    res.status(a.status).set(a.headers).end(Buffer.from(a.body, 'base64'));
  });
  const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));
`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(bare);
  const [portLine] = await once(bare.stdout, 'data');
  return `http://127.0.0.1:${Number(String(portLine).trim())}`;
}

try {
  const shared = await sharedBackends();
  console.log(
    shared.env
      ? `Two instances on PostgreSQL (${new URL(pgUrl).host}) and Redis (${new URL(redisUrl).host})`
      : `One instance on SQLite only: ${shared.reason}`,
  );
  const a = await startInstance('a', { ...shared.env, SEED_SAMPLE_CONTENT: 'true' });
  const b = shared.env
    ? await startInstance('b', { ...shared.env, SEED_SAMPLE_CONTENT: 'false' })
    : undefined;
  const proxy = await startProxies(b ? [[a], [a, b]] : [[a]]);
  const slug = await fetch(`${a}/api/blog/`)
    .then((r) => r.json())
    .then((posts) => posts[0]?.slug);
  if (!slug) throw new Error('the sample content has no blog post to read');
  const urls = [
    '/api/settings/',
    '/api/projects/',
    '/api/projects/gunes-evleri/',
    '/api/blog/',
    '/',
    '/projeler/gunes-evleri',
    `/blog/${slug}`,
    '/en',
  ];

  const targets = [
    ['direct', a],
    ['1 via proxy', proxy.bases[0]],
    ...(proxy.bases[1] ? [['2 via proxy', proxy.bases[1]]] : []),
  ];
  const answers = {};
  for (const url of urls) {
    // Warm every cache on the way, on every instance (round robin: each gets its share).
    for (const [, base] of targets) for (let i = 0; i < 4; i++) await capture(base, url);
    answers[url] = await capture(a, url);
  }
  const bare = await startBare(answers);

  const cpus = os.cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `wrk, 2 threads, ${connections} connections, ${seconds} s per URL and target; proxy: ${proxy.kind}${b ? '' : `; two instances skipped (${shared.reason})`}`,
  );
  console.log(
    'req/s (p99 ms)'.padEnd(28),
    ...['bare Express', ...targets.map(([label]) => label)].map((h) => h.padStart(17)),
  );
  const rows = [];
  for (const url of urls) {
    const row = { url, bare: wrk(`${bare}${url}`) };
    for (const [label, base] of targets) row[label] = wrk(`${base}${url}`);
    rows.push(row);
    const cell = (r) => `${r.rps} (${r.p99.toFixed(0)})${r.errors ? ` ${r.errors}!` : ''}`.padStart(17);
    console.log(url.slice(0, 28).padEnd(28), cell(row.bare), ...targets.map(([label]) => cell(row[label])));
  }
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(
    path.join(root, 'reports', 'bench.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        cpus: cpus.length,
        load: os.loadavg(),
        proxy: proxy.kind,
        twoInstances: !!b,
        connections,
        seconds,
        rows,
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
