// Answers with personal data (issue 27, findings 9 and 10): never stored by a browser or proxy; a person's
// e-mail and phone searched for in the body of a POST, never in a URL; and the erasure log naming that
// person by a keyed hash, which a dictionary of e-mails and phones cannot reverse without the server's key.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { loadJwtSecret } from '../src/auth/jwt-secret.js';
import { subjectHash, subjectKey } from '../src/contacts/data-requests.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  // Something in the audit log to read.
  await request(t.server).put('/api/settings/').set(auth).send({}).expect(200);
});
afterAll(() => t.close());

const api = () => request(t.server);

describe('answers with personal data are never stored', () => {
  const subject = { email: 'mehmet@example.com', phone: '0532 111 22 33' };
  it.each([
    ['POST /api/data-requests/search', () => api().post('/api/data-requests/search').set(auth).send(subject)],
    [
      'POST /api/data-requests/export',
      () =>
        api()
          .post('/api/data-requests/export')
          .set(auth)
          .send({ ...subject, format: 'csv' }),
    ],
    ['POST /api/data-requests/erase', () => api().post('/api/data-requests/erase').set(auth).send(subject)],
    ['GET /api/data-requests/log', () => api().get('/api/data-requests/log').set(auth)],
    ['GET /api/users', () => api().get('/api/users').set(auth)],
    ['GET /api/audit', () => api().get('/api/audit').set(auth)],
    ['GET /api/auth/me', () => api().get('/api/auth/me').set(auth)],
    [
      'POST /api/auth/login',
      () =>
        api().post('/api/auth/login').send({ email: 'admin@example.com', password: 'correct horse battery' }),
    ],
  ])('%s answers Cache-Control: no-store', async (_, send) => {
    const res = await send();
    expect(res.status).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/audit/:id answers Cache-Control: no-store', async () => {
    const { items } = (await api().get('/api/audit').set(auth).expect(200)).body as {
      items: { id: number }[];
    };
    expect(
      (await api().get(`/api/audit/${items[0].id}`).set(auth).expect(200)).headers['cache-control'],
    ).toBe('no-store');
  });
});

describe('a data subject is looked up by POST', () => {
  it('has no lookup or export with the e-mail or phone in the query string', async () => {
    await api().get('/api/data-requests').query({ email: 'mehmet@example.com' }).set(auth).expect(404);
    await api().get('/api/data-requests/export').query({ email: 'mehmet@example.com' }).set(auth).expect(404);
  });

  it('checks the body as the query was checked (422 at the field)', async () => {
    const res = await api().post('/api/data-requests/search').set(auth).send({ email: 'nobody' }).expect(422);
    expect(JSON.stringify(res.body.detail)).toContain('email');
  });
});

describe('the erasure log names a person by a keyed hash', () => {
  it('stores an HMAC under the server key, not a SHA-256 a dictionary reverses', async () => {
    await api()
      .post('/api/data-requests/erase')
      .set(auth)
      .send({ email: 'Ayse@Example.com', phone: '+90 541 999 88 77' })
      .expect(200);
    const log = (await api().get('/api/data-requests/log').set(auth).expect(200)).body as {
      action: string;
      subject_hash: string;
    }[];
    const stored = log.find((l) => l.action === 'erase')!.subject_hash;
    expect(stored).toBe(
      subjectHash(subjectKey(loadJwtSecret(t.env)), { email: 'ayse@example.com', phone: '5419998877' }),
    );
    // What the log held before: anyone with the database and a list of e-mails and phones could match it.
    expect(stored).not.toBe(createHash('sha256').update('ayse@example.com|5419998877').digest('hex'));
    // Another server's key names the same person differently.
    expect(stored).not.toBe(
      subjectHash(subjectKey('another server secret of at least 32 chars'), {
        email: 'ayse@example.com',
        phone: '5419998877',
      }),
    );
  });
});
