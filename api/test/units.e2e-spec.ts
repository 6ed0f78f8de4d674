// Unit availability (issue 12): blocks, units, generation, bulk status, the CSV round trip, plan keys,
// the projects' unit counts, the exchange rates and their refusals — on SQLite and PostgreSQL alike.
import sharp from 'sharp';
import request from 'supertest';
import { SampleContentSeeder } from '../src/database/sample-content.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  const plans = [
    { name: '1+1', area: '50 m²', rooms: '1+1' },
    { name: '2+1', area: '80 m²', rooms: '2+1' },
  ];
  projectId = (
    await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('daire-proje'), plans })
      .expect(201)
  ).body.id;
});
afterAll(() => t.close());

const api = () => request(t.server);
const grid = async () => (await api().get(`/api/projects/${projectId}/blocks`).set(auth).expect(200)).body;
/** A bare PUT answers the preview; `confirm` applies the file (issue 26). */
const csvPut = (text: string, confirm = false) =>
  api()
    .put(`/api/projects/${projectId}/units.csv${confirm ? '?confirm=1' : ''}`)
    .set(auth)
    .set('Content-Type', 'text/csv')
    .send(text);

describe('plan keys', () => {
  it('fills missing keys, keeps given ones and refuses a key given twice', async () => {
    const p = (await api().get('/api/projects/daire-proje').expect(200)).body;
    expect(p.plans.map((x: { key: string }) => x.key)).toEqual(['plan-1', 'plan-2']);
    expect(p.units).toBeNull();
    const res = await api()
      .put(`/api/projects/${projectId}`)
      .set(auth)
      .send({ plans: [...p.plans, { name: L('3+1'), rooms: '3+1' }] })
      .expect(200);
    expect(res.body.plans.map((x: { key: string }) => x.key)).toEqual(['plan-1', 'plan-2', 'plan-3']);
    const dup = await api()
      .put(`/api/projects/${projectId}`)
      .set(auth)
      .send({ plans: [{ key: 'plan-1' }, { key: 'plan-1' }] })
      .expect(422);
    expect(dup.body.detail[0]).toMatchObject({ loc: ['body', 'plans', 1, 'key'] });
    await api()
      .put(`/api/projects/${projectId}`)
      .set(auth)
      .send({ plans: [{ key: 'Plan 1' }] })
      .expect(422);
  });
});

