// Two instances of the API in one process, on one database and one Redis (REDIS_URL): what one instance
// learns — a content write, a logout, a failed login — holds on the other at once. The same checks on
// separately started processes behind a proxy are in test/scale (two-instance e2e).
import { CONTACT_RATE_LIMITS } from '@konak/contract';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/create-app.js';
import { LOGIN_LIMITS } from '../src/auth/login-throttle.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, L, staffView } from './helpers.js';
import { REDIS_TEST_URL, redisAnswers, testPrefix } from './redis-available.js';

const withRedis = (await redisAnswers('shared state across instances')) ? describe : describe.skip;

withRedis('two instances sharing Redis', () => {
  let a: TestApp;
  let b: NestExpressApplication;
  beforeAll(async () => {
    a = await createTestApp({ redis: { url: REDIS_TEST_URL, prefix: testPrefix() } });
    await createAdmin(a);
    b = await createApp(a.env, { logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (app: { getHttpServer(): unknown }, ip: string, password = ADMIN.password) =>
    request(app.getHttpServer() as never)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: ADMIN.email, password });

  it('is ready only with Redis, and says so', async () => {
    const res = await request(b.getHttpServer()).get('/api/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('shows a write through A on the next read from B, whose cached answers were already prepared', async () => {
    const token = (await login(a.app, '10.1.0.1').expect(200)).body.access_token as string;
    await request(a.server)
      .put('/api/about')
      .set(bearer(token))
      .send({ title: L('Eski'), description: L('Metin') })
      .expect(200);
    // B caches its answer (the second read comes from the prepared bytes in front of Nest).
    for (let i = 0; i < 2; i++)
      expect((await request(b.getHttpServer()).get('/api/about').expect(200)).body[0].title.tr).toBe(
        'Eski tr',
      );
    await request(a.server)
      .put('/api/about')
      .set(bearer(token))
      .send({ title: L('Yeni'), description: L('Metin') })
      .expect(200);
    expect((await request(b.getHttpServer()).get('/api/about').expect(200)).body[0].title.tr).toBe('Yeni tr');
  });

  it('voids on B a token logged out through A (sessions are rows, checked on every request)', async () => {
    const token = (await login(b, '10.1.0.2').expect(200)).body.access_token as string;
    await request(b.getHttpServer()).get('/api/auth/me').set(bearer(token)).expect(200);
    await request(a.server).post('/api/auth/logout').set(bearer(token)).expect(204);
    await request(b.getHttpServer()).get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('locks failed logins spread over A and B at the same count as on one instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perClientAndAccount; i++)
      statuses.push((await login(i % 2 ? b : a.app, '10.1.0.3', 'wrong password')).status);
    expect(statuses).toEqual([...Array(LOGIN_LIMITS.perClientAndAccount).fill(401), 429]);
  });

  // Decision 0200: past `kept` a request is kept as suspicious, past `refused` it is refused — counted
  // across instances.
  it('limits call-back requests across instances too', async () => {
    const { kept, refused } = CONTACT_RATE_LIMITS;
    const form = { name: 'Ayşe', phone: '+90 555 000 00 00', email: 'ayse@example.com' };
    const answers: string[] = [];
    const staff = bearer((await login(a.app, '10.1.0.5').expect(200)).body.access_token as string);
    for (let i = 0; i <= refused; i++) {
      const res = await request((i % 2 ? b : a.app).getHttpServer())
        .post('/api/contact')
        .set('X-Forwarded-For', '10.1.0.4')
        .send(form);
      const reason =
        res.status === 201 ? (await staffView(a, staff, res.body.id)).suspicious_reason || '-' : '';
      answers.push(res.status === 201 ? `201 ${reason}` : String(res.status));
    }
    expect(answers).toEqual([...Array(kept).fill('201 -'), ...Array(refused - kept).fill('201 rate'), '429']);
  });
});

withRedis('an instance whose Redis does not answer', () => {
  it('refuses to start, naming Redis (and not its password)', async () => {
    const t = await createTestApp();
    try {
      await expect(
        createApp(
          { ...t.env, redis: { url: 'redis://:secret@127.0.0.1:3259/0', prefix: 'x:' } },
          { logger: false },
        ),
      ).rejects.toThrow(
        /^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:3259\/0 does not answer \(connect ECONNREFUSED/,
      );
    } finally {
      await t.close();
    }
  });
});
