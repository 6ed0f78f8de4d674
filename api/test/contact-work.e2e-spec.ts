// Issue 16 (call-back work) and issue 13 (lead source, dashboard): notes and the status history, the
// dashboard's figures, Unicode e-mail domains, the time-to-submit check and the export's phone cells.
import request from 'supertest';
import { Clock } from '../src/common/clock.js';
import { ContactRequest } from '../src/contacts/contact-request.entity.js';
import { ContactStatusChange } from '../src/contacts/contact-status-change.entity.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, staffView, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  await request(t.server).post('/api/projects/').set(auth).send(validProject('gunes-evleri')).expect(201);
});
afterAll(() => t.close());

const api = () => request(t.server);
const visitor = { name: 'Ayşe Yılmaz', phone: '+90 532 000 00 00', email: 'ayse@example.com' };
let ip = 0;
/** Each request from its own address: the per-client limit is not what these tests are about. */
const submit = async (body: object = {}) =>
  (
    await api()
      .post('/api/contact/')
      .set('X-Forwarded-For', `10.16.0.${++ip}`)
      .send({ ...visitor, ...body })
      .expect(201)
  ).body;
const stored = () => t.dataSource.getRepository(ContactRequest).count();
const istanbul = (local: string) => new Date(`${local}+03:00`);

describe('notes and the status history', () => {
  it('keeps notes and logs who changed the status when, oldest first', async () => {
    const { id } = await submit();
    const put = (body: object) => api().put(`/api/contact/${id}/`).set(auth).send(body);
    expect((await put({ notes: '  Pazartesi geri ara\r\n' }).expect(200)).body).toMatchObject({
      notes: 'Pazartesi geri ara',
      status: 'new',
    });
    await put({ status: 'contacted' }).expect(200);
    // The same status again is no change; notes with a status in one call.
    await put({ status: 'contacted', notes: 'Aradım, salı tekrar' }).expect(200);
    await put({ status: 'closed' }).expect(200);
    const detail = (await api().get(`/api/contact/${id}`).set(auth).expect(200)).body;
    expect(detail.notes).toBe('Aradım, salı tekrar');
    expect(
      detail.history.map((h: { from_status: string; to_status: string; admin_email: string }) => [
        h.from_status,
        h.to_status,
        h.admin_email,
      ]),
    ).toEqual([
      ['new', 'contacted', ADMIN.email],
      ['contacted', 'closed', ADMIN.email],
    ]);
    expect(detail.history[0].created_at).toEqual(expect.any(String));
  });

  it.each([
    ['an empty update', {}, /en az birini/],
    ['notes that are not text', { notes: 42 }, /Metin olmalıdır/],
    ['notes over 2000 characters', { notes: 'x'.repeat(2001) }, /2000/],
    ['an unknown status', { status: 'done' }, /Geçersiz değer/],
  ])('refuses %s with 422 and a Turkish reason', async (_name, body, reason) => {
    const { id } = await submit();
    const res = await api().put(`/api/contact/${id}`).set(auth).send(body).expect(422);
    expect(JSON.stringify(res.body.detail)).toMatch(reason);
  });

  it('is for administrators only', async () => {
    const { id } = await submit();
    await api().put(`/api/contact/${id}`).send({ notes: 'x' }).expect(401);
    await api().get('/api/contact/stats').expect(401);
  });

  it('erases notes with the personal fields; the trash keeps the history of a deleted request until it is deleted for good', async () => {
    const { id } = await submit({ email: 'notlu@example.com' });
    await api()
      .put(`/api/contact/${id}`)
      .set(auth)
      .send({ notes: 'Eşi Mehmet Bey arayacak', status: 'contacted' })
      .expect(200);
    await api().post('/api/data-requests/erase/').set(auth).send({ email: 'notlu@example.com' }).expect(200);
    expect((await api().get(`/api/contact/${id}`).set(auth).expect(200)).body.notes).toBe('');
    const history = t.dataSource.getRepository(ContactStatusChange);
    await api().delete(`/api/contact/${id}`).set(auth).expect(204);
    expect(await history.countBy({ contact_id: id })).toBeGreaterThan(0);
    await api().delete(`/api/trash/contact_request/${id}`).set(auth).expect(204);
    expect(await history.countBy({ contact_id: id })).toBe(0);
  });
});

