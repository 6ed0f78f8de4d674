// The audit log also names the sales and construction work that used to leave no trace (security review,
// finding 7): units created, edited, deleted and bulk-changed, blocks, a CSV import with what it added,
// changed and removed, the exchange rates and construction updates.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  projectId = (await api().post('/api/projects').set(auth).send(validProject('kayitli-proje')).expect(201))
    .body.id;
});
afterAll(() => t.close());

const api = () => request(t.server);
interface Entry {
  id: number;
  action: string;
  type: string;
  title: string;
  fields: string[];
}
/** The newest entries of one content type, newest first. */
const entries = async (type: string): Promise<Entry[]> =>
  (await api().get(`/api/audit?type=${type}`).set(auth).expect(200)).body.items;
const detail = async (id: number) => (await api().get(`/api/audit/${id}`).set(auth).expect(200)).body;

it('records blocks and units created, edited, bulk-changed and deleted, with the values before and after', async () => {
  const block = (
    await api().post(`/api/projects/${projectId}/blocks`).set(auth).send({ name: 'A' }).expect(201)
  ).body.id;
  await api()
    .post(`/api/blocks/${block}/generate`)
    .set(auth)
    .send({ floors: 2, units_per_floor: 2, first_floor: 1 })
    .expect(200);
  const unit = (
    await api()
      .post(`/api/projects/${projectId}/units`)
      .set(auth)
      .send({ block_id: block, floor: 3, number: '9', price_try: 4_000_000 })
      .expect(201)
  ).body;
  await api()
    .patch(`/api/units/${unit.id}`)
    .set(auth)
    .send({ price_try: 4_250_000, status: 'reserved' })
    .expect(200);
  await api()
    .patch('/api/units')
    .set(auth)
    .send({ ids: [unit.id], status: 'sold' })
    .expect(200);
  await api().delete(`/api/units/${unit.id}`).set(auth).expect(204);
  await api().delete(`/api/blocks/${block}`).set(auth).expect(204);

  const units = await entries('unit');
  expect(units.map((e) => [e.action, e.title])).toEqual([
    ['delete', 'A-3-9'],
    ['update', '1 dairenin durumu: Satıldı'],
    ['update', 'A-3-9'],
    ['create', 'A-3-9'],
    ['create', '4 daire oluşturuldu (blok #' + block + ')'],
  ]);
  const edit = await detail(units[2].id);
  expect(edit.changes).toEqual(
    expect.arrayContaining([
      { field: 'price_try', before: 4_000_000, after: 4_250_000 },
      { field: 'status', before: 'available', after: 'reserved' },
    ]),
  );
  expect((await entries('unit_block')).map((e) => [e.action, e.title])).toEqual([
    ['delete', 'A bloğu (4 daireyle)'],
    ['create', 'A bloğu'],
  ]);
});

it('records a CSV import with how many homes it added, changed and removed', async () => {
  const header = 'block;floor;number;plan_key;facing;price_try;status\n';
  await api()
    .put(`/api/projects/${projectId}/units.csv?confirm=1`)
    .set(auth)
    .set('Content-Type', 'text/csv')
    .send(`${header}B;1;1;;;3000000;available\nB;1;2;;;3100000;available\n`)
    .expect(200);
  await api()
    .put(`/api/projects/${projectId}/units.csv?confirm=1`)
    .set(auth)
    .set('Content-Type', 'text/csv')
    .send(`${header}B;1;1;;;3200000;available\n`)
    .expect(200);
  const [last] = await entries('unit');
  expect(last.title).toMatch(/CSV içe aktarma: 0 eklendi, 1 değişti, 1 silindi$/);
  expect((await detail(last.id)).changes).toEqual(
    expect.arrayContaining([{ field: 'units', before: 2, after: 1 }]),
  );
});

it('records the exchange rates and construction updates', async () => {
  await api()
    .put('/api/exchange-rates')
    .set(auth)
    .send({ eur: 37.25, usd: 34.5, as_of: '2026-11-26' })
    .expect(200);
  await api()
    .put('/api/exchange-rates')
    .set(auth)
    .send({ eur: 38, usd: 34.5, as_of: '2026-11-27', ru_currency: 'EUR' })
    .expect(200);
  const [rates] = await entries('exchange_rates');
  expect((await detail(rates.id)).changes).toEqual(
    expect.arrayContaining([
      { field: 'eur', before: 37.25, after: 38 },
      { field: 'ru_currency', before: 'RUB', after: 'EUR' },
    ]),
  );

  const body = {
    project_id: projectId,
    date: '2026-03-01',
    title: L('Temel atıldı'),
    phases: [{ key: 'foundation', percent: 100 }],
  };
  const update = (await api().post('/api/progress-updates').set(auth).send(body).expect(201)).body;
  await api()
    .put(`/api/progress-updates/${update.id}`)
    .set(auth)
    .send({ title: L('Temel bitti') })
    .expect(200);
  await api().delete(`/api/progress-updates/${update.id}`).set(auth).expect(204);
  const progress = await entries('progress_update');
  expect(progress.map((e) => [e.action, e.title])).toEqual([
    ['delete', 'Temel bitti tr'],
    ['update', 'Temel bitti tr'],
    ['create', 'Temel atıldı tr'],
  ]);
  expect((await detail(progress[1].id)).changes).toEqual(
    expect.arrayContaining([{ field: 'title.tr', before: 'Temel atıldı tr', after: 'Temel bitti tr' }]),
  );
});
