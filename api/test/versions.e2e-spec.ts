// Version history (issue 14): every save of a project, post, slider, the about page, the banner and the
// settings keeps a version; a restore writes a version back through the item's own service.
import sharp from 'sharp';
import request from 'supertest';
import { About } from '../src/about/about.entity.js';
import { BlogPost } from '../src/blog/blog-post.entity.js';
import { POSTGRES_MIGRATIONS } from '../src/database/migrations/postgres/index.js';
import { SQLITE_MIGRATIONS } from '../src/database/migrations/sqlite/index.js';
import { prepareDatabase } from '../src/database/prepare.js';
import { SampleContentSeeder } from '../src/database/sample-content.js';
import { Project } from '../src/projects/project.entity.js';
import { PublishingService } from '../src/publishing/publishing.service.js';
import { Slider } from '../src/sliders/slider.entity.js';
import { NOT_RESTORED } from '../src/versions/snapshots.js';
import { VERSIONS_KEPT } from '../src/versions/versions.service.js';
import { createAdmin, createTestApp, usingPostgres, type TestApp } from './create-test-app.js';
import { L, bearer, login, validPost, validProject, validSlider } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);

interface Summary {
  id: number;
  number: number;
  changed: string[];
  restored_from: number | null;
  user_name: string;
}

const history = async (type: string, id: number): Promise<Summary[]> =>
  (await api().get(`/api/versions?type=${type}&id=${id}`).set(auth).expect(200)).body;
const snapshot = async (versionId: number): Promise<Record<string, unknown>> =>
  (await api().get(`/api/versions/${versionId}`).set(auth).expect(200)).body.data;

/** The item's fields a version holds, as the API answers them now. */
const pick = (item: Record<string, unknown>, data: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(data).map((k) => [k, item[k]]));
const restorable = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !NOT_RESTORED.includes(k)));

/** Each type: how to create it, change it, and read it back. */
const TYPES: {
  type: string;
  create: () => Promise<number>;
  change: (id: number) => Promise<unknown>;
  read: (id: number) => Promise<Record<string, unknown>>;
}[] = [
  {
    type: 'project',
    create: async () =>
      (
        await api()
          .post('/api/projects')
          .set(auth)
          .send({
            ...validProject('surum-projesi'),
            gallery: ['/api/uploads/2024/01/0123456789abcdef01234567.jpg'],
          })
          .expect(201)
      ).body.id,
    change: (id) =>
      api()
        .put(`/api/projects/${id}`)
        .set(auth)
        .send({
          title: L('Yeni ad'),
          gallery: [],
          technical_info: { total_units: 12 },
          features: [{ title: L('Havuz') }],
        })
        .expect(200),
    read: async () => (await api().get('/api/projects/surum-projesi').set(auth).expect(200)).body,
  },
  {
    type: 'blog_post',
    create: async () =>
      (
        await api()
          .post('/api/blog')
          .set(auth)
          .send(validPost('surum-yazisi', { tags: ['a', 'b'] }))
          .expect(201)
      ).body.id,
    change: (id) =>
      api()
        .put(`/api/blog/${id}`)
        .set(auth)
        .send({ content: L('Başka metin'), tags: ['c'], date: '2024-03-01' })
        .expect(200),
    read: async () => (await api().get('/api/blog/surum-yazisi').set(auth).expect(200)).body,
  },
  {
    type: 'slider',
    create: async () => (await api().post('/api/sliders').set(auth).send(validSlider(3)).expect(201)).body.id,
    change: (id) =>
      api()
        .put(`/api/sliders/${id}`)
        .set(auth)
        .send({ title: L('Değişti'), active: false })
        .expect(200),
    read: async (id) =>
      (await api().get('/api/sliders/all').set(auth).expect(200)).body.find(
        (s: { id: number }) => s.id === id,
      ),
  },
  {
    type: 'about',
    create: async () =>
      (
        await api()
          .post('/api/about')
          .set(auth)
          .send({ title: L('Biz'), description: L('Hikâye') })
          .expect(201)
      ).body.id,
    change: () =>
      api()
        .put('/api/about')
        .set(auth)
        .send({ title: L('Biz kimiz'), description: L('Yeni hikâye'), mission: L('Misyon') })
        .expect(200),
    read: async () => (await api().get('/api/about').expect(200)).body[0],
  },
  {
    type: 'banner',
    create: async () =>
      (
        await api()
          .post('/api/instagram-banner')
          .set(auth)
          .send({ text: L('Takip edin'), link: 'https://instagram.com/konak' })
          .expect(201)
      ).body.id,
    change: () =>
      api()
        .put('/api/instagram-banner')
        .set(auth)
        .send({ text: L('Bizi izleyin'), link: 'https://instagram.com/konak2', active: false })
        .expect(200),
    read: async () => (await api().get('/api/instagram-banner').expect(200)).body,
  },
  {
    type: 'settings',
    create: async () =>
      (
        await api()
          .post('/api/settings')
          .set(auth)
          .send({ site_name: L('Konak'), primary_color: '#112233' })
          .expect(201)
      ).body.id,
    change: () =>
      api()
        .put('/api/settings')
        .set(auth)
        .send({ site_name: L('Konak Yapı'), primary_color: '#445566', contact_phone: '+90 242 000 00 00' })
        .expect(200),
    read: async () => (await api().get('/api/settings').expect(200)).body,
  },
];

