// The backup archive (docs/backups.md): a gzip-compressed tar, optionally encrypted as a whole
// (crypto-stream.ts), holding
//   tables/<table>/<000001>.ndjson   the table's rows in batches, one JSON object per line, in a form no
//                                    database owns: dates as ISO 8601 UTC strings, JSON columns as JSON,
//                                    booleans as booleans, numbers as numbers
//   uploads/<stored name>            every uploaded file, byte for byte
//   manifest.json                    last: what is in the archive and the SHA-256 of every part
// Tables come in dependency order (a row's parents before it), so a restore inserts them as they come.

export const FORMAT = 'konak-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const TABLES_DIR = 'tables/';
export const UPLOADS_DIR = 'uploads/';
/** Rows per NDJSON part and per SELECT: the writer holds one part in memory, the restorer inserts one at a
 *  time; small, because each batch is read and encoded in the server's own thread (a backup runs in the
 *  serving API, whose /api/health should not wait). */
export const ROWS_PER_PART = 500;

/** How a column's values are written in the archive, whatever the database. */
export type ColumnKind = 'string' | 'number' | 'boolean' | 'date' | 'json';

export interface ManifestPart {
  path: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface ManifestTable {
  name: string;
  columns: { name: string; kind: ColumnKind }[];
  primary_key: string[];
  rows: number;
  parts: ManifestPart[];
}

export interface ManifestUpload {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  format_version: number;
  /** The API's version (api/package.json) that wrote the archive. */
  product_version: string;
  created_at: string;
  source_dialect: 'sqlite' | 'postgres';
  source_storage: 'local' | 's3';
  /** The last migration applied to the database backed up: a restore migrates to it, inserts, then
   *  runs whatever newer migrations the restoring version has. */
  migration: string;
  tables: ManifestTable[];
  uploads: ManifestUpload[];
}

/** An archive that must not be restored: damaged, incomplete, of another format or a wrong passphrase. */
export class ArchiveError extends Error {}

export const partPath = (table: string, index: number) =>
  `${TABLES_DIR}${table}/${String(index).padStart(6, '0')}.ndjson`;

/** "1 row", "3 rows": the commands' lines. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
