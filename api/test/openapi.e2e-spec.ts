// The OpenAPI document is the contract of the frontends: it is served, its reference page works under
// the site's CSP, and shared-ui's generated types must match it (regenerate: npm run gen:api -w shared-ui).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/common/openapi.js';
import { createTestApp, type TestApp } from './create-test-app.js';

const sharedUi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared-ui');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('serves an OpenAPI 3.1 document with complete answer schemas', async () => {
  const doc = (await request(t.server).get('/api/openapi.json').expect(200)).body;
  expect(doc.openapi).toBe('3.1.0');
  const schemas = doc.components.schemas;
  for (const name of [
    'ProjectDto',
    'BlogPostDto',
    'SliderDto',
    'AboutDto',
    'InstagramBannerDto',
    'SiteSettingsDto',
    'ContactRequestDto',
    'AdminUserDto',
    'LoginResponseDto',
    'UploadResponseDto',
  ]) {
    expect([name, schemas[name]?.required?.length > 0]).toEqual([name, true]);
  }
  expect(doc.paths['/api/projects/{slug}'].get.responses['200'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ProjectDto',
  });
  expect(JSON.stringify(doc)).not.toMatch(/password_hash|location_text/);
});

it('serves the reference page from npm packages with a CSP that lets it run', async () => {
  const page = await request(t.server).get('/api/docs').redirects(1).expect(200);
  expect(page.text).toMatch(/swagger-ui/);
  expect(page.text).not.toMatch(/https?:\/\/(unpkg|cdn)/);
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'/);
  await request(t.server).get('/api/docs/swagger-ui-bundle.js').expect(200);
  // The site keeps its strict policy.
  const other = await request(t.server).get('/api/settings');
  expect(other.headers['content-security-policy']).not.toMatch(
    /unsafe-inline'; img-src 'self' data:; connect/,
  );
});

it('matches the committed shared-ui/src/api/schema.d.ts', async () => {
  const { renderApiTypes } = await import(path.join(sharedUi, 'scripts/render-api-types.mjs'));
  const fresh: string = await renderApiTypes(buildOpenApiDocument(t.app));
  const committed = readFileSync(path.join(sharedUi, 'src/api/schema.d.ts'), 'utf8');
  // On failure: npm run build -w api && npm run gen:api -w shared-ui
  expect(committed === fresh).toBe(true);
});
