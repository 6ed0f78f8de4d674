// Upgrading to roles (issue 27): a database of the release before, with its all-powerful administrators
// signed in, is migrated; every administrator becomes an owner and keeps their session (the SQLite side
// rebuilds the users table, which sessions reference).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, type DatabaseConfig } from '../src/database/data-source.js';
import { POSTGRES_MIGRATIONS } from '../src/database/migrations/postgres/index.js';
import { SQLITE_MIGRATIONS } from '../src/database/migrations/sqlite/index.js';
import { resetPostgres } from './create-test-app.js';

let dir: string;
let db: DatabaseConfig;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'konak-roles-'));
  const pg = process.env.TEST_DATABASE_URL;
  if (pg) await resetPostgres(pg);
  db = pg ? { type: 'postgres', url: pg } : { type: 'sqlite', path: path.join(dir, 'old.db') };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A data source that knows the migrations up to (without) the one named `before`, or all of them. */
function upTo(before?: string) {
  const all: (new () => { name?: string })[] =
    db.type === 'postgres' ? POSTGRES_MIGRATIONS : SQLITE_MIGRATIONS;
  const end = before ? all.findIndex((m) => m.name.startsWith(before)) : all.length;
  expect(end).toBeGreaterThan(0);
  return new DataSource({ ...dataSourceOptions(db), migrations: all.slice(0, end) } as never);
}

it('makes every existing administrator an owner, keeping their sessions', async () => {
  const old = upTo('Roles');
  await old.initialize();
  await old.runMigrations({ transaction: 'each' });
  for (const [i, email] of ['ece@konak.tr', 'deniz@konak.tr'].entries()) {
    await old.query(
      `INSERT INTO admin_users (name, email, password_hash, password_changed_at) VALUES ('Yönetici ${i}', '${email}', 'scrypt$x', 0)`,
    );
  }
  const [{ id }] = await old.query(`SELECT id FROM admin_users WHERE email = 'ece@konak.tr'`);
  await old.query(
    `INSERT INTO admin_sessions (id, user_id, expires_at) VALUES ('sid-ece', ${id}, ${Date.now() + 3_600_000})`,
  );
  expect((await old.query('SELECT role FROM admin_users')).map((r: { role: string }) => r.role)).toEqual([
    'admin',
    'admin',
  ]);
  await old.destroy();

  const now = upTo();
  await now.initialize();
  await now.runMigrations({ transaction: 'each' });
  expect(
    (await now.query('SELECT email, role FROM admin_users ORDER BY id')).map(
      (r: { email: string; role: string }) => [r.email, r.role],
    ),
  ).toEqual([
    ['ece@konak.tr', 'owner'],
    ['deniz@konak.tr', 'owner'],
  ]);
  expect(await now.query(`SELECT id FROM admin_sessions WHERE user_id = ${id}`)).toEqual([{ id: 'sid-ece' }]);
  await now.destroy();
});