describe('blocks and units', () => {
  let blockA: number;
  let blockB: number;

  it('creates blocks, refuses a duplicate name, and generates N floors × M units once', async () => {
    blockA = (await api().post(`/api/projects/${projectId}/blocks`).set(auth).send({ name: 'A' }).expect(201))
      .body.id;
    blockB = (
      await api().post(`/api/projects/${projectId}/blocks`).set(auth).send({ name: ' B ' }).expect(201)
    ).body.id;
    const dup = await api()
      .post(`/api/projects/${projectId}/blocks`)
      .set(auth)
      .send({ name: 'A' })
      .expect(409);
    expect(dup.body.detail).toMatch(/"A" adında bir blok zaten var/);
    await api().post(`/api/projects/${projectId}/blocks`).set(auth).send({ name: 'A blok' }).expect(422);
    await api().post('/api/projects/999999/blocks').set(auth).send({ name: 'C' }).expect(404);

    expect(
      (
        await api()
          .post(`/api/blocks/${blockA}/generate`)
          .set(auth)
          .send({ floors: 3, units_per_floor: 2, first_floor: 1, plan_key: 'plan-1' })
          .expect(200)
      ).body,
    ).toEqual({ created: 6 });
    // Again: the numbers exist, nothing is added; one more floor adds its two.
    expect(
      (
        await api()
          .post(`/api/blocks/${blockA}/generate`)
          .set(auth)
          .send({ floors: 4, units_per_floor: 2, first_floor: 1 })
          .expect(200)
      ).body,
    ).toEqual({ created: 2 });
    await api()
      .post(`/api/blocks/${blockA}/generate`)
      .set(auth)
      .send({ floors: 2, units_per_floor: 2, first_floor: 0, plan_key: 'plan-9' })
      .expect(422);
    await api()
      .post(`/api/blocks/${blockA}/generate`)
      .set(auth)
      .send({ floors: 0, units_per_floor: 2, first_floor: 0 })
      .expect(422);
    await api()
      .post(`/api/blocks/${blockA}/generate`)
      .set(auth)
      .send({ floors: 201, units_per_floor: 51, first_floor: 0 })
      .expect(422);

    const g = await grid();
    expect(g.blocks.map((b: { name: string }) => b.name)).toEqual(['A', 'B']);
    expect(g.units).toHaveLength(8);
    expect(g.units[0]).toMatchObject({
      block_id: blockA,
      floor: 1,
      number: '1',
      label: 'A-1-1',
      plan_key: 'plan-1',
      facing: '',
      price_try: null,
      status: 'available',
    });
    expect(g.units.map((u: { label: string }) => u.label)).toEqual([
      'A-1-1',
      'A-1-2',
      'A-2-3',
      'A-2-4',
      'A-3-5',
      'A-3-6',
      'A-4-7',
      'A-4-8',
    ]);
    expect(g.counts).toEqual({ total: 8, available: 8, reserved: 0, sold: 0 });
  });

  it('adds, edits and deletes a unit; a number is unique within its block only', async () => {
    const unit = (
      await api()
        .post(`/api/projects/${projectId}/units`)
        .set(auth)
        .send({
          block_id: blockB,
          floor: 4,
          number: '12',
          plan_key: 'plan-2',
          facing: 'SW',
          price_try: 4_500_000,
          status: 'reserved',
        })
        .expect(201)
    ).body;
    expect(unit).toMatchObject({ label: 'B-4-12', facing: 'SW', price_try: 4_500_000, status: 'reserved' });
    // Number 1 exists in A, not in B.
    await api()
      .post(`/api/projects/${projectId}/units`)
      .set(auth)
      .send({ block_id: blockB, floor: 1, number: '1' })
      .expect(201);
    const dup = await api()
      .post(`/api/projects/${projectId}/units`)
      .set(auth)
      .send({ block_id: blockA, floor: 1, number: '1' })
      .expect(409);
    expect(dup.body.detail).toBe('A bloğunda 1 numaralı bir daire zaten var');
    const moved = await api()
      .patch(`/api/units/${unit.id}`)
      .set(auth)
      .send({ block_id: blockA, number: '1' })
      .expect(409);
    expect(moved.body.detail).toMatch(/A bloğunda 1/);

    const bad = await api()
      .post(`/api/projects/${projectId}/units`)
      .set(auth)
      .send({ block_id: blockB, floor: 2, number: '7', status: 'free', facing: 'Up', price_try: -5 })
      .expect(422);
    expect(bad.body.detail.map((d: { loc: string[] }) => d.loc.join('.')).sort()).toEqual([
      'body.facing',
      'body.price_try',
      'body.status',
    ]);
    expect(bad.body.detail.find((d: { loc: string[] }) => d.loc[1] === 'status').msg).toBe(
      'Durum available, reserved veya sold olmalıdır',
    );
    await api()
      .post(`/api/projects/${projectId}/units`)
      .set(auth)
      .send({ block_id: blockB, floor: 2, number: '7', plan_key: 'plan-9' })
      .expect(422);

    const edited = (
      await api()
        .patch(`/api/units/${unit.id}`)
        .set(auth)
        .send({ status: 'sold', price_try: null, number: '12A' })
        .expect(200)
    ).body;
    expect(edited).toMatchObject({
      label: 'B-4-12A',
      status: 'sold',
      price_try: null,
      facing: 'SW',
      plan_key: 'plan-2',
    });
    await api().delete(`/api/units/${unit.id}`).set(auth).expect(204);
    await api().delete(`/api/units/${unit.id}`).set(auth).expect(404);
  });

  it('changes the status of many units at once, all or none, at most 1000', async () => {
    const ids = (await grid()).units
      .filter((u: { block_id: number }) => u.block_id === blockA)
      .map((u: { id: number }) => u.id);
    expect(
      (
        await api()
          .patch('/api/units')
          .set(auth)
          .send({ ids: ids.slice(0, 3), status: 'sold' })
          .expect(200)
      ).body,
    ).toEqual({ updated: 3 });
    await api()
      .patch('/api/units')
      .set(auth)
      .send({ ids: [ids[3], 999999], status: 'sold' })
      .expect(404);
    await api()
      .patch('/api/units')
      .set(auth)
      .send({ ids: ids.slice(3), status: 'gone' })
      .expect(422);
    const tooMany = await api()
      .patch('/api/units')
      .set(auth)
      .send({ ids: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'sold' })
      .expect(422);
    expect(tooMany.body.detail[0].msg).toBe('En az 1, bir seferde en fazla 1000 daire seçin');
    await api().patch('/api/units').set(auth).send({ ids: [], status: 'sold' }).expect(422);
    expect((await grid()).counts).toEqual({ total: 9, available: 6, reserved: 0, sold: 3 });
  });

  it('shows the grid and the counts publicly, and every write refreshes the cached answers', async () => {
    const pub = (await api().get('/api/projects/daire-proje/units').expect(200)).body;
    expect(pub.counts).toEqual({ total: 9, available: 6, reserved: 0, sold: 3 });
    expect(Object.keys(pub.units[0]).sort()).toEqual([
      'block_id',
      'facing',
      'floor',
      'id',
      'label',
      'number',
      'plan_key',
      'price_try',
      'status',
    ]);
    const listed = (await api().get('/api/projects/').expect(200)).body.find(
      (p: { slug: string }) => p.slug === 'daire-proje',
    );
    expect(listed.units).toEqual({ total: 9, available: 6 });
    await api().get('/api/projects/yok-boyle/units').expect(404);

    const one = pub.units.find((u: { status: string }) => u.status === 'available');
    await api().patch(`/api/units/${one.id}`).set(auth).send({ status: 'sold' }).expect(200);
    expect((await api().get('/api/projects/daire-proje/units').expect(200)).body.counts.sold).toBe(4);
    expect((await api().get('/api/projects/daire-proje').expect(200)).body.units).toEqual({
      total: 9,
      available: 5,
    });
    expect(
      (await api().get('/api/projects').expect(200)).body.find(
        (p: { slug: string }) => p.slug === 'daire-proje',
      ).units.available,
    ).toBe(5);
  });

  it('refuses to drop a plan that units use, naming how many', async () => {
    const p = (await api().get('/api/projects/daire-proje').expect(200)).body;
    const res = await api()
      .put(`/api/projects/${projectId}`)
      .set(auth)
      .send({ plans: p.plans.slice(1) })
      .expect(409);
    expect(res.body.detail).toMatch(/^"1\+1" planı 6 dairede kullanılıyor/);
    // plan-3 is unused: dropping it is fine, and the other keys stay.
    const ok = await api()
      .put(`/api/projects/${projectId}`)
      .set(auth)
      .send({ plans: p.plans.slice(0, 2) })
      .expect(200);
    expect(ok.body.plans.map((x: { key: string }) => x.key)).toEqual(['plan-1', 'plan-2']);
  });

  it('renames a block (labels follow) and deletes it with its units', async () => {
    await api().patch(`/api/blocks/${blockB}`).set(auth).send({ name: 'A' }).expect(409);
    await api().patch(`/api/blocks/${blockB}`).set(auth).send({ name: 'C', position: 5 }).expect(200);
    expect((await grid()).units.find((u: { block_id: number }) => u.block_id === blockB).label).toBe('C-1-1');
    await api().delete(`/api/blocks/${blockB}`).set(auth).expect(204);
    const g = await grid();
    expect(g.blocks.map((b: { name: string }) => b.name)).toEqual(['A']);
    expect(g.counts.total).toBe(8);
  });
});

