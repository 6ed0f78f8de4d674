// Restores an archive into the database and upload storage the environment names (as `npm start` reads
// them): verifies the whole archive first, refuses a target that holds data (unless forced), migrates
// the target to the archive's migration, inserts every table in dependency order in one transaction
// with the uploads, resets PostgreSQL's sequences, then applies the migrations that are newer than
// the archive. Across databases too: this is how a site moves from SQLite to PostgreSQL.
import { DataSource, type DataSourceOptions, type MigrationInterface } from 'typeorm';
import type { Env } from '../config/env.js';
import { createDataSource, dataSourceOptions, migrate } from '../database/data-source.js';
import { ArchiveError, MANIFEST, count, TABLES_DIR, UPLOADS_DIR, type Manifest } from './archive-format.js';
import { readEntries, sha256, verifyArchive } from './archive-reader.js';
import { lastMigration } from './snapshot.js';
import {
  countRows,
  dialectOf,
  insertRows,
  quote,
  resetSequence,
  specFromManifest,
  tableSpecs,
  type Row,
} from './table-io.js';
import { SecretBox } from '../common/secret-box.js';
import { resetUnreadable, unreadableSecrets, type SealedCheck } from './sealed-secrets.js';
import { uploadFiles } from './upload-files.js';

export interface RestoreOptions {
  passphrase?: string;
  /** Restore over a target that already holds data: its rows are deleted first. */
  force?: boolean;
  /** Turn off what this server's key cannot open (sealed-secrets.ts) instead of only reporting it. */
  resetSealed?: boolean;
  progress?: (line: string) => void;
}

export interface RestoreReport {
  manifest: Manifest;
  tables: { name: string; rows: number }[];
  uploads: number;
  /** Migrations newer than the archive, applied after the data went in. */
  migrationsAfter: string[];
  /** Sealed values this server's key does not open (reset when `resetSealed`). */
  unreadable: SealedCheck;
}

/** A target that must not be restored into (holds data, is newer than the archive). */
export class RestoreRefused extends Error {}

type MigrationClass = new () => MigrationInterface;
const nameOf = (m: MigrationClass) => new m().name ?? m.name;

/** Row counts of a freshly migrated database: what the migrations write themselves is no "data". */
let baseline: Promise<Map<string, number>> | undefined;
function migrationRows(): Promise<Map<string, number>> {
  baseline ??= (async () => {
    const ds = createDataSource({ type: 'sqlite', path: ':memory:' });
    await ds.initialize();
    try {
      await migrate(ds);
      const runner = ds.createQueryRunner();
      const counts = new Map<string, number>();
      for (const spec of tableSpecs(ds)) counts.set(spec.name, (await countRows(runner, spec.name)) ?? 0);
      await runner.release();
      return counts;
    } finally {
      await ds.destroy();
    }
  })();
  return baseline;
}

export async function restoreBackup(
  env: Env,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const progress = options.progress ?? (() => undefined);
  const manifest = await verifyArchive(file, options.passphrase);
  progress(
    `archive verified: ${manifest.tables.length} tables, ${manifest.uploads.length} uploads, written ${manifest.created_at} from ${manifest.source_dialect}`,
  );

  const all = dataSourceOptions(env.database).migrations as MigrationClass[];
  const names = all.map(nameOf);
  const upTo = names.indexOf(manifest.migration);
  if (upTo < 0)
    throw new RestoreRefused(
      `the archive's schema (migration ${manifest.migration}) is unknown to this version of Konak: restore it with the version that wrote it (${manifest.product_version}) or a newer one`,
    );

  const files = uploadFiles(env);
  let ds: DataSource | undefined;
  try {
    ds = createDataSource(env.database);
    await ds.initialize();
    await refuseUnlessEmpty(ds, files, manifest, names, upTo, options.force ?? false);

    // The schema as the archive knows it.
    const partial = new DataSource({
      ...dataSourceOptions(env.database),
      migrations: all.slice(0, upTo + 1),
    } as DataSourceOptions);
    await partial.initialize();
    try {
      await migrate(partial);
    } finally {
      await partial.destroy();
    }

    const tables = await insertArchive(ds, file, manifest, options.passphrase, files, progress);
    const migrationsAfter = await migrate(ds);
    if (migrationsAfter.length)
      progress(`applied ${migrationsAfter.length} newer migrations: ${migrationsAfter.join(', ')}`);
    const unreadable = await unreadableSecrets(ds, new SecretBox(env));
    if (options.resetSealed) await resetUnreadable(ds, unreadable);
    return { manifest, tables, uploads: manifest.uploads.length, migrationsAfter, unreadable };
  } finally {
    files.close();
    if (ds?.isInitialized) await ds.destroy();
  }
}