describe('an erased request', () => {
  it('leaves the "new" list and its count, on every database, and stays in the whole list', async () => {
    const { id } = await submit({ email: 'silinecek@example.com' });
    const newIds = async () => {
      const res = await api()
        .get('/api/contact/')
        .query({ status: 'new', per_page: 100 })
        .set(auth)
        .expect(200);
      return {
        ids: (res.body as { id: number }[]).map((c) => c.id),
        total: Number(res.headers['x-total-count']),
      };
    };
    const before = await newIds();
    expect(before.ids).toContain(id);
    await api()
      .post('/api/data-requests/erase/')
      .set(auth)
      .send({ email: 'silinecek@example.com' })
      .expect(200);
    const after = await newIds();
    expect(after.ids).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
    const all = await api().get('/api/contact/').query({ per_page: 100 }).set(auth).expect(200);
    expect((all.body as { id: number }[]).find((c) => c.id === id)).toMatchObject({
      anonymised: true,
      status: 'new',
    });
  });
});

describe('e-mail addresses with an internationalised domain', () => {
  it('shows the Unicode form a browser sent as punycode, in the list, the detail and the export', async () => {
    const { id, email } = await submit({ email: 'Ali@xn--rnek-4qa.com.tr' });
    expect(email).toBe('ali@örnek.com.tr');
    const list = (await api().get('/api/contact/').set(auth).expect(200)).body as {
      id: number;
      email: string;
    }[];
    expect(list.find((c) => c.id === id)?.email).toBe('ali@örnek.com.tr');
    expect((await api().get(`/api/contact/${id}`).set(auth).expect(200)).body.email).toBe('ali@örnek.com.tr');
    // Found by either spelling.
    for (const spelling of ['ali@örnek.com.tr', 'ali@xn--rnek-4qa.com.tr']) {
      const found = (
        await api().post('/api/data-requests/search/').send({ email: spelling }).set(auth).expect(200)
      ).body as { id: number }[];
      expect(found.map((c) => c.id)).toEqual([id]);
    }
    const csv = (
      await api()
        .post('/api/data-requests/export/')
        .send({ email: 'ali@örnek.com.tr', format: 'csv' })
        .set(auth)
        .expect(200)
    ).text;
    expect(csv).toContain('"ali@örnek.com.tr"');
    expect(csv).not.toContain('xn--');
  });

  it('shows rows stored in punycode before in the Unicode form', async () => {
    const { id } = await submit();
    await t.dataSource.getRepository(ContactRequest).update({ id }, { email: 'eski@xn--rnek-4qa.com.tr' });
    expect((await api().get(`/api/contact/${id}`).set(auth).expect(200)).body.email).toBe(
      'eski@örnek.com.tr',
    );
  });
});

