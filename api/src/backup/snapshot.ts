// A consistent view of the database while the site keeps writing: on SQLite, SQLite's online backup
// (better-sqlite3's .backup(), which copies page by page and yields between steps) into a temporary
// file that is then read; on PostgreSQL, one REPEATABLE READ, READ ONLY transaction for every table.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { DataSource, QueryRunner } from 'typeorm';
import type { Env } from '../config/env.js';
import { createDataSource } from '../database/data-source.js';

export interface Snapshot {
  dataSource: DataSource;
  runner: QueryRunner;
  /** The last migration applied to the snapshot. */
  migration: string;
  close(): Promise<void>;
}

export async function lastMigration(runner: QueryRunner): Promise<string | null> {
  if (!(await runner.hasTable('migrations'))) return null;
  const [row] = await runner.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
  return row?.name ?? null;
}

export async function openSnapshot(database: Env['database']): Promise<Snapshot> {
  let dataSource: DataSource;
  let tempDir: string | undefined;
  if (database.type === 'sqlite') {
    if (!existsSync(database.path)) throw new Error(`there is no database at ${database.path} (DATABASE_URL / DATA_DIR)`);
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'konak-backup-'));
    const copy = path.join(tempDir, 'snapshot.db');
    const source = new Database(database.path, { fileMustExist: true, timeout: 5000 });
    try {
      await source.backup(copy);
    } finally {
      source.close();
    }
    dataSource = createDataSource({ type: 'sqlite', path: copy });
  } else {
    dataSource = createDataSource(database);
  }
  const cleanup = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    if (database.type === 'postgres') await runner.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migration = await lastMigration(runner);
    if (!migration) throw new Error('the database has no Konak schema yet (no migrations applied): nothing to back up');
    return {
      dataSource,
      runner,
      migration,
      async close() {
        if (database.type === 'postgres') await runner.query('COMMIT').catch(() => undefined);
        await runner.release();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
