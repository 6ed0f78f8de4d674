// Issue 26: a request kept as suspected spam can be judged a person's ("Şüpheli değil"): it joins the
// normal list and gets, once, the alert mail it was kept from; sales and the owner may, an editor may not;
// the change is in the audit log without the visitor's personal data.
import request from 'supertest';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { MailOutbox } from '../src/outbox/mail-outbox.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, staffView } from './helpers.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const visitor = { name: 'Olga Petrova', phone: '+7 916 123 45 67', email: 'olga@example.com' };
const SALES = { email: 'satis@example.com', password: 'Satis-Ekibi-2026-Kepez!' };
const EDITOR = { email: 'editor@example.com', password: 'Editor-Masasi-2026-Lara!' };

let smtp: SmtpSink;
let t: TestApp;
let owner: Record<string, string>;
let sales: Record<string, string>;
let editor: Record<string, string>;
let ip = 0;
const api = () => request(t.server);
const alerts = async (contactId: number) =>
  (await t.dataSource.getRepository(MailOutbox).findBy({ contact_id: contactId })).filter(
    (r) => r.kind === 'alert',
  );
const fastSend = async (body: object = {}) =>
  (
    await api()
      .post('/api/contact/')
      .set('X-Forwarded-For', `10.26.0.${++ip}`)
      .send({ ...visitor, form_ms: 800, ...body })
      .expect(201)
  ).body as { id: number };
const inList = async (id: number, query: object) =>
  (
    (
      await api()
        .get('/api/contact')
        .query({ per_page: 100, ...query })
        .set(owner)
        .expect(200)
    ).body as {
      id: number;
    }[]
  ).some((c) => c.id === id);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    jobsIntervalMs: 3_600_000,
    siteUrl: 'https://konak.test',
    mail: { smtpUrl: smtp.url, from: 'Konak <no-reply@konak.test>' },
  });
  await createAdmin(t);
  owner = bearer(await login(t));
  const users = t.app.get(UsersService);
  await users.create({ name: 'Selin', ...SALES, role: 'sales' });
  await users.create({ name: 'Ece', ...EDITOR, role: 'editor' });
  sales = bearer(await login(t, SALES));
  editor = bearer(await login(t, EDITOR));
  await api()
    .put('/api/settings/leads')
    .set(owner)
    .send({ sales_emails: ['satis@konak.test'] })
    .expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('"Şüpheli değil"', () => {
  it('moves a suspected request to the normal list and queues the alert it was kept from, once', async () => {
    const { id } = await fastSend();
    expect((await staffView(t, owner, id)).suspicious).toBe(true);
    expect(await alerts(id)).toHaveLength(0);
    expect(await inList(id, { suspicious: 'true' })).toBe(true);
    expect(await inList(id, { status: 'new' })).toBe(false);

    const res = await api().post(`/api/contact/${id}/not-suspicious`).set(sales).expect(200);
    expect(res.body).toMatchObject({ id, suspicious: false, suspicious_reason: '', name: visitor.name });
    expect(await inList(id, { suspicious: 'true' })).toBe(false);
    expect(await inList(id, { status: 'new' })).toBe(true);
    const [alert, ...more] = await alerts(id);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ kind: 'alert', status: 'queued' });

    // A second click (or a second person) sends nothing more.
    await api().post(`/api/contact/${id}/not-suspicious`).set(owner).expect(200);
    expect(await alerts(id)).toHaveLength(1);

    // The log says who changed it and from what, with no name or phone of the visitor.
    const entries = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ type: 'contact_request', item_id: id });
    expect(entries).toHaveLength(1);
    expect(entries[0].user_email).toBe(SALES.email);
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'suspicious', before: true, after: false }),
        expect.objectContaining({ field: 'suspicious_reason', before: 'fast' }),
      ]),
    );
    expect(JSON.stringify(entries[0])).not.toContain(visitor.phone);
  });

  it('is for the roles that work requests: an editor is refused, nobody signed in is asked to sign in', async () => {
    const { id } = await fastSend();
    await api().post(`/api/contact/${id}/not-suspicious`).expect(401);
    await api().post(`/api/contact/${id}/not-suspicious`).set(editor).expect(403);
    expect(await alerts(id)).toHaveLength(0);
    await api().post('/api/contact/999999/not-suspicious').set(owner).expect(404);
  });
});
