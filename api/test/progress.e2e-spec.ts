// Construction progress updates (issue 12): round trips through the admin routes and the public timeline,
// the order (by date on creation, then as staff reorder), the project list's latest percentage, the
// refusals (percent over 100, a date that does not exist, a bad video link, no token) with nothing stored.
import sharp from 'sharp';
import request from 'supertest';
import { prepareDatabase } from '../src/database/prepare.js';
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
  projectId = (
    await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('yapi-sitesi'), status: 'ongoing' })
      .expect(201)
  ).body.id;
});
afterAll(() => t.close());

const api = () => request(t.server);
const PHOTO = '/api/uploads/2024/01/0123456789abcdef01234567.jpg';
const update = (date: string, extra: Record<string, unknown> = {}) => ({
  project_id: projectId,
  date,
  title: L(`Güncelleme ${date}`),
  text: L('Kaba inşaat sürüyor'),
  photos: [PHOTO],
  video_url: 'https://www.youtube.com/watch?v=abc',
  phases: [
    { key: 'structure', percent: 60 },
    { key: 'foundation', percent: 100 },
    { key: 'facade', percent: 20 },
  ],
  expected_handover: '2027-06-30',
  ...extra,
});
const timeline = async () =>
  (await api().get('/api/projects/yapi-sitesi/progress').expect(200)).body as {
    id: number;
    date: string;
    title: { tr: string };
  }[];
const listItem = async () =>
  ((await api().get('/api/projects').expect(200)).body as { slug: string; progress: unknown }[]).find(
    (p) => p.slug === 'yapi-sitesi',
  );

