// `npm run bench:collector-size`: how much a year of analytics takes in the database (decision 0191; goal
// ≤ 200 MB for 10 million page views). Simulates ANALYTICS_VIEWS page views (default 10,000,000) spread
// evenly over 365 days, with the events and Web Vitals beacons a real site sends alongside them, counted by
// the contract's own rules (beaconDimensions, vitalBucket), and writes the roll-ups the collector would
// leave: analytics_daily for every day, analytics_hourly for the last ANALYTICS_LIMITS.hourlyKeepDays days
// and analytics_vitals for the last ANALYTICS_LIMITS.vitalsKeepDays (older rows are deleted by the day-end
// job); the day-scoped seen table
// and salt are deleted daily and so are not part of a year. Then measures the tables on SQLite (the file,
// after VACUUM) and, when it answers, PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/konak_bench, dropped and created; pg_total_relation_size).
// Needs a build (npm run build).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(new URL('..', import.meta.url).pathname);
if (!existsSync(path.join(root, 'api/dist/database/data-source.js'))) {
  console.error('bench:collector-size needs the built API (npm run build)');
  process.exit(2);
}
const { createDataSource, migrate } = await import(path.join(root, 'api/dist/database/data-source.js'));
const { ANALYTICS_LIMITS, WEB_VITALS, analyticsDay, analyticsHour, beaconDimensions, vitalBucket } =
  await import('@konak/contract');

const VIEWS = Number(process.env.ANALYTICS_VIEWS ?? 10_000_000);
const DAYS = 365;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/konak_bench';

