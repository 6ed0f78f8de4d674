// The trash (issue 14): deleting a project, post, slider or contact request moves it there; visitors no
// longer see it, its slug stays reserved, the admin restores it or deletes it for good, and the job
// deletes what has been there longer than 30 days (at a moved clock).
import { jest } from '@jest/globals';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { Clock } from '../src/common/clock.js';
import { ContactRequest } from '../src/contacts/contact-request.entity.js';
import { ContactStatusChange } from '../src/contacts/contact-status-change.entity.js';
import { Project } from '../src/projects/project.entity.js';
import { TrashJobs } from '../src/trash/trash-jobs.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, L, login, validPost, validProject, validSlider } from './helpers.js';
import { fakeBuild } from './site-fixture.js';

const DAY_MS = 86_400_000;
/** Jobs are run by hand here (tick), never by their timer. */
const MANUAL = 3_600_000;

let t: TestApp;
let root: string;
let auth: Record<string, string>;
let clock: Clock;
const api = () => request(t.server);
const slugs = (body: { slug: string }[]) => body.map((p) => p.slug);

beforeAll(async () => {
  root = fakeBuild();
  t = await createTestApp({
    staticRoot: root,
    siteUrl: 'https://konak.example',
    contentJobsIntervalMs: MANUAL,
  });
  await createAdmin(t);
  auth = bearer(await login(t));
  clock = t.app.get(Clock);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

async function seed(suffix: string) {
  const project = (
    await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject(`proje-${suffix}`), title: L(`Proje ${suffix}`) })
      .expect(201)
  ).body;
  const post = (
    await api()
      .post('/api/blog')
      .set(auth)
      .send(validPost(`yazi-${suffix}`, { title: L(`Yazı ${suffix}`) }))
      .expect(201)
  ).body;
  const slider = (
    await api()
      .post('/api/sliders')
      .set(auth)
      .send({ ...validSlider(1), title: L(`Slayt ${suffix}`) })
      .expect(201)
  ).body;
  const contact = (
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', `10.44.0.${suffix.length}`)
      .send({ name: `Ayşe ${suffix}`, phone: '+90 532 000 00 00', email: `ayse-${suffix}@example.com` })
      .expect(201)
  ).body;
  await api().put(`/api/contact/${contact.id}`).set(auth).send({ status: 'contacted' }).expect(200);
  return { project, post, slider, contact };
}

async function trashAll(items: Awaited<ReturnType<typeof seed>>) {
  await api().delete(`/api/projects/${items.project.id}`).set(auth).expect(204);
  await api().delete(`/api/blog/${items.post.id}`).set(auth).expect(204);
  await api().delete(`/api/sliders/${items.slider.id}`).set(auth).expect(204);
  await api().delete(`/api/contact/${items.contact.id}`).set(auth).expect(204);
}

