// `npm run bench:data`: the product after years of use. On a database of its own (SQLite, and PostgreSQL
// too when TEST_DATABASE_URL is set — a separate database `konak_bench_data` beside it is created and
// dropped) it starts the built API once to migrate and seed the sample content, stops it, writes
// BENCH_CONTACTS call-back requests (default 1,000,000), 10,000 posts, 50,000 homes and 100,000 audit
// entries straight into the database, starts it again and prints p50/p95 and size of every admin list's
// first and a deep page, searches, filters, the dashboard figures, the home finder over the 50,000 homes
// (a mix of BENCH_FINDER different searches, default 200, each asked once so none is a cache hit), the
// streamed CSV export (time and the server's resident memory), the public /blog first and 500th page and
// /sitemap.xml, and how long /admin/contacts takes to show its first row in Chromium. Needs a build
// (npm run build).
//   BENCH_CONTACTS=100000 npm run bench:data     a smaller run
//   BENCH_ONLY=postgres (or sqlite)              one database only
//   BENCH_KEEP=1                                 keeps the seeded databases afterwards (to read query
//                                                plans); prints where they are
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from './bench-data/db.mjs';
import { timeAdminList, timeExport, timeGet, timeMix } from './bench-data/measure.mjs';
import { seedAudit, seedContacts, seedPosts, seedSearchTerms, seedUnits } from './bench-data/seed.mjs';
import { setExchangeRates, signIn, startServer } from './bench-data/server.mjs';
import { searchIndexOf } from './bench-data/search-index.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const COUNTS = {
  contacts: Number(process.env.BENCH_CONTACTS ?? 1_000_000),
  posts: Number(process.env.BENCH_POSTS ?? 10_000),
  units: Number(process.env.BENCH_UNITS ?? 50_000),
  audit: Number(process.env.BENCH_AUDIT ?? 100_000),
};
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const FINDER_QUERIES = Number(process.env.BENCH_FINDER ?? 200);

for (const built of [
  'api/dist/main.js',
  'shell/dist/index.html',
  'public-mfe/dist/mf-manifest.json',
  'admin-mfe/dist/mf-manifest.json',
]) {
  if (!existsSync(path.join(root, built))) {
    console.error(`bench:data runs the built site: ${built} is missing (npm run build)`);
    process.exit(2);
  }
}

