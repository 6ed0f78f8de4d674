// Issue 25 (years of data): the call-back list paged, filtered, searched and sorted in the database; the
// dashboard's aggregate figures; the streamed CSV export and its download link; suspected spam kept
// apart (issue 26). A few thousand requests are written straight into the database (POST is rate
// limited), with their search terms, and every answer is checked against the seed's own model.
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { PAGING } from '@konak/contract';
import { Clock } from '../src/common/clock.js';
import { ContactRequest, type ContactStatus } from '../src/contacts/contact-request.entity.js';
import { ContactSearchTerm } from '../src/contacts/contact-search-term.entity.js';
import { applyFilters, applyOrder, resolveFilters } from '../src/contacts/contact-query.js';
import { searchTerms } from '../src/contacts/contact-search.js';
import { MailOutbox } from '../src/outbox/mail-outbox.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { createAdmin, createTestApp, usingPostgres, type TestApp } from './create-test-app.js';
import { bearer, login, staffView, validProject } from './helpers.js';

const N = 3000;
/** The newest seeded request: row i is i × 37 minutes older. */
const NEWEST = new Date('2030-03-01T09:00:00.000Z');
const STATUSES: ContactStatus[] = ['new', 'contacted', 'closed'];
const PROJECTS = ['gunes-evleri', 'deniz-konaklari', '', 'gunes-evleri'];
const NAMES = [
  'Ayşe Yılmaz',
  'Mehmet Öztürk',
  'Çağla Şahin',
  'İsmail Güneş',
  'Ivan Petrov',
  'John Smith',
  'Zeynep Kaya',
  'Наталья Смирнова',
];

interface Seeded {
  id: number;
  name: string;
  phone: string;
  email: string;
  status: ContactStatus;
  project: string;
  utm_source: string;
  referrer_host: string;
  created_at: Date;
  suspicious: boolean;
  anonymised: boolean;
  trashed: boolean;
}

