import request from 'supertest';
import { ProjectsService } from '../src/projects/projects.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);

describe('projects', () => {
  it('creates with defaults for every tab and answers snake_case only', async () => {
    const res = await api().post('/api/projects/').set(auth).send(validProject('ilk-proje')).expect(201);
    expect(res.body).toMatchObject({
      slug: 'ilk-proje',
      status: 'ongoing',
      featured: false,
      cover_images: [],
      technical_info: { description: { tr: '', en: '', ru: '' }, total_units: 0, iskan_date: '', units: [] },
      location: { description: { tr: '', en: '', ru: '' }, map_image: '', nearby: [] },
      architecture: { title: { tr: '', en: '', ru: '' }, description: { tr: '', en: '', ru: '' } },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"[a-z]+[A-Z]\w*":/);
  });

  it('maps the sample data camelCase names and plain strings onto the API shape', async () => {
    const res = await api()
      .post('/api/projects')
      .set(auth)
      .send({
        ...validProject('kundu-villalari'),
        coverImages: ['/api/uploads/2024/01/0123456789abcdef01234567.jpg', '  '],
        videoUrl: 'https://www.youtube.com/watch?v=x',
        technicalInfo: {
          totalUnits: '307',
          iskanDate: '06.09.2024',
          units: [
            { type: '1+1', count: '43', area: '50m²' },
            { type: L('Loft'), count: 'çok' },
          ],
        },
        features: ['Havuz', { title: L('Otopark') }],
        plans: [{ name: '2+1', image: '', area: '55.36 m²', rooms: '2+1' }],
        location: { distances: [{ name: 'Havalimanı', distance: '9 km' }] },
        architectureText: L('Mimari'),
      })
      .expect(201);
    const p = res.body;
    expect(p.cover_images).toEqual(['/api/uploads/2024/01/0123456789abcdef01234567.jpg']);
    expect(p.video_url).toBe('https://www.youtube.com/watch?v=x');
    expect(p.technical_info).toMatchObject({ total_units: 307, iskan_date: '06.09.2024' });
    expect(p.technical_info.units).toEqual([
      { type: { tr: '1+1', en: '1+1', ru: '1+1' }, count: 43, area: '50m²', description: '' },
      { type: L('Loft'), count: 0, area: '', description: '' },
    ]);
    expect(p.features[0]).toEqual({
      title: { tr: 'Havuz', en: 'Havuz', ru: 'Havuz' },
      description: { tr: '', en: '', ru: '' },
    });
    expect(p.plans[0].name).toEqual({ tr: '2+1', en: '2+1', ru: '2+1' });
    expect(p.location.nearby).toEqual([
      { name: { tr: 'Havalimanı', en: 'Havalimanı', ru: 'Havalimanı' }, distance: '9 km' },
    ]);
    expect(p.architecture.description).toEqual(L('Mimari'));
    expect(p).not.toHaveProperty('coverImages');
  });

  it('lists by position then id, filters by featured, status and limit, and finds by slug', async () => {
    const a = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('a-proje'), featured: true, status: 'completed', position: 5 })
        .expect(201)
    ).body;
    const b = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('b-proje'), featured: true, status: 'planned', position: 1 })
        .expect(201)
    ).body;
    const all = (await api().get('/api/projects').expect(200)).body.map((p: { slug: string }) => p.slug);
    expect(all).toEqual(['ilk-proje', 'kundu-villalari', 'b-proje', 'a-proje']);
    expect(
      (await api().get('/api/projects/?featured=true').expect(200)).body.map((p: { id: number }) => p.id),
    ).toEqual([b.id, a.id]);
    expect(
      (await api().get('/api/projects?status=completed').expect(200)).body.map((p: { id: number }) => p.id),
    ).toEqual([a.id]);
    expect((await api().get('/api/projects?limit=1').expect(200)).body).toHaveLength(1);
    await api().get('/api/projects?status=active').expect(422);
    await api().get('/api/projects?limit=0').expect(422);
    expect((await api().get('/api/projects/a-proje/').expect(200)).body.id).toBe(a.id);
    expect((await api().get('/api/projects/yok').expect(404)).body).toEqual({ detail: 'Kayıt bulunamadı' });
    // The services the server-rendered site calls.
    const service = t.app.get(ProjectsService);
    expect((await service.list({ featured: true, limit: 1 })).items.map((p) => p.id)).toEqual([b.id]);
    expect(await service.findBySlug('yok')).toBeNull();
  });

  it('puts a new project without a position at the end of the list', async () => {
    await api().post('/api/projects').set(auth).send(validProject('en-sondaki')).expect(201);
    const all = (await api().get('/api/projects').expect(200)).body.map((p: { slug: string }) => p.slug);
    expect(all.at(-1)).toBe('en-sondaki');
    await api()
      .delete(`/api/projects/${(await api().get('/api/projects/en-sondaki').expect(200)).body.id}`)
      .set(auth)
      .expect(204);
  });

  it('names the limit when a text is too long, and the field when an address is wrong', async () => {
    const long = 'a'.repeat(20_001);
    const res = await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('uzun'), title: { tr: long, en: 'x', ru: 'x' }, video_url: 'ftp://x' })
      .expect(422);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'title'], msg: 'Metin en fazla 20000 karakter olabilir', type: 'isLocalized' },
        {
          loc: ['body', 'video_url'],
          msg: 'Adres /api/uploads/ ile ya da http(s):// ile başlamalıdır',
          type: 'isMediaUrl',
        },
      ]),
    );
    const contact = await api()
      .post('/api/contact')
      .send({ name: 'a'.repeat(121), phone: '+90 532 111 22 33', email: 'a@b.co' })
      .expect(422);
    expect(contact.body.detail).toEqual([
      { loc: ['body', 'name'], msg: 'Metin en fazla 120 karakter olabilir', type: 'maxLength' },
    ]);
  });

  it('updates by id, refuses a taken slug with 409 and deletes', async () => {
    const p = (await api().post('/api/projects').set(auth).send(validProject('silinecek')).expect(201)).body;
    const dup = await api().post('/api/projects').set(auth).send(validProject('silinecek')).expect(409);
    expect(dup.body).toEqual({ detail: 'Bu kısa ad (slug) zaten kullanılıyor' });
    await api().put(`/api/projects/${p.id}/`).set(auth).send({ slug: 'a-proje' }).expect(409);
    const updated = (
      await api()
        .put(`/api/projects/${p.id}/`)
        .set(auth)
        .send({ slug: 'yeni-ad', technical_info: { total_units: 12 } })
        .expect(200)
    ).body;
    expect(updated).toMatchObject({
      slug: 'yeni-ad',
      title: validProject().title,
      technical_info: { total_units: 12 },
    });
    await api().get('/api/projects/yeni-ad').expect(200);
    await api().delete(`/api/projects/${p.id}/`).set(auth).expect(204);
    await api().get('/api/projects/yeni-ad').expect(404);
    await api().delete(`/api/projects/${p.id}`).set(auth).expect(404);
    await api().put('/api/projects/abc').set(auth).send({}).expect(404);
    await api().put('/api/projects/99999999999').set(auth).send({}).expect(404);
  });

  it.each([
    ['an upper-case slug', { slug: 'Gunes-Evleri' }, ['body', 'slug']],
    ['a slug with spaces', { slug: 'gunes evleri' }, ['body', 'slug']],
    ['a slug with a double dash', { slug: 'gunes--evleri' }, ['body', 'slug']],
    ['a missing Turkish subtitle', { subtitle: { en: 'b', ru: 'c' } }, ['body', 'subtitle']],
    ['a blank Turkish description', { description: { tr: '  ', en: 'b', ru: 'c' } }, ['body', 'description']],
    ['a title in German', { title: { tr: 'a', en: 'b', ru: 'c', de: 'd' } }, ['body', 'title']],
    ['a title as a plain string', { title: 'Güneş' }, ['body', 'title']],
    ['an unknown status', { status: 'active' }, ['body', 'status']],
    ['a javascript: gallery image', { gallery: ['javascript:alert(1)'] }, ['body', 'gallery']],
    ['a data: logo', { logo: 'data:image/svg+xml,<svg/>' }, ['body', 'logo']],
    ['a bad plan image', { plans: [{ image: 'ftp://x/y.png' }] }, ['body', 'plans', 0, 'image']],
    ['units that are not a list', { technical_info: { units: 'many' } }, ['body', 'technical_info', 'units']],
  ])('refuses %s with 422 and its location', async (_name, change, loc) => {
    const res = await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('kural'), ...change })
      .expect(422);
    expect(res.body.detail[0].loc).toEqual(loc);
  });

  it('saves a draft in Turkish only (issue 26: English and Russian wait for a translator)', async () => {
    const turkish = { tr: 'Yalnızca Türkçe', en: '', ru: '' };
    const saved = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({
          ...validProject('yalniz-turkce'),
          title: turkish,
          subtitle: { tr: 'Alt' },
          description: turkish,
          publication: 'draft',
        })
        .expect(201)
    ).body;
    expect(saved).toMatchObject({
      publication: 'draft',
      title: turkish,
      subtitle: { tr: 'Alt', en: '', ru: '' },
    });
  });

  it('answers a page as cards with fields=summary: the same projects, a fraction of the bytes, the translation state computed', async () => {
    const whole = await api().get('/api/projects').set(auth).expect(200);
    const cards = await api().get('/api/projects').query({ fields: 'summary' }).set(auth).expect(200);
    expect(cards.headers['x-total-count']).toBe(whole.headers['x-total-count']);
    expect(cards.body.map((p: { id: number }) => p.id)).toEqual(whole.body.map((p: { id: number }) => p.id));
    // These test projects are small; bench:data measures the saving on full ones (758 kB → a few kB).
    expect(cards.text.length).toBeLessThan(whole.text.length);
    const draft = cards.body.find((p: { slug: string }) => p.slug === 'yalniz-turkce');
    expect(Object.keys(draft).sort()).toEqual(
      [
        'cover',
        'excerpt',
        'featured',
        'id',
        'logo',
        'missing_languages',
        'position',
        'publication',
        'publish_at',
        'slug',
        'status',
        'subtitle',
        'progress',
        'title',
        'units',
        'updated_at',
      ].sort(),
    );
    expect(draft).toMatchObject({
      publication: 'draft',
      missing_languages: ['en', 'ru'],
      units: null,
      progress: null,
    });
    // A description longer than a card shows is cut, in whole characters.
    const long = 'Ş'.repeat(400);
    const { id } = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('uzun-metin'), description: L(long) })
        .expect(201)
    ).body;
    const card = (
      await api().get('/api/projects').query({ fields: 'summary', per_page: 100 }).set(auth).expect(200)
    ).body.find((p: { id: number }) => p.id === id);
    expect(card.excerpt.tr).toBe('Ş'.repeat(160));
    expect(card.missing_languages).toEqual([]);
    // Visitors get published projects only, as with whole ones; an unknown shape is a field error.
    const open = await api().get('/api/projects').query({ fields: 'summary' }).expect(200);
    expect(open.body.some((p: { slug: string }) => p.slug === 'yalniz-turkce')).toBe(false);
    const bad = await api().get('/api/projects').query({ fields: 'everything' }).expect(422);
    expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'fields'], type: 'isIn' })]);
  });

  it('ignores empty gallery entries and parses unit counts leniently', async () => {
    const res = await api()
      .post('/api/projects')
      .set(auth)
      .send({
        ...validProject('galeri'),
        gallery: [' https://example.com/a.jpg ', ''],
        technical_info: { total_units: 'yok', units: [{ count: 12.7 }] },
      })
      .expect(201);
    expect(res.body.gallery).toEqual(['https://example.com/a.jpg']);
    expect(res.body.technical_info.total_units).toBe(0);
    expect(res.body.technical_info.units[0].count).toBe(12);
  });

  it('answers the home showcase: the featured projects, else the first twelve by position, paged within them', async () => {
    type Item = { id: number; slug: string; featured: boolean; progress?: unknown };
    const ids = (res: request.Response) => (res.body as Item[]).map((p) => p.id);
    // Featured: exactly what `featured=true` lists to a visitor, whole, in the site's order.
    const featured = await api().get('/api/projects/?featured=true').expect(200);
    expect(featured.body.length).toBeGreaterThan(0);
    const shown = await api().get('/api/projects/').query({ showcase: true }).expect(200);
    expect(ids(shown)).toEqual(ids(featured));
    expect(shown.body[0]).toHaveProperty('technical_info');
    // None featured: the first twelve of every published project, however many there are.
    for (const p of featured.body as Item[])
      await api().put(`/api/projects/${p.id}`).set(auth).send({ featured: false }).expect(200);
    for (let i = 0; i < 14; i++)
      await api()
        .post('/api/projects')
        .set(auth)
        .send(validProject(`vitrin-${i}`))
        .expect(201);
    const firstTwelve = await api().get('/api/projects/').query({ per_page: 12 }).expect(200);
    const all = await api().get('/api/projects/').query({ showcase: true }).expect(200);
    expect(ids(all)).toEqual(ids(firstTwelve));
    expect(all.headers['x-total-count']).toBe('12');
    // Paged within the twelve: the first one alone (what the home page draws), the last two, then nothing.
    const one = await api().get('/api/projects/?showcase=true&per_page=1').expect(200);
    expect(ids(one)).toEqual(ids(firstTwelve).slice(0, 1));
    expect(one.headers['x-total-count']).toBe('12');
    const tail = await api().get('/api/projects/?showcase=true&per_page=10&page=2').expect(200);
    expect(ids(tail)).toEqual(ids(firstTwelve).slice(10, 12));
    expect((await api().get('/api/projects/?showcase=true&per_page=10&page=3').expect(200)).body).toEqual([]);
    // As cards: the same projects, each with its construction progress (ongoing with an update: the figure).
    const ongoing = firstTwelve.body[0] as Item;
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({
        project_id: ongoing.id,
        date: '2026-10-01',
        title: L('Kaba inşaat'),
        text: L('Sürüyor'),
        phases: [{ key: 'structure', percent: 40 }],
      })
      .expect(201);
    const cards = await api().get('/api/projects/?showcase=true&fields=summary').expect(200);
    expect(ids(cards)).toEqual(ids(firstTwelve));
    expect(cards.body[0].progress).toMatchObject({ date: '2026-10-01', percent: expect.any(Number) });
    expect((cards.body as Item[]).every((c) => 'progress' in c && !('technical_info' in c))).toBe(true);
    // Thirteen featured: still twelve, the featured ones only.
    for (const p of (await api().get('/api/projects/?per_page=13').expect(200)).body.slice(0, 13) as Item[])
      await api().put(`/api/projects/${p.id}`).set(auth).send({ featured: true }).expect(200);
    const capped = await api().get('/api/projects/?showcase=true').expect(200);
    expect(capped.body).toHaveLength(12);
    expect((capped.body as Item[]).every((p) => p.featured)).toBe(true);
    // Not a yes or no: a field error, as for `featured`.
    const bad = await api().get('/api/projects/?showcase=evet').expect(422);
    expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'showcase'] })]);
  });
});
