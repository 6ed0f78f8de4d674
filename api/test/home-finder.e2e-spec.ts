// The home finder (issue 32): GET /api/homes over every published project's homes — each filter, each
// sort, paging without repeats or gaps, prices and bounds in a foreign currency, unpublished projects
// left out, refusals naming the parameter — on SQLite and PostgreSQL alike. The expected answers are
// worked out here from the fixture, independently of the server's SQL.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
const api = () => request(t.server);

interface Fixture {
  slug: string;
  status: 'completed' | 'ongoing' | 'planned';
  publication: 'published' | 'draft';
  iskan_date?: string;
  expected_handover?: string;
  plans: { rooms: string; area: string; size: number | null }[];
  units: {
    floor: number;
    number: string;
    plan: number | null;
    facing: string;
    price: number | null;
    status: 'available' | 'reserved' | 'sold';
  }[];
}

const unitsOf = (count: number, make: (i: number) => Fixture['units'][number]) =>
  Array.from({ length: count }, (_, i) => make(i));
const STATUSES = ['available', 'available', 'reserved', 'available', 'sold'] as const;
const FACINGS = ['S', 'N', 'SE', 'W'];

const FIXTURES: Fixture[] = [
  {
    slug: 'deniz-evleri',
    status: 'ongoing',
    publication: 'published',
    expected_handover: '2027-06-30',
    plans: [
      { rooms: '2+1', area: '80 m²', size: 80 },
      { rooms: '3 + 1', area: '120,5 m²', size: 120.5 },
    ],
    // Equal prices on purpose: the id decides their order.
    units: unitsOf(14, (i) => ({
      floor: Math.floor(i / 2) + 1,
      number: String(i + 1),
      plan: i % 2,
      facing: FACINGS[i % 4],
      price: 3_000_000 + Math.floor(i / 3) * 250_000,
      status: STATUSES[i % 5],
    })),
  },
  {
    slug: 'tepe-villalari',
    status: 'completed',
    publication: 'published',
    iskan_date: '06.09.2024',
    plans: [{ rooms: '3+1', area: '150 m²', size: 150 }],
    units: unitsOf(5, (i) => ({
      floor: i % 2,
      number: `V${i + 1}`,
      plan: 0,
      facing: 'SE',
      price: i === 4 ? null : 8_000_000 + i * 500_000,
      status: 'available',
    })),
  },
  {
    slug: 'yeni-proje',
    status: 'planned',
    publication: 'published',
    plans: [{ rooms: '1+1', area: '45 m²', size: 45 }],
    units: unitsOf(4, (i) => ({
      floor: i + 2,
      number: String(10 + i),
      plan: i === 3 ? null : 0,
      facing: i === 3 ? '' : 'W',
      price: 2_000_000 + i * 100_000,
      status: i === 1 ? 'reserved' : 'available',
    })),
  },
  {
    slug: 'taslak-proje',
    status: 'ongoing',
    publication: 'draft',
    expected_handover: '2026-12-31',
    plans: [{ rooms: '2+1', area: '70 m²', size: 70 }],
    units: unitsOf(3, (i) => ({
      floor: i,
      number: String(i + 1),
      plan: 0,
      facing: 'S',
      price: 1_000_000,
      status: 'available',
    })),
  },
];

