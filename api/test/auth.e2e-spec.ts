import { statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { UsersService } from '../src/users/users.service.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
});
afterAll(() => t.close());

const attempt = (body: object, ip: string) => request(t.server).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

describe('login', () => {
  it('answers an access token for the right password, with and without a trailing slash', async () => {
    const res = await attempt(ADMIN, '10.0.0.1').expect(200);
    expect(Object.keys(res.body)).toEqual(['access_token']);
    await request(t.server).post('/api/auth/login/').set('X-Forwarded-For', '10.0.0.1').send({ ...ADMIN, email: ' Admin@Example.com ' }).expect(200);
  });

  it('answers an unknown email exactly like a wrong password, in about the same time', async () => {
    const timed = async (body: object, ip: string) => {
      const started = performance.now();
      const res = await attempt(body, ip);
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    const wrong = await timed({ email: ADMIN.email, password: 'wrong password' }, '10.0.0.2');
    const unknown = await timed({ email: 'nobody@example.com', password: 'wrong password' }, '10.0.0.3');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(typeof wrong.body.detail).toBe('string');
    // Both ran one full scrypt: neither is an order of magnitude faster than the other.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
    expect(wrong.ms).toBeGreaterThan(unknown.ms / 4);
  });

  it('requires email and password (422)', async () => {
    const res = await attempt({ email: ADMIN.email }, '10.0.0.4').expect(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'password'] });
  });

  it('locks an email after 5 failures with 429, a Turkish detail and Retry-After, even from other addresses', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 5; i++) await attempt({ email, password: 'guess-' + i }, `10.1.0.${i}`).expect(401);
    const res = await attempt({ email: 'TARGET@example.com', password: 'guess' }, '10.1.0.99').expect(429);
    expect(res.body.detail).toMatch(/^Çok fazla başarısız giriş denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks a client address after 5 failures, whatever the email, while others still log in', async () => {
    for (let i = 0; i < 5; i++) await attempt({ email: `x${i}@example.com`, password: 'guess' }, '10.2.0.1').expect(401);
    const blocked = await attempt(ADMIN, '10.2.0.1').expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    await attempt(ADMIN, '10.2.0.2').expect(200);
  });
});

describe('tokens', () => {
  it('GET /auth/me answers the user without any password field', async () => {
    const token = await login(t);
    const res = await request(t.server).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Test Admin', email: ADMIN.email, role: 'admin', created_at: expect.any(String) });
    await request(t.server).get('/api/auth/me/').set(bearer(token)).expect(200);
  });

  it('refuses the token of a deleted user and the tokens issued before a password change', async () => {
    const users = t.app.get(UsersService);
    const other = { email: 'other@example.com', password: 'first password' };
    await users.create({ name: 'Other', ...other });
    const before = await login(t, other);
    await request(t.server).get('/api/auth/me').set(bearer(before)).expect(200);

    const admin = await login(t);
    await request(t.server).put(`/api/users/${other.email}/`).set(bearer(admin)).send({ password: 'second password' }).expect(200);
    await request(t.server).get('/api/auth/me').set(bearer(before)).expect(401);
    const after = await login(t, { ...other, password: 'second password' });
    await request(t.server).get('/api/auth/me').set(bearer(after)).expect(200);

    await request(t.server).delete(`/api/users/${other.email}`).set(bearer(admin)).expect(204);
    const gone = await request(t.server).get('/api/auth/me').set(bearer(after)).expect(401);
    expect(typeof gone.body.detail).toBe('string');
  });

  it('keeps a generated JWT secret in DATA_DIR, readable only by its owner', () => {
    const mode = statSync(path.join(t.env.dataDir, 'jwt-secret')).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});

describe('first administrator', () => {
  it('does nothing when an administrator exists', async () => {
    const report = await t.app.get(UsersService).ensureFirstAdmin('new@example.com', 'whatever-123');
    expect(report).toEqual({ email: ADMIN.email });
  });
});