describe('progress updates', () => {
  it('starts empty: an empty timeline and no percentage on the list', async () => {
    expect(await timeline()).toEqual([]);
    expect((await listItem())?.progress).toBeNull();
  });

  it('creates, answers it in full (phases in building order) and shows it on the public timeline', async () => {
    const res = await api().post('/api/progress-updates').set(auth).send(update('2026-03-01')).expect(201);
    expect(res.body).toMatchObject({
      project_id: projectId,
      date: '2026-03-01',
      title: L('Güncelleme 2026-03-01'),
      photos: [PHOTO],
      video_url: 'https://www.youtube.com/watch?v=abc',
      phases: [
        { key: 'foundation', percent: 100 },
        { key: 'structure', percent: 60 },
        { key: 'facade', percent: 20 },
      ],
      expected_handover: '2027-06-30',
      position: 0,
    });
    const list = await timeline();
    expect(list.map((u) => u.id)).toEqual([res.body.id]);
    // The list item carries the mean of the phases: (100 + 60 + 20) / 3 = 60.
    expect((await listItem())?.progress).toEqual({ percent: 60, date: '2026-03-01' });
  });

  it('places a new update by its date, newest first, and the list follows the latest', async () => {
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send(
        update('2026-05-01', {
          phases: [
            { key: 'foundation', percent: 100 },
            { key: 'structure', percent: 90 },
          ],
        }),
      )
      .expect(201);
    // Only the date and the title are required.
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({ project_id: projectId, date: '2026-01-15', title: L('Güncelleme 2026-01-15') })
      .expect(201);
    expect((await timeline()).map((u) => u.date)).toEqual(['2026-05-01', '2026-03-01', '2026-01-15']);
    expect((await listItem())?.progress).toEqual({ percent: 95, date: '2026-05-01' });
    const admin = (await api().get(`/api/progress-updates?project_id=${projectId}`).set(auth).expect(200))
      .body as { date: string; position: number }[];
    expect(admin.map((u) => [u.date, u.position])).toEqual([
      ['2026-05-01', 0],
      ['2026-03-01', 1],
      ['2026-01-15', 2],
    ]);
    expect(admin[2]).toMatchObject({
      expected_handover: null,
      text: { tr: '', en: '', ru: '' },
      photos: [],
      video_url: '',
      phases: [],
    });
  });

  it('edits an update and the cached timeline shows the edit at once', async () => {
    const [first] = await timeline();
    await api()
      .put(`/api/progress-updates/${first.id}`)
      .set(auth)
      .send({ title: L('Yeni başlık'), phases: [{ key: 'landscaping', percent: 10 }] })
      .expect(200);
    const [after] = await timeline();
    expect(after.title).toEqual(L('Yeni başlık'));
    expect((await listItem())?.progress).toEqual({ percent: 10, date: '2026-05-01' });
  });

  it('reorders only with every update named once', async () => {
    const ids = (await timeline()).map((u) => u.id);
    const reversed = [...ids].reverse();
    const res = await api()
      .put(`/api/projects/${projectId}/progress-order`)
      .set(auth)
      .send({ ids: reversed })
      .expect(200);
    expect(res.body.map((u: { id: number }) => u.id)).toEqual(reversed);
    expect((await timeline()).map((u) => u.id)).toEqual(reversed);
    const refused = await api()
      .put(`/api/projects/${projectId}/progress-order`)
      .set(auth)
      .send({ ids: reversed.slice(1) })
      .expect(409);
    expect(refused.body.detail).toMatch(/Sıralama/);
    expect((await timeline()).map((u) => u.id)).toEqual(reversed);
    await api().put(`/api/projects/${projectId}/progress-order`).set(auth).send({ ids }).expect(200);
  });

  it('refuses a percentage over 100, a date that does not exist, a bad video link — nothing stored', async () => {
    const before = (await timeline()).length;
    const over = await api()
      .post('/api/progress-updates')
      .set(auth)
      .send(update('2026-06-01', { phases: [{ key: 'structure', percent: 101 }] }))
      .expect(422);
    expect(JSON.stringify(over.body.detail)).toContain('Yüzde 0 ile 100 arasında');
    const negative = await api()
      .post('/api/progress-updates')
      .set(auth)
      .send(update('2026-06-01', { phases: [{ key: 'structure', percent: -1 }] }))
      .expect(422);
    expect(JSON.stringify(negative.body.detail)).toContain('Yüzde 0 ile 100 arasında');
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send(update('2026-06-01', { phases: [{ key: 'roof', percent: 50 }] }))
      .expect(422);
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send(
        update('2026-06-01', {
          phases: [
            { key: 'facade', percent: 5 },
            { key: 'facade', percent: 6 },
          ],
        }),
      )
      .expect(422);
    for (const date of ['2026-02-30', '01.06.2026', '2026-6-1', '']) {
      const res = await api().post('/api/progress-updates').set(auth).send(update(date)).expect(422);
      expect(JSON.stringify(res.body.detail)).toContain('YYYY-AA-GG');
    }
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send(update('2026-06-01', { expected_handover: '2027-13-01' }))
      .expect(422);
    for (const video_url of ['javascript:alert(1)', 'youtube.com/watch?v=x', 'https://x.test/"><script>']) {
      const res = await api()
        .post('/api/progress-updates')
        .set(auth)
        .send(update('2026-06-01', { video_url }))
        .expect(422);
      expect(JSON.stringify(res.body.detail)).toContain('http(s)://');
    }
    await api()
      .post('/api/progress-updates')
      .set(auth)
      // Issue 26 (deliberate change): a Turkish-only title is now saved; an empty Turkish one is refused.
      .send(update('2026-06-01', { title: { tr: '', en: 'Title', ru: 'Заголовок' } }))
      .expect(422);
    const [first] = await timeline();
    await api()
      .put(`/api/progress-updates/${first.id}`)
      .set(auth)
      .send({ phases: [{ key: 'structure', percent: 150 }] })
      .expect(422);
    // An update stays with its project: a project_id sent with an edit is dropped, not applied.
    await api().put(`/api/progress-updates/${first.id}`).set(auth).send({ project_id: 999 }).expect(200);
    expect(
      (await api().get(`/api/progress-updates?project_id=${projectId}`).set(auth).expect(200)).body,
    ).toHaveLength(before);
    expect(await timeline()).toHaveLength(before);
    expect((await timeline())[0].title).toEqual(L('Yeni başlık'));
  });

  // Issue 26 (as blog posts): Turkish is the only required title; the empty languages wait for a translator
  // and Çeviri Kontrolü lists them at once. An empty Turkish title is still refused.
  it('saves an update with a Turkish title only, listed by the translation check; refuses no Turkish', async () => {
    const noTurkish = await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({ project_id: projectId, date: '2026-07-01', title: { tr: ' ', en: 'Roof', ru: 'Крыша' } })
      .expect(422);
    expect(noTurkish.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toContain('body.title');
    const saved = await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({ project_id: projectId, date: '2026-07-01', title: { tr: 'Çatı bitti', en: '', ru: '' } })
      .expect(201);
    expect(saved.body.title).toEqual({ tr: 'Çatı bitti', en: '', ru: '' });
    const report = (await api().get('/api/translations/missing').set(auth).expect(200)).body as {
      items: { type: string; id: number; field: string; lang: string; issue: string }[];
    };
    const listed = report.items
      .filter((i) => i.type === 'progress_update' && i.id === saved.body.id && i.field === 'title')
      .map((i) => [i.lang, i.issue]);
    expect(listed.sort()).toEqual([
      ['en', 'missing'],
      ['ru', 'missing'],
    ]);
    await api().delete(`/api/progress-updates/${saved.body.id}`).set(auth).expect(204);
  });

  it('refuses without a token, and answers 404 for unknown projects and updates', async () => {
    await api().post('/api/progress-updates').send(update('2026-06-01')).expect(401);
    const [first] = await timeline();
    await api()
      .put(`/api/progress-updates/${first.id}`)
      .send({ title: L('x') })
      .expect(401);
    await api().delete(`/api/progress-updates/${first.id}`).expect(401);
    await api().get(`/api/progress-updates?project_id=${projectId}`).expect(401);
    await api().put(`/api/projects/${projectId}/progress-order`).send({ ids: [] }).expect(401);
    await api().get('/api/projects/yok-boyle-proje/progress').expect(404);
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({ ...update('2026-06-01'), project_id: 99999 })
      .expect(404);
    await api()
      .put('/api/progress-updates/99999')
      .set(auth)
      .send({ title: L('x') })
      .expect(404);
    await api().delete('/api/progress-updates/99999').set(auth).expect(404);
  });

  it('deletes an update, and deleting the project deletes its updates', async () => {
    const [first, ...rest] = await timeline();
    await api().delete(`/api/progress-updates/${first.id}`).set(auth).expect(204);
    expect((await timeline()).map((u) => u.id)).toEqual(rest.map((u) => u.id));
    // A project in the trash shows no timeline (its updates wait with it, should it be restored)…
    await api().delete(`/api/projects/${projectId}`).set(auth).expect(204);
    await api().get('/api/projects/yapi-sitesi/progress').expect(404);
    // …and a project removed for good takes its updates with it (the foreign key cascades).
    await t.dataSource.query('DELETE FROM projects WHERE id = $1'.replace('$1', String(projectId)));
    for (const u of rest)
      await api()
        .put(`/api/progress-updates/${u.id}`)
        .set(auth)
        .send({ title: L('x') })
        .expect(404);
    expect(
      await t.dataSource.query(`SELECT id FROM progress_updates WHERE project_id = ${projectId}`),
    ).toEqual([]);
  });

  it('shows no percentage for projects that are not ongoing', async () => {
    const done = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('bitmis-site'), status: 'completed' })
        .expect(201)
    ).body.id;
    await api()
      .post('/api/progress-updates')
      .set(auth)
      .send({ ...update('2025-01-01'), project_id: done })
      .expect(201);
    const item = (
      (await api().get('/api/projects').expect(200)).body as { slug: string; progress: unknown }[]
    ).find((p) => p.slug === 'bitmis-site');
    expect(item?.progress).toBeNull();
    expect((await api().get('/api/projects/bitmis-site/progress').expect(200)).body).toHaveLength(1);
  });
});

