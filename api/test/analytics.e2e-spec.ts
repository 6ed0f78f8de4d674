// First-party cookieless analytics (issue 31, decision 0191): the beacon's privacy rules checked in the
// database, the roll-ups and the funnel against a scripted visit sequence, the day's end, the roles.
import { ANALYTICS_LIMITS, analyticsDay, type BeaconBody } from '@konak/contract';
import request from 'supertest';
import { Clock } from '../src/common/clock.js';
import { COLLECT_CLIENT_LIMIT, CollectorService } from '../src/analytics/collector.service.js';
import { Metrics } from '../src/metrics/metrics.js';
import { UsersService } from '../src/users/users.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const NOON = new Date('2026-11-20T09:00:00Z');

let t: TestApp;
let collector: CollectorService;
let now = NOON;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ siteUrl: 'https://konak.example' });
  collector = t.app.get(CollectorService);
  t.app.get(Clock).now = () => now;
  await createAdmin(t);
  owner = bearer(await login(t));
});
afterAll(() => t.close());

type Visitor = { ip: string; agent: string; headers?: Record<string, string> };
const A: Visitor = { ip: '203.0.113.71', agent: CHROME };
const B: Visitor = { ip: '198.51.100.72', agent: IPHONE };
const C: Visitor = { ip: '192.0.2.73', agent: CHROME };

const beacon = (who: Visitor, body: Partial<BeaconBody> | string) => {
  const req = request(t.server)
    .post('/api/collect')
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .set('X-Forwarded-For', who.ip)
    .set('User-Agent', who.agent);
  for (const [name, value] of Object.entries(who.headers ?? {})) req.set(name, value);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
};

const onProject = (event: BeaconBody['event'], extra: Partial<BeaconBody> = {}): Partial<BeaconBody> => ({
  event,
  path: '/projeler/gunes-evleri',
  lang: 'tr',
  width: 1366,
  project: 'gunes-evleri',
  utm_source: 'instagram',
  utm_medium: 'social',
  utm_campaign: 'kis-2026',
  ...extra,
});

const sum = async (sql: string) => Number((await t.dataSource.query(sql))[0]?.n ?? 0);
const siteViews = () =>
  sum(`SELECT SUM(count) AS n FROM analytics_daily WHERE dim = 'site' AND event = 'page_view'`);

