// Issue 27 (decision 0206): repeat requests of one person — the same phone however it is typed, or the
// same e-mail, within CONTACT_REPEATS.days before or after — are shown together: the request's page lists
// them, the list counts them per row. Another time, the trash and erased requests are not the person's.
import { CONTACT_REPEATS } from '@konak/contract';
import request from 'supertest';
import { ContactRequest } from '../src/contacts/contact-request.entity.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const DAY = 86_400_000;
let ip = 0;
/** A request sent `daysAgo` days ago (each from its own address: the per-client limit is not tested). */
const submit = async (
  body: { name: string; phone: string; email: string; project?: string },
  daysAgo = 0,
) => {
  const { id } = (
    await api().post('/api/contact/').set('X-Forwarded-For', `10.27.5.${++ip}`).send(body).expect(201)
  ).body as { id: number };
  await t.dataSource
    .getRepository(ContactRequest)
    .update(id, { created_at: new Date(Date.now() - daysAgo * DAY) });
  return id;
};
const detail = async (id: number) =>
  (await api().get(`/api/contact/${id}`).set(auth).expect(200)).body as {
    repeat_count: number;
    repeats: { id: number; created_at: string; status: string; project: string; unit: string }[];
  };
const counts = async (query: object = {}) =>
  Object.fromEntries(
    (
      (await api().get('/api/contact/').query(query).set(auth).expect(200)).body as {
        id: number;
        repeat_count: number;
      }[]
    ).map((row) => [row.id, row.repeat_count]),
  );

describe('repeat requests of one person', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // One buyer, phone typed two ways, then by e-mail only from another phone.
    ids.first = await submit({ name: 'Ayşe Yılmaz', phone: '0532 111 22 33', email: 'ayse@example.com' }, 20);
    ids.second = await submit(
      { name: 'Ayse Y.', phone: '+90 532 111 2233', email: 'ayse.is@example.com', project: 'lara-evleri' },
      10,
    );
    ids.third = await submit({ name: 'A. Yılmaz', phone: '0533 999 88 77', email: 'Ayse@Example.com' }, 1);
    // The same phone long before: another time, not counted for the newer ones.
    ids.old = await submit({ name: 'Ayşe Yılmaz', phone: '5321112233', email: 'eski@example.com' }, 70);
    // A stranger.
    ids.other = await submit(
      { name: 'Mehmet Kaya', phone: '0542 444 55 66', email: 'mehmet@example.com' },
      2,
    );
  });

  it('lists the same phone typed differently and the same e-mail, newest first, with status and project', async () => {
    const first = await detail(ids.first);
    expect(first.repeats.map((r) => r.id)).toEqual([ids.third, ids.second]);
    expect(first.repeat_count).toBe(2);
    expect(first.repeats[1]).toEqual({
      id: ids.second,
      created_at: expect.any(String),
      status: 'new',
      project: 'lara-evleri',
      unit: '',
    });
    // The second shares only the phone with the first, the third only the e-mail: each sees its own match.
    expect((await detail(ids.second)).repeats.map((r) => r.id)).toEqual([ids.first]);
    expect((await detail(ids.third)).repeats.map((r) => r.id)).toEqual([ids.first]);
    expect(await detail(ids.other)).toMatchObject({ repeat_count: 0, repeats: [] });
  });

  it(`leaves out requests more than ${CONTACT_REPEATS.days} days apart`, async () => {
    // 70 days ago: 50 days before the first, 60 before the second.
    expect(await detail(ids.old)).toMatchObject({ repeat_count: 0, repeats: [] });
    expect((await detail(ids.second)).repeats.map((r) => r.id)).not.toContain(ids.old);
  });

  it("gives each row of the list its number of the person's other requests", async () => {
    expect(await counts()).toEqual({
      [ids.first]: 2,
      [ids.second]: 1,
      [ids.third]: 1,
      [ids.old]: 0,
      [ids.other]: 0,
    });
    // A page counts against every request, not only the page's rows.
    const page = await counts({ per_page: 2 });
    expect(page).toEqual({ [ids.third]: 1, [ids.other]: 0 });
  });

  it('leaves out the trash, and an erased request matches nobody', async () => {
    const trashed = await submit({ name: 'Ayşe', phone: '0532 111 22 33', email: 'ayse@example.com' }, 5);
    expect((await detail(ids.first)).repeat_count).toBe(3);
    await api().delete(`/api/contact/${trashed}`).set(auth).expect(204);
    expect((await detail(ids.first)).repeats.map((r) => r.id)).toEqual([ids.third, ids.second]);
    expect((await counts())[ids.first]).toBe(2);

    const erased = await submit({ name: 'Olga', phone: '0555 000 11 22', email: 'olga@example.com' }, 3);
    const again = await submit({ name: 'Olga P.', phone: '0555 000 11 22', email: 'olga@example.com' }, 2);
    expect((await detail(again)).repeats.map((r) => r.id)).toEqual([erased]);
    await api().post('/api/data-requests/erase').set(auth).send({ email: 'olga@example.com' }).expect(200);
    // Both erased: neither names a person any more.
    expect(await detail(again)).toMatchObject({ repeat_count: 0, repeats: [] });
    const later = await submit({ name: 'Olga', phone: '+90 555 000 1122', email: 'olga@example.com' }, 1);
    expect(await detail(later)).toMatchObject({ repeat_count: 0, repeats: [] });
    expect((await counts())[erased]).toBe(0);
  });

  it(`lists at most ${CONTACT_REPEATS.listed} and counts them all`, async () => {
    const person = { name: 'Elena', phone: '+7 916 123 45 67', email: 'elena@example.ru' };
    const made: number[] = [];
    for (let i = 0; i < CONTACT_REPEATS.listed + 2; i++) made.push(await submit(person, 15 - i));
    const newest = made[made.length - 1];
    const shown = await detail(newest);
    expect(shown.repeat_count).toBe(CONTACT_REPEATS.listed + 1);
    expect(shown.repeats.map((r) => r.id)).toEqual(made.slice(1, -1).reverse());
    expect((await counts())[newest]).toBe(CONTACT_REPEATS.listed + 1);
  });
});
