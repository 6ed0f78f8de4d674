// Settings, about, Instagram banner and sliders: defaults, round trips, SPEC §5 rules, HTTP caching.
import request from 'supertest';
import { HttpCache } from '../src/common/http-cache.js';
import { siteDefaults } from '@konak/contract';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validSlider } from './helpers.js';

const defaults = siteDefaults();

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);

describe('with an empty database', () => {
  it('answers the built-in defaults', async () => {
    expect((await api().get('/api/settings/').expect(200)).body).toEqual({ ...defaults.settings, id: 0 });
    expect((await api().get('/api/about/').expect(200)).body).toEqual([defaults.about]);
    expect((await api().get('/api/instagram-banner/').expect(200)).body).toEqual(defaults.banner);
    expect((await api().get('/api/sliders/').expect(200)).body).toEqual(defaults.sliders);
    expect((await api().get('/api/sliders/all').set(auth).expect(200)).body).toEqual([]);
  });
});

describe('settings', () => {
  it('PUT creates the record when missing, then updates it; GET merges the defaults', async () => {
    const res = await api()
      .put('/api/settings/')
      .set(auth)
      .send({ primary_color: '#112233', site_name: { tr: 'Yeni' }, heading_font: 'Lato' })
      .expect(200);
    expect(res.body).toMatchObject({
      primary_color: '#112233',
      site_name: { tr: 'Yeni', en: '', ru: '' },
      heading_font: 'Lato',
      body_font: 'Inter',
    });
    await api().post('/api/settings').set(auth).send({ social_twitter: 'https://x.com/konak' }).expect(201);
    const got = (await api().get('/api/settings').expect(200)).body;
    expect(got).toMatchObject({
      primary_color: '#112233',
      social_twitter: 'https://x.com/konak',
      secondary_color: defaults.settings.secondary_color,
    });
    expect(Object.keys(got).sort()).toEqual([...Object.keys(defaults.settings), 'id'].sort());
  });

  it.each([
    ['social link javascript:', { social_facebook: 'javascript:alert(1)' }, 'social_facebook'],
    ['social link data:', { social_instagram: 'data:text/html,x' }, 'social_instagram'],
    ['font outside the ten', { heading_font: 'Comic Sans MS' }, 'heading_font'],
    ['colour with CSS injection', { primary_color: 'red;}body{display:none' }, 'primary_color'],
    ['base size as free CSS', { font_size_base: '16px; color: red' }, 'font_size_base'],
    ['contact email', { contact_email: 'not-an-email' }, 'contact_email'],
    ['localized with an extra language', { site_name: { tr: 'a', en: 'b', ru: 'c', de: 'd' } }, 'site_name'],
    ['logo javascript:', { logo: 'javascript:alert(1)' }, 'logo'],
  ])('refuses %s with 422', async (_name, body, field) => {
    const res = await api().put('/api/settings').set(auth).send(body).expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', field]);
    expect(typeof res.body.detail[0].msg).toBe('string');
  });

  it('accepts mailto:, tel:, relative and #anchor links, 1rem sizes and rgb() colours', async () => {
    await api()
      .put('/api/settings')
      .set(auth)
      .send({
        social_facebook: 'mailto:info@example.com',
        social_youtube: 'tel:+902423451207',
        social_linkedin: '/iletisim',
        social_twitter: '#iletisim',
        font_size_base: '1rem',
        text_color: 'rgb(10, 20, 30)',
      })
      .expect(200);
  });
});

describe('about', () => {
  it('answers a list whose first item is the saved record; PUT creates when missing', async () => {
    const body = {
      title: L('Hakkımızda'),
      description: L('Biz'),
      mission: { tr: 'Misyon' },
      image: '/api/uploads/2024/01/0123456789abcdef01234567.jpg',
    };
    const saved = (await api().put('/api/about/').set(auth).send(body).expect(200)).body;
    expect(saved).toMatchObject({
      id: expect.any(Number),
      title: body.title,
      mission: { tr: 'Misyon', en: '', ru: '' },
      vision: { tr: '', en: '', ru: '' },
    });
    await api()
      .post('/api/about')
      .set(auth)
      .send({ ...body, subtitle: L('Alt') })
      .expect(201);
    const list = (await api().get('/api/about').expect(200)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: saved.id, subtitle: L('Alt') });
  });

  it('requires title and description in all three languages', async () => {
    const res = await api()
      .put('/api/about')
      .set(auth)
      .send({ title: { tr: 'a', en: 'b', ru: '' }, description: L('x') })
      .expect(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'title'], msg: expect.stringContaining('zorunlu'), type: 'isLocalized' },
    ]);
    const missing = await api()
      .put('/api/about')
      .set(auth)
      .send({ title: L('x') })
      .expect(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'description']);
  });

  it('refuses an image URL that is neither an upload nor http(s)', async () => {
    await api()
      .put('/api/about')
      .set(auth)
      .send({ title: L('x'), description: L('y'), image: 'javascript:alert(1)' })
      .expect(422);
    await api()
      .put('/api/about')
      .set(auth)
      .send({ title: L('x'), description: L('y'), image: 'https://cdn.example.com/a.jpg' })
      .expect(200);
  });
});