describe('the collector', () => {
  it('answers 204 without a cookie, and counts nothing before a flush', async () => {
    const res = await beacon(A, onProject('page_view')).expect(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toBe('');
    expect(await siteViews()).toBe(0);
    await collector.flush();
    expect(await siteViews()).toBe(1);
  });

  it("answers in the front door with the app's headers, never another answer's", async () => {
    // The first beacon (above) went through the app; later ones are answered before it, with a copy of
    // its headers: helmet's are there, and nothing that belonged to that one answer (its id, a cookie).
    // Sent with Do Not Track, so the counts of the tests below stay as they are.
    const private_ = (who: Visitor) => ({ ...who, headers: { DNT: '1' } });
    const answers = [
      await beacon(private_(A), onProject('page_view')),
      await beacon(private_(B), onProject('page_view')),
    ];
    for (const res of answers) {
      expect(res.status).toBe(204);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(answers[0].headers['x-request-id']).not.toBe(answers[1].headers['x-request-id']);
  });

  it('counts nothing for Do Not Track, Global Privacy Control or a bot, and still answers 204', async () => {
    await beacon({ ...A, headers: { DNT: '1' } }, onProject('page_view')).expect(204);
    await beacon({ ...A, headers: { 'Sec-GPC': '1' } }, onProject('page_view')).expect(204);
    await beacon({ ip: '192.0.2.99', agent: GOOGLEBOT }, onProject('page_view')).expect(204);
    await beacon({ ip: '192.0.2.98', agent: '' }, onProject('page_view')).expect(204);
    await collector.flush();
    expect(await siteViews()).toBe(1);
  });

  it('ignores bodies that are not beacons, and bodies over the byte limit before reading them', async () => {
    for (const body of ['{', 'null', '[]', JSON.stringify({ ...onProject('page_view'), ip: A.ip })])
      await beacon(A, body).expect(204);
    await request(t.server)
      .post('/api/collect')
      .set('Content-Type', 'application/json')
      .set('User-Agent', CHROME)
      .send(onProject('page_view'))
      .expect(204);
    const exact = JSON.stringify(onProject('page_view'));
    const padded = (bytes: number) => exact + ' '.repeat(bytes - Buffer.byteLength(exact));
    await beacon(C, padded(ANALYTICS_LIMITS.bodyBytes + 1)).expect(204);
    await collector.flush();
    expect(await siteViews()).toBe(1);
    await beacon(C, padded(ANALYTICS_LIMITS.bodyBytes)).expect(204);
    await collector.flush();
    expect(await siteViews()).toBe(2);
    // That view was C's, on another day of this test file: start the scripted day clean.
    await t.dataSource.query('DELETE FROM analytics_daily');
    await t.dataSource.query('DELETE FROM analytics_hourly');
    await t.dataSource.query('DELETE FROM analytics_seen');
  });
});

describe('a scripted day of visits', () => {
  beforeAll(async () => {
    now = new Date('2026-11-21T09:00:00Z');
    // A: two views of a project page from an Instagram campaign, a unit, the brochure, a call-back.
    await beacon(A, onProject('page_view')).expect(204);
    await collector.flush();
    await beacon(A, onProject('page_view')).expect(204);
    await beacon(A, onProject('unit_opened')).expect(204);
    await beacon(A, onProject('brochure_downloaded')).expect(204);
    await beacon(A, onProject('callback_sent')).expect(204);
    // B: from Google on a phone, the home page, then the project and a unit; taps WhatsApp.
    const fromGoogle = { referrer: 'https://www.google.com/', width: 390 };
    const noUtm = { utm_source: '', utm_medium: '', utm_campaign: '' };
    await beacon(B, { ...onProject('page_view', { ...fromGoogle, ...noUtm }), path: '/', project: '' });
    await beacon(B, onProject('page_view', { ...fromGoogle, ...noUtm }));
    await beacon(B, onProject('unit_opened', { ...fromGoogle, ...noUtm }));
    await beacon(B, onProject('whatsapp_tapped', { ...fromGoogle, ...noUtm }));
    // C: directly, in English, on a tablet, another project.
    await beacon(C, {
      event: 'page_view',
      path: '/en/projects/deniz-konaklari',
      lang: 'en',
      width: 800,
      project: 'deniz-konaklari',
      referrer: 'https://konak.example/en',
    });
    // Web Vitals of the project page on desktop: three good loads and one slow one.
    for (const LCP of [1200, 1800, 2400, 4100])
      await beacon(A, onProject('web_vitals', { vitals: { LCP, INP: 120, CLS: 0.02 } })).expect(204);
    await collector.flush();
  });

  it('stores no address, no user agent and no raw visitor in any table', async () => {
    const tables: { name: string }[] = await t.dataSource.query(
      t.dataSource.options.type === 'postgres'
        ? `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`
        : `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    );
    const stored: string[] = [];
    for (const { name } of tables)
      stored.push(JSON.stringify(await t.dataSource.query(`SELECT * FROM "${name}"`)));
    const everything = stored.join('\n');
    expect(tables.length).toBeGreaterThan(20);
    for (const secret of [A.ip, B.ip, C.ip, 'iPhone', 'Chrome/131', 'Mozilla'])
      expect([secret, everything.includes(secret)]).toEqual([secret, false]);
    const seen: { visitor: string }[] = await t.dataSource.query('SELECT visitor FROM analytics_seen');
    expect(seen.length).toBeGreaterThan(0);
    for (const { visitor } of seen) expect(visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rolls the day up per dimension with unique visitors, and per hour', async () => {
    const rows: { dim: string; value: string; count: number; visitors: number }[] = await t.dataSource.query(
      `SELECT dim, value, count, visitors FROM analytics_daily
         WHERE day = '2026-11-21' AND event = 'page_view' ORDER BY dim, value`,
    );
    const of = (dim: string, value: string) =>
      rows
        .filter((r) => r.dim === dim && r.value === value)
        .map((r) => [Number(r.count), Number(r.visitors)])[0];
    expect(of('site', '')).toEqual([5, 3]);
    expect(of('page', '/projeler/gunes-evleri')).toEqual([3, 2]);
    expect(of('page', '/')).toEqual([1, 1]);
    expect(of('project', 'gunes-evleri')).toEqual([3, 2]);
    expect(of('lang', 'tr')).toEqual([4, 2]);
    expect(of('lang', 'en')).toEqual([1, 1]);
    expect(of('referrer', 'google.com')).toEqual([2, 1]);
    // C came from the site's own page: no referrer, a direct visit.
    expect(of('source', 'direct')).toEqual([1, 1]);
    expect(of('utm_campaign', 'kis-2026')).toEqual([2, 1]);
    expect(of('device', 'mobile')).toEqual([2, 1]);
    expect(of('device', 'tablet')).toEqual([1, 1]);
    expect(rows.some((r) => r.dim === 'referrer' && r.value === 'konak.example')).toBe(false);
    const hourly = await sum(
      `SELECT SUM(count) AS n FROM analytics_hourly WHERE dim = 'site' AND hour = '2026-11-21T12' AND event = 'page_view'`,
    );
    expect(hourly).toBe(5);
  });

  it('adds the counts of a second flush (another instance’s increments) instead of replacing them', async () => {
    await beacon(C, { event: 'page_view', path: '/', lang: 'en', width: 800 }).expect(204);
    await collector.flush();
    const [site] = await t.dataSource.query(
      `SELECT count, visitors FROM analytics_daily WHERE dim = 'site' AND day = '2026-11-21' AND event = 'page_view'`,
    );
    expect([Number(site.count), Number(site.visitors)]).toEqual([6, 3]);
  });

  it('answers the funnel per project and per source, and Web Vitals p75, in the summary', async () => {
    const res = await request(t.server).get('/api/analytics/summary?days=7').set(owner).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const s = res.body;
    expect(s).toMatchObject({ days: 7, from: '2026-11-15', to: '2026-11-21' });
    expect(s.totals).toEqual({
      visitors: 3,
      views: 6,
      units_opened: 2,
      brochures: 1,
      phone_taps: 0,
      whatsapp_taps: 1,
      callbacks: 1,
    });
    expect(s.daily).toEqual([{ day: '2026-11-21', views: 6, visitors: 3 }]);
    expect(s.pages[0]).toEqual({ value: '/projeler/gunes-evleri', views: 3, visitors: 2 });
    expect(s.project_funnel).toEqual([
      {
        value: 'gunes-evleri',
        views: 3,
        units_opened: 2,
        brochures: 1,
        phone_taps: 0,
        whatsapp_taps: 1,
        callbacks: 1,
        conversion_rate: 33.3,
      },
      expect.objectContaining({ value: 'deniz-konaklari', views: 1, callbacks: 0, conversion_rate: 0 }),
    ]);
    const bySource = Object.fromEntries(s.source_funnel.map((r: { value: string }) => [r.value, r]));
    expect(bySource.instagram).toMatchObject({ views: 2, units_opened: 1, brochures: 1, callbacks: 1 });
    expect(bySource.instagram.conversion_rate).toBe(50);
    expect(bySource['google.com']).toMatchObject({
      views: 2,
      units_opened: 1,
      whatsapp_taps: 1,
      callbacks: 0,
    });
    expect(bySource.direct).toMatchObject({ views: 2 });
    expect(s.campaigns).toEqual([{ value: 'kis-2026', views: 2, visitors: 1 }]);
    expect(s.languages.map((r: { value: string }) => r.value)).toEqual(['tr', 'en']);
    expect(s.vitals).toEqual([
      {
        page: '/projeler/gunes-evleri',
        device: 'desktop',
        vitals: [
          { metric: 'LCP', p75: 2500, good_threshold: 2500, good: true, samples: 4 },
          { metric: 'INP', p75: 150, good_threshold: 200, good: true, samples: 4 },
          { metric: 'CLS', p75: 0.025, good_threshold: 0.1, good: true, samples: 4 },
        ],
      },
    ]);
  });

  it('deletes the day’s salt and seen visitors when the day ends, and keeps the roll-ups', async () => {
    const day = analyticsDay(now);
    expect(await sum(`SELECT COUNT(*) AS n FROM analytics_salts WHERE day = '${day}'`)).toBe(1);
    expect(await sum(`SELECT COUNT(*) AS n FROM analytics_seen WHERE day = '${day}'`)).toBeGreaterThan(0);
    const [{ salt: before }] = await t.dataSource.query(
      `SELECT salt FROM analytics_salts WHERE day = '${day}'`,
    );
    now = new Date('2026-11-22T09:00:00Z');
    await collector.endDays(now);
    expect(await sum(`SELECT COUNT(*) AS n FROM analytics_salts`)).toBe(0);
    expect(await sum(`SELECT COUNT(*) AS n FROM analytics_seen`)).toBe(0);
    expect(await siteViews()).toBeGreaterThanOrEqual(6);
    // The next day, A is a new visitor under a new salt.
    await beacon(A, onProject('page_view')).expect(204);
    await collector.flush();
    const [{ salt: after }] = await t.dataSource.query(`SELECT salt FROM analytics_salts`);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^[0-9a-f]{64}$/);
    const [next] = await t.dataSource.query(
      `SELECT count, visitors FROM analytics_daily WHERE dim = 'site' AND day = '2026-11-22' AND event = 'page_view'`,
    );
    expect([Number(next.count), Number(next.visitors)]).toEqual([1, 1]);
  });

  it('keeps hourly rows 14 days and Web Vitals 30 days, daily roll-ups for good', async () => {
    const count = (table: string) => sum(`SELECT COUNT(*) AS n FROM ${table}`);
    expect(await count('analytics_vitals')).toBeGreaterThan(0);
    await collector.endDays(new Date('2026-12-10T09:00:00Z'));
    expect(await count('analytics_hourly')).toBe(0);
    expect(await count('analytics_vitals')).toBeGreaterThan(0);
    await collector.endDays(new Date('2026-12-25T09:00:00Z'));
    expect(await count('analytics_vitals')).toBe(0);
    expect(await siteViews()).toBeGreaterThanOrEqual(7);
  });

  it('keeps what is counted when the application stops', async () => {
    await beacon(B, onProject('page_view', { width: 390 })).expect(204);
    await collector.beforeApplicationShutdown();
    const [next] = await t.dataSource.query(
      `SELECT count FROM analytics_daily WHERE dim = 'site' AND day = '2026-11-22' AND event = 'page_view'`,
    );
    expect(Number(next.count)).toBe(2);
  });
});

describe('the summary', () => {
  it('is open to every role, refused without a token, and takes 7, 30 or 90 days only', async () => {
    const users = t.app.get(UsersService);
    for (const role of ['editor', 'sales'] as const) {
      const user = { email: `${role}@example.com`, password: 'correct horse battery staple' };
      await users.create({ name: role, role, ...user });
      const token = bearer(await login(t, user));
      await request(t.server).get('/api/analytics/summary?days=30').set(token).expect(200);
    }
    await request(t.server).get('/api/analytics/summary').expect(401);
    const bad = await request(t.server).get('/api/analytics/summary?days=5').set(owner).expect(422);
    expect(bad.body.detail).toBeDefined();
    const wide = await request(t.server).get('/api/analytics/summary?days=90').set(owner).expect(200);
    expect(wide.body.from).toBe('2026-08-25');
  });
});

describe('the per-client bound (decision 0199)', () => {
  // An IPv6 client is its /64: two addresses of one subscriber share the bound.
  const D: Visitor = { ip: '2001:db8:7:1::10', agent: CHROME };
  const D2: Visitor = { ip: '2001:db8:7:1::99', agent: IPHONE };
  const E: Visitor = { ip: '203.0.113.199', agent: CHROME };
  const views = () =>
    sum(
      `SELECT SUM(count) AS n FROM analytics_daily WHERE dim = 'site' AND event = 'page_view' AND day = '${analyticsDay(now)}'`,
    );
  const dropped = async () => {
    const metric = await t.app
      .get(Metrics)
      .registry.getSingleMetric('konak_analytics_beacons_dropped_total')
      ?.get();
    return metric?.values.find((v) => v.labels.reason === 'client_limit')?.value ?? 0;
  };

  it('counts a client up to the bound, answers 204 past it without counting, counts another client, and resets', async () => {
    now = new Date('2027-01-05T09:00:00Z');
    const { limit, windowMs } = COLLECT_CLIENT_LIMIT;
    const droppedBefore = await dropped();
    for (let i = 0; i < limit; i++) await beacon(D, onProject('page_view')).expect(204);
    // Over the bound: still 204 with no cookie, but not counted (nor for another address of its /64).
    const over = await beacon(D, onProject('page_view')).expect(204);
    expect(over.headers['set-cookie']).toBeUndefined();
    expect(over.text).toBe('');
    await beacon(D2, onProject('page_view')).expect(204);
    // Another client is counted.
    await beacon(E, onProject('page_view')).expect(204);
    await collector.flush();
    expect(await views()).toBe(limit + 1);
    expect((await dropped()) - droppedBefore).toBe(2);
    // A window later the client is counted again.
    now = new Date(now.getTime() + windowMs);
    await beacon(D, onProject('page_view')).expect(204);
    await collector.flush();
    expect(await views()).toBe(limit + 2);
    expect((await dropped()) - droppedBefore).toBe(2);
  });
});
