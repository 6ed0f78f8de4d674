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

const attempt = (body: object, ip: string) =>
  request(t.server).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

describe('login', () => {
  it('answers an access token for the right password, with and without a trailing slash', async () => {
    const res = await attempt(ADMIN, '10.0.0.1').expect(200);
    expect(Object.keys(res.body)).toEqual(['access_token']);
    await request(t.server)
      .post('/api/auth/login/')
      .set('X-Forwarded-For', '10.0.0.1')
      .send({ ...ADMIN, email: ' Admin@Example.com ' })
      .expect(200);
  });

  it('answers an unknown email exactly like a wrong password, in about the same time', async () => {
    const timed = async (body: object, ip: string) => {
      const started = performance.now();
      const res = await attempt(body, ip);
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    // The stand-in hash an unknown address is checked against is made on first use: make it before timing.
    await attempt({ email: 'first@example.com', password: 'wrong password' }, '10.0.0.4').expect(401);
    // Alternating attempts, the median of three each, so a busy machine's pauses do not decide it.
    const wrongs: Awaited<ReturnType<typeof timed>>[] = [];
    const unknowns: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < 3; i++) {
      wrongs.push(await timed({ email: ADMIN.email, password: 'wrong password' }, `10.0.2.${i}`));
      unknowns.push(await timed({ email: 'nobody@example.com', password: 'wrong password' }, `10.0.3.${i}`));
    }
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[1];
    const [wrong, unknown] = [wrongs[0], unknowns[0]];
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(typeof wrong.body.detail).toBe('string');
    // Both ran one full scrypt: neither is an order of magnitude faster than the other.
    expect(median(unknowns)).toBeGreaterThan(median(wrongs) / 4);
    expect(median(wrongs)).toBeGreaterThan(median(unknowns) / 4);
  });

  it('requires email and password (422)', async () => {
    const res = await attempt({ email: ADMIN.email }, '10.0.0.4').expect(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'password'] });
  });

  it('limits a client and an account to 5 failures (429, Turkish detail, Retry-After)', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 5; i++) await attempt({ email, password: 'guess-' + i }, '10.1.0.1').expect(401);
    const res = await attempt({ email: 'TARGET@example.com', password: 'guess' }, '10.1.0.1').expect(429);
    expect(res.body.detail).toMatch(
      /^Çok fazla başarısız giriş denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits a client address to 10 failures, whatever the email, while others still log in', async () => {
    for (let i = 0; i < 10; i++)
      await attempt({ email: `x${i}@example.com`, password: 'guess' }, '10.2.0.1').expect(401);
    const blocked = await attempt(ADMIN, '10.2.0.1').expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    await attempt(ADMIN, '10.2.0.2').expect(200);
  });

  it('counts attempts before hashing: 40 parallel wrong logins from one client are not all judged', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt({ email: `race${i % 2}@example.com`, password: 'guess' }, '10.4.0.1'),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('cannot be turned into a lock-out switch: strangers failing on the admin email leave a clean client in', async () => {
    const email = 'victim@example.com';
    const password = 'the victim password';
    await t.app.get(UsersService).create({ name: 'Victim', email, password });
    for (let i = 0; i < 12; i++) await attempt({ email, password: 'guess' }, `10.5.0.${i}`).expect(401);
    // The account is slowed down: a stranger with a record waits…
    await attempt({ email, password: 'guess' }, '10.5.0.0').expect(429);
    // …but the real administrator, from a clean client, gets in.
    await attempt({ email, password }, '10.5.1.1').expect(200);
  });

  it('counts IPv6 clients per /64, so rotating addresses inside one block does not reset the limit', async () => {
    for (let i = 0; i < 10; i++)
      await attempt({ email: `v6-${i}@example.com`, password: 'guess' }, `2001:db8:1:2::${i + 1}`).expect(
        401,
      );
    await attempt({ email: 'v6-x@example.com', password: 'guess' }, '2001:db8:1:2::ffff').expect(429);
  });
});

describe('logout', () => {
  it('voids the token on the server (204, then 401), leaving other sessions alone', async () => {
    const first = await login(t);
    const second = await login(t);
    await request(t.server).post('/api/auth/logout').set(bearer(first)).expect(204);
    await request(t.server).get('/api/auth/me').set(bearer(first)).expect(401);
    await request(t.server).get('/api/auth/me').set(bearer(second)).expect(200);
  });

  it('signs out everywhere on demand', async () => {
    const first = await login(t);
    const second = await login(t);
    await request(t.server)
      .post('/api/auth/logout')
      .set(bearer(first))
      .send({ everywhere: true })
      .expect(204);
    await request(t.server).get('/api/auth/me').set(bearer(first)).expect(401);
    await request(t.server).get('/api/auth/me').set(bearer(second)).expect(401);
  });

  it('needs a token (401) and refuses a bad body (422)', async () => {
    await request(t.server).post('/api/auth/logout').expect(401);
    const token = await login(t);
    await request(t.server)
      .post('/api/auth/logout')
      .set(bearer(token))
      .send({ everywhere: 'yes' })
      .expect(422);
  });
});

describe('tokens', () => {
  it('GET /auth/me answers the user without any password field', async () => {
    const token = await login(t);
    const res = await request(t.server).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Test Admin',
      email: ADMIN.email,
      role: 'owner',
      created_at: expect.any(String),
      two_factor_enabled: false,
    });
    await request(t.server).get('/api/auth/me/').set(bearer(token)).expect(200);
  });

  it('refuses the token of a deleted user and the tokens issued before a password change', async () => {
    const users = t.app.get(UsersService);
    const other = { email: 'other@example.com', password: 'first password' };
    await users.create({ name: 'Other', ...other });
    const before = await login(t, other);
    await request(t.server).get('/api/auth/me').set(bearer(before)).expect(200);

    const admin = await login(t);
    await request(t.server)
      .put(`/api/users/${other.email}/`)
      .set(bearer(admin))
      .send({ password: 'second password', current_password: ADMIN.password })
      .expect(200);
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