async function refuseUnlessEmpty(
  ds: DataSource,
  files: ReturnType<typeof uploadFiles>,
  manifest: Manifest,
  names: string[],
  upTo: number,
  force: boolean,
) {
  const runner = ds.createQueryRunner();
  try {
    const applied = await lastMigration(runner);
    if (applied && names.indexOf(applied) > upTo) {
      throw new RestoreRefused(
        `the target database is at migration ${applied}, newer than the archive's ${manifest.migration}: restore into an empty database`,
      );
    }
    if (force) return;
    const base = await migrationRows();
    for (const spec of tableSpecs(ds)) {
      const n = await countRows(runner, spec.name);
      if (n && n > (base.get(spec.name) ?? 0))
        throw new RestoreRefused(
          `the target database is not empty (${spec.name} has ${count(n, 'row')}): restore into an empty one, or add --force to replace its data`,
        );
    }
    for await (const name of files.names()) {
      throw new RestoreRefused(
        `the target upload storage is not empty (${name}): restore into an empty one, or add --force to replace its files`,
      );
    }
  } finally {
    await runner.release();
  }
}

async function insertArchive(
  ds: DataSource,
  file: string,
  manifest: Manifest,
  passphrase: string | undefined,
  files: ReturnType<typeof uploadFiles>,
  progress: (line: string) => void,
) {
  const dialect = dialectOf(ds);
  const parts = new Map<string, { table: string; sha256: string }>();
  for (const table of manifest.tables)
    for (const part of table.parts) parts.set(part.path, { table: table.name, sha256: part.sha256 });
  const uploads = new Map(manifest.uploads.map((u) => [u.name, u.sha256]));
  const specs = new Map(manifest.tables.map((t) => [t.name, specFromManifest(t)]));
  const current = new Map(tableSpecs(ds).map((s) => [s.name, s]));
  const inserted = new Map<string, number>();

  const runner = ds.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    // Whatever the target held (the migrations' own rows, or the data --force replaces), children first.
    for (const spec of [...current.values()].reverse())
      if (await runner.hasTable(spec.name)) await runner.query(`DELETE FROM ${quote(spec.name)}`);
    await readEntries(file, passphrase, async (name, data) => {
      if (name === MANIFEST) return;
      // Checked again: the file could have changed since it was verified.
      const want = name.startsWith(TABLES_DIR)
        ? parts.get(name)?.sha256
        : uploads.get(name.slice(UPLOADS_DIR.length));
      if (!want || sha256(data) !== want)
        throw new ArchiveError(`${name} changed since the archive was verified`);
      if (name.startsWith(TABLES_DIR)) {
        const table = parts.get(name)!.table;
        const rows = data
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Row);
        await insertRows(runner, dialect, specs.get(table)!, rows);
        inserted.set(table, (inserted.get(table) ?? 0) + rows.length);
      } else {
        await files.storage.put(name.slice(UPLOADS_DIR.length), data);
      }
    });
    if (dialect === 'postgres')
      for (const spec of current.values()) if (specs.has(spec.name)) await resetSequence(runner, spec);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
  const tables = manifest.tables.map((t) => ({ name: t.name, rows: inserted.get(t.name) ?? 0 }));
  for (const t of tables) if (t.rows) progress(`${t.name}: ${count(t.rows, 'row')}`);
  progress(`uploads: ${count(manifest.uploads.length, 'file')}`);
  return tables;
}