function seedRow(i: number): Seeded {
  const source =
    i % 5 === 0
      ? ['google', '']
      : i % 5 === 1
        ? ['', 'instagram.com']
        : i % 5 === 2
          ? ['', '']
          : ['facebook', ''];
  const anonymised = i % 500 === 3;
  return {
    id: i,
    name: anonymised
      ? 'Silindi'
      : i === 17
        ? '=HYPERLINK("http://kotu.example","tıkla")'
        : NAMES[i % NAMES.length],
    phone: anonymised ? '' : `+90 532 ${String(i).padStart(7, '0')}`,
    email: anonymised ? '' : `kisi${i}@example.com`,
    status: STATUSES[i % 3],
    project: PROJECTS[i % 4],
    utm_source: source[0],
    referrer_host: source[1],
    created_at: new Date(NEWEST.getTime() - i * 37 * 60_000),
    suspicious: i % 100 === 0,
    anonymised,
    trashed: i % 250 === 7,
  };
}
const SEED = Array.from({ length: N }, (_, k) => seedRow(k + 1));
const listed = (r: Seeded) => !r.trashed && !r.suspicious;
/** The model's answer: matching rows, newest first. */
const expected = (match: (r: Seeded) => boolean) =>
  SEED.filter((r) => !r.trashed && match(r)).sort(
    (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
  );

let t: TestApp;
let auth: Record<string, string>;
const api = () => request(t.server);
const list = (query: Record<string, string | number | boolean>) =>
  api().get('/api/contact/').query(query).set(auth);
const ids = (body: { id: number }[]) => body.map((r) => r.id);

beforeAll(async () => {
  // Alerts on (an SMTP server nobody delivers to: the jobs never run here), to see that spam queues none.
  t = await createTestApp({
    jobsIntervalMs: 3_600_000,
    mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Konak <no-reply@konak.test>' },
  });
  await createAdmin(t);
  auth = bearer(await login(t));
  await api().post('/api/projects/').set(auth).send(validProject('gunes-evleri')).expect(201);
  await api()
    .put('/api/settings/leads')
    .set(auth)
    .send({ sales_emails: ['satis@konak.test'] })
    .expect(200);
  await t.dataSource.transaction(async (manager) => {
    for (let i = 0; i < SEED.length; i += 200) {
      const chunk = SEED.slice(i, i + 200);
      await manager.insert(
        ContactRequest,
        chunk.map(({ trashed, ...r }) => ({
          ...r,
          language: 'tr',
          suspicious_reason: r.suspicious ? ('fast' as const) : ('' as const),
          deleted_at: trashed ? NEWEST : null,
        })),
      );
      const terms = chunk
        .filter((r) => !r.anonymised)
        .flatMap((r) => searchTerms(r).map((term) => ({ contact_id: r.id, term })));
      for (let j = 0; j < terms.length; j += 400)
        await manager.insert(ContactSearchTerm, terms.slice(j, j + 400));
    }
  });
  if (usingPostgres())
    await t.dataSource.query(
      `SELECT setval(pg_get_serial_sequence('contact_requests', 'id'), (SELECT MAX(id) FROM contact_requests))`,
    );
}, 120_000);
afterAll(() => t.close());

describe('the paged list', () => {
  it('answers the newest 50 by default, with the total and the links, and no-store', async () => {
    const res = await api().get('/api/contact/').set(auth).expect(200);
    const want = expected((r) => !r.suspicious);
    expect(res.body).toHaveLength(50);
    expect(ids(res.body)).toEqual(want.slice(0, 50).map((r) => r.id));
    expect(res.headers['x-total-count']).toBe(String(want.length));
    expect(res.headers['cache-control']).toBe('no-store');
    const last = Math.ceil(want.length / 50);
    expect(res.headers.link).toContain('</api/contact/?page=2&per_page=50>; rel="next"');
    expect(res.headers.link).toContain(`</api/contact/?page=${last}&per_page=50>; rel="last"`);
  });

  it('answers page 3, and the biggest page for a huge per_page', async () => {
    const want = expected((r) => !r.suspicious);
    const third = await list({ page: 3 }).expect(200);
    expect(ids(third.body)).toEqual(want.slice(100, 150).map((r) => r.id));
    expect(third.headers.link).toContain('rel="prev"');
    const huge = await list({ per_page: 1_000_000 }).expect(200);
    expect(huge.body).toHaveLength(100);
    expect(ids(huge.body)).toEqual(want.slice(0, 100).map((r) => r.id));
  });

  it.each<[string, Record<string, string>, (r: Seeded) => boolean]>([
    ['status', { status: 'contacted' }, (r) => r.status === 'contacted'],
    // "Yeni" waits for someone: an erased person's request is not in it (the dashboard's rule).
    ['new', { status: 'new' }, (r) => r.status === 'new' && !r.anonymised],
    ['project', { project: 'gunes-evleri' }, (r) => r.project === 'gunes-evleri'],
    ['no project', { project: 'none' }, (r) => r.project === ''],
    ['source', { source: 'google' }, (r) => r.utm_source === 'google'],
    ['direct visits', { source: 'direct' }, (r) => r.utm_source === '' && r.referrer_host === ''],
    // Antalya days: 2030-02-20 00:00 +03:00 up to the end of 2030-02-22.
    [
      'a date range',
      { from: '2030-02-20', to: '2030-02-22' },
      (r) =>
        r.created_at >= new Date('2030-02-19T21:00:00Z') && r.created_at < new Date('2030-02-22T21:00:00Z'),
    ],
    [
      'filters together',
      { status: 'new', project: 'gunes-evleri', source: 'facebook' },
      (r) =>
        r.status === 'new' && !r.anonymised && r.project === 'gunes-evleri' && r.utm_source === 'facebook',
    ],
  ])('filters by %s, counting in the database', async (_what, query, match) => {
    const want = expected((r) => !r.suspicious && match(r));
    expect(want.length).toBeGreaterThan(0);
    const res = await list({ ...query, per_page: 100 }).expect(200);
    expect(res.headers['x-total-count']).toBe(String(want.length));
    expect(ids(res.body)).toEqual(want.slice(0, 100).map((r) => r.id));
  });

  it('lists suspected spam only when asked (suspicious=true)', async () => {
    const want = expected((r) => r.suspicious);
    const res = await list({ suspicious: true }).expect(200);
    expect(res.headers['x-total-count']).toBe(String(want.length));
    expect(res.body.every((r: { suspicious: boolean }) => r.suspicious)).toBe(true);
    const plain = await list({ suspicious: false, per_page: 100 }).expect(200);
    expect(plain.body.some((r: { suspicious: boolean }) => r.suspicious)).toBe(false);
  });

  it.each([
    ['name', 'ASC'],
    ['-name', 'DESC'],
  ] as const)(
    "orders by sort=%s in the database's collation, ties broken by id, pages never overlapping",
    async (sort, direction) => {
      // Names compare as the database's collation says (binary on SQLite, the database's on PostgreSQL).
      const want = await t.dataSource.getRepository(ContactRequest).find({
        where: { suspicious: false },
        order: { name: direction, id: direction },
        select: { id: true },
      });
      const seen: number[] = [];
      for (const page of [1, 2, 15, 30])
        seen.push(...ids((await list({ sort, page, per_page: 100 }).expect(200)).body));
      expect(seen).toEqual(
        [...want.slice(0, 200), ...want.slice(1400, 1500), ...want.slice(2900, 3000)].map((r) => r.id),
      );
    },
  );

  it.each([
    [
      'sort=created_at',
      'created_at',
      (a: Seeded, b: Seeded) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id,
    ],
    [
      'sort=status (new, contacted, closed; newest first)',
      'status',
      (a: Seeded, b: Seeded) =>
        a.status < b.status
          ? 1
          : a.status > b.status
            ? -1
            : b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
    ],
  ])('orders by %s, ties broken by id', async (_what, sort, compare) => {
    const want = SEED.filter(listed).sort(compare);
    for (const page of [1, 7]) {
      const res = await list({ sort, page, per_page: 100 }).expect(200);
      expect(ids(res.body)).toEqual(want.slice((page - 1) * 100, page * 100).map((r) => r.id));
    }
  });

  it.each([
    ['status', { status: 'open' }, 'Geçersiz değer'],
    ['sort', { sort: 'email' }, 'Geçersiz değer'],
    ['from', { from: '2030-02-30' }, 'gün'],
    ['from', { from: '01.02.2030' }, 'YYYY-AA-GG'],
    ['to', { from: '2030-02-22', to: '2030-02-20' }, 'önce olamaz'],
    ['suspicious', { suspicious: 'maybe' }, 'true veya false'],
    ['project', { project: 'Güneş Evleri' }, 'Proje'],
    ['page', { page: 0 }, 'küçük'],
    ['per_page', { per_page: 'all' }, 'Tam sayı'],
    ['q', { q: '%%%' }, 'harf veya rakam'],
  ])('refuses a bad %s with 422 at the field, in Turkish', async (field, query, words) => {
    const res = await list(query).expect(422);
    const item = res.body.detail.find((d: { loc: string[] }) => d.loc[1] === field);
    expect(item).toBeDefined();
    expect(item.msg).toContain(words);
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const res = await list({ q, per_page: 100 }).expect(200);
    return { total: Number(res.headers['x-total-count']), rows: res.body as { id: number; name: string }[] };
  };
  const count = (match: (r: Seeded) => boolean) =>
    expected((r) => !r.suspicious && !r.anonymised && match(r)).length;

  it('finds a name with or without Turkish letters, in any case, by the start of its words', async () => {
    const ayse = count((r) => r.name === 'Ayşe Yılmaz');
    for (const q of ['ayse', 'Ayşe', 'AYŞE', 'ayş', 'yilmaz', 'Yılmaz', 'ayse yil'])
      expect((await search(q)).total).toBe(ayse);
    const cagla = count((r) => r.name === 'Çağla Şahin');
    for (const q of ['cagla', 'Çağla', 'ÇAĞLA ŞAHİN', 'sahin']) expect((await search(q)).total).toBe(cagla);
    const ismail = count((r) => r.name === 'İsmail Güneş');
    for (const q of ['ismail', 'İSMAİL', 'gunes']) expect((await search(q)).total).toBe(ismail);
    // Russian names, in Cyrillic or in Latin letters.
    const natalya = count((r) => r.name === 'Наталья Смирнова');
    expect(natalya).toBeGreaterThan(0);
    for (const q of ['наталья', 'НАТАЛ', 'natalya', 'смирнова наталья', 'smirn'])
      expect((await search(q)).total).toBe(natalya);
    const { rows } = await search('ayse');
    expect(rows.every((r) => r.name === 'Ayşe Yılmaz')).toBe(true);
    // Not a word's start, not a match.
    expect((await search('yse')).total).toBe(0);
  });

  it('finds a phone by its digits however typed, and an e-mail by its start', async () => {
    // +90 532 0001 2xx: the numbers 12xx.
    const want = count((r) => r.phone.replace(/\D/g, '').slice(-10).startsWith('5320001'));
    expect(want).toBeGreaterThan(0);
    expect((await search('532 0001')).total).toBe(want);
    expect((await search('0532 0001')).total).toBe(0); // no request's digits start 0532 (they start +90)
    expect((await search('+90 532 0001')).total).toBe(want);
    expect((await search('0001234')).rows.map((r) => r.id)).toEqual([1234]);
    expect((await search('kisi1234@example.com')).rows.map((r) => r.id)).toEqual([1234]);
    expect((await search('kisi1234')).rows.map((r) => r.id)).toEqual([1234]);
    expect((await search('kisi123')).total).toBe(count((r) => /^kisi123\d*@/.test(r.email)));
  });

  it('finds the same page whether the search reads its terms first or walks the list (common words)', async () => {
    const repo = t.dataSource.getRepository(ContactRequest);
    for (const query of [
      { q: 'ayse' },
      { q: 'natalya smirn', sort: 'name' },
      { q: '532 0001', status: 'new' },
      { q: 'kisi1', sort: 'status' },
    ]) {
      const f = resolveFilters(query as never);
      const page = (plan: 'terms' | 'order') =>
        applyOrder(applyFilters(repo.createQueryBuilder('c'), f, plan), f.sort)
          .offset(50)
          .limit(50)
          .getMany();
      const [byTerms, byOrder] = [await page('terms'), await page('order')];
      expect(byTerms.length).toBeGreaterThan(0);
      expect(byOrder.map((r) => r.id)).toEqual(byTerms.map((r) => r.id));
    }
  });

  it('counts a search up to PAGING.searchCap, says so, and lists no deeper (decision 0203)', async () => {
    const all = count((r) => r.email.startsWith('kisi'));
    expect(all).toBeGreaterThan(PAGING.searchCap);
    const res = await list({ q: 'kisi', per_page: 50 }).expect(200);
    expect(res.headers['x-total-count']).toBe(String(PAGING.searchCap));
    expect(res.headers['x-total-capped']).toBe('true');
    expect(res.headers.link).toContain(`per_page=50&page=${PAGING.searchCap / 50}>; rel="last"`);
    // The last listed page is whole and in the list's order; the next one is refused at its field.
    const last = await list({ q: 'kisi', per_page: 50, page: PAGING.searchCap / 50 }).expect(200);
    expect(last.body).toHaveLength(50);
    const want = expected((r) => !r.suspicious && !r.anonymised && r.email.startsWith('kisi'));
    expect(ids(last.body)).toEqual(want.slice(PAGING.searchCap - 50, PAGING.searchCap).map((r) => r.id));
    const past = await list({ q: 'kisi', per_page: 50, page: PAGING.searchCap / 50 + 1 }).expect(422);
    expect(JSON.stringify(past.body)).toContain('ilk 1.000 sonuç listelenir');
    // Under the cap: the exact count, no "at least".
    const few = await list({ q: 'kisi123' }).expect(200);
    expect(few.headers['x-total-capped']).toBeUndefined();
    // The list without a search counts every row.
    expect(Number((await list({ per_page: 1 }).expect(200)).headers['x-total-count'])).toBe(
      expected((r) => !r.suspicious).length,
    );
  });

  it('combines search with filters and never finds erased requests', async () => {
    const want = count((r) => r.name === 'Ayşe Yılmaz' && r.status === 'new');
    expect((await list({ q: 'ayse', status: 'new' }).expect(200)).headers['x-total-count']).toBe(
      String(want),
    );
    expect((await search('silindi')).total).toBe(0);
  });
});

describe('suspected spam is kept (issue 26)', () => {
  it('stores a honeypot submit, queues no alert, and lists it only with suspicious=true', async () => {
    const outbox = () => t.dataSource.getRepository(MailOutbox).count();
    const before = await outbox();
    const visitor = { name: 'Robot Deneme', phone: '+90 555 999 88 77', email: 'robot@example.com' };
    const spam = (
      await api()
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.25.0.1')
        .send({ ...visitor, website: 'http://spam.example' })
        .expect(201)
    ).body;
    expect(spam).toMatchObject({ id: expect.any(Number), status: 'new' });
    expect(await staffView(t, auth, spam.id)).toMatchObject({
      suspicious: true,
      suspicious_reason: 'honeypot',
    });
    expect(await outbox()).toBe(before);
    const person = (
      await api()
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.25.0.2')
        .send({ ...visitor, name: 'Robot Değil' })
        .expect(201)
    ).body;
    expect(await outbox()).toBe(before + 1);
    expect(ids((await list({ q: 'robot' }).expect(200)).body)).toEqual([person.id]);
    expect(ids((await list({ q: 'robot', suspicious: true }).expect(200)).body)).toEqual([spam.id]);
    // Found by its new search terms, and gone from them once erased.
    await api().delete(`/api/contact/${person.id}`).set(auth).expect(204);
    expect((await list({ q: 'robot' }).expect(200)).body).toEqual([]);
  });
});

describe('the dashboard figures', () => {
  it('counts in SQL, leaving out suspected spam, erased requests and the trash', async () => {
    const clock = t.app.get(Clock);
    const now = clock.now;
    clock.now = () => NEWEST;
    try {
      const live = await t.dataSource
        .getRepository(ContactRequest)
        .find({ select: { id: true, status: true, suspicious: true, anonymised: true } });
      const stats = (await api().get('/api/contact/stats').set(auth).expect(200)).body;
      expect(stats.new_count).toBe(
        live.filter((r) => r.status === 'new' && !r.suspicious && !r.anonymised).length,
      );
      expect(stats.total).toBe(live.filter((r) => !r.suspicious).length);
      expect(stats.suspicious_count).toBe(live.filter((r) => r.suspicious).length);
      const inWindow = SEED.filter(
        (r) =>
          !r.trashed &&
          !r.suspicious &&
          !r.anonymised &&
          r.created_at >= new Date(`${stats.weeks[0].week}T00:00:00+03:00`),
      );
      expect(stats.weeks.reduce((n: number, w: { count: number }) => n + w.count, 0)).toBe(inWindow.length);
      expect(stats.projects.find((p: { project: string }) => p.project === 'gunes-evleri').count).toBe(
        inWindow.filter((r) => r.project === 'gunes-evleri').length,
      );
    } finally {
      clock.now = now;
    }
  });
});

describe('the CSV export', () => {
  const lines = (text: string) => text.split('\r\n').filter(Boolean);
  const linkFor = async (filters: object) =>
    (await api().post('/api/contact/export-link').set(auth).send(filters).expect(200)).body as {
      url: string;
      expires_at: string;
    };

  it('streams every matching row through a one-time link: BOM, Turkish headers, neutralised formulas', async () => {
    const link = await linkFor({});
    expect(link.url).toMatch(/^\/api\/contact\/export\.csv\?token=/);
    const res = await api()
      .get(link.url)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    const text = res.body as string;
    expect(
      text.startsWith(
        '\uFEFF"Tarih";"Ad Soyad";"Telefon";"E-posta";"Durum";"Proje";"Daire";"Kaynak";"Kampanya";"Dil";"Mesaj";"Notlar";"Pazarlama izni";"Şüpheli"',
      ),
    ).toBe(true);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cagri-talepleri-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Streamed as read, not through the compression buffers (supertest asks for gzip): memory stays flat.
    expect(res.headers['cache-control']).toBe('no-store, no-transform');
    expect(res.headers['content-encoding']).toBeUndefined();
    const total = Number((await list({}).expect(200)).headers['x-total-count']);
    expect(lines(text)).toHaveLength(total + 1);
    expect(text).toContain(`"'=HYPERLINK(""http://kotu.example"",""tıkla"")"`);
    expect(text).not.toContain('";"=HYPERLINK');
    // Row 1: the newest, Istanbul time, the phone as typed, Turkish words.
    expect(lines(text)[1]).toBe(
      '"01.03.2030 11:23";"Mehmet Öztürk";"\u00A0+90 532 0000001";"kisi1@example.com";"İletişimde";"deniz-konaklari";"";"instagram.com";"";"Türkçe";"";"";"Hayır";"Hayır"',
    );
    // A project's Turkish title where the project exists.
    expect(lines(text)[3]).toContain('"Güneş tr"');
    // Once only.
    await api().get(link.url).expect(403);
  });

  it.each([
    [{ status: 'new', project: 'gunes-evleri' }],
    [{ q: 'ayse', sort: 'name' }],
    [{ source: 'direct', sort: 'status' }],
    [{ suspicious: true }],
    [{ from: '2030-02-01', to: '2030-02-10', sort: 'created_at' }],
  ])('exports as many rows as the list counts for %j, across batches, none twice', async (filters) => {
    const total = Number((await list(filters).expect(200)).headers['x-total-count']);
    const text = (
      await api()
        .get((await linkFor(filters)).url)
        .expect(200)
    ).text;
    const rows = lines(text).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows).size).toBe(total);
  });

  it('refuses (403) an expired link, a token of another purpose, other filters and no token; a bearer token works', async () => {
    const jwt = t.app.get(JwtService);
    const { url } = await linkFor({ status: 'new' });
    const token = decodeURIComponent(new URL(url, 'http://x').searchParams.get('token')!);
    const claims = jwt.decode<Record<string, unknown>>(token);
    // The same claims, already expired.
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const expired = await jwt.signAsync({ ...rest, jti: 'expired-one' }, { expiresIn: -10 });
    await api().get('/api/contact/export.csv').query({ status: 'new', token: expired }).expect(403);
    const otherPurpose = await jwt.signAsync(
      { ...rest, purpose: 'password-reset', jti: 'other-purpose' },
      { expiresIn: 60 },
    );
    await api().get('/api/contact/export.csv').query({ status: 'new', token: otherPurpose }).expect(403);
    // The session token itself is no download link.
    await api()
      .get('/api/contact/export.csv')
      .query({ status: 'new', token: auth.Authorization.slice(7) })
      .expect(403);
    // The link exports what it was made for.
    await api().get('/api/contact/export.csv').query({ status: 'closed', token }).expect(403);
    await api().get('/api/contact/export.csv').query({ status: 'new' }).expect(403);
    const res = await api().get('/api/contact/export.csv').query({ status: 'new', token }).expect(200);
    expect(lines(res.text).length - 1).toBe(
      Number((await list({ status: 'new' }).expect(200)).headers['x-total-count']),
    );
    const withBearer = await api()
      .get('/api/contact/export.csv')
      .query({ status: 'closed' })
      .set(auth)
      .expect(200);
    expect(lines(withBearer.text).length - 1).toBe(
      Number((await list({ status: 'closed' }).expect(200)).headers['x-total-count']),
    );
  });

  it('lets a role export by bearer token only if it may read the list (sales yes, editor no)', async () => {
    const users = t.app.get(UsersService);
    for (const [role, status] of [
      ['sales', 200],
      ['editor', 403],
    ] as const) {
      const who = { email: `${role}@example.com`, password: 'correct horse battery' };
      await users.create({ name: role, ...who, role });
      const res = await api()
        .get('/api/contact/export.csv')
        .query({ status: 'closed' })
        .set(bearer(await login(t, who)))
        .expect(status);
      if (status === 403) expect(res.body.detail).toMatch(/rolünüz/);
    }
  });

  it('checks the filters before making a link (422 at the body field)', async () => {
    const res = await api().post('/api/contact/export-link').set(auth).send({ status: 'open' }).expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'status']);
    const dates = await api()
      .post('/api/contact/export-link')
      .set(auth)
      .send({ from: '2030-02-10', to: '2030-02-01' })
      .expect(422);
    expect(dates.body.detail[0].loc).toEqual(['body', 'to']);
    await api().post('/api/contact/export-link').send({}).expect(401);
  });
});