interface Home {
  id: number;
  slug: string;
  projectStatus: Fixture['status'];
  published: boolean;
  handover: string | null;
  floor: number;
  rooms: string | null;
  size: number | null;
  facing: string;
  price: number | null;
  status: string;
  label: string;
}
const HOMES: Home[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  for (const f of FIXTURES) {
    const plans = f.plans.map((p) => ({ name: L(p.rooms), area: p.area, rooms: p.rooms }));
    const body = {
      ...validProject(f.slug),
      status: f.status,
      publication: f.publication,
      plans,
      technical_info: { iskan_date: f.iskan_date ?? '' },
    };
    const id = (await api().post('/api/projects').set(auth).send(body).expect(201)).body.id as number;
    if (f.expected_handover)
      await api()
        .post('/api/progress-updates')
        .set(auth)
        .send({
          project_id: id,
          date: '2026-10-01',
          title: L('Kaba inşaat'),
          text: L('Sürüyor'),
          phases: [{ key: 'structure', percent: 50 }],
          expected_handover: f.expected_handover,
        })
        .expect(201);
    const block = (await api().post(`/api/projects/${id}/blocks`).set(auth).send({ name: 'A' }).expect(201))
      .body.id as number;
    for (const u of f.units) {
      const unit = {
        block_id: block,
        floor: u.floor,
        number: u.number,
        plan_key: u.plan === null ? null : `plan-${u.plan + 1}`,
        facing: u.facing,
        price_try: u.price,
        status: u.status,
      };
      const created = (await api().post(`/api/projects/${id}/units`).set(auth).send(unit).expect(201)).body;
      const plan = u.plan === null ? undefined : f.plans[u.plan];
      HOMES.push({
        id: created.id,
        slug: f.slug,
        projectStatus: f.status,
        published: f.publication === 'published',
        handover: f.status === 'completed' ? '2024-09-06' : (f.expected_handover ?? null),
        floor: u.floor,
        rooms: plan ? plan.rooms.replace(/ /g, '') : null,
        size: plan?.size ?? null,
        facing: u.facing,
        price: u.price,
        status: u.status,
        label: `A-${u.floor}-${u.number}`,
      });
    }
  }
  await api()
    .put('/api/exchange-rates')
    .set(auth)
    .send({ eur: 40, usd: 35.5, rub: null, as_of: '2026-11-20' })
    .expect(200);
}, 120_000);
afterAll(() => t.close());

const find = async (query = '') => {
  const res = await api()
    .get(`/api/homes${query ? `?${query}` : ''}`)
    .expect(200);
  return res;
};
const ids = async (query: string) => (await find(query)).body.homes.map((h: { id: number }) => h.id);

/** The homes a query should answer, in order: listed, filtered, then sorted here with id breaking ties. */
function expected(
  keep: (h: Home) => boolean,
  {
    statuses = ['available'],
    by = 'price',
    desc = false,
  }: { statuses?: string[]; by?: 'price' | 'size' | 'floor'; desc?: boolean } = {},
) {
  const value = (h: Home) => (by === 'price' ? h.price : by === 'size' ? h.size : h.floor);
  return HOMES.filter((h) => h.published && statuses.includes(h.status) && keep(h))
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === null || y === null) return x === y ? (desc ? b.id - a.id : a.id - b.id) : x === null ? 1 : -1;
      return x !== y ? (desc ? y - x : x - y) : desc ? b.id - a.id : a.id - b.id;
    })
    .map((h) => h.id);
}
const all = 'per_page=100';

