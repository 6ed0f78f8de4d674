// The shortlist (issue 32 item 2, docs/decisions/0196-shortlist-and-compare.md) as the API serves it, on
// SQLite and PostgreSQL alike: the compare page's homes read by id (`GET /api/homes?id=…`, sold homes and
// unpublished projects left out), and one call-back naming every shortlisted home in its `unit` — stored
// whole, listed to staff and written to the CSV — while a one-unit call-back stays as it was.
import request from 'supertest';
import { SHORTLIST_LIMITS, compareReadPath, shortlistUnitText } from '@konak/contract';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, staffView, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
const api = () => request(t.server);
/** The projects' Turkish names, which staff read beside each home's label. */
const TITLES = {
  'deniz-evleri': 'Deniz Evleri',
  'lara-konaklari': 'Lara Konakları',
  'taslak-proje': 'Taslak',
};

/** project slug → unit ids by status, in the order created */
const ids: Record<string, { id: number; label: string; status: string }[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  for (const [slug, publication] of [
    ['deniz-evleri', 'published'],
    ['lara-konaklari', 'published'],
    ['taslak-proje', 'draft'],
  ] as const) {
    const project = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({
          ...validProject(slug),
          title: { tr: TITLES[slug], en: `${TITLES[slug]} en`, ru: `${TITLES[slug]} ru` },
          publication,
          plans: [{ name: { tr: '3+1', en: '3+1', ru: '3+1' }, area: '120 m²', rooms: '3+1' }],
        })
        .expect(201)
    ).body.id as number;
    const block = (
      await api().post(`/api/projects/${project}/blocks`).set(auth).send({ name: 'B' }).expect(201)
    ).body.id as number;
    ids[slug] = [];
    for (const [floor, status] of [
      [1, 'available'],
      [2, 'reserved'],
      [3, 'sold'],
      [4, 'available'],
    ] as const) {
      const unit = (
        await api()
          .post(`/api/projects/${project}/units`)
          .set(auth)
          .send({
            block_id: block,
            floor,
            number: String(10 + floor),
            plan_key: 'plan-1',
            facing: 'S',
            price_try: 3_000_000 + floor * 100_000,
            status,
          })
          .expect(201)
      ).body;
      ids[slug].push({ id: unit.id, label: `B-${floor}-${10 + floor}`, status });
    }
  }
});
afterAll(() => t.close());

describe('the compare page’s homes', () => {
  it('reads the homes a shortlist names, reserved ones too, never a sold home or an unpublished project’s', async () => {
    const [deniz, lara, draft] = [ids['deniz-evleri'], ids['lara-konaklari'], ids['taslak-proje']];
    const named = [lara[1].id, deniz[0].id, deniz[2].id, draft[0].id];
    const path = compareReadPath(named);
    expect(path.startsWith('homes/?id=')).toBe(true);
    const res = await api().get(`/api/${path}`).expect(200);
    expect(res.body.homes.map((h: { id: number }) => h.id).sort((a: number, b: number) => a - b)).toEqual(
      [deniz[0].id, lara[1].id].sort((a, b) => a - b),
    );
    expect(res.body.homes.find((h: { id: number }) => h.id === lara[1].id)).toMatchObject({
      label: 'B-2-12',
      status: 'reserved',
      rooms: '3+1',
      size_m2: 120,
      facing: 'S',
      project: { slug: 'lara-konaklari' },
    });
    expect(res.body.total).toBe(2);
    // The canonical query names the ids in order, whatever order they were given in.
    expect(res.body.query).toBe(
      `id=${[...named].sort((a, b) => a - b).join('%2C')}&status=available%2Creserved&per_page=4`,
    );
    // Without `status` only available homes are listed, as everywhere in the finder.
    const available = await api().get(`/api/homes?id=${lara[1].id},${lara[0].id}`).expect(200);
    expect(available.body.homes.map((h: { id: number }) => h.id)).toEqual([lara[0].id]);
  });

  it('refuses an id that is not a positive whole number, naming the parameter', async () => {
    const res = await api().get('/api/homes?id=3,abc').expect(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'id'], type: 'invalid' })]);
    await api().get('/api/homes?id=0').expect(422);
    await api().get('/api/homes?id=99999999999').expect(422);
  });
});