const log = (line) => console.log(line);
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : '–');
const kb = (bytes) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`;

/** Every list and page measured, as [label, path, admin?]. Deep pages are at the middle of the data. */
function cases(c, unitProjectId) {
  const deepContacts = Math.max(1, Math.floor(c.contacts / 50 / 2));
  const deepPosts = Math.max(1, Math.floor(c.posts / 12 / 2));
  return [
    ['contacts: first page', '/api/contact/', true],
    [
      `contacts: page ${deepContacts.toLocaleString('en')} (deep)`,
      `/api/contact/?page=${deepContacts}`,
      true,
    ],
    ['contacts: per_page=1000000 (bounded)', '/api/contact/?per_page=1000000', true],
    ['contacts: status=new', '/api/contact/?status=new', true],
    ['contacts: project', '/api/contact/?project=gunes-evleri', true],
    ['contacts: source', '/api/contact/?source=instagram', true],
    ['contacts: date range (one month)', `/api/contact/?from=${isoDay(-400)}&to=${isoDay(-370)}`, true],
    ['contacts: filters combined', '/api/contact/?status=contacted&project=gunes-evleri&source=google', true],
    ['contacts: sort by name', '/api/contact/?sort=name', true],
    ['contacts: suspicious', '/api/contact/?suspicious=true', true],
    ['search: name "ayşe"', `/api/contact/?q=${encodeURIComponent('ayşe')}`, true],
    ['search: "ayse yilmaz"', `/api/contact/?q=${encodeURIComponent('ayse yilmaz')}`, true],
    ['search: phone fragment', '/api/contact/?q=532', true],
    // An e-mail's start among the live requests (the last two years: ids from 600,000; older ones erased).
    ['search: e-mail', `/api/contact/?q=${encodeURIComponent('mehmet.kaya8')}`, true],
    ['search: rare name + status', `/api/contact/?q=${encodeURIComponent('наталья')}&status=new`, true],
    ['dashboard: contact stats', '/api/contact/stats', true],
    ['blog (admin): first page', '/api/blog/', true],
    [`blog (admin): page ${deepPosts}`, `/api/blog/?page=${deepPosts}`, true],
    ['blog (public API): first page', '/api/blog/', false],
    // The admin's projects screen reads cards (issue 25); the whole list is what the public list reads.
    ['projects (admin cards)', '/api/projects/?fields=summary', true],
    ['projects (whole, public API)', '/api/projects/', false],
    ['audit: first page', '/api/audit/', true],
    ['audit: page 1000', '/api/audit/?page=1000', true],
    ['trash', '/api/trash/', true],
    ['users', '/api/users/', true],
    ['data-request log', '/api/data-requests/log', true],
    ['units of a 1,000-home project (admin grid)', `/api/projects/${unitProjectId}/blocks`, true],
    ['public /blog (HTML)', '/blog', false],
    ['public /blog page 500 (HTML)', '/blog/sayfa/500', false],
    ['public /en/blog (HTML)', '/en/blog', false],
    ['/sitemap.xml', '/sitemap.xml', false],
  ];
}

/** The home finder's mix (issue 32): `count` different searches a visitor might make — each filter alone
 *  and combined, every sort, three currencies, first and deep pages — no two the same address, so none is
 *  a cache hit. Deterministic. */
function finderMix(count, projects) {
  let x = 7;
  const rnd = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const rooms = ['1%2B1', '2%2B1', '3%2B1', '2%2B1,3%2B1'];
  const facings = ['S', 'SE,S,SW', 'N', 'E,W'];
  const sorts = ['price', '-price', 'size', '-size', 'floor', '-floor'];
  const kinds = [
    (i) => `page=${1 + i}`,
    (i) => `rooms=${rooms[i % 4]}&price_max=${int(4_000, 11_000) * 1_000}`,
    (i) => `floor_min=${int(2, 6)}&facing=${facings[i % 4]}&sort=-floor&page=${int(1, 3)}`,
    (i) => `size_min=${int(30, 60)}&size_max=${int(70, 130)}&sort=${sorts[i % 6]}`,
    (i) =>
      `currency=${['EUR', 'USD', 'RUB'][i % 3]}&price_min=${int(80, 120) * (i % 3 === 2 ? 100_000 : 1_000)}&sort=price`,
    (i) => `project=${projects[i % projects.length]}&status=available,reserved&sort=${sorts[i % 6]}`,
    (i) =>
      `project_status=${['completed', 'ongoing', 'planned,ongoing'][i % 3]}&handover_before=2030-Q${1 + (i % 4)}&page=${int(1, 5)}`,
    (i) =>
      `rooms=${rooms[i % 4]}&floor_min=1&floor_max=${int(4, 9)}&facing=${facings[i % 4]}&price_min=${int(3_000, 6_000) * 1_000}&currency=TRY&sort=${sorts[i % 6]}`,
    (i) => `status=available,reserved&sort=${sorts[i % 6]}&page=${int(100, 1_500)}`,
    () => `per_page=100&sort=-price&page=${int(2, 200)}`,
  ];
  return Array.from(
    { length: count },
    (_, i) => `/api/homes?${kinds[i % kinds.length](Math.floor(i / kinds.length))}`,
  );
}

function isoDay(offsetDays) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function runOn(label, databaseUrl, dataDir) {
  log(`\n## ${label}\n`);
  let started = performance.now();
  let server = await startServer(root, { dataDir, databaseUrl });
  await server.stop();
  log(`migrated and seeded the sample content in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  started = performance.now();
  const db = await openDatabase(root, databaseUrl);
  const now = Date.now();
  const projectSlugs = (await db.all(`SELECT slug FROM projects`)).map((p) => p.slug);
  const searchIndex = await searchIndexOf(root, db);
  const [{ max: lastId }] = await db.all(`SELECT COALESCE(MAX(id), 0) AS max FROM contact_requests`);
  const people = await seedContacts(db, COUNTS.contacts, projectSlugs, now, log, !!searchIndex);
  await seedSearchTerms(db, searchIndex, Number(lastId) + 1, people, log);
  people.length = 0;
  await seedPosts(db, COUNTS.posts, now, log);
  const unitProjects = await seedUnits(db, COUNTS.units, now, log);
  const unitSlugs = unitProjects.map((_, i) => `arsiv-proje-${i + 1}`);
  await seedAudit(db, COUNTS.audit, now, log);
  await db.close();
  const seedSeconds = (performance.now() - started) / 1000;
  log(
    `seeded ${COUNTS.contacts.toLocaleString('en')} requests, ${COUNTS.posts.toLocaleString('en')} posts, ${COUNTS.units.toLocaleString('en')} homes, ${COUNTS.audit.toLocaleString('en')} audit entries in ${seedSeconds.toFixed(0)} s${searchIndex ? '' : ' (no search index table in this build)'}`,
  );

  server = await startServer(root, { dataDir, databaseUrl });
  try {
    const token = await signIn(server.base);
    await setExchangeRates(server.base, token);
    const rows = [];
    for (const [name, url, admin] of cases(COUNTS, unitProjects[0])) {
      const r = await timeGet(server.base, url, { token: admin ? token : undefined, samples: SAMPLES });
      rows.push(
        `| ${name} | ${r.status} | ${ms(r.p50)} | ${ms(r.p95)} | ${kb(r.bytes)} | ${r.total ?? ''} |`,
      );
      log(`  ${name}: ${r.status} p50 ${ms(r.p50)} p95 ${ms(r.p95)} ${kb(r.bytes)}`);
    }
    const finder = await timeMix(server.base, finderMix(FINDER_QUERIES, unitSlugs));
    const finderRow = `| home finder: ${FINDER_QUERIES} different searches over ${COUNTS.units.toLocaleString('en')} homes (each uncached) | ${finder.statuses.join(' ')} | ${ms(finder.p50)} | ${ms(finder.p95)} | ≤ ${kb(finder.bytes)} | max ${ms(finder.max)} |`;
    rows.push(finderRow);
    log(
      `  home finder mix: ${finder.statuses.join(' ')} p50 ${ms(finder.p50)} p95 ${ms(finder.p95)} max ${ms(finder.max)}, largest ${kb(finder.bytes)}`,
    );
    const csv = await timeExport(server.base, '/api/contact/export.csv', { token, rssMb: server.rssMb });
    const browser = await timeAdminList(root, server.base, token, { createRequire, path });
    log(`\n| what | status | p50 | p95 | size | total |\n|---|---|---|---|---|---|\n${rows.join('\n')}`);
    log(
      `\nCSV export of every request: ${csv.status}, ${csv.rows.toLocaleString('en')} rows, ${(csv.bytes / 1_048_576).toFixed(0)} MB in ${csv.seconds.toFixed(1)} s; ` +
        `server resident memory ${csv.rssBeforeMb.toFixed(0)} MB before, peak ${csv.rssPeakMb.toFixed(0)} MB (+${(csv.rssPeakMb - csv.rssBeforeMb).toFixed(0)} MB)`,
    );
    log(
      browser.skipped
        ? `/admin/contacts in Chromium: not measured (${browser.skipped})`
        : `/admin/contacts in Chromium, first row shown: ${ms(browser.firstMs)} on the first visit, ${ms(browser.medianMs)} median of the next three`,
    );
  } finally {
    await server.stop();
  }
}

async function postgresDatabase(testUrl) {
  const require = createRequire(path.join(root, 'api/package.json'));
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS konak_bench_data WITH (FORCE)');
  await admin.query('CREATE DATABASE konak_bench_data');
  await admin.end();
  const url = new URL(testUrl);
  url.pathname = '/konak_bench_data';
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: testUrl });
      await again.connect();
      await again.query('DROP DATABASE IF EXISTS konak_bench_data WITH (FORCE)');
      await again.end();
    },
  };
}

log(
  `# bench:data — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}`,
);
const only = process.env.BENCH_ONLY;
const keep = process.env.BENCH_KEEP === '1';
const work = mkdtempSync(path.join(os.tmpdir(), 'konak-bench-data-'));
try {
  if (only !== 'postgres')
    await runOn('SQLite', `sqlite:${path.join(work, 'sqlite', 'konak.db')}`, path.join(work, 'sqlite'));
  if (only === 'sqlite') {
    // PostgreSQL not asked for.
  } else if (process.env.TEST_DATABASE_URL) {
    const pgDb = await postgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      await runOn('PostgreSQL', pgDb.url, path.join(work, 'postgres'));
    } finally {
      if (keep) log(`\nkept: ${pgDb.url}`);
      else await pgDb.drop();
    }
  } else {
    log('\nPostgreSQL not measured: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  }
} finally {
  if (keep) log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