// A deterministic generator (mulberry32), so every run writes the same year.
let seed = 20261128;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
/** Picks from `items` with Zipf weights (a few popular, a long tail), as page and referrer traffic is. */
function zipf(items, s = 1.1) {
  const cumulative = [];
  let total = 0;
  items.forEach((_, i) => cumulative.push((total += 1 / (i + 1) ** s)));
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

const langs = ['tr', 'en', 'ru'];
const prefix = (lang) => (lang === 'tr' ? '' : `/${lang}`);
const projects = Array.from({ length: 12 }, (_, i) => `proje-${i + 1}`);
const pickProject = zipf(projects);
const pickPost = zipf(Array.from({ length: 120 }, (_, i) => `yazi-${i + 1}`));
const pickStatic = zipf(['', '/projeler', '/blog', '/hakkimizda', '/iletisim', '/kvkk', '/evler']);
const pickLang = zipf(langs, 1.5);
const pickReferrer = zipf(['', ...Array.from({ length: 60 }, (_, i) => `site-${i + 1}.example`)], 0.9);
const pickUtm = zipf(['', '', '', 'instagram', 'facebook', 'google', 'yandex', 'vk', 'newsletter', 'tiktok']);
const pickMedium = zipf(['cpc', 'social', 'email', 'display', 'video', 'referral']);
const pickDevice = zipf(['mobile', 'desktop', 'tablet'], 0.8);
const EVENTS = [
  ['unit_opened', 0.1],
  ['brochure_downloaded', 0.03],
  ['phone_tapped', 0.02],
  ['whatsapp_tapped', 0.02],
  ['callback_sent', 0.01],
];
const VITALS_SHARE = 0.5;

/** One simulated page view and what follows it. */
function visit(dayIndex) {
  const lang = pickLang();
  const kind = random();
  let path;
  let project = '';
  if (kind < 0.45) {
    project = pickProject();
    path = `${prefix(lang)}/projeler/${project}`;
  } else if (kind < 0.75) path = `${prefix(lang)}/blog/${pickPost()}`;
  else path = `${prefix(lang)}${pickStatic()}` || '/';
  const utmSource = pickUtm();
  const referrer = utmSource ? '' : pickReferrer();
  // Campaigns change over the year: about ten a month.
  const campaign =
    utmSource && random() < 0.6 ? `kampanya-${Math.floor(dayIndex / 30)}-${Math.floor(random() * 10)}` : '';
  return {
    path,
    lang,
    device: pickDevice(),
    referrer,
    project,
    utm_source: utmSource,
    utm_medium: utmSource ? pickMedium() : '',
    utm_campaign: campaign,
    source: utmSource || referrer || 'direct',
  };
}

const start = Date.parse('2025-11-28T00:00:00Z');
const perDay = Math.round(VIEWS / DAYS);
const daily = new Map();
const hourly = new Map();
const vitals = new Map();
const add = (map, key, row) => {
  const have = map.get(key);
  if (have) have.count += 1;
  else map.set(key, { ...row, count: 1 });
};
const hourlyFrom = DAYS - ANALYTICS_LIMITS.hourlyKeepDays;
const vitalsFrom = DAYS - ANALYTICS_LIMITS.vitalsKeepDays;
const began = performance.now();
for (let d = 0; d < DAYS; d++) {
  for (let v = 0; v < perDay; v++) {
    const at = new Date(start + d * 86_400_000 + Math.floor(random() * 86_400_000));
    const day = analyticsDay(at);
    const hour = analyticsHour(at);
    const base = visit(d);
    const beacons = [{ ...base, event: 'page_view', vitals: {} }];
    if (base.project)
      for (const [event, share] of EVENTS) if (random() < share) beacons.push({ ...base, event, vitals: {} });
    for (const beacon of beacons) {
      for (const [dim, value] of beaconDimensions(beacon)) {
        add(daily, `${dim}\t${day}\t${value}\t${beacon.event}`, { dim, day, value, event: beacon.event });
        if (d >= hourlyFrom)
          add(hourly, `${dim}\t${hour}\t${value}\t${beacon.event}`, {
            dim,
            hour,
            value,
            event: beacon.event,
          });
      }
    }
    if (d >= vitalsFrom && random() < VITALS_SHARE) {
      const sample = { LCP: 800 + random() * 4000, INP: random() * 500, CLS: random() * 0.3 };
      for (const metric of WEB_VITALS) {
        const bucket = vitalBucket(metric, sample[metric]);
        add(vitals, `${day}\t${base.path}\t${base.device}\t${metric}\t${bucket}`, {
          day,
          page: base.path,
          device: base.device,
          metric,
          bucket,
        });
      }
    }
  }
}
// Visitors: about 2.5 views each.
for (const row of daily.values()) row.visitors = row.event === 'page_view' ? Math.ceil(row.count / 2.5) : 0;
console.log(
  `${(perDay * DAYS).toLocaleString('en')} page views over ${DAYS} days simulated in ${((performance.now() - began) / 1000).toFixed(0)} s: ` +
    `${daily.size.toLocaleString('en')} daily rows, ${hourly.size.toLocaleString('en')} hourly rows (last ${ANALYTICS_LIMITS.hourlyKeepDays} days), ${vitals.size.toLocaleString('en')} vitals rows`,
);

/** Writes the year's rows in one transaction, 500 rows per INSERT. */
async function write(ds) {
  const pgStyle = ds.options.type === 'postgres';
  await ds.transaction(async (manager) => {
    const insert = async (table, columns, rows) => {
      const list = [...rows];
      for (let i = 0; i < list.length; i += 500) {
        const part = list.slice(i, i + 500);
        let n = 0;
        const values = part
          .map(() => `(${columns.map(() => (pgStyle ? `$${++n}` : '?')).join(', ')})`)
          .join(', ');
        await manager.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`,
          part.flatMap((r) => columns.map((c) => r[c])),
        );
      }
    };
    await insert('analytics_daily', ['dim', 'day', 'value', 'event', 'count', 'visitors'], daily.values());
    await insert('analytics_hourly', ['dim', 'hour', 'value', 'event', 'count'], hourly.values());
    await insert('analytics_vitals', ['day', 'page', 'device', 'metric', 'bucket', 'count'], vitals.values());
  });
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-analytics-size-'));
try {
  const file = path.join(dir, 'konak.db');
  const sqlite = createDataSource({ type: 'sqlite', path: file });
  await sqlite.initialize();
  await migrate(sqlite);
  await sqlite.query('VACUUM');
  const empty = statSync(file).size;
  await write(sqlite);
  await sqlite.query('PRAGMA wal_checkpoint(TRUNCATE)');
  await sqlite.query('VACUUM');
  await sqlite.destroy();
  console.log(
    `SQLite: ${mb(statSync(file).size - empty)} MB for the analytics tables (file ${mb(statSync(file).size)} MB)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const admin = new pg.Client({
  connectionString: Object.assign(new URL(pgUrl), { pathname: '/postgres' }).href,
});
try {
  await admin.connect();
  const name = new URL(pgUrl).pathname.slice(1).replace(/"/g, '');
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
} catch (error) {
  console.log(`PostgreSQL skipped: ${error.message}`);
  process.exit(0);
} finally {
  await admin.end().catch(() => undefined);
}
const postgres = createDataSource({ type: 'postgres', url: pgUrl });
await postgres.initialize();
await migrate(postgres);
await write(postgres);
await postgres.query('VACUUM ANALYZE');
const sizes = await postgres.query(
  `SELECT relname AS name, pg_total_relation_size(oid) AS bytes FROM pg_class
   WHERE relname IN ('analytics_daily', 'analytics_hourly', 'analytics_vitals') ORDER BY relname`,
);
await postgres.destroy();
const total = sizes.reduce((sum, r) => sum + Number(r.bytes), 0);
console.log(
  `PostgreSQL: ${mb(total)} MB (${sizes.map((r) => `${r.name} ${mb(Number(r.bytes))}`).join(', ')}; tables with their indexes)`,
);