describe('sample content', () => {
  let seeded: TestApp;
  afterAll(() => seeded?.close());

  it('gives the ongoing projects a timeline with photos, newest first, and their cards a percentage', async () => {
    seeded = await createTestApp({ seedSampleContent: true });
    // A tiny stand-in for the drawn site photos (the artwork has its own tests).
    seeded.app.get(SampleContentSeeder).render = () =>
      sharp({ create: { width: 24, height: 16, channels: 3, background: '#C9A982' } })
        .jpeg()
        .toBuffer();
    expect((await prepareDatabase(seeded.app, seeded.env)).seeded).toBe(true);
    const get = (path: string) => request(seeded.server).get(path).expect(200);
    const projects = (await get('/api/projects/')).body as {
      slug: string;
      status: string;
      progress: { percent: number } | null;
    }[];
    const ongoing = projects.filter((p) => p.status === 'ongoing');
    expect(ongoing.length).toBeGreaterThan(0);
    for (const project of projects) {
      const timeline = (await get(`/api/projects/${project.slug}/progress/`)).body as {
        date: string;
        photos: string[];
        position: number;
      }[];
      if (project.status !== 'ongoing') {
        expect(project.progress).toBeNull();
        continue;
      }
      expect(timeline.length).toBeGreaterThanOrEqual(3);
      expect(timeline.map((u) => u.date)).toEqual([...timeline.map((u) => u.date)].sort().reverse());
      expect(timeline.map((u) => u.position)).toEqual(timeline.map((_, i) => i));
      expect(timeline[0].photos.length).toBeGreaterThan(0);
      await request(seeded.server)
        .get(timeline[0].photos[0])
        .expect(200)
        .expect('Content-Type', /image\//);
      expect(project.progress?.percent).toBeGreaterThan(0);
    }
  });
});