describe('Instagram banner', () => {
  it('PUT creates when missing; requires text in three languages and a link', async () => {
    await api()
      .put('/api/instagram-banner')
      .set(auth)
      .send({ text: L('Takip') })
      .expect(422);
    await api()
      .put('/api/instagram-banner')
      .set(auth)
      .send({ text: { tr: 'a' }, link: 'https://instagram.com/x' })
      .expect(422);
    const bad = await api()
      .put('/api/instagram-banner')
      .set(auth)
      .send({ text: L('Takip'), link: 'javascript:alert(1)' })
      .expect(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'link']);
    const saved = (
      await api()
        .put('/api/instagram-banner/')
        .set(auth)
        .send({ text: L('Takip'), link: 'https://instagram.com/konak', active: false })
        .expect(200)
    ).body;
    expect(saved).toMatchObject({ active: false, link: 'https://instagram.com/konak', background_image: '' });
    await api()
      .post('/api/instagram-banner')
      .set(auth)
      .send({ text: L('Yeni'), link: '/iletisim' })
      .expect(201);
    expect((await api().get('/api/instagram-banner').expect(200)).body).toMatchObject({
      id: saved.id,
      text: L('Yeni'),
      active: false,
    });
  });
});

describe('sliders', () => {
  it('creates, lists active ones by order, lists all, updates and deletes', async () => {
    const second = (
      await api()
        .post('/api/sliders/')
        .set(auth)
        .send({ ...validSlider(2), cta_link: '#iletisim', order: '2' })
        .expect(201)
    ).body;
    const first = (await api().post('/api/sliders').set(auth).send(validSlider(1)).expect(201)).body;
    expect(second).toMatchObject({
      order: 2,
      active: true,
      media_type: 'image',
      subtitle: { tr: '', en: '', ru: '' },
    });
    const hidden = (
      await api()
        .post('/api/sliders')
        .set(auth)
        .send({ ...validSlider(3), active: false })
        .expect(201)
    ).body;
    expect((await api().get('/api/sliders').expect(200)).body.map((s: { id: number }) => s.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect((await api().get('/api/sliders/all/').set(auth).expect(200)).body).toHaveLength(3);
    const updated = (
      await api().put(`/api/sliders/${hidden.id}`).set(auth).send({ active: true, order: 0 }).expect(200)
    ).body;
    expect(updated).toMatchObject({ active: true, order: 0, title: validSlider().title });
    expect((await api().get('/api/sliders/').expect(200)).body[0].id).toBe(hidden.id);
    await api().delete(`/api/sliders/${hidden.id}/`).set(auth).expect(204);
    await api().delete(`/api/sliders/${hidden.id}`).set(auth).expect(404);
    await api().put('/api/sliders/999999').set(auth).send({ active: false }).expect(404);
  });

  it('requires title and description in three languages, an integer order and a safe CTA link', async () => {
    await api()
      .post('/api/sliders')
      .set(auth)
      .send({ title: L('x') })
      .expect(422);
    await api()
      .post('/api/sliders')
      .set(auth)
      .send({ ...validSlider(), order: 'first' })
      .expect(422);
    const res = await api()
      .post('/api/sliders')
      .set(auth)
      .send({ ...validSlider(), cta_link: 'javascript:alert(1)' })
      .expect(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'cta_link'], type: 'isSafeLink' });
    await api()
      .post('/api/sliders')
      .set(auth)
      .send({ ...validSlider(), media_type: 'audio' })
      .expect(422);
    await api()
      .post('/api/sliders')
      .set(auth)
      .send({ ...validSlider(), media_url: 'javascript:x' })
      .expect(422);
  });
});

describe('HTTP caching of public reads', () => {
  it('answers an ETag, 304 when unchanged, and a fresh answer right after a write', async () => {
    const first = await api().get('/api/sliders/').expect(200);
    expect(first.headers['cache-control']).toMatch(/public, max-age=0, must-revalidate/);
    expect(first.headers.etag).toBeDefined();
    await api().get('/api/sliders/').set('If-None-Match', first.headers.etag).expect(304);
    await api().post('/api/sliders').set(auth).send(validSlider(9)).expect(201);
    const after = await api().get('/api/sliders/').set('If-None-Match', first.headers.etag).expect(200);
    expect(after.body.length).toBe(first.body.length + 1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps the anonymous and the administrator answers apart', async () => {
    const anon = await api().get('/api/settings').expect(200);
    const admin = await api().get('/api/settings').set(auth).expect(200);
    expect(admin.headers['cache-control']).toMatch(/private/);
    expect(anon.headers['cache-control']).toMatch(/public/);
  });
});

describe('when the database cannot be read', () => {
  it('answers the built-in settings, about, banner and sliders instead of an error', async () => {
    for (const table of ['site_settings', 'about', 'instagram_banner', 'sliders'])
      await t.dataSource.query(`DROP TABLE ${table}`);
    t.app.get(HttpCache).invalidate('settings', 'about', 'banner', 'sliders');
    expect((await api().get('/api/settings').expect(200)).body).toEqual({ ...defaults.settings, id: 0 });
    expect((await api().get('/api/about').expect(200)).body).toEqual([defaults.about]);
    expect((await api().get('/api/instagram-banner').expect(200)).body).toEqual(defaults.banner);
    expect((await api().get('/api/sliders').expect(200)).body).toEqual(defaults.sliders);
  });
});
