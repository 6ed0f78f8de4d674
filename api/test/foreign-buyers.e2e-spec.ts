// Foreign buyers' thresholds (issue 32 item 4, decision 0198): the owner saves the citizenship and
// residence-permit values in US dollars with their day and a text in three languages (Turkish field errors,
// nothing stored on a refusal; editors and sales refused), the public rates answer carries them, and the
// home finder badges the homes at or above them at the USD rate and filters by them — on SQLite and
// PostgreSQL alike. The lira thresholds are worked out here by hand, not with the contract's function.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject } from './helpers.js';

let t: TestApp;
let owner: Record<string, string>;
let editor: Record<string, string>;
let sales: Record<string, string>;
const EDITOR = { email: 'editor@example.com', password: 'Editor-Masasi-2026-Lara!' };
const SALES = { email: 'satis@example.com', password: 'Satis-Ekibi-2026-Kepez!' };
const api = () => request(t.server);
/** Whole-lira prices around the thresholds at 32.02 ₺/$: 200,000 $ = 6,404,000 ₺, 400,000 $ = 12,808,000 ₺
 *  (12,808,000.000000002 in floating point). */
const PRICES = [6_403_999, 6_404_000, 12_807_999, 12_808_000, 20_000_000, null];
const ids = new Map<number | null, number>();

const THRESHOLDS = {
  residence_usd: 200_000,
  citizenship_usd: 400_000,
  as_of: '2026-11-01',
  text: L('Eşikleri yasa belirler; bize sorun'),
};

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  owner = bearer(await login(t));
  for (const [user, role, name] of [
    [EDITOR, 'editor', 'Ece Editör'],
    [SALES, 'sales', 'Selin Satış'],
  ] as const)
    await api()
      .post('/api/users')
      .set(owner)
      .send({ name, ...user, role })
      .expect(201);
  editor = bearer(await login(t, EDITOR));
  sales = bearer(await login(t, SALES));
  const project = (await api().post('/api/projects').set(owner).send(validProject('lara-evleri')).expect(201))
    .body.id as number;
  const block = (
    await api().post(`/api/projects/${project}/blocks`).set(owner).send({ name: 'A' }).expect(201)
  ).body.id as number;
  for (const [i, price] of PRICES.entries()) {
    const unit = {
      block_id: block,
      floor: i + 1,
      number: String(i + 1),
      price_try: price,
      status: 'available',
    };
    ids.set(
      price,
      (await api().post(`/api/projects/${project}/units`).set(owner).send(unit).expect(201)).body.id,
    );
  }
  await api()
    .put('/api/exchange-rates')
    .set(owner)
    .send({ eur: 40, usd: 32.02, rub: null, as_of: '2026-11-20' })
    .expect(200);
}, 60_000);
afterAll(() => t.close());

const homes = async (query = '') =>
  (await api().get(`/api/homes?per_page=100${query}`).expect(200)).body.homes as {
    id: number;
    price_try: number | null;
    foreign_buyer: string[];
  }[];

