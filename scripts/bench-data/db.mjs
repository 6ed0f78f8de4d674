// Bulk writes for the data benchmark, the same on both databases: rows go in as multi-row INSERTs inside
// transactions (better-sqlite3 on SQLite, pg on PostgreSQL). Only the seeding uses this; every figure is
// then measured through the API.
import { createRequire } from 'node:module';
import path from 'node:path';

/** A connection to `databaseUrl` (`sqlite:/file.db` or `postgres://…`), resolved from the API's packages. */
export async function openDatabase(root, databaseUrl) {
  const require = createRequire(path.join(root, 'api/package.json'));
  if (databaseUrl.startsWith('sqlite:')) {
    const Database = require('better-sqlite3');
    const db = new Database(databaseUrl.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    return {
      dialect: 'sqlite',
      async all(sql, params = []) {
        return db.prepare(sql).all(...params);
      },
      async run(sql, params = []) {
        db.prepare(sql).run(...params);
      },
      /** Inserts `rows` (arrays in `columns` order); the statement is prepared once per batch size. */
      async insert(table, columns, rows) {
        const one = `(${columns.map(() => '?').join(', ')})`;
        const statements = new Map();
        const insertBatch = (batch) => {
          let stmt = statements.get(batch.length);
          if (!stmt) {
            stmt = db.prepare(
              `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(batch.length).fill(one).join(', ')}`,
            );
            statements.set(batch.length, stmt);
          }
          stmt.run(...batch.flat().map(sqliteValue));
        };
        db.transaction(() => {
          const per = Math.max(1, Math.floor(30_000 / columns.length));
          for (let i = 0; i < rows.length; i += per) insertBatch(rows.slice(i, i + per));
        })();
      },
      async close() {
        // Fresh statistics for the planner, as a site that grew slowly would have after its own ANALYZE.
        db.exec('ANALYZE');
        db.pragma('wal_checkpoint(TRUNCATE)');
        db.close();
      },
    };
  }
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    dialect: 'postgres',
    async all(sql, params = []) {
      return (await client.query(toPg(sql), params)).rows;
    },
    async run(sql, params = []) {
      await client.query(toPg(sql), params);
    },
    async insert(table, columns, rows) {
      const per = Math.max(1, Math.floor(60_000 / columns.length));
      await client.query('BEGIN');
      try {
        for (let i = 0; i < rows.length; i += per) {
          const batch = rows.slice(i, i + per);
          const values = batch
            .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
            .join(', ');
          await client.query(
            `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values}`,
            batch.flat().map(pgValue),
          );
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    async close() {
      // Autovacuum would get there within minutes on a live site; without it counts are sequential scans.
      await client.query('VACUUM ANALYZE');
      await client.end();
    },
  };
}

/** `?` placeholders to `$n`. */
function toPg(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** better-sqlite3 binds no booleans or Dates: TypeORM stores them as 0/1 and "YYYY-MM-DD HH:MM:SS.sss". */
function sqliteValue(value) {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** pg sends objects as JSON only for json columns; simple-json columns are text. */
function pgValue(value) {
  return value !== null && typeof value === 'object' && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;
}

/** The column names of `table`. */
export async function columnsOf(db, table) {
  if (db.dialect === 'sqlite') return (await db.all(`PRAGMA table_info("${table}")`)).map((c) => c.name);
  return (
    await db.all(
      `SELECT column_name FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position`,
      [table],
    )
  ).map((c) => c.column_name);
}