describe('the shortlist’s one call-back', () => {
  const visitor = {
    name: 'Olga Petrova',
    phone: '+7 912 000 00 00',
    email: 'olga@example.com',
    language: 'ru',
  };

  it('names every shortlisted home; staff see them all in the list and in the CSV', async () => {
    const homes = [
      { project: 'deniz-evleri', label: ids['deniz-evleri'][0].label },
      { project: 'deniz-evleri', label: ids['deniz-evleri'][3].label },
      { project: 'lara-konaklari', label: ids['lara-konaklari'][0].label },
      { project: 'lara-konaklari', label: ids['lara-konaklari'][1].label },
    ];
    const unit = shortlistUnitText(homes);
    expect(unit).toBe(
      'deniz-evleri B-1-11; deniz-evleri B-4-14; lara-konaklari B-1-11; lara-konaklari B-2-12',
    );
    const sent = await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.9.0.1')
      .send({ ...visitor, message: 'Интересуют квартиры', unit, page: '/ru/karsilastir?id=1,2,3,4' })
      .expect(201);
    const list = (await api().get('/api/contact').set(auth).expect(200)).body as {
      id: number;
      unit: string;
    }[];
    expect(list.find((c) => c.id === sent.body.id)?.unit).toBe(unit);
    const detail = (await api().get(`/api/contact/${sent.body.id}`).set(auth).expect(200)).body;
    expect(detail).toMatchObject({ unit, page: '/ru/karsilastir?id=1,2,3,4', project: '' });

    const link = (await api().post('/api/contact/export-link').set(auth).send({}).expect(200)).body as {
      url: string;
    };
    const csv = await api()
      .get(link.url)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    const row = (csv.body as string).split('\r\n').find((line) => line.includes('Olga Petrova'));
    // The "Daire" column names the homes as buyers saw them (label · project), not by slug.
    expect(row).toContain(
      '"B-1-11 · Deniz Evleri, B-4-14 · Deniz Evleri, B-1-11 · Lara Konakları, B-2-12 · Lara Konakları"',
    );
    expect(row).not.toContain('deniz-evleri');

    // So does the person's own file (KVKK Art. 11 export).
    const file = await api()
      .post('/api/data-requests/export')
      .set(auth)
      .send({ email: visitor.email, format: 'csv' })
      .expect(200);
    const own = file.text.split('\r\n').find((line) => line.includes('Olga Petrova'));
    expect(own).toContain(
      '"B-1-11 · Deniz Evleri, B-4-14 · Deniz Evleri, B-1-11 · Lara Konakları, B-2-12 · Lara Konakları"',
    );
    expect(own).not.toContain('deniz-evleri');
  });

  it('takes the longest four homes the contract allows and refuses a longer text', async () => {
    const long = Array.from({ length: SHORTLIST_LIMITS.homes }, (_, i) => ({
      project: `p${i}`.padEnd(120, 'x'),
      label: `${'B'.repeat(20)}-200-${String(i).padStart(20, '9')}`,
    }));
    const unit = shortlistUnitText(long);
    expect(unit.length).toBeGreaterThan(600);
    const sent = await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.9.0.2')
      .send({ ...visitor, unit })
      .expect(201);
    expect((await staffView(t, auth, sent.body.id)).unit).toBe(unit);
    const refused = await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.9.0.3')
      .send({ ...visitor, unit: 'x'.repeat(SHORTLIST_LIMITS.unitText + 1) })
      .expect(422);
    expect(JSON.stringify(refused.body)).toContain('unit');
  });

  it('keeps a unit dialog’s one-unit call-back as it was', async () => {
    const sent = await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.9.0.4')
      .send({ ...visitor, project: 'deniz-evleri', unit: 'B-4-14' })
      .expect(201);
    expect(await staffView(t, auth, sent.body.id)).toMatchObject({ project: 'deniz-evleri', unit: 'B-4-14' });
  });
});

describe('migration 1795880000000', () => {
  it('widens `unit` keeping every request and the rows that refer to it (down and up again)', async () => {
    const { usingPostgres } = await import('./create-test-app.js');
    const migrations = usingPostgres()
      ? await import('../src/database/migrations/postgres/1795880000000-ShortlistCallbackUnits.js')
      : await import('../src/database/migrations/sqlite/1795880000000-ShortlistCallbackUnits.js');
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.9.0.9')
      .send({ name: 'Göç Testi', phone: '+90 532 111 22 33', email: 'goc@example.com', unit: 'B-1-11' })
      .expect(201);
    const count = async (table: string) =>
      Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
    const before = {
      requests: await count('contact_requests'),
      terms: await count('contact_search_terms'),
    };
    expect(before.requests).toBeGreaterThan(0);
    expect(before.terms).toBeGreaterThan(0);
    const migration = new migrations.ShortlistCallbackUnits1795880000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect({
      requests: await count('contact_requests'),
      terms: await count('contact_search_terms'),
    }).toEqual(before);
    const { pendingSchemaChanges } = await import('../src/database/data-source.js');
    expect(await pendingSchemaChanges(t.dataSource)).toEqual([]);
  });
});
