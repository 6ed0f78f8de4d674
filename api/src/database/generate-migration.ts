// Writes a migration for each database with the SQL that makes a migrated database match the entities.
// Usage (after `npm run build -w api`): node api/dist/database/generate-migration.js <Name>
// Needs TEST_DATABASE_URL (or DATABASE_URL) for the PostgreSQL side; uses a scratch schema there.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDataSource, migrate, type DatabaseConfig } from './data-source.js';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: generate-migration <PascalCaseName>');
  process.exit(1);
}
const stamp = Date.now();
const srcDir = fileURLToPath(new URL('../../src/database/migrations/', import.meta.url));

/** A new empty database beside the given one, so the generated SQL names no schema. */
async function scratchDatabase(url: string): Promise<string> {
  const admin = createDataSource({ type: 'postgres', url });
  await admin.initialize();
  await admin.query('DROP DATABASE IF EXISTS konak_migration_gen');
  await admin.query('CREATE DATABASE konak_migration_gen');
  await admin.destroy();
  const scratch = new URL(url);
  scratch.pathname = '/konak_migration_gen';
  return scratch.toString();
}

async function generate(dialect: 'sqlite' | 'postgres', db: DatabaseConfig) {
  const ds = createDataSource(db);
  await ds.initialize();
  await migrate(ds);
  const log = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  if (log.upQueries.length === 0) return console.log(`${dialect}: nothing to migrate`);
  const esc = (q: string) =>
    '`' + q.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const ups = log.upQueries.map((q) => `    await queryRunner.query(${esc(q.query)});`).join('\n');
  const downs = log.downQueries
    .reverse()
    .map((q) => `    await queryRunner.query(${esc(q.query)});`)
    .join('\n');
  const cls = `${name}${stamp}`;
  const file = `${srcDir}${dialect}/${stamp}-${name}.ts`;
  writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${cls} implements MigrationInterface {\n  name = '${cls}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${ups}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${downs}\n  }\n}\n`,
  );
  console.log(`${dialect}: wrote ${file} — add ${cls} to ${dialect}/index.ts`);
}

await generate('sqlite', { type: 'sqlite', path: ':memory:' });
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl?.startsWith('postgres'))
  await generate('postgres', { type: 'postgres', url: await scratchDatabase(pgUrl) });
else console.log('postgres: skipped (set TEST_DATABASE_URL=postgres://…)');
