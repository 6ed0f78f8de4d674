// A consistent view of the database while the site keeps writing, read through one transaction: on
// PostgreSQL a REPEATABLE READ, READ ONLY transaction; on SQLite (always in WAL mode here) a read
// transaction, which sees the database as it was at its first read while writers go on. A SQLite file
// not in WAL mode (a reader would hold writers back) is first copied with SQLite's online backup
// (better-sqlite3's .backup(), in one step so no concurrent write restarts it) and the copy is read.
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
    if (!existsSync(database.path))
      throw new Error(`there is no database at ${database.path} (DATABASE_URL / DATA_DIR)`);
    const source = new Database(database.path, { fileMustExist: true, timeout: 5000 });
    try {
      if (source.pragma('journal_mode', { simple: true }) !== 'wal') {
        tempDir = mkdtempSync(path.join(os.tmpdir(), 'konak-backup-'));
        await source.backup(path.join(tempDir, 'snapshot.db'), { progress: () => 0x7fffffff });
      }
    } finally {
      source.close();
    }
    dataSource = createDataSource({
      type: 'sqlite',
      path: tempDir ? path.join(tempDir, 'snapshot.db') : database.path,
    });
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
    await runner.query(
      database.type === 'postgres' ? 'START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN',
    );
    // The first read fixes the snapshot.
    const migration = await lastMigration(runner);
    if (!migration)
      throw new Error('the database has no Konak schema yet (no migrations applied): nothing to back up');
    return {
      dataSource,
      runner,
      migration,
      async close() {
        await runner.query('COMMIT').catch(() => undefined);
        await runner.release();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
