import request from 'supertest';
import { CONTACT_RATE_LIMITS } from '@konak/contract';
import { ContactRequest } from '../src/contacts/contact-request.entity.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, RECEIPT_KEYS, staffView } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const visitor = { name: 'Ayşe Yılmaz', phone: '+90 532 000 00 00', email: 'Ayse@Example.com' };
const submit = (body: object, ip: string) =>
  api().post('/api/contact/').set('X-Forwarded-For', ip).send(body);
const stored = () => t.dataSource.getRepository(ContactRequest).count();

describe('public call-back form', () => {
  it('stores a request and answers 201 {id, status: new}', async () => {
    const res = await submit(
      { ...visitor, message: 'Merhaba', project: 'gunes-evleri', language: 'ru' },
      '10.3.0.1',
    ).expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      status: 'new',
      name: visitor.name,
      email: 'ayse@example.com',
    });
    expect(await staffView(t, auth, res.body.id)).toMatchObject({ language: 'ru', project: 'gunes-evleri' });
    await api().post('/api/contact').set('X-Forwarded-For', '10.3.0.1').send(visitor).expect(201);
    expect(await stored()).toBe(2);
  });

  // Issue 26: a filled honeypot might still be a buyer: stored and marked, not discarded.
  it('stores a request with a filled honeypot as suspicious, answering 201 with its real id', async () => {
    const before = await stored();
    const res = await submit({ ...visitor, website: 'http://spam.example' }, '10.3.0.2').expect(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), status: 'new', name: visitor.name });
    expect(await staffView(t, auth, res.body.id)).toMatchObject({
      suspicious: true,
      suspicious_reason: 'honeypot',
    });
    expect(await stored()).toBe(before + 1);
    const row = await t.dataSource.getRepository(ContactRequest).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ suspicious: true, suspicious_reason: 'honeypot' });
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['no phone', { phone: undefined }, 'phone'],
    ['a phone of letters', { phone: 'call me maybe' }, 'phone'],
    ['no email', { email: undefined }, 'email'],
    ['a bad email', { email: 'ayse@' }, 'email'],
    ['an unknown language', { language: 'de' }, 'language'],
  ])('refuses %s with 422', async (_name, change, field) => {
    const res = await submit({ ...visitor, ...change }, '10.3.1.1').expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', field]);
  });

  // Decision 0200 (deliberate change: the 6th request used to get 429 and was lost): past `kept` requests
  // in 10 minutes one address's requests are kept, marked 'rate', answered as sent; past `refused`, 429.
  it("keeps a client's requests past 5 in 10 minutes as suspicious, refuses past 30 (429, Retry-After), others go on", async () => {
    const { kept, refused } = CONTACT_RATE_LIMITS;
    expect([kept, refused]).toEqual([5, 30]);
    for (let i = 0; i < kept; i++) {
      const { id } = (await submit(visitor, '10.3.2.1').expect(201)).body;
      expect(await staffView(t, auth, id)).toMatchObject({ suspicious: false, suspicious_reason: '' });
    }
    const before = await stored();
    for (let i = kept; i < refused; i++) {
      const { body } = await submit(visitor, '10.3.2.1').expect(201);
      expect(body).toMatchObject({ id: expect.any(Number), status: 'new' });
      expect(await staffView(t, auth, body.id)).toMatchObject({
        suspicious: true,
        suspicious_reason: 'rate',
      });
    }
    expect(await stored()).toBe(before + refused - kept);
    const res = await submit(visitor, '10.3.2.1').expect(429);
    expect(res.body.detail).toMatch(/dakika sonra tekrar deneyin/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before + refused - kept);
    const other = await submit(visitor, '10.3.2.2').expect(201);
    expect(await staffView(t, auth, other.body.id)).toMatchObject({ suspicious: false });
  });

  // Issue 26/27: the answer tells a bot nothing. A honeypot, a too-fast and a rate-marked (6th) request
  // are answered exactly as an ordinary one: the same keys, no suspicion, no staff field.
  it('answers a suspected request exactly as an ordinary one: the same keys, nothing staff keep', async () => {
    const ordinary = (await submit({ ...visitor, form_ms: 60_000 }, '10.3.3.1').expect(201)).body;
    expect(Object.keys(ordinary)).toEqual(RECEIPT_KEYS);
    expect(ordinary).toEqual({
      id: expect.any(Number),
      name: visitor.name,
      phone: visitor.phone,
      email: 'ayse@example.com',
      status: 'new',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const honeypot = (await submit({ ...visitor, website: 'http://spam.example' }, '10.3.3.2').expect(201))
      .body;
    const fast = (await submit({ ...visitor, form_ms: 500 }, '10.3.3.3').expect(201)).body;
    for (let i = 0; i < CONTACT_RATE_LIMITS.kept; i++) await submit(visitor, '10.3.3.4').expect(201);
    const rated = (await submit(visitor, '10.3.3.4').expect(201)).body;
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      id: 0,
      created_at: '',
    });
    for (const [body, reason] of [
      [honeypot, 'honeypot'],
      [fast, 'fast'],
      [rated, 'rate'],
    ] as const) {
      expect(Object.keys(body)).toEqual(RECEIPT_KEYS);
      expect(shape(body)).toEqual(shape(ordinary));
      expect(JSON.stringify(body)).not.toMatch(/suspicious|client_ip|notes|assigned|notice|utm_|10\.3\.3/);
      // Staff still see why it was kept apart.
      expect(await staffView(t, auth, body.id)).toMatchObject({
        suspicious: true,
        suspicious_reason: reason,
      });
    }
  });
});

describe('administration of requests', () => {
  it('lists newest first, filters by status, updates the status and deletes', async () => {
    const list = (await api().get('/api/contact/').set(auth).expect(200)).body;
    // The suspected spam of the honeypot test is listed apart (suspicious=true).
    expect(list.length).toBe(await t.dataSource.getRepository(ContactRequest).countBy({ suspicious: false }));
    expect(list[0].id).toBeGreaterThan(list[list.length - 1].id);
    expect(Object.keys(list[0]).sort()).toEqual([
      'anonymised',
      'assigned_to',
      'client_ip',
      'created_at',
      'email',
      'id',
      'language',
      'marketing_consent',
      'message',
      'name',
      'notes',
      'notice_hash',
      'notice_lang',
      'notice_version',
      'page',
      'phone',
      'project',
      'referrer_host',
      'repeat_count',
      'status',
      'suspicious',
      'suspicious_reason',
      'unit',
      'utm_campaign',
      'utm_medium',
      'utm_source',
    ]);
    const id = list[0].id;
    expect(
      (await api().put(`/api/contact/${id}/`).set(auth).send({ status: 'contacted' }).expect(200)).body
        .status,
    ).toBe('contacted');
    await api().put(`/api/contact/${id}`).set(auth).send({ status: 'done' }).expect(422);
    await api().put(`/api/contact/${id}`).set(auth).send({}).expect(422);
    const contacted = (await api().get('/api/contact?status=contacted').set(auth).expect(200)).body;
    expect(contacted.map((c: { id: number }) => c.id)).toEqual([id]);
    await api().get('/api/contact?status=open').set(auth).expect(422);
    await api().put(`/api/contact/${id}`).set(auth).send({ status: 'closed' }).expect(200);
    await api().delete(`/api/contact/${id}/`).set(auth).expect(204);
    await api().delete(`/api/contact/${id}`).set(auth).expect(404);
    await api().put(`/api/contact/${id}`).set(auth).send({ status: 'new' }).expect(404);
  });
});
