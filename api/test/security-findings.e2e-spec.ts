// Issue 27, findings 2, 12 and 13 (each failed before its fix): per-client limits count an IPv6 client
// by its /64 however the address is written; API answers are cached under one canonical address; failed
// sign-ins keep only a normalized e-mail, and the audit log is purged after the owner's retention.
import { CONTACT_RATE_LIMITS } from '@konak/contract';
import request from 'supertest';
import { In } from 'typeorm';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { PreparedAnswers } from '../src/common/prepared-answers.js';
import { SecurityJobs } from '../src/security/security-jobs.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, staffView } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
});
afterAll(() => t.close());
const api = () => request(t.server);
/** Addresses of one /64, written the many ways a client may rotate through them. */
const sameSlash64 = (prefix: string, i: number) =>
  [
    `${prefix}::${i + 1}`,
    `${prefix}:0:0:0:0:${(i + 1).toString(16)}`,
    `${prefix}:0:${(0xa000 + i).toString(16)}::1`,
  ][i % 3];

describe('finding 2: an IPv6 client is its /64 for every per-client limit', () => {
  // Decision 0200: past `kept` requests an address's are kept as suspicious; past `refused`, 429.
  it('call-back requests', async () => {
    const { kept, refused } = CONTACT_RATE_LIMITS;
    const visitor = { name: 'Ayşe Yılmaz', phone: '+90 532 000 00 00', email: 'ayse@example.com' };
    const staff = bearer(await login(t));
    for (let i = 0; i < refused; i++) {
      const res = await api()
        .post('/api/contact')
        .set('X-Forwarded-For', sameSlash64('2001:db8:c', i))
        .send(visitor)
        .expect(201);
      expect((await staffView(t, staff, res.body.id)).suspicious_reason).toBe(i < kept ? '' : 'rate');
    }
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '2001:db8:c:0:ffff:1:2:3')
      .send(visitor)
      .expect(429);
    const other = await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '2001:db8:c:1::1')
      .send(visitor)
      .expect(201);
    expect((await staffView(t, staff, other.body.id)).suspicious_reason).toBe('');
  });

  it('brochures', async () => {
    for (let i = 0; i < 20; i++)
      await api()
        .get(`/api/projects/yok-${i}/brochure.pdf`)
        .set('X-Forwarded-For', sameSlash64('2001:db8:b', i))
        .expect(404);
    await api().get('/api/projects/yok/brochure.pdf').set('X-Forwarded-For', '2001:db8:b::beef').expect(429);
  });

  it('sign-in, with compressed addresses (2001:db8::1, 2001:db8::2, …)', async () => {
    for (let i = 0; i < 10; i++)
      await api()
        .post('/api/auth/login')
        .set('X-Forwarded-For', `2001:db8::${i + 1}`)
        .send({ email: `v6-${i}@example.com`, password: 'wrong password' })
        .expect(401);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '2001:db8::ffff')
      .send({ email: 'v6-x@example.com', password: 'wrong password' })
      .expect(429);
  });
});

describe('finding 12: one cache entry per API address', () => {
  it('answers /api/settings, /api/SETTINGS and /api/settings/ from one prepared answer', async () => {
    const prepared = t.app.get(PreparedAnswers);
    const before = prepared.size;
    const answers = [];
    for (const path of ['/api/settings', '/api/SETTINGS', '/api/settings/', '/api/Settings/'])
      answers.push(await api().get(path).expect(200));
    expect(prepared.size).toBe(before + 1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });
});

describe('finding 13: the audit log keeps no typed text and is purged after its retention', () => {
  it('keeps a normalized e-mail of a failed sign-in, and nothing when the typed text is not an address', async () => {
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.13.0.1')
      .send({ email: '  Birisi@Example.COM ', password: 'wrong password' })
      .expect(401);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.13.0.2')
      .send({ email: 'benim gizli şifrem 123', password: 'x' })
      .expect(401);
    const failed = await t.dataSource.getRepository(AuditEntry).find({
      where: { action: 'login_failed', client_ip: In(['10.13.0.1', '10.13.0.2']) },
      order: { id: 'ASC' },
    });
    expect(failed.map((e) => e.title)).toEqual(['birisi@example.com', '']);
    expect(JSON.stringify(failed)).not.toMatch(/gizli/);
  });

  it('purges entries older than the owner’s retention, in batches, keeping newer ones', async () => {
    const owner = bearer(await login(t, ADMIN));
    await api()
      .put('/api/settings/security')
      .set(owner)
      .send({ require_2fa_roles: [], audit_retention_days: 20 })
      .expect(422);
    await api()
      .put('/api/settings/security')
      .set(owner)
      .send({ require_2fa_roles: [], audit_retention_days: 30 })
      .expect(200);
    const repo = t.dataSource.getRepository(AuditEntry);
    const old = new Date(Date.now() - 40 * 86_400_000);
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      user_id: null,
      user_name: '',
      client_ip: '',
      action: 'login' as const,
      type: 'user' as const,
      item_id: null,
      title: `eski-${i}`,
      changes: [],
      at: old,
    }));
    for (let i = 0; i < rows.length; i += 500) await repo.insert(rows.slice(i, i + 500));
    const total = await repo.count();
    const failedBefore = await repo.countBy({ action: 'login_failed' });
    expect(await t.app.get(SecurityJobs).purge(new Date())).toBe(2500);
    expect(await repo.count()).toBe(total - 2500);
    expect(await repo.countBy({ action: 'login_failed' })).toBe(failedBefore);
  });
});
