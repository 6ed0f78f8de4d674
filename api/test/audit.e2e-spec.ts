// The audit log (issue 14): every kind of write leaves one entry naming who, from where, what and the
// changed fields (a Localized value per language); secrets never appear; the log cannot be edited.
import request from 'supertest';
import sharp from 'sharp';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, listRoutes, login, validPost, validProject, validSlider } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
const IP = '10.14.0.7';
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = { ...bearer(await login(t)), 'X-Forwarded-For': IP };
});
afterAll(() => t.close());

const api = () => request(t.server);

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}
interface Entry {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string;
  user_email: string;
  client_ip: string;
  action: string;
  type: string;
  item_id: number | null;
  title: string;
  fields: string[];
  changes: Change[];
}

/** The newest entry of a type (and action), with its changes. */
async function latest(type: string, action?: string): Promise<Entry> {
  const page = (
    await api()
      .get('/api/audit')
      .query({ type, ...(action ? { action } : {}) })
      .set(auth)
      .expect(200)
  ).body;
  expect(page.items.length).toBeGreaterThan(0);
  return (await api().get(`/api/audit/${page.items[0].id}`).set(auth).expect(200)).body;
}
const change = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);
/** Every stored value of the whole log as text, to look for secrets in. */
const wholeLog = async () => JSON.stringify(await t.dataSource.getRepository(AuditEntry).find());

