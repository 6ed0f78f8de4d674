// Protected by default: the one list of public routes is pinned here, and every other route is proven
// to refuse a missing, expired or forged token. Every route answers with and without a trailing slash.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, listRoutes, login, samplePath } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
});
afterAll(() => t.close());

const send = (method: string, url: string) =>
  (request(t.server) as unknown as Record<string, (u: string) => request.Test>)[method.toLowerCase()](url);

it('exposes exactly this list of public routes', () => {
  const publicRoutes = listRoutes(t.app)
    .filter((r) => r.isPublic)
    .map((r) => `${r.method} ${r.path}`);
  expect(publicRoutes).toEqual([
    'GET /api/about',
    // The second step of a sign-in (and enrolment when the role requires it) carries a short-lived
    // challenge from the first step instead of a bearer token; the handlers check it.
    'POST /api/auth/2fa/enable',
    'POST /api/auth/2fa/setup',
    'POST /api/auth/2fa/verify',
    'POST /api/auth/login',
    'GET /api/auth/password-reset',
    'POST /api/auth/password-reset',
    'POST /api/auth/password-reset/confirm',
    'GET /api/blog',
    'GET /api/blog/:slug',
    // The analytics beacon (issue 31, decision 0191): always 204, counts nothing it should not.
    'POST /api/collect',
    'POST /api/contact',
    // The CSV export: a bearer token or a one-time download link's token (checked by the handler).
    'GET /api/contact/export.csv',
    'GET /api/exchange-rates',
    'GET /api/health',
    // The home finder (issue 32): published projects' homes only, for visitors.
    'GET /api/homes',
    'GET /api/instagram-banner',
    'GET /api/kvkk',
    'GET /api/metrics',
    'GET /api/projects',
    'GET /api/projects/:slug',
    'GET /api/projects/:slug/brochure.pdf',
    'GET /api/projects/:slug/progress',
    'GET /api/projects/:slug/units',
    'GET /api/ready',
    'GET /api/settings',
    'GET /api/sliders',
    'GET /api/uploads/*path',
  ]);
});

it('refuses every other route without a token, with an expired one and with a forged one', async () => {
  const secret = readFileSync(path.join(t.env.dataDir, 'jwt-secret'), 'utf8');
  const now = Math.floor(Date.now() / 1000);
  const expired = jwt.sign({ sub: '1', pca: 0, iat: now - 7200, exp: now - 3600 }, secret);
  const forged = jwt.sign({ sub: '1', pca: 0 }, 'not-the-server-secret-but-long-enough-000000');
  const unsigned = jwt.sign({ sub: '1', pca: 0 }, '', { algorithm: 'none' });
  const protectedRoutes = listRoutes(t.app).filter((r) => !r.isPublic);
  expect(protectedRoutes.length).toBeGreaterThanOrEqual(25);
  for (const route of protectedRoutes) {
    for (const auth of [
      undefined,
      `Bearer ${expired}`,
      `Bearer ${forged}`,
      `Bearer ${unsigned}`,
      'Basic YWRtaW46YWRtaW4=',
    ]) {
      const req = send(route.method, samplePath(route.path));
      if (auth) req.set('Authorization', auth);
      const res = await req;
      expect([route.method, route.path, auth?.slice(0, 12), res.status]).toEqual([
        route.method,
        route.path,
        auth?.slice(0, 12),
        401,
      ]);
      expect(typeof res.body.detail).toBe('string');
    }
  }
});

it('answers every route with and without a trailing slash, never with a redirect', async () => {
  const token = await login(t);
  for (const route of listRoutes(t.app)) {
    if (route.path.includes('*')) continue;
    const url = samplePath(route.path);
    // Logging out ends the session it is sent with: each of its two calls gets a session of its own.
    const tokenFor = async () => (route.path === '/api/auth/logout' ? login(t) : token);
    const plain = await send(route.method, url).set(bearer(await tokenFor()));
    const slashed = await send(route.method, `${url}/`).set(bearer(await tokenFor()));
    expect([route.method, url, slashed.status]).toEqual([route.method, url, plain.status]);
    expect([route.method, url, plain.body?.detail]).not.toEqual([route.method, url, 'Bu adres bulunamadı']);
    expect(plain.status < 300 || plain.status >= 400).toBe(true);
  }
});

it('answers an unknown address under /api with 404 {detail}', async () => {
  const res = await request(t.server).get('/api/nothing-here/');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ detail: 'Bu adres bulunamadı' });
});