describe("foreign buyers' thresholds", () => {
  it('marks nothing until the owner sets them: no badge, and the filter is refused at its field', async () => {
    const rates = (await api().get('/api/exchange-rates').expect(200)).body;
    expect(rates.foreign_buyers).toEqual({
      residence_usd: null,
      citizenship_usd: null,
      as_of: '',
      text: { tr: '', en: '', ru: '' },
    });
    expect((await homes()).every((h) => h.foreign_buyer.length === 0)).toBe(true);
    const refused = await api().get('/api/homes?foreign=citizenship').expect(422);
    expect(refused.body.detail[0]).toMatchObject({ loc: ['query', 'foreign'], type: 'threshold_missing' });
  });

  it('refuses editors and sales; the owner’s bad values come back at their fields, nothing stored', async () => {
    for (const who of [editor, sales])
      await api().put('/api/exchange-rates/foreign-buyers').set(who).send(THRESHOLDS).expect(403);
    await api().put('/api/exchange-rates/foreign-buyers').send(THRESHOLDS).expect(401);
    const bad = await api()
      .put('/api/exchange-rates/foreign-buyers')
      .set(owner)
      .send({
        residence_usd: 250_000.5,
        citizenship_usd: -1,
        as_of: '2026-02-30',
        text: { tr: 'x'.repeat(1_001), en: '', ru: '' },
      })
      .expect(422);
    const at = (field: string) =>
      bad.body.detail.find((d: { loc: string[] }) => d.loc.join('.') === `body.${field}`)?.msg;
    expect(at('residence_usd')).toMatch(/kuruşsuz bir dolar tutarı/);
    expect(at('citizenship_usd')).toMatch(/kuruşsuz bir dolar tutarı/);
    expect(at('as_of')).toBe('Eşiklerin belirlendiği tarihi girin (YYYY-AA-GG)');
    expect(at('text')).toBe('Metin en fazla 1000 karakter olabilir');
    const undated = await api()
      .put('/api/exchange-rates/foreign-buyers')
      .set(owner)
      .send({ citizenship_usd: 400_000, as_of: '', text: L('Metin') })
      .expect(422);
    expect(undated.body.detail).toEqual([
      {
        loc: ['body', 'as_of'],
        msg: 'Eşiklerin belirlendiği tarihi girin (YYYY-AA-GG)',
        type: 'isThresholdDay',
      },
    ]);
    expect(
      (await api().get('/api/exchange-rates').expect(200)).body.foreign_buyers.citizenship_usd,
    ).toBeNull();
  });

  it('badges the homes at or above each threshold at the USD rate, and filters by it', async () => {
    const saved = await api()
      .put('/api/exchange-rates/foreign-buyers')
      .set(owner)
      .send(THRESHOLDS)
      .expect(200);
    expect(saved.body.foreign_buyers).toEqual({
      ...THRESHOLDS,
      text: L('Eşikleri yasa belirler; bize sorun'),
    });
    // The rates themselves are untouched.
    expect(saved.body).toMatchObject({ eur: 40, usd: 32.02, as_of: '2026-11-20' });
    expect((await api().get('/api/exchange-rates').expect(200)).body.foreign_buyers).toEqual(
      saved.body.foreign_buyers,
    );
    const badges = new Map((await homes()).map((h) => [h.price_try, h.foreign_buyer]));
    expect(Object.fromEntries(badges)).toEqual({
      6403999: [],
      6404000: ['residence'],
      12807999: ['residence'],
      12808000: ['residence', 'citizenship'],
      20000000: ['residence', 'citizenship'],
      null: [],
    });
    expect((await homes('&foreign=citizenship')).map((h) => h.id)).toEqual([
      ids.get(12_808_000),
      ids.get(20_000_000),
    ]);
    expect((await homes('&foreign=residence&sort=-price')).map((h) => h.id)).toEqual(
      [20_000_000, 12_808_000, 12_807_999, 6_404_000].map((p) => ids.get(p)),
    );
    const page = (await api().get('/api/homes?foreign=residence&currency=usd').expect(200)).body;
    expect(page.query).toBe('currency=USD&foreign=residence');
    const wrong = await api().get('/api/homes?foreign=golden').expect(422);
    expect(wrong.body.detail[0].loc).toEqual(['query', 'foreign']);
  });

  it('follows a new USD rate, and an emptied threshold takes its badge and filter away', async () => {
    await api()
      .put('/api/exchange-rates')
      .set(owner)
      .send({ eur: 40, usd: 50, rub: null, as_of: '2026-11-27' })
      .expect(200);
    // 400,000 $ at 50 is 20,000,000 ₺.
    expect((await homes('&foreign=citizenship')).map((h) => h.id)).toEqual([ids.get(20_000_000)]);
    await api()
      .put('/api/exchange-rates/foreign-buyers')
      .set(owner)
      .send({ ...THRESHOLDS, citizenship_usd: null })
      .expect(200);
    expect((await homes()).find((h) => h.price_try === 20_000_000)?.foreign_buyer).toEqual(['residence']);
    await api().get('/api/homes?foreign=citizenship').expect(422);
    const audit = (await api().get('/api/audit').set(owner).expect(200)).body;
    const entries = (Array.isArray(audit) ? audit : audit.items) as { title: string }[];
    expect(entries.some((e) => e.title === 'Yabancı alıcı eşikleri (2026-11-01)')).toBe(true);
  });
});