describe('CSV', () => {
  it('exports the units with formula-safe cells and imports the same file unchanged', async () => {
    const res = await api().get(`/api/projects/${projectId}/units.csv`).set(auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const text = res.text;
    expect(text.split('\r\n')[0]).toBe('\uFEFF"Blok";"Kat";"No";"Plan";"Cephe";"Fiyat (TL)";"Durum"');
    expect(text).toContain('"A";"1";"1";"1+1";"";"";"Satıldı"');
    const before = await grid();
    expect((await csvPut(text).expect(200)).body).toMatchObject({
      applied: false,
      blocks: 1,
      units: 8,
      added: 0,
      changed: 0,
      removed: 0,
      changes_total: 0,
    });
    expect((await csvPut(text, true).expect(200)).body).toMatchObject({
      applied: true,
      import_id: null,
      blocks: 1,
      units: 8,
      summary: 'Hiçbir daire değişmedi',
    });
    const after = await grid();
    expect(after.units).toEqual(before.units);
  });

  it('reports every bad row by its line and changes nothing', async () => {
    const before = await grid();
    const file = [
      'block,floor,number,plan_key,facing,price_try,status',
      'A,1,1,plan-1,N,"4.500.000",sold',
      'A,x,2,,,,available',
      'B,2,3,plan-7,Up,12abc,free',
      'A,1,1,,,,',
    ].join('\n');
    const res = await csvPut(file, true).expect(400);
    const lines = res.body.detail.map((d: { line: number }) => d.line);
    expect(lines).toEqual([3, 4, 4, 4, 4, 5]);
    expect(res.body.detail[0].msg).toMatch(/^3\. satır: kat okunamadı: "x"/);
    const messages = res.body.detail.map((d: { msg: string }) => d.msg).join('\n');
    expect(messages).toMatch(/4\. satır: durum okunamadı: "free" \(Satışta, Opsiyonlu, Satıldı/);
    expect(messages).toMatch(/4\. satır: fiyat okunamadı: "12abc"/);
    expect(res.body.detail[5].msg).toBe('5. satır: A bloğunda 1 numaralı daire 2. satırda da var');
    expect(await grid()).toEqual(before);

    expect((await csvPut('blok;kat\nA;1', true).expect(400)).body.detail[0]).toMatchObject({
      line: 1,
      msg: expect.stringMatching(/"No" sütunu eksik/),
    });
    await api()
      .put(`/api/projects/${projectId}/units.csv`)
      .set(auth)
      .set('Content-Type', 'application/json')
      .send({})
      .expect(415);
    // Cells an attacker shapes for a backtracking regex or a quadratic parse: answered as bad rows.
    const nasty = `block;floor;number;price_try\nA;1;1;1${'\u00a0'.repeat(60_000)}x\nA;1;2;"a"${'"'.repeat(400_000)}`;
    expect((await csvPut(nasty, true).expect(400)).body.detail[0]).toMatchObject({ line: 2 });
    const big = `block;floor;number\n${'A;1;1\n'.repeat(200_000)}`;
    await csvPut(big, true).expect(413);
    expect(await grid()).toEqual(before);
  });

  it('replaces the units: keeps ids of matching rows, adds blocks and units, removes the rest', async () => {
    const before = await grid();
    const a11 = before.units.find((u: { label: string }) => u.label === 'A-1-1');
    const file = [
      '\uFEFFblock;floor;number;plan_key;facing;price_try;status',
      'A;1;1;plan-2;Güney;4 500 000 TL;Satıldı',
      "B;'-1;D1;;;;Opsiyonlu",
      'B;0;2;;;;',
      ';;;;;;',
      '',
    ].join('\r\n');
    expect((await csvPut(file).expect(200)).body).toMatchObject({
      applied: false,
      blocks: 2,
      units: 3,
      added: 2,
      changed: 1,
      removed: 7,
    });
    expect(await grid()).toEqual(before);
    expect((await csvPut(file, true).expect(200)).body).toMatchObject({
      applied: true,
      blocks: 2,
      units: 3,
      added: 2,
      changed: 1,
      removed: 7,
    });
    const g = await grid();
    expect(g.blocks.map((b: { name: string }) => b.name)).toEqual(['A', 'B']);
    expect(g.units.map((u: { label: string }) => u.label)).toEqual(['A-1-1', 'B--1-D1', 'B-0-2']);
    expect(g.units[0]).toMatchObject({
      id: a11.id,
      plan_key: 'plan-2',
      facing: 'S',
      price_try: 4_500_000,
      status: 'sold',
    });
    expect(g.units[1].status).toBe('reserved');
    expect(g.counts).toEqual({ total: 3, available: 1, reserved: 1, sold: 1 });
  });
});

describe('exchange rates', () => {
  it('are empty until set, then answered publicly; a rate must be > 0', async () => {
    expect((await api().get('/api/exchange-rates').expect(200)).body).toEqual({
      eur: null,
      usd: null,
      rub: null,
      as_of: '',
      ru_currency: 'RUB',
      // The foreign buyers' thresholds travel with the rates (decision 0198): unmarked until the owner sets them.
      foreign_buyers: {
        residence_usd: null,
        citizenship_usd: null,
        as_of: '',
        text: { tr: '', en: '', ru: '' },
      },
      updated_at: null,
    });
    const bad = await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: 0, usd: -1, rub: 'x', as_of: '2026-02-30' })
      .expect(422);
    expect(bad.body.detail.map((d: { loc: string[] }) => d.loc[1]).sort()).toEqual([
      'as_of',
      'eur',
      'rub',
      'usd',
    ]);
    const saved = (
      await api()
        .put('/api/exchange-rates')
        .set(auth)
        .send({ eur: 37.25, usd: 34.5, rub: null, as_of: '2026-11-26' })
        .expect(200)
    ).body;
    expect(saved).toMatchObject({ eur: 37.25, usd: 34.5, rub: null, as_of: '2026-11-26' });
    expect((await api().get('/api/exchange-rates').expect(200)).body).toMatchObject({
      eur: 37.25,
      usd: 34.5,
      rub: null,
      as_of: '2026-11-26',
    });
  });

  it("keep the office's choice of what the Russian pages show first: RUB by default, EUR when chosen (issue 26)", async () => {
    const rates = { eur: 37.25, usd: 34.5, rub: 0.41, as_of: '2026-11-26' };
    expect((await api().put('/api/exchange-rates').set(auth).send(rates).expect(200)).body.ru_currency).toBe(
      'RUB',
    );
    const bad = await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ ...rates, ru_currency: 'USD' })
      .expect(422);
    expect(bad.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'ru_currency'],
        msg: 'Rusça sayfalar için ruble ya da euro seçin',
      }),
    ]);
    expect(
      (
        await api()
          .put('/api/exchange-rates')
          .set(auth)
          .send({ ...rates, ru_currency: 'EUR' })
          .expect(200)
      ).body.ru_currency,
    ).toBe('EUR');
    expect((await api().get('/api/exchange-rates').expect(200)).body).toMatchObject({
      ...rates,
      ru_currency: 'EUR',
    });
    // Saving the rates without the choice keeps it.
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ ...rates, eur: 38 })
      .expect(200);
    expect((await api().get('/api/exchange-rates').expect(200)).body).toMatchObject({
      eur: 38,
      ru_currency: 'EUR',
    });
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ ...rates, ru_currency: 'RUB' })
      .expect(200);
    expect((await api().get('/api/exchange-rates').expect(200)).body.ru_currency).toBe('RUB');
  });
});