describe('the trash', () => {
  let items: Awaited<ReturnType<typeof seed>>;

  it('moves deleted items there: gone from the public lists, reads, pages, sitemap and admin lists', async () => {
    items = await seed('a');
    // Warm every cache first: the delete must drop them.
    expect(slugs((await api().get('/api/projects').expect(200)).body)).toContain('proje-a');
    await api().get('/api/blog/yazi-a').expect(200);
    expect((await api().get('/projeler/proje-a').expect(200)).text).toContain('Proje a tr');
    expect((await api().get('/sitemap.xml').expect(200)).text).toContain('/projeler/proje-a');

    const before = Date.now();
    await trashAll(items);

    expect(slugs((await api().get('/api/projects').expect(200)).body)).not.toContain('proje-a');
    expect(slugs((await api().get('/api/projects').set(auth).expect(200)).body)).not.toContain('proje-a');
    await api().get('/api/projects/proje-a').expect(404);
    await api().get('/api/projects/proje-a').set(auth).expect(404);
    await api().get('/api/blog/yazi-a').expect(404);
    expect(slugs((await api().get('/api/blog').set(auth).expect(200)).body)).not.toContain('yazi-a');
    expect(
      (await api().get('/api/sliders/all').set(auth).expect(200)).body.map((s: { id: number }) => s.id),
    ).not.toContain(items.slider.id);
    expect(
      (await api().get('/api/contact').set(auth).expect(200)).body.map((c: { id: number }) => c.id),
    ).not.toContain(items.contact.id);
    await api().get(`/api/contact/${items.contact.id}`).set(auth).expect(404);
    await api().get('/projeler/proje-a').expect(404);
    expect((await api().get('/sitemap.xml').expect(200)).text).not.toContain('proje-a');

    const trash = (await api().get('/api/trash').set(auth).expect(200)).body;
    expect(trash.map((i: { type: string; title: string }) => `${i.type} ${i.title}`).sort()).toEqual([
      'blog_post Yazı a tr',
      'contact_request Ayşe a',
      'project Proje a tr',
      'slider Slayt a tr',
    ]);
    for (const item of trash) {
      expect(item.deleted_by).toBe('Test Admin');
      expect(new Date(item.deleted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(item.purge_at).getTime() - new Date(item.deleted_at).getTime()).toBe(30 * DAY_MS);
    }
    // A second delete finds nothing live to delete.
    await api().delete(`/api/projects/${items.project.id}`).set(auth).expect(404);
  });

  it('keeps a trashed slug reserved, saying it is in the trash', async () => {
    const res = await api().post('/api/projects').set(auth).send(validProject('proje-a')).expect(409);
    expect(res.body.detail).toMatch(/çöp kutusundaki/);
    expect(
      (await api().post('/api/blog').set(auth).send(validPost('yazi-a')).expect(409)).body.detail,
    ).toMatch(/çöp kutusundaki/);
    const other = (await api().post('/api/projects').set(auth).send(validProject('baska-proje')).expect(201))
      .body;
    expect(
      (await api().put(`/api/projects/${other.id}`).set(auth).send({ slug: 'proje-a' }).expect(409)).body
        .detail,
    ).toMatch(/çöp kutusundaki/);
    // A live one still says it is taken.
    expect(
      (await api().post('/api/projects').set(auth).send(validProject('baska-proje')).expect(409)).body.detail,
    ).toBe('Bu kısa ad (slug) zaten kullanılıyor');
  });

  it('restores an item with everything it had, and the public site follows', async () => {
    await api().post(`/api/trash/project/${items.project.id}/restore`).set(auth).expect(204);
    const back = (await api().get('/api/projects/proje-a').expect(200)).body;
    expect(back).toMatchObject({
      id: items.project.id,
      title: L('Proje a'),
      deleted_at: null,
      deleted_by: '',
    });
    expect(slugs((await api().get('/api/projects').expect(200)).body)).toContain('proje-a');
    expect((await api().get('/projeler/proje-a').expect(200)).text).toContain('Proje a tr');
    expect((await api().get('/sitemap.xml').expect(200)).text).toContain('/projeler/proje-a');
    await api().post(`/api/trash/contact_request/${items.contact.id}/restore`).set(auth).expect(204);
    // Its status history came back with it.
    expect(
      (await api().get(`/api/contact/${items.contact.id}`).set(auth).expect(200)).body.history,
    ).toHaveLength(1);
    const left = (await api().get('/api/trash').set(auth).expect(200)).body
      .map((i: { type: string }) => i.type)
      .sort();
    expect(left).toEqual(['blog_post', 'slider']);
    // Not in the trash (any more): 404, nothing changes.
    await api().post(`/api/trash/project/${items.project.id}/restore`).set(auth).expect(404);
  });

  it('deletes for good on request, only from the trash', async () => {
    // A live item is not deleted for good by this route.
    await api().delete(`/api/trash/project/${items.project.id}`).set(auth).expect(404);
    await api().get('/api/projects/proje-a').expect(200);
    await api().delete(`/api/trash/blog_post/${items.post.id}`).set(auth).expect(204);
    await api().delete(`/api/trash/blog_post/${items.post.id}`).set(auth).expect(404);
    expect(
      (await api().get('/api/trash').set(auth).expect(200)).body.map((i: { type: string }) => i.type),
    ).toEqual(['slider']);
    // Its slug is free again.
    await api().post('/api/blog').set(auth).send(validPost('yazi-a')).expect(201);
  });

  it('rejects unknown types and ids, and anonymous callers', async () => {
    await api().get('/api/trash').expect(401);
    await api().post(`/api/trash/slider/${items.slider.id}/restore`).expect(401);
    await api().delete(`/api/trash/slider/${items.slider.id}`).expect(401);
    await api().post(`/api/trash/user/1/restore`).set(auth).expect(404);
    await api().post(`/api/trash/settings/1/restore`).set(auth).expect(404);
    await api().delete(`/api/trash/slider/abc`).set(auth).expect(404);
    await api().delete(`/api/trash/slider/99999999999`).set(auth).expect(404);
    // Nothing was lost on the way.
    expect(
      (await api().get('/api/trash').set(auth).expect(200)).body.map((i: { id: number }) => i.id),
    ).toEqual([items.slider.id]);
  });

  it('still finds a trashed contact request for a KVKK request of its sender', async () => {
    const c = (
      await api()
        .post('/api/contact')
        .set('X-Forwarded-For', '10.44.1.1')
        .send({ name: 'Veli Kaya', phone: '+90 533 111 11 11', email: 'veli@example.com' })
        .expect(201)
    ).body;
    await api().delete(`/api/contact/${c.id}`).set(auth).expect(204);
    const found = (
      await api().post('/api/data-requests/search').send({ email: 'veli@example.com' }).set(auth).expect(200)
    ).body;
    expect(found.map((r: { id: number }) => r.id)).toEqual([c.id]);
    await api()
      .post('/api/data-requests/erase')
      .set(auth)
      .send({ email: 'veli@example.com' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const row = await t.dataSource
      .getRepository(ContactRequest)
      .findOne({ where: { id: c.id }, withDeleted: true });
    expect(row).toMatchObject({ anonymised: true, email: '' });
    await api().delete(`/api/trash/contact_request/${c.id}`).set(auth).expect(204);
  });

  it('purges what has been in the trash over 30 days, at a moved clock, and again finds nothing', async () => {
    const jobs = t.app.get(TrashJobs);
    const fresh = await seed('bb');
    await trashAll(fresh);
    const now = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 29 * DAY_MS));
    await jobs.tick();
    expect((await api().get('/api/trash').set(auth).expect(200)).body).toHaveLength(5);

    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 31 * DAY_MS));
    await Promise.all([jobs.tick(), jobs.tick()]);
    expect((await api().get('/api/trash').set(auth).expect(200)).body).toEqual([]);
    const projects = t.dataSource.getRepository(Project);
    expect(await projects.findOne({ where: { id: fresh.project.id }, withDeleted: true })).toBeNull();
    expect(
      await t.dataSource.getRepository(ContactStatusChange).countBy({ contact_id: fresh.contact.id }),
    ).toBe(0);
    // Live items are untouched, and the slug is free again.
    await api().get('/api/projects/proje-a').expect(200);
    await api().post('/api/projects').set(auth).send(validProject('proje-bb')).expect(201);
    await jobs.tick();
  });
});
