// Cached public reads answered before Nest (issue 11): the same bytes and headers as the full stack,
// compressed variants, 304s, and never a stale or a credentialed answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { PreparedAnswers } from '../src/common/prepared-answers.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  for (let i = 0; i < 8; i++)
    await request(t.server)
      .post('/api/projects/')
      .set(auth)
      .send({
        ...validProject(`proje-${i}`),
        description: { tr: 'Uzun açıklama '.repeat(40), en: 'x', ru: 'x' },
      })
      .expect(201);
});
afterAll(async () => {
  if (t.server.listening) await new Promise((done) => t.server.close(done));
  await t.close();
});

const api = () => request(t.server);
/** Counts how often the prepared middleware answers (rather than passing the request on). */
function countPrepared() {
  const prepared = t.app.get(PreparedAnswers) as unknown as { answers: Map<string, unknown> };
  return () => prepared.answers.size;
}
/** A GET whose body is left compressed (supertest would decode it). */
function raw(path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = (t.server.address() ?? t.server.listen(0).address()) as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
/** The headers every answer has its own of: the date, the connection's, and the request's id. */
const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, connection: _c, 'keep-alive': _k, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

it('answers the second anonymous read with the same body and headers as the first', async () => {
  const size = countPrepared();
  const first = await api().get('/api/projects/').set('Accept-Encoding', 'identity').expect(200);
  expect(size()).toBeGreaterThan(0);
  const second = await api().get('/api/projects/').set('Accept-Encoding', 'identity').expect(200);
  expect(second.text).toBe(first.text);
  const { vary: _v1, ...firstHeaders } = withoutDate(first.headers);
  const { vary: secondVary, ...secondHeaders } = withoutDate(second.headers);
  expect(secondHeaders).toEqual(firstHeaders);
  expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  expect(secondVary).toBe('Authorization, Accept-Encoding');
  expect(second.headers['content-security-policy']).toBeDefined();
  expect(second.headers['x-content-type-options']).toBe('nosniff');
});

it('sends brotli and gzip variants that decode to the same JSON', async () => {
  const plain = (await api().get('/api/projects/').set('Accept-Encoding', 'identity').expect(200)).text;
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const res = await raw('/api/projects/', encoding);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(res.body).toString()).toBe(plain);
  }
});

it('answers a matching If-None-Match with 304', async () => {
  const { headers } = await api().get('/api/settings/').expect(200);
  await api().get('/api/settings/').expect(200);
  await api().get('/api/settings/').set('If-None-Match', headers.etag).expect(304);
});

it('never serves an answer a write has made stale', async () => {
  const { id } = (await api().get('/api/projects/proje-1/').expect(200)).body;
  await api().get('/api/projects/proje-1/').expect(200);
  await api()
    .put(`/api/projects/${id}/`)
    .set(auth)
    .send({ ...validProject('proje-1'), title: { tr: 'Yeni ad', en: 'New', ru: 'Новое' } })
    .expect(200);
  expect((await api().get('/api/projects/proje-1/').expect(200)).body.title.tr).toBe('Yeni ad');
});

it('leaves credentialed requests and query strings to the full stack', async () => {
  await api().get('/api/projects/').expect(200);
  const admin = await api().get('/api/projects/').set(auth).expect(200);
  expect(admin.headers['cache-control']).toBe('private, no-cache');
  await api().get('/api/projects/?status=ongoing').expect(200);
  const prepared = t.app.get(PreparedAnswers) as unknown as { answers: Map<string, unknown> };
  expect([...prepared.answers.keys()].some((k) => k.includes('?'))).toBe(false);
});
