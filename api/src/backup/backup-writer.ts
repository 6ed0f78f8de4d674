// Writes one backup archive (archive-format.ts) of the database and uploads the environment names:
// tables from a snapshot in keyset batches, then every upload, then the manifest; gzip, and AES-256-GCM
// when a passphrase is given. Written to FILE.partial and renamed when complete, so a failed backup
// never leaves something that looks like an archive.
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Env } from '../config/env.js';
import {
  FORMAT,
  FORMAT_VERSION,
  count,
  MANIFEST,
  ROWS_PER_PART,
  UPLOADS_DIR,
  partPath,
  type Manifest,
  type ManifestTable,
  type ManifestUpload,
} from './archive-format.js';
import { encryptStream } from './crypto-stream.js';
import { openSnapshot } from './snapshot.js';
import { dialectOf, readRows, tableSpecs } from './table-io.js';
import { uploadFiles } from './upload-files.js';

export interface BackupOptions {
  /** Encrypts the archive (BACKUP_PASSPHRASE). */
  passphrase?: string;
  /** Hears of each table and the uploads as they are written. */
  progress?: (line: string) => void;
}

/** The settings a backup reads: the database, where uploads are stored, the data folder. */
export type BackupEnv = Pick<Env, 'database' | 'storage' | 'dataDir'>;

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export const PRODUCT_VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A dated file name for BACKUP_DIR: konak-2026-11-27T18-45-27Z.tar.gz(.enc). */
export function datedName(now: Date, encrypted: boolean): string {
  return `konak-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz${encrypted ? '.enc' : ''}`;
}

export async function createBackup(
  env: BackupEnv,
  file: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const stages: (NodeJS.ReadableStream | Writable)[] = [
    pack as unknown as NodeJS.ReadableStream,
    createGzip({ level: 6 }),
  ];
  if (options.passphrase) stages.push(await encryptStream(options.passphrase));
  stages.push(createWriteStream(partial));
  const written = pipeline(stages as unknown as readonly (NodeJS.ReadableStream | NodeJS.WritableStream)[]);
  // The pipeline fails alone when the disk does; the entries then stop at the next await.
  let failure: Error | undefined;
  written.catch((error: Error) => (failure = error));
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      pack.entry({ name, size: data.length, mtime: new Date(0) }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });

  try {
    const manifest = await writeContent(env, add, options.progress ?? (() => undefined));
    await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function writeContent(
  env: BackupEnv,
  add: (name: string, data: Buffer) => Promise<void>,
  progress: (line: string) => void,
): Promise<Manifest> {
  const createdAt = new Date().toISOString();
  const snapshot = await openSnapshot(env.database);
  const tables: ManifestTable[] = [];
  let migration: string;
  try {
    migration = snapshot.migration;
    for (const spec of tableSpecs(snapshot.dataSource)) {
      const table: ManifestTable = {
        name: spec.name,
        columns: spec.columns.map((c) => ({ name: c.name, kind: c.kind })),
        primary_key: spec.primaryKey,
        rows: 0,
        parts: [],
      };
      if (!(await snapshot.runner.hasTable(spec.name))) continue; // a table of a newer version than the database
      for await (const rows of readRows(snapshot.dataSource, snapshot.runner, spec, ROWS_PER_PART)) {
        const data = Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
        const partName = partPath(spec.name, table.parts.length + 1);
        await add(partName, data);
        table.parts.push({ path: partName, rows: rows.length, bytes: data.length, sha256: sha256(data) });
        table.rows += rows.length;
      }
      tables.push(table);
      if (table.rows) progress(`${spec.name}: ${count(table.rows, 'row')}`);
    }
  } finally {
    await snapshot.close();
  }

  // Uploads after the snapshot: names are never reused, so a file is either the one the rows name or
  // a newer one; a file removed meanwhile (trash emptied) is simply not carried.
  const files = uploadFiles(env);
  const uploads: ManifestUpload[] = [];
  try {
    for await (const name of files.names()) {
      const data = await files.storage.read(name);
      if (!data) continue;
      await add(UPLOADS_DIR + name, data);
      uploads.push({ name, bytes: data.length, sha256: sha256(data) });
    }
  } finally {
    files.close();
  }
  progress(`uploads: ${count(uploads.length, 'file')}`);

  return {
    format: FORMAT,
    format_version: FORMAT_VERSION,
    product_version: PRODUCT_VERSION,
    created_at: createdAt,
    source_dialect: dialectOf(snapshot.dataSource),
    source_storage: env.storage.type,
    migration,
    tables,
    uploads,
  };
}
