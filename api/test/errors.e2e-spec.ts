// Bad input never crashes the server or leaks a stack trace: the answer is always SPEC's {detail}.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const json = (path: string, raw: string) =>
  api().post(path).set(auth).set('Content-Type', 'application/json').send(raw);

it('answers malformed JSON with 400 {detail} and keeps serving', async () => {
  const res = await json('/api/projects/', '{"slug": "x",');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ detail: expect.any(String) });
  expect(res.text).not.toMatch(/at .*\.js|SyntaxError/);
  await api().get('/api/projects').expect(200);
});

it('answers a body over 1 MB with 413 {detail} and keeps serving', async () => {
  const res = await json(
    '/api/projects',
    JSON.stringify({
      ...validProject('buyuk'),
      description: { tr: 'x'.repeat(1_100_000), en: 'x', ru: 'x' },
    }),
  );
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ detail: expect.any(String) });
  await api().get('/api/settings').expect(200);
});

it.each([
  ['a JSON list', '[1,2,3]'],
  ['a JSON string', '"text"'],
  ['null', 'null'],
])('answers %s as a body with 4xx {detail}', async (_n, raw) => {
  const res = await json('/api/projects', raw);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.detail).toBeDefined();
});

it('answers wrongly typed fields with 422, never 500', async () => {
  for (const body of [
    { slug: 42 },
    { slug: ['a'] },
    { title: null },
    { technical_info: 'x' },
    { features: {} },
    { plans: [null] },
    { location: [] },
  ]) {
    const res = await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('tip'), ...body });
    expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
    expect(Array.isArray(res.body.detail)).toBe(true);
  }
});

it('answers a form-encoded body as a validation error, not a crash', async () => {
  const res = await api().post('/api/contact').type('form').send('name=a&phone=1&email=b');
  expect(res.status).toBe(422);
});

it('names only the type problem when a number field gets text', async () => {
  const res = await api()
    .post('/api/sliders/')
    .set(auth)
    .send({ order: 'abc', title: { tr: 'a', en: 'b', ru: 'c' }, description: { tr: 'a', en: 'b', ru: 'c' } });
  expect(res.status).toBe(422);
  const order = res.body.detail.filter((d: { loc: string[] }) => d.loc[1] === 'order');
  expect(order.map((d: { type: string }) => d.type)).toEqual(['isInt']);
});

it('answers a request head over 16 KB with 431 {detail}, and keeps serving', async () => {
  const res = await api().get(`/api/projects/${'a'.repeat(20_000)}`);
  expect(res.status).toBe(431);
  expect(res.body).toEqual({ detail: expect.any(String) });
  await api().get('/api/settings').expect(200);
});
