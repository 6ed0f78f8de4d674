// Tables in and out of the archive's database-neutral form, driven by TypeORM's metadata of the entity
// set (entities.ts), so a new table or column is backed up without touching this file. Rows are read in
// keyset batches (never a whole table) and written in multi-row INSERTs.
import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import type { ColumnKind, ManifestTable } from './archive-format.js';

export type Dialect = 'sqlite' | 'postgres';
export type Row = Record<string, unknown>;
type ColumnMetadata = EntityMetadata['columns'][number];

export interface TableSpec {
  name: string;
  columns: { name: string; kind: ColumnKind; meta?: ColumnMetadata }[];
  primaryKey: string[];
  /** Whether the primary key is a generated integer (PostgreSQL's sequence is reset after a restore). */
  generatedId: string | null;
}

const DATE_TYPES = new Set([
  'datetime',
  'timestamp',
  'timestamp without time zone',
  'timestamp with time zone',
  'timestamptz',
  'date',
]);
const NUMBER_TYPES = new Set([
  'integer',
  'int',
  'int2',
  'int4',
  'int8',
  'smallint',
  'bigint',
  'double precision',
  'double',
  'float',
  'real',
  'decimal',
  'numeric',
]);

export function kindOf(column: ColumnMetadata): ColumnKind {
  const type = column.type;
  if (type === 'simple-json' || type === 'json' || type === 'jsonb') return 'json';
  if (type === Boolean || type === 'boolean' || type === 'bool') return 'boolean';
  if (type === Date || DATE_TYPES.has(String(type))) return 'date';
  if (type === Number || NUMBER_TYPES.has(String(type))) return 'number';
  return 'string';
}

export const dialectOf = (ds: DataSource): Dialect =>
  ds.options.type === 'postgres' ? 'postgres' : 'sqlite';

/** Every table of the entity set, parents before children (foreign keys), ties by name. */
export function tableSpecs(ds: DataSource): TableSpec[] {
  const byTable = new Map<string, EntityMetadata>();
  for (const meta of ds.entityMetadatas) if (meta.tableType === 'regular') byTable.set(meta.tableName, meta);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name)) return; // done, or a cycle (a self-reference): rows keep their primary-key order
    state.set(name, 'visiting');
    for (const fk of byTable.get(name)!.foreignKeys) {
      const parent = fk.referencedEntityMetadata.tableName;
      if (parent !== name && byTable.has(parent)) visit(parent);
    }
    state.set(name, 'done');
    ordered.push(name);
  };
  [...byTable.keys()].sort().forEach(visit);
  return ordered.map((name) => {
    const meta = byTable.get(name)!;
    const seen = new Set<string>();
    const columns = meta.columns
      .filter(
        (c) => !c.isVirtual && !c.isVirtualProperty && !seen.has(c.databaseName) && seen.add(c.databaseName),
      )
      .map((c) => ({ name: c.databaseName, kind: kindOf(c), meta: c }));
    const primaryKey = meta.primaryColumns.map((c) => c.databaseName);
    const generated =
      meta.primaryColumns.length === 1 && meta.primaryColumns[0].generationStrategy === 'increment'
        ? primaryKey[0]
        : null;
    return { name, columns, primaryKey, generatedId: generated };
  });
}