describe('version history', () => {
  it.each(TYPES.map((c) => [c.type, c]))(
    'keeps a version of each save of a %s and restores one exactly',
    async (type, c) => {
      const id = await c.create();
      await c.change(id);
      const versions = await history(type, id);
      expect(versions.map((v) => v.number)).toEqual([2, 1]);
      expect(versions[0]).toMatchObject({ user_name: 'Test Admin', restored_from: null });
      expect(versions[0].changed.length).toBeGreaterThan(0);
      expect(versions[1].changed.length).toBeGreaterThan(versions[0].changed.length);

      const first = await snapshot(versions[1].id);
      expect(first).not.toHaveProperty('id');
      expect(first).not.toHaveProperty('created_at');
      expect(pick(await c.read(id), first)).not.toEqual(first);

      const restores = async () =>
        (await api().get('/api/audit').query({ type, action: 'restore' }).set(auth).expect(200)).body
          .total as number;
      const restoresBefore = await restores();
      const restored = (await api().post(`/api/versions/${versions[1].id}/restore`).set(auth).expect(200))
        .body;
      expect(restored).toMatchObject({ number: 3, restored_from: 1, user_name: 'Test Admin' });
      // The audit log tells the restore from an ordinary edit.
      expect(await restores()).toBe(restoresBefore + 1);
      expect(restored.changed).toEqual(versions[0].changed);
      expect(pick(await c.read(id), restorable(first))).toEqual(restorable(first));
      // The restore's own version holds what was written back.
      expect(restorable(await snapshot(restored.id))).toEqual(restorable(first));
    },
  );

  it('finds the one record of the about page, the banner and the settings without its id', async () => {
    for (const type of ['about', 'instagram-banner', 'settings']) {
      const body = (await api().get(`/api/${type}`).expect(200)).body;
      const id = (Array.isArray(body) ? body[0] : body).id;
      const name = type === 'instagram-banner' ? 'banner' : type;
      const versions = (await api().get(`/api/versions?type=${name}`).set(auth).expect(200)).body;
      expect(versions).toEqual(await history(name, id));
      expect(versions.length).toBeGreaterThan(0);
    }
  });

  it('names the changed fields of a save, and none for a save that changed nothing', async () => {
    const id = (await api().post('/api/blog').set(auth).send(validPost('degisiklik')).expect(201)).body.id;
    await api()
      .put(`/api/blog/${id}`)
      .set(auth)
      .send({ excerpt: L('Yeni özet'), author: 'Ayşe' })
      .expect(200);
    await api().put(`/api/blog/${id}`).set(auth).send({ author: 'Ayşe' }).expect(200);
    const [third, second] = await history('blog_post', id);
    expect(second.changed.sort()).toEqual(['author', 'excerpt']);
    expect(third.changed).toEqual([]);
  });

  it(`keeps the last ${VERSIONS_KEPT} versions of an item: the next save drops the oldest`, async () => {
    const id = (await api().post('/api/sliders').set(auth).send(validSlider(7)).expect(201)).body.id;
    for (let i = 1; i < VERSIONS_KEPT; i++)
      await api()
        .put(`/api/sliders/${id}`)
        .set(auth)
        .send({ order: 100 + i })
        .expect(200);
    let versions = await history('slider', id);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions.at(-1)!.number).toBe(1);
    await api().put(`/api/sliders/${id}`).set(auth).send({ order: 500 }).expect(200);
    versions = await history('slider', id);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions.map((v) => v.number)).toEqual(
      Array.from({ length: VERSIONS_KEPT }, (_, i) => VERSIONS_KEPT + 1 - i),
    );
    // Another item's versions are untouched.
    expect((await history('slider', id - 1)).length).toBeGreaterThan(0);
  });

  it('gives an item saved before the history began its current state as version 1, by nobody', async () => {
    const old = await t.dataSource.getRepository(Slider).save({
      order: 9,
      active: true,
      title: L('Eski'),
      subtitle: L(''),
      description: L('Eski açıklama'),
      cta_text: L(''),
      cta_link: '',
      media_type: 'image',
      media_url: '',
      image_url: '',
    });
    const versions = await history('slider', old.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ number: 1, user_name: '', restored_from: null });
    expect((await snapshot(versions[0].id)).title).toEqual(L('Eski'));
    expect(await history('slider', old.id)).toHaveLength(1);
  });

  it('keeps the stored state of an item without versions as version 1 before its first edit, so that edit can be undone', async () => {
    const old = await t.dataSource.getRepository(Slider).save({
      order: 11,
      active: true,
      title: L('Özgün'),
      subtitle: L(''),
      description: L('Özgün açıklama'),
      cta_text: L(''),
      cta_link: '',
      media_type: 'image',
      media_url: '',
      image_url: '',
    });
    await api()
      .put(`/api/sliders/${old.id}`)
      .set(auth)
      .send({ title: L('Düzenlendi') })
      .expect(200);
    const [edit, baseline] = await history('slider', old.id);
    expect(baseline).toMatchObject({ number: 1, user_name: '', restored_from: null });
    expect(edit).toMatchObject({ number: 2, user_name: 'Test Admin', changed: ['title'] });
    expect((await snapshot(baseline.id)).title).toEqual(L('Özgün'));
    await api().post(`/api/versions/${baseline.id}/restore`).set(auth).expect(200);
    const slides = (await api().get('/api/sliders/all').set(auth).expect(200)).body as {
      id: number;
      title: unknown;
    }[];
    expect(slides.find((x) => x.id === old.id)?.title).toEqual(L('Özgün'));
  });

  it('its migration gives every item without a version its stored state as version 1, once', async () => {
    const post = await t.dataSource.getRepository(BlogPost).save(
      t.dataSource.getRepository(BlogPost).create({
        slug: 'eski-yazi',
        title: L('Eski yazı'),
        excerpt: L('Eski özet'),
        content: L('Eski metin'),
        date: new Date('2020-05-01T12:00:00Z'),
        image: '',
        category: 'BLOG',
        tags: [],
        author: 'Admin',
        featured: false,
        meta_title: L(''),
        meta_description: L(''),
      }),
    );
    const edited = (await api().post('/api/blog').set(auth).send(validPost('yeni-kayitli')).expect(201)).body
      .id;
    const migration = (usingPostgres() ? POSTGRES_MIGRATIONS : SQLITE_MIGRATIONS).find((m) =>
      m.name.startsWith('VersionBaselines'),
    );
    const count = async () =>
      Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM content_versions'))[0].n);
    const runner = t.dataSource.createQueryRunner();
    try {
      await new migration!().up(runner);
      const after = await count();
      await new migration!().up(runner);
      expect(await count()).toBe(after);
    } finally {
      await runner.release();
    }
    const [baseline, ...more] = await history('blog_post', post.id);
    expect(more).toEqual([]);
    expect(baseline).toMatchObject({ number: 1, user_name: '', restored_from: null });
    expect(await snapshot(baseline.id)).toMatchObject({
      slug: 'eski-yazi',
      title: L('Eski yazı'),
      content: L('Eski metin'),
      date: '2020-05-01T12:00:00.000Z',
      tags: [],
    });
    // An item with a history keeps it as it was.
    expect((await history('blog_post', edited)).map((v) => v.number)).toEqual([1]);
    // The first edit after the migration can be undone.
    await api()
      .put(`/api/blog/${post.id}`)
      .set(auth)
      .send({ content: L('Düzeltilmiş metin') })
      .expect(200);
    await api().post(`/api/versions/${baseline.id}/restore`).set(auth).expect(200);
    expect((await api().get('/api/blog/eski-yazi').set(auth).expect(200)).body.content).toEqual(
      L('Eski metin'),
    );
  });

  it('keeps a version when the schedule publishes a post, by the schedule; a restore leaves the publication alone', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const id = (
      await api()
        .post('/api/blog')
        .set(auth)
        .send(validPost('zamanli', { publication: 'scheduled', publish_at: at }))
        .expect(201)
    ).body.id;
    await api()
      .put(`/api/blog/${id}`)
      .set(auth)
      .send({ title: L('Zamanlı') })
      .expect(200);
    await t.app.get(PublishingService).publishDue(new Date(Date.now() + 2 * 86_400_000));
    const [published, edited, first] = await history('blog_post', id);
    expect(published).toMatchObject({ number: 3, user_name: 'Zamanlanmış yayın', changed: ['publication'] });
    expect((await snapshot(published.id)).publication).toBe('published');
    expect((await snapshot(first.id)).publication).toBe('scheduled');
    await api().post(`/api/versions/${edited.id}/restore`).set(auth).expect(200);
    expect((await api().get('/api/blog/zamanli').expect(200)).body).toMatchObject({
      publication: 'published',
      title: L('Zamanlı'),
    });
  });

  it('validates a restore like a form save: a slug taken since is refused and nothing changes', async () => {
    const id = (await api().post('/api/blog').set(auth).send(validPost('eski-ad')).expect(201)).body.id;
    await api().put(`/api/blog/${id}`).set(auth).send({ slug: 'yeni-ad' }).expect(200);
    await api().post('/api/blog').set(auth).send(validPost('eski-ad')).expect(201);
    const [, first] = await history('blog_post', id);
    const res = await api().post(`/api/versions/${first.id}/restore`).set(auth).expect(409);
    expect(res.body.detail).toMatch(/slug/);
    expect((await history('blog_post', id)).map((v) => v.number)).toEqual([2, 1]);
    await api().get('/api/blog/yeni-ad').set(auth).expect(200);
  });

  it('refuses to restore a version of an item in the trash, with a clear message; its history stays readable', async () => {
    const id = (await api().post('/api/projects').set(auth).send(validProject('silinecek')).expect(201)).body
      .id;
    await api()
      .put(`/api/projects/${id}`)
      .set(auth)
      .send({ subtitle: L('İkinci') })
      .expect(200);
    await api().delete(`/api/projects/${id}`).set(auth).expect(204);
    const versions = await history('project', id);
    expect(versions).toHaveLength(2);
    const res = await api().post(`/api/versions/${versions[1].id}/restore`).set(auth).expect(409);
    expect(res.body.detail).toMatch(/çöp kutusu/);
    expect(await history('project', id)).toHaveLength(2);
  });

  it('answers 404 for unknown or malformed ids and items, 422 for an unknown type', async () => {
    await api().get('/api/versions/999999').set(auth).expect(404);
    await api().get('/api/versions/abc').set(auth).expect(404);
    await api().get('/api/versions/0').set(auth).expect(404);
    await api().get('/api/versions/99999999999').set(auth).expect(404);
    await api().post('/api/versions/999999/restore').set(auth).expect(404);
    await api().post('/api/versions/-1/restore').set(auth).expect(404);
    await api().get('/api/versions?type=project&id=999999').set(auth).expect(404);
    await api().get('/api/versions?type=about&id=999999').set(auth).expect(404);
    await api().get('/api/versions?type=user&id=1').set(auth).expect(422);
    await api().get('/api/versions?type=project&id=abc').set(auth).expect(422);
    await api().get('/api/versions?type=project').set(auth).expect(404);
  });

  it('is for administrators only', async () => {
    const [version] = await history('settings', (await api().get('/api/settings').expect(200)).body.id);
    for (const anonymous of [
      api().get('/api/versions?type=settings&id=1'),
      api().get(`/api/versions/${version.id}`),
      api().post(`/api/versions/${version.id}/restore`),
    ]) {
      await anonymous.expect(401);
    }
    await api()
      .get(`/api/versions/${version.id}`)
      .set('Authorization', 'Bearer forged.token.value')
      .expect(401);
  });
});

