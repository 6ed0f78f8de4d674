// Writes src/api/schema.d.ts from the API's OpenAPI document, built in process from the compiled API (no
// server, no database file: SQLite in memory). Run after `npm run build -w api`; api/test checks that
// the committed file matches.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderApiTypes } from './render-api-types.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDist = path.resolve(here, '../../api/dist');
const target = path.resolve(here, '../src/api/schema.d.ts');

if (!existsSync(path.join(apiDist, 'create-app.js'))) {
  console.error('The API is not built: run `npm run build -w api` first.');
  process.exit(1);
}
const load = (file) => import(pathToFileURL(path.join(apiDist, file)).href);
await import('reflect-metadata');
const { loadEnv } = await load('config/env.js');
const { createApp } = await load('create-app.js');
const { buildOpenApiDocument } = await load('common/openapi.js');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-openapi-'));
try {
  const env = {
    ...loadEnv({ DATA_DIR: dataDir, SEED_SAMPLE_CONTENT: 'false' }),
    database: { type: 'sqlite', path: ':memory:' },
  };
  const app = await createApp(env, { logger: false });
  const document = buildOpenApiDocument(app);
  await app.close();
  writeFileSync(target, await renderApiTypes(document));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
