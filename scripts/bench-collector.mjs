// `npm run bench:collector`: the analytics collector (POST /api/collect, decision 0191) under load — beacons
// per second and latency percentiles from a closed-loop Node client (keep-alive, BENCH_CONNECTIONS
// connections for BENCH_SECONDS, after a 2 s run that is not counted), against the built API on SQLite
// and, when it answers, PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/konak_bench,
// dropped and created). Beacons come from 5,000 visitors (addresses through X-Forwarded-For) over 300 pages,
// 12 projects, three languages and a dozen sources, a fifth of them events, one in ten Web Vitals; after
// the run the roll-ups must hold every page view the server answered. Goal: ≥ 5,000 beacons/s, p99 ≤ 50 ms.
// Needs a build (npm run build).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Database from 'better-sqlite3';
import { startServer } from './bench-data/server.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/konak_bench';
if (!existsSync(path.join(root, 'api/dist/main.js'))) {
  console.error('bench:collector runs the built API: api/dist/main.js is missing (npm run build)');
  process.exit(2);
}

const AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const projects = Array.from({ length: 12 }, (_, i) => `proje-${i + 1}`);
const sources = ['', '', '', 'instagram', 'facebook', 'google', 'yandex', 'newsletter'];
const referrers = [
  '',
  '',
  'https://www.google.com/',
  'https://yandex.ru/',
  'https://t.co/x',
  'https://vk.com/',
];
const events = ['unit_opened', 'brochure_downloaded', 'phone_tapped', 'whatsapp_tapped', 'callback_sent'];
const langs = ['tr', 'en', 'ru'];

/** The i-th beacon of the run: a deterministic mix, so both databases see the same traffic. */
function beaconOf(i) {
  const project = projects[i % projects.length];
  const lang = langs[i % 3];
  const base = {
    path: i % 4 === 0 ? `/${lang === 'tr' ? '' : `${lang}/`}blog/yazi-${i % 250}` : `/projeler/${project}`,
    lang,
    width: [390, 412, 800, 1366, 1920][i % 5],
    project: i % 4 === 0 ? undefined : project,
    referrer: referrers[i % referrers.length] || undefined,
    utm_source: sources[i % sources.length] || undefined,
    utm_campaign: i % 7 === 0 ? `kampanya-${i % 9}` : undefined,
  };
  if (i % 10 === 9)
    return {
      ...base,
      event: 'web_vitals',
      vitals: { LCP: 800 + (i % 3000), INP: i % 400, CLS: (i % 30) / 100 },
    };
  if (i % 5 === 4) return { ...base, event: events[i % events.length] };
  return { ...base, event: 'page_view' };
}

/** Closed-loop load: each connection sends the next beacon when its answer arrives. */
async function load(base, durationS, counter) {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let views = 0;
  const end = performance.now() + durationS * 1000;
  const one = () =>
    new Promise((resolve) => {
      const i = counter.next++;
      const body = JSON.stringify(beaconOf(i));
      const started = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/collect',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'content-length': Buffer.byteLength(body),
            'user-agent': AGENT,
            'x-forwarded-for': `10.${(i % 5000) >> 8}.${i % 256}.7`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode !== 204) errors++;
            else if (beaconOf(i).event === 'page_view') views++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { rps: Math.round(latencies.length / durationS), p50: pct(0.5), p99: pct(0.99), errors, views };
}

async function run(label, databaseUrl, countViews) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-bench-collector-'));
  const server = await startServer(root, {
    dataDir,
    databaseUrl: databaseUrl ?? `sqlite:${path.join(dataDir, 'konak.db')}`,
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'warn', SEED_SAMPLE_CONTENT: 'false' },
  });
  let stopped = false;
  try {
    const counter = { next: 0 };
    await load(server.base, 2, counter);
    const result = await load(server.base, seconds, counter);
    const rss = server.rssMb();
    // A deploy's SIGTERM: the collector writes what it still holds before the process ends.
    await server.stop();
    stopped = true;
    // Everything answered was counted: the warm-up's views and the measured run's, flushed at shutdown.
    const stored = await countViews(dataDir);
    let expected = 0;
    for (let i = 0; i < counter.next; i++) if (beaconOf(i).event === 'page_view') expected++;
    return { label, ...result, rssMb: Math.round(rss), stored, sent: expected };
  } finally {
    if (!stopped) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SITE_VIEWS = `SELECT COALESCE(SUM(count), 0) AS n FROM analytics_daily WHERE dim = 'site' AND event = 'page_view'`;

const rows = [];
rows.push(
  await run('SQLite', undefined, async (dataDir) => {
    const db = new Database(path.join(dataDir, 'konak.db'), { readonly: true });
    try {
      return Number(db.prepare(SITE_VIEWS).get().n);
    } finally {
      db.close();
    }
  }),
);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(pgUrl), { pathname: '/postgres' }).href,
});
let pgReason = '';
try {
  await admin.connect();
  const name = new URL(pgUrl).pathname.slice(1).replace(/"/g, '');
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
} catch (error) {
  pgReason = `PostgreSQL does not answer (${error.message})`;
} finally {
  await admin.end().catch(() => undefined);
}
if (!pgReason)
  rows.push(
    await run('PostgreSQL', pgUrl, async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        return Number((await client.query(SITE_VIEWS)).rows[0].n);
      } finally {
        await client.end();
      }
    }),
  );

const cpus = os.cpus();
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim()}; ${connections} connections, ${seconds} s${pgReason ? `; ${pgReason}` : ''}`,
);
console.log(
  'database'.padEnd(12),
  'beacons/s',
  '  p50 ms',
  '  p99 ms',
  ' errors',
  '  RSS MB',
  '  views counted/sent',
);
let failed = false;
for (const r of rows) {
  console.log(
    r.label.padEnd(12),
    String(r.rps).padStart(9),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    String(r.errors).padStart(7),
    String(r.rssMb).padStart(8),
    `  ${r.stored}/${r.sent}`,
  );
  if (r.errors || r.stored !== r.sent) failed = true;
}
if (failed) {
  console.error('bench:collector: errors, or page views answered but not counted');
  process.exitCode = 1;
}