describe('the data-subject export', () => {
  it('writes a phone as typed (no apostrophe) that no spreadsheet runs, and still neutralises other cells', async () => {
    await submit({ email: 'csv@example.com', phone: '+90 555 111 22 33', name: '=HYPERLINK("http://x")' });
    const csv = (
      await api()
        .post('/api/data-requests/export/')
        .send({ email: 'csv@example.com', format: 'csv' })
        .set(auth)
        .expect(200)
    ).text;
    expect(csv).toContain('"\u00A0+90 555 111 22 33"');
    expect(csv).not.toContain("'+90");
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('names the project by its Turkish name, not its address word (issue 26)', async () => {
    await submit({ email: 'proje@example.com', project: 'gunes-evleri' });
    const send = (format: 'csv' | 'json') =>
      api()
        .post('/api/data-requests/export/')
        .send({ email: 'proje@example.com', format })
        .set(auth)
        .expect(200);
    const csv = (await send('csv')).text;
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    const project = header.split(';').indexOf('"Proje"');
    expect(row.split(';')[project]).toBe('"Güneş tr"');
    expect(csv).not.toContain('gunes-evleri');
    expect(JSON.parse((await send('json')).text).requests[0]).toMatchObject({
      project: 'gunes-evleri',
      project_title: 'Güneş tr',
    });
  });
});

describe('the time-to-submit check', () => {
  // Issue 26: a fast form might still be a buyer: stored, marked suspicious ('fast'), not discarded.
  it('stores a form sent within 3 seconds as suspicious; a slower one as a normal request', async () => {
    const before = await stored();
    const bot = await submit({ form_ms: 1200 });
    expect(bot).toMatchObject({ id: expect.any(Number), status: 'new', name: visitor.name });
    expect(await staffView(t, auth, bot.id)).toMatchObject({ suspicious: true, suspicious_reason: 'fast' });
    expect(await stored()).toBe(before + 1);
    const person = await submit({ form_ms: 3000 });
    expect(await staffView(t, auth, person.id)).toMatchObject({ suspicious: false, suspicious_reason: '' });
    expect(await stored()).toBe(before + 2);
  });

  it.each([
    ['a negative time', -5],
    ['a fraction', 3500.5],
    ['text', 'fast'],
    ['more than a week', 8 * 24 * 3_600_000],
  ])('refuses %s with 422', async (_name, form_ms) => {
    const res = await api()
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.16.9.1')
      .send({ ...visitor, form_ms })
      .expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'form_ms']);
  });
});

describe('the dashboard figures', () => {
  it('counts requests per week (Antalya weeks, last 12) and per project, and the median time to first contact', async () => {
    const clock = t.app.get(Clock);
    const repo = t.dataSource.getRepository(ContactRequest);
    const changes = t.dataSource.getRepository(ContactStatusChange);
    // DELETE, not TRUNCATE: PostgreSQL refuses to truncate a table other tables reference.
    await changes.createQueryBuilder().delete().execute();
    await repo.createQueryBuilder().delete().execute();
    // Thursday 2030-01-17 at noon; its week starts Monday 2030-01-14.
    clock.now = () => istanbul('2030-01-17T12:00:00');
    const at = async (local: string, project = '') => {
      const { id } = await submit({ project });
      await repo.update({ id }, { created_at: istanbul(local) });
      return id;
    };
    const a = await at('2030-01-14T00:30:00', 'gunes-evleri'); // this week, just after Monday midnight
    const b = await at('2030-01-13T23:30:00', 'gunes-evleri'); // Sunday: the week before
    await at('2030-01-16T10:00:00');
    await at('2029-10-28T23:59:00', 'gunes-evleri'); // the Sunday before the 12-week window: not counted
    // First contacts 30 and 90 minutes after the request: median 60 (a later change does not count).
    await changes.insert({
      contact_id: a,
      from_status: 'new',
      to_status: 'contacted',
      admin_email: ADMIN.email,
      created_at: istanbul('2030-01-14T01:00:00'),
    });
    await changes.insert({
      contact_id: b,
      from_status: 'new',
      to_status: 'contacted',
      admin_email: ADMIN.email,
      created_at: istanbul('2030-01-14T01:00:00'),
    });
    await changes.insert({
      contact_id: b,
      from_status: 'new',
      to_status: 'contacted',
      admin_email: ADMIN.email,
      created_at: istanbul('2030-01-15T01:00:00'),
    });
    const stats = (await api().get('/api/contact/stats').set(auth).expect(200)).body;
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0].week).toBe('2029-10-29');
    expect(stats.weeks.slice(-2)).toEqual([
      { week: '2030-01-07', count: 1 },
      { week: '2030-01-14', count: 2 },
    ]);
    expect(stats.weeks.reduce((n: number, w: { count: number }) => n + w.count, 0)).toBe(3);
    expect(stats.projects).toEqual([
      { project: 'gunes-evleri', title: 'Güneş tr', count: 2 },
      { project: '', title: '', count: 1 },
    ]);
    expect(stats).toMatchObject({ median_first_contact_minutes: 60, contacted: 2, new_count: 4 });
  });
});