/** A spec from an archive's manifest (the schema of the version that wrote it). */
export function specFromManifest(table: ManifestTable): TableSpec {
  return { name: table.name, columns: table.columns, primaryKey: table.primary_key, generatedId: null };
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const placeholder = (dialect: Dialect, index: number) => (dialect === 'postgres' ? `$${index}` : '?');

/** Database value → archive value. */
export function toNeutral(ds: DataSource, column: TableSpec['columns'][number], raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (column.kind) {
    case 'date': {
      const value = column.meta ? ds.driver.prepareHydratedValue(raw, column.meta) : raw;
      const date = value instanceof Date ? value : new Date(String(value));
      if (Number.isNaN(date.getTime()))
        throw new Error(`unreadable date "${String(raw)}" in column ${column.name}`);
      return date.toISOString();
    }
    case 'boolean':
      return raw === true || raw === 1 || raw === '1' || raw === 't' || raw === 'true';
    case 'number':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'json':
      return typeof raw === 'string' ? JSON.parse(raw) : raw;
    default:
      return typeof raw === 'string' ? raw : String(raw);
  }
}

/** Archive value → a parameter for `dialect` (dates as TypeORM itself writes them there). */
export function fromNeutral(dialect: Dialect, kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      // SQLite: TypeORM's own UTC text form, "YYYY-MM-DD HH:MM:SS.SSS".
      return dialect === 'sqlite'
        ? new Date(value as string).toISOString().replace('T', ' ').replace('Z', '')
        : new Date(value as string);
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** The table's rows in primary-key order, `batch` at a time, through `runner` (a snapshot's transaction). */
export async function* readRows(
  ds: DataSource,
  runner: QueryRunner,
  spec: TableSpec,
  batch: number,
): AsyncGenerator<Row[]> {
  const dialect = dialectOf(ds);
  const select = `SELECT ${spec.columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(spec.name)}`;
  const order = ` ORDER BY ${spec.primaryKey.map(quote).join(', ')} LIMIT ${batch}`;
  const key =
    spec.primaryKey.length === 1 ? quote(spec.primaryKey[0]) : `(${spec.primaryKey.map(quote).join(', ')})`;
  let last: unknown[] | null = null;
  for (;;) {
    const where = last
      ? ` WHERE ${key} > ${last.length === 1 ? placeholder(dialect, 1) : `(${last.map((_, i) => placeholder(dialect, i + 1)).join(', ')})`}`
      : '';
    const raw: Row[] = await runner.query(select + where + order, last ?? []);
    if (!raw.length) return;
    last = spec.primaryKey.map((k) => raw[raw.length - 1][k]);
    yield raw.map((r) => {
      const row: Row = {};
      for (const column of spec.columns) row[column.name] = toNeutral(ds, column, r[column.name]);
      return row;
    });
    if (raw.length < batch) return;
    // Let the server answer requests between batches (a backup runs inside the running API too).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Inserts archive rows into `spec`'s table in multi-row statements. */
export async function insertRows(
  runner: QueryRunner,
  dialect: Dialect,
  spec: TableSpec,
  rows: Row[],
): Promise<void> {
  if (!rows.length) return;
  const columns = spec.columns;
  const perStatement = Math.max(1, Math.min(500, Math.floor(30_000 / columns.length)));
  const head = `INSERT INTO ${quote(spec.name)} (${columns.map((c) => quote(c.name)).join(', ')}) VALUES `;
  for (let start = 0; start < rows.length; start += perStatement) {
    const slice = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = slice.map((row) => {
      const marks = columns.map((c) => {
        params.push(fromNeutral(dialect, c.kind, row[c.name]));
        return placeholder(dialect, params.length);
      });
      return `(${marks.join(', ')})`;
    });
    await runner.query(head + tuples.join(', '), params);
  }
}

/** After inserting explicit ids, PostgreSQL's sequences continue after the largest (SQLite's do by themselves). */
export async function resetSequence(runner: QueryRunner, spec: TableSpec): Promise<void> {
  if (!spec.generatedId) return;
  const table = quote(spec.name);
  const column = quote(spec.generatedId);
  await runner.query(
    `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(${column}) FROM ${table}), 1), (SELECT MAX(${column}) FROM ${table}) IS NOT NULL)`,
    [table, spec.generatedId],
  );
}

/** Rows in a table, or null when it does not exist (a database no migration has touched). */
export async function countRows(runner: QueryRunner, table: string): Promise<number | null> {
  if (!(await runner.hasTable(table))) return null;
  const [row] = await runner.query(`SELECT COUNT(*) AS n FROM ${quote(table)}`);
  return Number(row.n);
}
