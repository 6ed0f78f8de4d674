// `npm run bench:backup`: measures backups (docs/performance.md "Backups"): the sample site plus N call-back requests (default
// 100,000, inserted with SQL in one transaction) on SQLite or PostgreSQL (DATABASE_URL), backed up by
// the running server's code while /api/health is polled, then restored into an empty SQLite file and,
// when BENCH_PG_URL is set, an emptied PostgreSQL database. Prints the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const api = new URL('../api/dist/', import.meta.url);
const { loadEnv } = await import(new URL('config/env.js', api));
const { createApp } = await import(new URL('create-app.js', api));
const { prepareDatabase } = await import(new URL('database/prepare.js', api));
// The scheduled backup's way: the archive written in a thread of its own (backup-in-thread.js).
const { createBackupInThread } = await import(new URL('backup/backup-in-thread.js', api));
const { restoreBackup } = await import(new URL('backup/restore.js', api));
const { createDataSource } = await import(new URL('database/data-source.js', api));

const N = Number(process.env.BENCH_REQUESTS || 100_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-bench-backup-'));
const resetPg = async (url) => {
  const ds = createDataSource({ type: 'postgres', url });
  await ds.initialize();
  await ds.query('DROP SCHEMA IF EXISTS public CASCADE');
  await ds.query('CREATE SCHEMA public');
  await ds.destroy();
};
const sourceUrl = process.env.DATABASE_URL;
if (sourceUrl?.startsWith('postgres')) await resetPg(sourceUrl);
const env = loadEnv({
  ...process.env,
  DATA_DIR: path.join(dir, 'source'),
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'bench password 1234',
});
const app = await createApp(env, { logger: false });
await prepareDatabase(app, env);
await app.listen(0, '127.0.0.1');
const port = app.getHttpServer().address().port;
const { DataSource } = await import('typeorm');
const ds = app.get(DataSource);
const pg = env.database.type === 'postgres';
let t = Date.now();
await ds.transaction(async (m) => {
  const per = 500;
  for (let i = 0; i < N; i += per) {
    const values = [];
    const params = [];
    for (let j = i; j < Math.min(N, i + per); j++) {
      const b = params.length;
      values.push(pg ? `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4})` : '(?, ?, ?, ?)');
      params.push(
        `Müşteri ${j}`,
        `+90 555 ${String(j).padStart(7, '0')}`,
        `m${j}@example.com`,
        'Lütfen arayın, fiyat listesi istiyorum.',
      );
    }
    await m.query(
      `INSERT INTO contact_requests (name, phone, email, message) VALUES ${values.join(', ')}`,
      params,
    );
  }
});
console.log(
  `seeded sample content + ${N} call-back requests on ${env.database.type} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
);

// /api/health while the backup runs.
const latencies = [];
let polling = true;
const poll = (async () => {
  while (polling) {
    const s = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.text());
    latencies.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
const file = path.join(dir, 'bench.tar.gz');
t = Date.now();
const result = await createBackupInThread(env, file);
const backupS = (Date.now() - t) / 1000;
polling = false;
await poll;
await app.close();
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))].toFixed(1);
console.log(
  `backup (${env.database.type}): ${backupS.toFixed(1)} s, ${(result.bytes / 1048576).toFixed(1)} MB, ${result.manifest.tables.reduce((n, x) => n + x.rows, 0)} rows, ${result.manifest.uploads.length} uploads`,
);
console.log(
  `/api/health during the backup: ${latencies.length} requests, median ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
);

t = Date.now();
await restoreBackup(loadEnv({ DATA_DIR: path.join(dir, 'to-sqlite'), LOG_LEVEL: 'silent' }), file);
console.log(`restore → SQLite: ${((Date.now() - t) / 1000).toFixed(1)} s`);
const target = process.env.BENCH_PG_URL;
if (target) {
  await resetPg(target);
  t = Date.now();
  await restoreBackup(
    loadEnv({ DATA_DIR: path.join(dir, 'to-pg'), DATABASE_URL: target, LOG_LEVEL: 'silent' }),
    file,
  );
  console.log(`restore → PostgreSQL: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
rmSync(dir, { recursive: true, force: true });
process.exit(0);