describe('auth', () => {
  it('requires a token for every write and the admin reads', async () => {
    const calls = [
      api().get(`/api/projects/${projectId}/blocks`),
      api().post(`/api/projects/${projectId}/blocks`).send({ name: 'Z' }),
      api().patch('/api/blocks/1').send({ name: 'Z' }),
      api().delete('/api/blocks/1'),
      api().post('/api/blocks/1/generate').send({ floors: 1, units_per_floor: 1, first_floor: 0 }),
      api().post(`/api/projects/${projectId}/units`).send({ block_id: 1, floor: 0, number: '9' }),
      api().patch('/api/units/1').send({ status: 'sold' }),
      api()
        .patch('/api/units')
        .send({ ids: [1], status: 'sold' }),
      api().delete('/api/units/1'),
      api().get(`/api/projects/${projectId}/units.csv`),
      api()
        .put(`/api/projects/${projectId}/units.csv`)
        .set('Content-Type', 'text/csv')
        .send('block;floor;number\n'),
      api()
        .put(`/api/projects/${projectId}/units.csv?confirm=1`)
        .set('Content-Type', 'text/csv')
        .send('block;floor;number\n'),
      api().get(`/api/projects/${projectId}/unit-imports`),
      api().post('/api/unit-imports/1/undo'),
      api().put('/api/exchange-rates').send({ eur: 1, as_of: '2026-01-01' }),
    ];
    for (const call of calls) await call.expect(401);
    expect((await grid()).counts.total).toBe(3);
  });
});

