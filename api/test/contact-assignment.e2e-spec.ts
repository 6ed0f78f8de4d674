// Call-back assignment (issue 27): a request goes to a salesperson (or the owner), who finds it under
// "Bana atananlar" (assigned=me); an editor cannot take one; a deleted administrator's go back to nobody.
import request from 'supertest';
import { UsersService } from '../src/users/users.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let owner: Record<string, string>;
let sales: Record<string, string>;
let salesId: number;
let editorId: number;
const ids: number[] = [];
const SALES = { email: 'satis@example.com', password: 'Satis-Ekibi-2026-Kepez!' };
const api = () => request(t.server);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  owner = bearer(await login(t));
  const users = t.app.get(UsersService);
  salesId = (await users.create({ name: 'Selin', ...SALES, role: 'sales' })).id;
  editorId = (
    await users.create({
      name: 'Ece',
      email: 'editor@example.com',
      password: 'Editor-Masasi-2026-Lara!',
      role: 'editor',
    })
  ).id;
  sales = bearer(await login(t, SALES));
  for (const [i, name] of ['Ayşe Yılmaz', 'Mehmet Kaya', 'Olga Petrova'].entries()) {
    const res = await api()
      .post('/api/contact')
      .set('X-Forwarded-For', `10.27.0.${i + 1}`)
      .send({ name, phone: `+90 532 000 00 0${i}`, email: `kisi${i}@example.com` })
      .expect(201);
    ids.push(res.body.id);
  }
  expect(admin.role).toBe('owner');
});
afterAll(() => t.close());

const names = async (auth: Record<string, string>, assigned: string) =>
  ((await api().get('/api/contact').query({ assigned }).set(auth).expect(200)).body as { name: string }[])
    .map((c) => c.name)
    .sort();

describe('call-back assignment', () => {
  it('names whom a request can go to: the owner and sales, not editors', async () => {
    const people = (await api().get('/api/contact/assignees').set(sales).expect(200)).body;
    expect(people).toEqual([
      { id: salesId, name: 'Selin', role: 'sales' },
      { id: expect.any(Number), name: 'Test Admin', role: 'owner' },
    ]);
    expect(people.map((p: { id: number }) => p.id)).not.toContain(editorId);
  });

  it('assigns a request to a salesperson, who finds it under assigned=me', async () => {
    const res = await api()
      .put(`/api/contact/${ids[0]}`)
      .set(owner)
      .send({ assigned_to: salesId })
      .expect(200);
    expect(res.body.assigned_to).toBe(salesId);
    // Sales takes one for themselves too.
    await api()
      .put(`/api/contact/${ids[1]}`)
      .set(sales)
      .send({ assigned_to: salesId, status: 'contacted' })
      .expect(200);
    expect(await names(sales, 'me')).toEqual(['Ayşe Yılmaz', 'Mehmet Kaya']);
    expect(await names(owner, 'me')).toEqual([]);
    expect(await names(owner, String(salesId))).toEqual(['Ayşe Yılmaz', 'Mehmet Kaya']);
    expect(await names(owner, 'none')).toEqual(['Olga Petrova']);
    const page = await api().get('/api/contact').query({ assigned: 'me' }).set(sales).expect(200);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('unassigns with null, and refuses an editor, an unknown administrator and a bad filter in Turkish', async () => {
    await api().put(`/api/contact/${ids[1]}`).set(sales).send({ assigned_to: null }).expect(200);
    expect(await names(sales, 'me')).toEqual(['Ayşe Yılmaz']);
    const editor = await api()
      .put(`/api/contact/${ids[2]}`)
      .set(owner)
      .send({ assigned_to: editorId })
      .expect(422);
    expect(editor.body.detail).toEqual([
      {
        loc: ['body', 'assigned_to'],
        msg: 'Bu yönetici talepleri göremez (rolü: Editör)',
        type: 'value_error.assignee',
      },
    ]);
    const unknown = await api()
      .put(`/api/contact/${ids[2]}`)
      .set(owner)
      .send({ assigned_to: 99999 })
      .expect(422);
    expect(unknown.body.detail[0].msg).toBe('Böyle bir yönetici yok');
    const bad = await api().get('/api/contact').query({ assigned: 'biri' }).set(owner).expect(422);
    expect(bad.body.detail[0]).toMatchObject({
      loc: ['query', 'assigned'],
      msg: 'Atanan "me", "none" ya da bir yönetici numarası olmalıdır',
    });
  });

  it('exports "Bana atananlar" as the caller’s own list through an export link', async () => {
    const link = (
      await api().post('/api/contact/export-link').set(sales).send({ assigned: 'me' }).expect(200)
    ).body;
    expect(link.url).toContain(`assigned=${salesId}`);
    const csv = await api().get(link.url).expect(200);
    expect(csv.text).toContain('Ayşe Yılmaz');
    expect(csv.text).not.toContain('Olga Petrova');
  });

  it('gives a deleted administrator’s requests back to nobody', async () => {
    await api().delete(`/api/users/${SALES.email}`).set(owner).expect(204);
    expect(await names(owner, 'none')).toEqual(['Ayşe Yılmaz', 'Mehmet Kaya', 'Olga Petrova']);
  });
});
