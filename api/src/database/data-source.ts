// One entity set, two databases: SQLite (better-sqlite3, the embedded default) and PostgreSQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Env } from '../config/env.js';
import { ENTITIES } from './entities.js';
import { POSTGRES_MIGRATIONS } from './migrations/postgres/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';

export type DatabaseConfig = Env['database'] & { schema?: string };

export function dataSourceOptions(db: DatabaseConfig): DataSourceOptions {
  const common = { entities: ENTITIES, synchronize: false, migrationsRun: false, logging: false } as const;
  if (db.type === 'postgres') {
    return {
      ...common,
      type: 'postgres',
      url: db.url,
      schema: db.schema,
      migrations: POSTGRES_MIGRATIONS,
      migrationsTransactionMode: 'each',
      extra: { max: 10, application_name: 'konak-api' },
    };
  }
  if (db.path !== ':memory:') mkdirSync(path.dirname(db.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: db.path,
    migrations: SQLITE_MIGRATIONS,
    migrationsTransactionMode: 'each',
    enableWAL: db.path !== ':memory:',
    timeout: 5000,
    prepareDatabase: (sqlite: { pragma: (sql: string) => unknown }) => {
      sqlite.pragma('foreign_keys = ON');
      sqlite.pragma('busy_timeout = 5000');
      sqlite.pragma('synchronous = NORMAL');
    },
  };
}

/** A number that every Konak instance uses for its start-up lock on PostgreSQL. */
const STARTUP_LOCK_KEY = 73_201_207;

let localTurn: Promise<unknown> = Promise.resolve();

/** Runs `work` while holding the start-up lock, so instances starting together take turns instead of
 *  racing (the second finds nothing left to do): a PostgreSQL advisory lock, or on SQLite (one server
 *  per database file) a turn within this process. */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'postgres') {
    const turn = localTurn.then(work, work);
    localTurn = turn.catch(() => undefined);
    return turn;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Applies pending migrations (call it inside withStartupLock when instances may start together). */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
}

/** The SQL that would still be needed to make the database match the entities (empty when in step). */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}

export function createDataSource(db: DatabaseConfig): DataSource {
  return new DataSource(dataSourceOptions(db));
}
