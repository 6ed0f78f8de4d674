// The served OpenAPI document passes Spectral's `spectral:oas` ruleset (Stoplight's own rules, not ours):
// no error, and the warnings are printed so a new one shows in the test's output (decision 0197).
import {
  Document,
  Spectral,
  type ISpectralDiagnostic,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import request from 'supertest';
import { createTestApp, type TestApp } from './create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Spectral with the spectral:oas ruleset's recommended rules, as `extends: spectral:oas` in a
 *  .spectral.yaml gives them (the package's types lag its ruleset object, hence the cast). */
function oasLinter() {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  return spectral;
}

const SEVERITY = ['error', 'warning', 'information', 'hint'] as const;
const line = (d: ISpectralDiagnostic) =>
  `${SEVERITY[d.severity]} ${d.code} ${d.path.join('.')}: ${d.message}`;

it('has no Spectral error with the spectral:oas ruleset', async () => {
  const served = await request(t.server).get('/api/openapi.json').expect(200);
  const found = await oasLinter().run(new Document(served.text, Json, '/api/openapi.json'));
  const warnings = found.filter((d) => d.severity === 1);
  console.log(
    `Spectral (spectral:oas): ${found.filter((d) => d.severity === 0).length} errors, ${warnings.length} warnings` +
      warnings.map((d) => `\n  ${line(d)}`).join(''),
  );
  expect(found.filter((d) => d.severity === 0).map(line)).toEqual([]);
});

it('finds the errors it is there to find', async () => {
  // The same ruleset on a document with two equivalent paths (the error this API's document once had).
  const broken = {
    openapi: '3.1.0',
    info: { title: 'x', version: '1', description: 'x', contact: { name: 'x' } },
    servers: [{ url: '/' }],
    paths: {
      '/a/{slug}': { get: { parameters: [{ name: 'slug', in: 'path', required: true }], responses: {} } },
      '/a/{id}': { put: { parameters: [{ name: 'id', in: 'path', required: true }], responses: {} } },
    },
  };
  const found = await oasLinter().run(new Document(JSON.stringify(broken), Json));
  expect(found.filter((d) => d.severity === 0).map((d) => d.code)).toContain('path-params');
});
