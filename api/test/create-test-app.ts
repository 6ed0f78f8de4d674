// One real application per test file, built exactly like production (createApp), on SQLite in a temp
// dir by default or on PostgreSQL when TEST_DATABASE_URL is set (schema dropped and migrated). Never
// synchronize: the migrations are under test too.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { loadEnv, type Env } from '../src/config/env.js';
import { createApp } from '../src/create-app.js';
import { createDataSource, migrate } from '../src/database/data-source.js';
import { UsersService } from '../src/users/users.service.js';

export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };

export interface TestApp {
  app: NestExpressApplication;
  env: Env;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  dataSource: DataSource;
  close(): Promise<void>;
}

export const usingPostgres = () => !!process.env.TEST_DATABASE_URL;

/** Empties the test database: drops PostgreSQL's public schema; SQLite starts from a new file. */
export async function resetPostgres(url: string) {
  const ds = createDataSource({ type: 'postgres', url });
  await ds.initialize();
  await ds.query('DROP SCHEMA IF EXISTS public CASCADE');
  await ds.query('CREATE SCHEMA public');
  await ds.destroy();
}

export async function createTestApp(overrides: Partial<Env> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-test-'));
  const pg = process.env.TEST_DATABASE_URL;
  if (pg) await resetPostgres(pg);
  const env: Env = {
    ...loadEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: pg || `sqlite:${path.join(dataDir, 'test.db')}`,
      SEED_SAMPLE_CONTENT: 'false',
      NODE_ENV: 'test',
    }),
    // Tests act as different clients through X-Forwarded-For; production sets TRUST_PROXY explicitly.
    trustProxy: true,
    ...overrides,
  };
  const app = await createApp(env, { logger: false });
  const dataSource = app.get(DataSource);
  await migrate(dataSource);
  return {
    app,
    env,
    server: app.getHttpServer(),
    dataSource,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates the test administrator (one scrypt hash: create users sparingly). */
export async function createAdmin(t: TestApp, user = ADMIN) {
  return t.app.get(UsersService).create({ name: 'Test Admin', role: 'owner', ...user });
}
