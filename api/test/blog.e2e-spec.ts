import request from 'supertest';
import { BlogService } from '../src/blog/blog.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validPost } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const slugs = (body: { slug: string }[]) => body.map((p) => p.slug);

describe('blog', () => {
  it('creates posts with defaults and lists the published ones newest first', async () => {
    const created = (
      await api()
        .post('/api/blog/')
        .set(auth)
        .send(validPost('eski', { date: '2023-12-25' }))
        .expect(201)
    ).body;
    expect(created).toMatchObject({
      category: 'BLOG',
      author: 'Admin',
      featured: false,
      published: true,
      tags: [],
      date: '2023-12-25T00:00:00.000Z',
      meta_title: { tr: '', en: '', ru: '' },
    });
    await api()
      .post('/api/blog')
      .set(auth)
      .send(
        validPost('yeni', { date: '2024-01-15T10:00:00.000Z', tags: ' Antalya, , Yatırım ', featured: true }),
      )
      .expect(201);
    await api()
      .post('/api/blog')
      .set(auth)
      .send(validPost('taslak', { date: '2024-02-01', published: false }))
      .expect(201);
    const list = (await api().get('/api/blog').expect(200)).body;
    expect(slugs(list)).toEqual(['yeni', 'eski']);
    // Plain strings (the admin's older comma-separated text) are Turkish tags not yet translated.
    expect(list[0].tags).toEqual([
      { tr: 'Antalya', en: '', ru: '' },
      { tr: 'Yatırım', en: '', ru: '' },
    ]);
    expect(slugs((await api().get('/api/blog/?featured=true&limit=5').expect(200)).body)).toEqual(['yeni']);
  });

  it('hides drafts from anonymous visitors and from bad tokens, shows them to administrators', async () => {
    await api().get('/api/blog/taslak/').expect(404);
    await api().get('/api/blog/taslak').set('Authorization', 'Bearer forged.token.value').expect(404);
    expect(
      slugs((await api().get('/api/blog').set('Authorization', 'Bearer nope').expect(200)).body),
    ).not.toContain('taslak');
    expect((await api().get('/api/blog/taslak').set(auth).expect(200)).body.published).toBe(false);
    expect(slugs((await api().get('/api/blog/').set(auth).expect(200)).body)).toEqual([
      'taslak',
      'yeni',
      'eski',
    ]);
    // The cached anonymous answer never leaks the administrator's one.
    expect(slugs((await api().get('/api/blog/').expect(200)).body)).toEqual(['yeni', 'eski']);
    const service = t.app.get(BlogService);
    expect(slugs((await service.list({ includeDrafts: false })).items)).toEqual(['yeni', 'eski']);
    expect(await service.findBySlug('taslak', { includeDrafts: false })).toBeNull();
  });

  it('publishes a draft through PUT and the public list follows at once', async () => {
    const draft = (await api().get('/api/blog/taslak').set(auth).expect(200)).body;
    await api()
      .put(`/api/blog/${draft.id}/`)
      .set(auth)
      .send({ published: true, title: L('Yayında') })
      .expect(200);
    expect(slugs((await api().get('/api/blog/').expect(200)).body)).toEqual(['taslak', 'yeni', 'eski']);
    await api().put(`/api/blog/${draft.id}`).set(auth).send({ published: false }).expect(200);
  });

  it('refuses a taken slug with 409, deletes, and answers 404 for unknown ids', async () => {
    expect((await api().post('/api/blog').set(auth).send(validPost('yeni')).expect(409)).body).toEqual({
      detail: 'Bu kısa ad (slug) zaten kullanılıyor',
    });
    const eski = (await api().get('/api/blog/eski').expect(200)).body;
    await api().put(`/api/blog/${eski.id}`).set(auth).send({ slug: 'yeni' }).expect(409);
    await api().delete(`/api/blog/${eski.id}/`).set(auth).expect(204);
    await api().get('/api/blog/eski').expect(404);
    await api().delete(`/api/blog/${eski.id}`).set(auth).expect(404);
  });

  it('saves a post in Turkish only, as a draft or published (issue 26: English and Russian wait for a translator)', async () => {
    const turkish = { tr: 'Yalnızca Türkçe', en: '', ru: '' };
    for (const publication of ['draft', 'published'] as const) {
      const slug = `yalniz-turkce-${publication}`;
      const saved = (
        await api()
          .post('/api/blog')
          .set(auth)
          .send(validPost(slug, { title: turkish, excerpt: { tr: 'Özet' }, content: turkish, publication }))
          .expect(201)
      ).body;
      expect(saved).toMatchObject({ publication, title: turkish, excerpt: { tr: 'Özet', en: '', ru: '' } });
      await api()
        .put(`/api/blog/${saved.id}`)
        .set(auth)
        .send({ content: { tr: 'Yeni metin', en: '', ru: '' } })
        .expect(200);
    }
    const res = await api()
      .post('/api/blog')
      .set(auth)
      .send(validPost('turkcesiz', { title: { tr: ' ', en: 'Only English', ru: '' }, publication: 'draft' }))
      .expect(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'title'], msg: 'Türkçe metin zorunludur' });
  });

  it.each([
    ['a missing date', { date: undefined }, ['body', 'date']],
    ['a date that is not a date', { date: '15.01.2024' }, ['body', 'date']],
    ['a missing Turkish content', { content: { en: 'b', ru: 'c' } }, ['body', 'content']],
    ['a blank Turkish excerpt', { excerpt: { tr: '', en: 'b', ru: 'c' } }, ['body', 'excerpt']],
    ['an upper-case slug', { slug: 'Yeni-Yazi' }, ['body', 'slug']],
    ['tags that are not texts', { tags: [1, 2] }, ['body', 'tags']],
    ['a javascript: image', { image: 'javascript:alert(1)' }, ['body', 'image']],
    ['meta title with an unknown language', { meta_title: { fr: 'x' } }, ['body', 'meta_title']],
  ])('refuses %s with 422', async (_name, change, loc) => {
    const res = await api().post('/api/blog').set(auth).send(validPost('kural', change)).expect(422);
    expect(res.body.detail[0].loc).toEqual(loc);
  });
});
