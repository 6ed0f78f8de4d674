// The OpenAPI document is the contract of the frontends: it is served, its reference page works under
// the site's CSP, and shared-ui's generated types must match it (regenerate: npm run gen:api -w shared-ui).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/common/openapi.js';
import { OPENAPI_OPERATIONS } from '../src/common/openapi-operations.js';
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
  // GET by slug and PUT/DELETE by id are one path to OpenAPI: one parameter name, each operation's own type.
  const project = doc.paths['/api/projects/{id_or_slug}'];
  expect(project.get.responses['200'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ProjectDto',
  });
  expect(project.get.parameters[0]).toMatchObject({ name: 'id_or_slug', schema: { type: 'string' } });
  expect(project.put.parameters[0]).toMatchObject({ name: 'id_or_slug', schema: { type: 'number' } });
  expect(doc.paths['/api/projects/{slug}']).toBeUndefined();
  expect(JSON.stringify(doc)).not.toMatch(/password_hash|location_text/);
});

interface ServedOperation {
  tags: string[];
  summary: string;
  description: string;
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}

it('describes every operation: its tag, what it does, who may call it, and its errors as ErrorDto', async () => {
  const doc = (await request(t.server).get('/api/openapi.json').expect(200)).body;
  expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  const tags = new Set(doc.tags.map((tag: { name: string }) => tag.name));
  const errorSchema = { $ref: '#/components/schemas/ErrorDto' };
  expect(doc.components.schemas.ErrorDto.required).toEqual(['detail']);
  let operations = 0;
  for (const [path, item] of Object.entries<Record<string, ServedOperation>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      operations++;
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, op.tags.length === 1 && tags.has(op.tags[0])]).toEqual([where, true]);
      expect([where, (op.summary ?? '').length > 0]).toEqual([where, true]);
      // Who may call it, from @Public() and the contract's matrix.
      expect([where, op.description]).toEqual([
        where,
        expect.stringMatching(/(Public: no token needed|Roles: [a-z]+(, [a-z]+)*)[.,]/),
      ]);
      const errors = Object.entries(op.responses).filter(
        ([status]) => status === 'default' || Number(status) >= 400,
      );
      expect([where, errors.length > 0]).toEqual([where, true]);
      for (const [status, answer] of errors)
        expect([where, status, answer.content['application/json'].schema]).toEqual([
          where,
          status,
          errorSchema,
        ]);
    }
  }
  expect(operations).toBeGreaterThan(100);
  // Every text in openapi-operations.ts names an operation of the document (a renamed handler leaves none behind).
  const ids = Object.values(doc.paths).flatMap((item) =>
    Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
  );
  expect(Object.keys(OPENAPI_OPERATIONS).filter((id) => !ids.includes(id))).toEqual([]);
  // Concrete cases of the generated line: a public read, a content write, the owner's alone, a field rule.
  expect(doc.paths['/api/blog'].get.description).toMatch(/Public: no token needed\.$/);
  expect(doc.paths['/api/blog'].post.description).toMatch(/Roles: owner, editor\.$/);
  expect(doc.paths['/api/backups/status'].get.description).toMatch(/Roles: owner\.$/);
  expect(doc.paths['/api/units/{id}'].patch.description).toMatch(/The sales role may send only `status`/);
  expect(doc.paths['/api/users/{email}'].put.description).toMatch(/Also editor, sales on their own account/);
  expect(doc.paths['/api/users'].get.responses['403']).toBeDefined();
  expect(doc.paths['/api/blog'].get.responses['401']).toBeUndefined();
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