describe('GET /api/homes', () => {
  it('lists the available homes of published projects, cheapest first, priceless last, with totals and links', async () => {
    const res = await find(all);
    const want = expected(() => true);
    expect(res.body.homes.map((h: { id: number }) => h.id)).toEqual(want);
    expect(res.body).toMatchObject({
      total: want.length,
      page: 1,
      per_page: 100,
      pages: 1,
      currency: 'TRY',
      rate: 1,
      rate_date: null,
      query: 'per_page=100',
    });
    expect(res.headers['x-total-count']).toBe(String(want.length));
    expect(res.headers.link).toContain('rel="first"');
    expect(HOMES.some((h) => !h.published && res.body.homes.some((i: { id: number }) => i.id === h.id))).toBe(
      false,
    );
    const home = res.body.homes.find(
      (h: { label: string; project: { slug: string } }) =>
        h.project.slug === 'deniz-evleri' && h.label === 'A-1-2',
    );
    expect(home).toMatchObject({
      block: 'A',
      number: '2',
      floor: 1,
      rooms: '3+1',
      plan_key: 'plan-2',
      size_m2: 120.5,
      facing: 'N',
      price_try: 3_000_000,
      price: 3_000_000,
      status: 'available',
      project: { slug: 'deniz-evleri', name: L('Güneş'), status: 'ongoing', handover: '2027-06-30' },
      cell_path: '/projeler/deniz-evleri?daire=A-1-2#daireler',
    });
    const villa = res.body.homes.find(
      (h: { project: { slug: string } }) => h.project.slug === 'tepe-villalari',
    );
    expect(villa.project.handover).toBe('2024-09-06');
  });

  it('filters by project, rooms, floors, facing, size, price, status, project status and handover', async () => {
    expect(await ids(`${all}&project=tepe-villalari,yeni-proje`)).toEqual(
      expected((h) => ['tepe-villalari', 'yeni-proje'].includes(h.slug)),
    );
    expect(await ids(`${all}&project=taslak-proje`)).toEqual([]);
    const threeOne = expected((h) => h.rooms === '3+1');
    expect(threeOne.length).toBeGreaterThan(3);
    expect(await ids(`${all}&rooms=3%2B1`)).toEqual(threeOne);
    expect(await ids(`${all}&rooms=3+1`)).toEqual(threeOne);
    expect(await ids(`${all}&rooms=1%2B1,2%2B1`)).toEqual(
      expected((h) => h.rooms === '1+1' || h.rooms === '2+1'),
    );
    expect(await ids(`${all}&floor_min=2&floor_max=4`)).toEqual(
      expected((h) => h.floor >= 2 && h.floor <= 4),
    );
    expect(await ids(`${all}&facing=se,W`)).toEqual(expected((h) => h.facing === 'SE' || h.facing === 'W'));
    expect(await ids(`${all}&size_min=100`)).toEqual(expected((h) => h.size !== null && h.size >= 100));
    expect(await ids(`${all}&size_min=80&size_max=120,5`)).toEqual(
      expected((h) => h.size !== null && h.size >= 80 && h.size <= 120.5),
    );
    expect(await ids(`${all}&price_min=3250000&price_max=8000000`)).toEqual(
      expected((h) => h.price !== null && h.price >= 3_250_000 && h.price <= 8_000_000),
    );
    expect(await ids(`${all}&status=reserved`)).toEqual(expected(() => true, { statuses: ['reserved'] }));
    expect(await ids(`${all}&status=available,reserved`)).toEqual(
      expected(() => true, { statuses: ['available', 'reserved'] }),
    );
    expect(await ids(`${all}&project_status=completed,planned`)).toEqual(
      expected((h) => h.projectStatus !== 'ongoing'),
    );
    // Completed projects are handed over; others by their expected date; an unknown date is not "before".
    expect(await ids(`${all}&handover_before=2027-Q2`)).toEqual(
      expected((h) => h.slug === 'tepe-villalari' || h.slug === 'deniz-evleri'),
    );
    expect(await ids(`${all}&handover_before=2027-06-29`)).toEqual(
      expected((h) => h.slug === 'tepe-villalari'),
    );
    const combined = await find(
      `${all}&rooms=3%2B1&floor_min=1&facing=N,SE&price_max=9000000&project_status=ongoing,completed`,
    );
    expect(combined.body.homes.map((h: { id: number }) => h.id)).toEqual(
      expected(
        (h) =>
          h.rooms === '3+1' &&
          h.floor >= 1 &&
          ['N', 'SE'].includes(h.facing) &&
          h.price !== null &&
          h.price <= 9_000_000 &&
          h.projectStatus !== 'planned',
      ),
    );
    expect(combined.body.query).toBe(
      'rooms=3%2B1&floor_min=1&facing=N%2CSE&price_max=9000000&project_status=completed%2Congoing&per_page=100',
    );
  });

  it('sorts by price, size or floor either way, ties by id', async () => {
    const statuses = ['available', 'reserved'];
    for (const by of ['price', 'size', 'floor'] as const)
      for (const desc of [false, true])
        expect([
          by,
          desc,
          await ids(`${all}&status=available,reserved&sort=${desc ? '-' : ''}${by}`),
        ]).toEqual([by, desc, expected(() => true, { statuses, by, desc })]);
  });

  it('pages without repeating or skipping a home', async () => {
    for (const sort of ['price', '-size', 'floor']) {
      const whole = await ids(`${all}&status=available,reserved&sort=${sort}`);
      const seen: number[] = [];
      for (let page = 1; page <= 20; page++) {
        const res = await find(`status=available,reserved&sort=${sort}&per_page=4&page=${page}`);
        expect(res.body.pages).toBe(Math.ceil(whole.length / 4));
        if (!res.body.homes.length) break;
        seen.push(...res.body.homes.map((h: { id: number }) => h.id));
      }
      expect(seen).toEqual(whole);
    }
    const beyond = await find('page=50');
    expect(beyond.body).toMatchObject({ homes: [], page: 50 });
    expect(beyond.body.total).toBeGreaterThan(0);
    expect((await find('per_page=1000000')).body.per_page).toBe(100);
  });

  it('converts the price bounds into lira once and shows prices at the dated rate', async () => {
    const res = await find(`${all}&currency=EUR&price_min=75000&price_max=200000`);
    // 75,000 € at 40 is 3,000,000 ₺ and 200,000 € is 8,000,000 ₺, each bound taken as shown (rounded).
    expect(res.body.homes.map((h: { id: number }) => h.id)).toEqual(
      expected((h) => h.price !== null && h.price >= 2_999_980 && h.price < 8_000_020),
    );
    expect(res.body).toMatchObject({ currency: 'EUR', rate: 40, rate_date: '2026-11-20' });
    for (const home of res.body.homes) expect(home.price).toBe(Math.round(home.price_try / 40));
    const usd = await find(`${all}&currency=usd&sort=-price`);
    expect(usd.body.homes[0].price).toBe(Math.round(usd.body.homes[0].price_try / 35.5));
    expect(usd.body.homes.at(-1).price).toBeNull();
    const rub = await api().get('/api/homes?currency=RUB').expect(422);
    expect(rub.body.detail[0]).toMatchObject({ loc: ['query', 'currency'], type: 'rate_missing' });
    // A new rate is the next answer's.
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: 50, usd: 35.5, rub: 0.4, as_of: '2026-11-27' })
      .expect(200);
    expect((await find(`${all}&currency=EUR&price_min=75000&price_max=200000`)).body).toMatchObject({
      rate: 50,
      rate_date: '2026-11-27',
    });
    expect((await find('currency=RUB')).body.rate).toBe(0.4);
  });

  it('leaves out a project taken off the site, and shows it again once published', async () => {
    const before = await ids(all);
    const project = (await api().get('/api/projects/deniz-evleri').expect(200)).body;
    await api().put(`/api/projects/${project.id}`).set(auth).send({ publication: 'draft' }).expect(200);
    expect(await ids(all)).toEqual(expected((h) => h.slug !== 'deniz-evleri'));
    await api().put(`/api/projects/${project.id}`).set(auth).send({ publication: 'published' }).expect(200);
    expect(await ids(all)).toEqual(before);
  });

  it('reads a new expected handover at the next search', async () => {
    expect(await ids(`${all}&handover_before=2027-Q1`)).toEqual(expected((h) => h.slug === 'tepe-villalari'));
    const project = (await api().get('/api/projects/yeni-proje').expect(200)).body;
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({
        project_id: project.id,
        date: '2026-11-01',
        title: L('Temel'),
        text: L('Başladı'),
        phases: [{ key: 'structure', percent: 5 }],
        expected_handover: '2027-01-31',
      })
      .expect(201);
    expect(await ids(`${all}&handover_before=2027-Q1`)).toEqual(
      expected((h) => h.slug === 'tepe-villalari' || h.slug === 'yeni-proje'),
    );
  });

  it('refuses bad filters with the parameter named', async () => {
    const cases: [string, string, string][] = [
      ['floor_min=abc', 'floor_min', 'invalid'],
      ['floor_min=9&floor_max=2', 'floor_max', 'min_above_max'],
      ['price_max=-1', 'price_max', 'out_of_range'],
      ['rooms=uc', 'rooms', 'invalid'],
      ['facing=UP', 'facing', 'invalid'],
      ['status=sold', 'status', 'invalid'],
      ['sort=name', 'sort', 'invalid'],
      ['handover_before=2027-13-01', 'handover_before', 'invalid'],
      ['currency=GBP', 'currency', 'invalid'],
      ['page=0', 'page', 'out_of_range'],
      [`project=${'a'.repeat(2100)}`, 'query', 'too_long'],
    ];
    for (const [query, param, type] of cases) {
      const res = await api().get(`/api/homes?${query}`);
      expect([query, res.status, res.body.detail?.[0]?.loc, res.body.detail?.[0]?.type]).toEqual([
        query,
        422,
        ['query', param],
        type,
      ]);
      expect(typeof res.body.detail[0].msg).toBe('string');
    }
  });
});