describe('sample content', () => {
  it('gives every sample project blocks and units, some sold and some reserved, typed by its plans', async () => {
    const seeded = await createTestApp({ seedSampleContent: true });
    try {
      const seeder = seeded.app.get(SampleContentSeeder);
      seeder.render = () =>
        sharp({ create: { width: 24, height: 16, channels: 3, background: '#D4A574' } })
          .jpeg()
          .toBuffer();
      expect(await seeder.seedIfEmpty()).toBe(true);
      const projects = (await request(seeded.server).get('/api/projects/').expect(200)).body as {
        slug: string;
        plans: { key: string }[];
        units: { total: number; available: number } | null;
      }[];
      expect(projects).toHaveLength(6);
      for (const p of projects) {
        const { counts, units } = (
          await request(seeded.server).get(`/api/projects/${p.slug}/units`).expect(200)
        ).body;
        expect([p.slug, counts.sold > 0, counts.reserved > 0]).toEqual([p.slug, true, true]);
        expect(p.units).toEqual({ total: counts.total, available: counts.available });
        const keys = new Set(p.plans.map((plan) => plan.key));
        for (const u of units) if (u.plan_key !== null) expect(keys.has(u.plan_key)).toBe(true);
      }
    } finally {
      await seeded.close();
    }
  });
});