describe('audit log', () => {
  it('records a project created, changed (per language) and deleted, with who and where', async () => {
    const id = (await api().post('/api/projects').set(auth).send(validProject('kayit-projesi')).expect(201))
      .body.id;
    const created = await latest('project', 'create');
    expect(created).toMatchObject({
      item_id: id,
      title: 'Güneş tr',
      user_name: 'Test Admin',
      user_email: ADMIN.email,
      client_ip: IP,
      action: 'create',
    });
    expect(change(created, 'title.ru')).toEqual({ field: 'title.ru', before: null, after: 'Güneş ru' });

    await api()
      .put(`/api/projects/${id}`)
      .set(auth)
      .send({ title: { tr: 'Güneş tr', en: 'Güneş en', ru: 'Солнце' }, features: [{ title: L('Havuz') }] })
      .expect(200);
    const updated = await latest('project', 'update');
    expect(updated.item_id).toBe(id);
    expect(change(updated, 'title.ru')).toEqual({ field: 'title.ru', before: 'Güneş ru', after: 'Солнце' });
    // Unchanged languages and fields are not listed; list items are by position.
    expect(change(updated, 'title.tr')).toBeUndefined();
    expect(change(updated, 'slug')).toBeUndefined();
    expect(change(updated, 'features.0.title.en')).toEqual({
      field: 'features.0.title.en',
      before: null,
      after: 'Havuz en',
    });
    expect(updated.fields).toEqual(updated.changes.map((c) => c.field));

    await api().delete(`/api/projects/${id}`).set(auth).expect(204);
    expect(await latest('project', 'delete')).toMatchObject({ item_id: id, title: 'Güneş tr' });
    // Back from the trash: the entry shows it left the trash, not every field again.
    await api()
      .post(`/api/trash/project/${id}/restore`)
      .set(auth)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const restored = await latest('project', 'restore');
    expect(restored.item_id).toBe(id);
    expect(restored.fields.sort()).toEqual(['deleted_at', 'deleted_by']);
    expect(change(restored, 'deleted_at')?.after).toBeNull();
  });

  it('records posts, sliders, the about page, the banner and the settings', async () => {
    const post = (await api().post('/api/blog').set(auth).send(validPost('kayit-yazisi')).expect(201)).body
      .id;
    await api()
      .put(`/api/blog/${post}`)
      .set(auth)
      .send({ excerpt: { tr: 'Yeni özet', en: 'Özet en', ru: 'Özet ru' } })
      .expect(200);
    expect(change(await latest('blog_post', 'update'), 'excerpt.tr')).toEqual({
      field: 'excerpt.tr',
      before: 'Özet tr',
      after: 'Yeni özet',
    });
    await api().delete(`/api/blog/${post}`).set(auth).expect(204);
    expect((await latest('blog_post', 'delete')).item_id).toBe(post);

    const slider = (await api().post('/api/sliders').set(auth).send(validSlider(2)).expect(201)).body.id;
    expect((await latest('slider', 'create')).item_id).toBe(slider);
    await api().put(`/api/sliders/${slider}`).set(auth).send({ active: false }).expect(200);
    expect(change(await latest('slider', 'update'), 'active')).toEqual({
      field: 'active',
      before: true,
      after: false,
    });
    await api().delete(`/api/sliders/${slider}`).set(auth).expect(204);
    expect((await latest('slider', 'delete')).item_id).toBe(slider);

    await api()
      .post('/api/about')
      .set(auth)
      .send({ title: L('Biz'), description: L('Hikâye') })
      .expect(201);
    expect((await latest('about')).action).toBe('create');
    await api()
      .put('/api/about')
      .set(auth)
      .send({ title: L('Biz kimiz'), description: L('Hikâye') })
      .expect(200);
    expect(change(await latest('about', 'update'), 'title.en')).toEqual({
      field: 'title.en',
      before: 'Biz en',
      after: 'Biz kimiz en',
    });

    await api()
      .put('/api/instagram-banner')
      .set(auth)
      .send({ text: L('Takip'), link: 'https://instagram.com/konak' })
      .expect(200);
    await api()
      .put('/api/instagram-banner')
      .set(auth)
      .send({ text: L('Takip'), link: 'https://instagram.com/konak', active: false })
      .expect(200);
    expect(change(await latest('banner', 'update'), 'active')).toEqual({
      field: 'active',
      before: true,
      after: false,
    });

    await api().put('/api/settings').set(auth).send({ contact_phone: '+90 242 000 00 00' }).expect(200);
    expect(change(await latest('settings'), 'contact_phone')?.after).toBe('+90 242 000 00 00');
    await api().put('/api/settings/leads').set(auth).send({ reminder_hours: 6 }).expect(200);
    expect(change(await latest('settings'), 'reminder_hours')).toEqual({
      field: 'reminder_hours',
      before: 4,
      after: 6,
    });
  });

  it("records a call-back request's status and notes without the visitor's personal data", async () => {
    const contact = (
      await api()
        .post('/api/contact')
        .set('X-Forwarded-For', '10.14.1.1')
        .send({ name: 'Ayşe Kişisel', phone: '+90 532 000 00 00', email: 'ayse.kisisel@example.com' })
        .expect(201)
    ).body;
    await api()
      .put(`/api/contact/${contact.id}`)
      .set(auth)
      .send({ status: 'contacted', notes: 'Pazartesi Ayşe Hanım aranacak' })
      .expect(200);
    const entry = await latest('contact_request', 'update');
    expect(entry).toMatchObject({ item_id: contact.id, title: `Talep #${contact.id}` });
    expect(change(entry, 'status')).toEqual({ field: 'status', before: 'new', after: 'contacted' });
    expect(change(entry, 'notes')).toEqual({ field: 'notes', before: '', after: '29 karakter' });
    await api().delete(`/api/contact/${contact.id}`).set(auth).expect(204);
    expect((await latest('contact_request', 'delete')).item_id).toBe(contact.id);
    const log = await wholeLog();
    for (const personal of ['Ayşe Kişisel', 'ayse.kisisel', '532 000', 'Pazartesi'])
      expect(log).not.toContain(personal);
  });

  it('records users, password changes and resets, never a password or hash', async () => {
    const secret = 'another horse battery';
    await api()
      .post('/api/users')
      .set(auth)
      .send({ name: 'Editör', email: 'editor@example.com', password: secret })
      .expect(201);
    const created = await latest('user', 'create');
    expect(created).toMatchObject({ title: 'editor@example.com', action: 'create' });
    expect(change(created, 'name')?.after).toBe('Editör');

    await api()
      .put('/api/users/editor@example.com')
      .set(auth)
      .send({ name: 'Editör Bey', password: 'third horse battery', current_password: ADMIN.password })
      .expect(200);
    const changed = await latest('user', 'password_change');
    expect(change(changed, 'name')).toEqual({ field: 'name', before: 'Editör', after: 'Editör Bey' });

    const editor = (await t.app.get(UsersService).findByEmail('editor@example.com'))!;
    await t.app.get(UsersService).setPassword(editor.id, 'fourth horse battery');
    expect(await latest('user', 'password_reset')).toMatchObject({
      item_id: editor.id,
      user_id: editor.id,
      user_name: 'Editör Bey',
      user_email: 'editor@example.com',
    });

    await api().delete('/api/users/editor@example.com').set(auth).expect(204);
    expect(await latest('user', 'delete')).toMatchObject({ item_id: editor.id, title: 'editor@example.com' });

    const log = await wholeLog();
    for (const text of [
      secret,
      'third horse battery',
      'fourth horse battery',
      ADMIN.password,
      'scrypt',
      'password_hash',
    ])
      expect(log).not.toContain(text);
  });

  it('records logins, failed logins with the address tried, and logouts', async () => {
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.14.2.2')
      .send({ email: 'Nobody@Example.com', password: 'wrong password!' })
      .expect(401);
    const failed = await latest('user', 'login_failed');
    expect(failed).toMatchObject({
      user_id: null,
      user_name: '',
      user_email: '',
      title: 'nobody@example.com',
      client_ip: '10.14.2.2',
    });
    expect(failed.changes).toEqual([]);

    const token = (
      await api().post('/api/auth/login').set('X-Forwarded-For', '10.14.2.3').send(ADMIN).expect(200)
    ).body.access_token;
    expect(await latest('user', 'login')).toMatchObject({
      user_name: 'Test Admin',
      user_email: ADMIN.email,
      title: ADMIN.email,
      client_ip: '10.14.2.3',
    });
    await api().post('/api/auth/logout').set(bearer(token)).send({}).expect(204);
    expect(await latest('user', 'logout')).toMatchObject({ user_name: 'Test Admin', title: ADMIN.email });
    expect(await wholeLog()).not.toContain('wrong password!');
    expect(await wholeLog()).not.toContain(token);
  });

  it('leaves routine sign-ins and sign-outs out of the list unless asked; failed ones always show (decision 0202)', async () => {
    await api().post('/api/auth/login').set('X-Forwarded-For', '10.14.3.1').send(ADMIN).expect(200);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.14.3.2')
      .send({ email: ADMIN.email, password: 'not the password' })
      .expect(401);
    const list = async (query: Record<string, string | number> = {}) =>
      (
        await api()
          .get('/api/audit')
          .query({ per_page: 100, ...query })
          .set(auth)
          .expect(200)
      ).body as {
        items: Entry[];
        total: number;
      };
    const actions = (page: { items: Entry[] }) => new Set(page.items.map((e) => e.action));
    const plain = await list();
    expect(actions(plain)).not.toContain('login');
    expect(actions(plain)).not.toContain('logout');
    expect(actions(plain)).toContain('login_failed');
    expect(actions(plain)).toContain('create');
    const all = await list({ sign_ins: 'true' });
    expect(actions(all)).toContain('login');
    expect(actions(all)).toContain('logout');
    // The total is the server's count of the same filter, so the pages add up.
    const signIns = (await list({ action: 'login' })).total + (await list({ action: 'logout' })).total;
    expect(all.total).toBe(plain.total + signIns);
    expect((await list({ per_page: 5, page: 2 })).items).toEqual(plain.items.slice(5, 10));
    expect(
      (await api().get('/api/audit').query({ sign_ins: 'maybe' }).set(auth).expect(422)).body,
    ).toBeTruthy();
  });

  it('records uploads with the names the files had', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d4a574' } })
      .png()
      .toBuffer();
    const url = (await api().post('/api/upload/image').set(auth).attach('file', png, 'cephe.png').expect(201))
      .body.url;
    const entry = await latest('upload', 'upload');
    expect(entry.title).toBe('cephe.png');
    expect(change(entry, 'files.0.url')?.after).toBe(url);
  });

  it('filters by user, type, action and Antalya day, newest first, in pages', async () => {
    const all = (await api().get('/api/audit').set(auth).expect(200)).body;
    expect(all.total).toBeGreaterThan(20);
    const ids = all.items.map((e: Entry) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const page2 = (await api().get('/api/audit').query({ per_page: 5, page: 2 }).set(auth).expect(200)).body;
    expect(page2).toMatchObject({ page: 2, per_page: 5, total: all.total });
    expect(page2.items.map((e: Entry) => e.id)).toEqual(ids.slice(5, 10));

    const logins = (await api().get('/api/audit').query({ action: 'login' }).set(auth).expect(200)).body
      .items as Entry[];
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((e) => e.action === 'login')).toBe(true);

    const me = (await api().get('/api/auth/me').set(auth).expect(200)).body.id;
    const mine = (await api().get('/api/audit').query({ user_id: me }).set(auth).expect(200)).body
      .items as Entry[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.user_id === me)).toBe(true);

    // Today in Antalya (UTC+3) holds everything; the day before and after, nothing.
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const day = (offset: number) =>
      new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await api().get('/api/audit').query({ from: today, to: today }).set(auth).expect(200)).body.total,
    ).toBe(all.total);
    expect(
      (
        await api()
          .get('/api/audit')
          .query({ to: day(-1) })
          .set(auth)
          .expect(200)
      ).body.total,
    ).toBe(0);
    expect(
      (
        await api()
          .get('/api/audit')
          .query({ from: day(1) })
          .set(auth)
          .expect(200)
      ).body.total,
    ).toBe(0);
  });

  it('refuses bad filters with a clear message', async () => {
    const bad = await api()
      .get('/api/audit')
      .query({ from: '26.11.2026', type: 'nope', action: 'hack', per_page: 'many', page: 0 })
      .set(auth)
      .expect(422);
    const fields = (bad.body.detail as { loc: string[] }[]).map((d) => d.loc[1]);
    expect(fields).toEqual(expect.arrayContaining(['from', 'type', 'action', 'per_page', 'page']));
    // The paging convention: a page size over the maximum is answered with the biggest page, not refused.
    const big = await api().get('/api/audit').query({ per_page: 1_000_000 }).set(auth).expect(200);
    expect(big.body.per_page).toBe(100);
    expect(big.headers['x-total-count']).toBe(String(big.body.total));
    expect(big.headers.link).toContain('rel="first"');
    await api().get('/api/audit/999999').set(auth).expect(404);
    await api().get('/api/audit/abc').set(auth).expect(404);
  });

  it('is read-only and for administrators only', async () => {
    const routes = listRoutes(t.app).filter((r) => r.path.startsWith('/api/audit'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/audit',
      'GET /api/audit/:id',
    ]);
    expect(routes.every((r) => !r.isPublic)).toBe(true);
    const id = (await api().get('/api/audit').set(auth).expect(200)).body.items[0].id;
    await api().get('/api/audit').expect(401);
    await api().get(`/api/audit/${id}`).expect(401);
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await api()[method](`/api/audit/${id}`).set(auth).send({ title: 'x' });
      expect(res.status).toBe(404);
    }
    await api().get(`/api/audit/${id}`).set(auth).expect(200);
  });
});