describe('seeded content', () => {
  let seeded: TestApp;
  afterAll(() => seeded?.close());

  it('starts with version 1 of every item, so the first edit of the seeded About text can be undone', async () => {
    seeded = await createTestApp({ seedSampleContent: true });
    // A tiny stand-in for the drawn site photos (the artwork has its own tests).
    seeded.app.get(SampleContentSeeder).render = () =>
      sharp({ create: { width: 24, height: 16, channels: 3, background: '#C9A982' } })
        .jpeg()
        .toBuffer();
    await createAdmin(seeded);
    expect((await prepareDatabase(seeded.app, seeded.env)).seeded).toBe(true);
    const headers = bearer(await login(seeded));
    const get = async (path: string) =>
      (await request(seeded.server).get(path).set(headers).expect(200)).body;
    const versionsOf = async (type: string, id?: number) =>
      (await get(`/api/versions?type=${type}${id ? `&id=${id}` : ''}`)) as Summary[];

    const counts = (await seeded.dataSource.query(
      'SELECT type, COUNT(*) AS n, MAX(number) AS top FROM content_versions GROUP BY type',
    )) as { type: string; n: number; top: number }[];
    const byType = Object.fromEntries(counts.map((c) => [c.type, { n: Number(c.n), top: Number(c.top) }]));
    expect(byType.project).toEqual({ n: await seeded.dataSource.getRepository(Project).count(), top: 1 });
    expect(byType.blog_post).toEqual({ n: await seeded.dataSource.getRepository(BlogPost).count(), top: 1 });
    expect(byType.slider).toEqual({ n: await seeded.dataSource.getRepository(Slider).count(), top: 1 });
    for (const type of ['about', 'banner', 'settings']) expect(byType[type]).toEqual({ n: 1, top: 1 });
    expect(byType.project.n).toBeGreaterThan(0);

    const original = (await get('/api/about'))[0] as About;
    await request(seeded.server)
      .put('/api/about')
      .set(headers)
      .send({ title: original.title, description: { ...original.description, tr: 'Yanlışlıkla değişti' } })
      .expect(200);
    const [edit, baseline] = await versionsOf('about');
    expect(baseline).toMatchObject({ number: 1, user_name: '', restored_from: null });
    expect(edit).toMatchObject({ number: 2, changed: ['description'] });
    await request(seeded.server).post(`/api/versions/${baseline.id}/restore`).set(headers).expect(200);
    expect(((await get('/api/about'))[0] as About).description).toEqual(original.description);
  });
});
