// The paging convention on every list (contract/src/paging.ts): `page`/`per_page`, the list's default page
// size, a huge per_page answered with 100 rows, X-Total-Count counted in SQL, a Link header keeping the
// other parameters, and @CachedGet replaying a page's headers with its body.
import request from 'supertest';
import { PAGING, PER_PAGE } from '@konak/contract';
import { BlogPost } from '../src/blog/blog-post.entity.js';
import { Erasure } from '../src/contacts/erasure.entity.js';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { ContentVersion } from '../src/versions/content-version.entity.js';
import { Project } from '../src/projects/project.entity.js';
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
const total = (res: request.Response) => Number(res.headers['x-total-count']);
/** rel → address of a Link header. */
const links = (res: request.Response): Record<string, string> =>
  Object.fromEntries(
    String(res.headers.link ?? '')
      .split(', ')
      .filter(Boolean)
      .map((part) => {
        const m = part.match(/^<([^>]+)>; rel="(\w+)"$/)!;
        return [m[2], m[1]];
      }),
  );

/** A text of `length` characters in a language's letters (Russian is two bytes a letter in UTF-8). */
const text = (lang: 'tr' | 'en' | 'ru', length: number) =>
  ({ tr: 'Antalya’da yaşam ğüşıöç ', en: 'Life in Antalya and homes ', ru: 'Жизнь в Анталье и дома ' })[lang]
    .repeat(Math.ceil(length / 20))
    .slice(0, length);
/** A post the size of the sample content's average one (sample-content/src/content/blog-*.ts, measured
 *  2026-11-27: title 54, excerpt 147, content 1,350, meta title 47, meta description 131 characters a
 *  language; its JSON ~7.2 kB). */
const sampleSized = () => {
  const loc = (length: number) => ({
    tr: text('tr', length),
    en: text('en', length),
    ru: text('ru', length),
  });
  return {
    title: loc(54),
    excerpt: loc(147),
    content: loc(1350),
    meta_title: loc(47),
    meta_description: loc(131),
    category: 'Projeler',
    tags: ['1207 Antalya', 'Kepez', 'Yeni Proje'].map((tr) => ({ tr, en: '', ru: '' })),
    author: 'Konak Yapı',
  };
};

/** `n` posts straight into the table (the API's create also writes versions and the log: slow for 130). */
async function insertPosts(
  n: number,
  { from = 0, publication = 'published' as 'published' | 'draft', sample = false } = {},
) {
  const repo = t.dataSource.getRepository(BlogPost);
  const rows = Array.from({ length: n }, (_, i) => {
    const k = from + i;
    const base = sample
      ? { ...sampleSized(), image: `/api/uploads/2024/01/post-${k}.jpg` }
      : {
          title: L(`Yazı ${k}`),
          excerpt: L('Özet'),
          content: L('İçerik'),
          meta_title: L(''),
          meta_description: L(''),
          image: '',
          category: 'BLOG',
          tags: [],
          author: 'Admin',
        };
    return repo.create({
      ...base,
      slug: `yazi-${k}`,
      date: new Date(Date.UTC(2020, 0, 1) + k * 86_400_000),
      publication,
      featured: k % 10 === 0,
    });
  });
  for (let i = 0; i < rows.length; i += 50) await repo.insert(rows.slice(i, i + 50));
}

describe('the paging convention', () => {
  it('pages the public blog: 12 newest first, totals of published posts only, Link keeping the filters', async () => {
    await insertPosts(130);
    await insertPosts(5, { from: 1000, publication: 'draft' });
    const first = await api().get('/api/blog/').expect(200);
    expect(first.body).toHaveLength(PER_PAGE.blog);
    expect(first.body[0].slug).toBe('yazi-129');
    expect(total(first)).toBe(130);
    expect(links(first)).toEqual({
      first: '/api/blog/?page=1&per_page=12',
      last: '/api/blog/?page=11&per_page=12',
      next: '/api/blog/?page=2&per_page=12',
    });

    const third = await api().get('/api/blog?page=3&per_page=20&featured=false').expect(200);
    expect(third.body).toHaveLength(20);
    expect(total(third)).toBe(117);
    expect(links(third).prev).toBe('/api/blog?page=2&per_page=20&featured=false');
    expect(links(third).next).toBe('/api/blog?page=4&per_page=20&featured=false');

    // A page past the end is an empty page (the API's lists; the public site's /blog/sayfa/N answers 404).
    const past = await api().get('/api/blog/?page=99').expect(200);
    expect(past.body).toEqual([]);
    expect(total(past)).toBe(130);
  });

  it('never sends more than 100 rows, and refuses a page that is not a page number', async () => {
    const huge = await api().get('/api/blog/?per_page=1000000').expect(200);
    expect(huge.body).toHaveLength(PAGING.maxPerPage);
    expect(links(huge).next).toBe('/api/blog/?per_page=100&page=2');
    // `limit`, the older name, still works; per_page wins over it.
    expect((await api().get('/api/blog/?limit=5').expect(200)).body).toHaveLength(5);
    expect((await api().get('/api/blog/?limit=5&per_page=7').expect(200)).body).toHaveLength(7);
    const bad = await api().get('/api/blog/?page=0&per_page=abc&fields=everything').expect(422);
    expect((bad.body.detail as { loc: string[] }[]).map((d) => d.loc[1]).sort()).toEqual([
      'fields',
      'page',
      'per_page',
    ]);
    await api()
      .get(`/api/blog/?page=${PAGING.maxPage + 1}`)
      .expect(422);
  });

  it('shows administrators the drafts, counted, and keeps their answer apart from the visitors’ one', async () => {
    const admin = await api().get('/api/blog/?per_page=5').set(auth).expect(200);
    expect(total(admin)).toBe(135);
    expect(admin.body[0].slug).toBe('yazi-1004');
    const anon = await api().get('/api/blog/?per_page=5').expect(200);
    expect(total(anon)).toBe(130);
  });

  it('answers a cached page with the same page headers, per query', async () => {
    const url = '/api/blog/?page=2&per_page=12';
    const a = await api().get(url).expect(200);
    const b = await api().get(url).expect(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.headers['x-total-count']).toBe('130');
    expect(b.headers.link).toBe(a.headers.link);
    expect(b.body).toEqual(a.body);
    // Another query is another answer.
    const c = await api().get('/api/blog/?page=3&per_page=12').expect(200);
    expect(c.body[0].slug).not.toBe(a.body[0].slug);
    expect(links(c).prev).toBe('/api/blog/?page=2&per_page=12');
    // The address without a query string is answered from prepared bytes the second time: headers too.
    await api().get('/api/blog/').expect(200);
    const prepared = await api().get('/api/blog/').expect(200);
    expect(prepared.headers['x-total-count']).toBe('130');
    expect(links(prepared).next).toBe('/api/blog/?page=2&per_page=12');
    // A write empties the cache: the next answer counts the new post.
    await api()
      .post('/api/blog/')
      .set(auth)
      .send({ slug: 'yeni-yazi', title: L('Yeni'), excerpt: L('Ö'), content: L('İ'), date: '2030-01-01' })
      .expect(201);
    expect((await api().get(url).expect(200)).headers['x-total-count']).toBe('131');
    expect((await api().get('/api/blog/').expect(200)).headers['x-total-count']).toBe('131');
    await t.dataSource.getRepository(BlogPost).delete({ slug: 'yeni-yazi' });
    t.app.get((await import('../src/common/http-cache.js')).HttpCache).clearAll();
  });

  it('answers card fields only with fields=summary, and a default page of the sample posts stays under 100 kB', async () => {
    await t.dataSource.getRepository(BlogPost).createQueryBuilder().delete().execute();
    await insertPosts(24, { sample: true });
    const full = await api().get('/api/blog/').expect(200);
    expect(full.body).toHaveLength(12);
    expect(full.body[0].content.tr.length).toBeGreaterThan(500);
    // The API's default page of twelve sample-sized posts stays under 100 kB (~90 kB).
    expect(Buffer.byteLength(full.text)).toBeLessThan(100_000);
    expect(Buffer.byteLength(full.text)).toBeGreaterThan(80_000);
    const summary = await api().get('/api/blog/?fields=summary').expect(200);
    expect(summary.body[0]).not.toHaveProperty('content');
    expect(total(summary)).toBe(24);
    expect(summary.body[0]).toMatchObject({
      slug: full.body[0].slug,
      title: full.body[0].title,
      excerpt: full.body[0].excerpt,
      published: true,
    });
    expect(Buffer.byteLength(summary.text)).toBeLessThan(Buffer.byteLength(full.text) / 3);
  });

  it('pages projects with featured, status and limit still working', async () => {
    const repo = t.dataSource.getRepository(Project);
    for (let i = 0; i < 60; i++)
      await api()
        .post('/api/projects/')
        .set(auth)
        .send({ ...validProject(`proje-${i}`), featured: i < 3, status: i % 2 ? 'completed' : 'ongoing' })
        .expect(201);
    const first = await api().get('/api/projects/').expect(200);
    expect(first.body).toHaveLength(PER_PAGE.projects);
    expect(total(first)).toBe(60);
    expect(first.body[0]).toHaveProperty('units');
    const second = await api().get('/api/projects/?page=2').expect(200);
    expect(second.body.map((p: Project) => p.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `proje-${50 + i}`),
    );
    expect(total(await api().get('/api/projects/?featured=true').expect(200))).toBe(3);
    const completed = await api().get('/api/projects/?status=completed&limit=4').expect(200);
    expect(completed.body).toHaveLength(4);
    expect(total(completed)).toBe(30);
    expect(links(completed).next).toBe('/api/projects/?status=completed&limit=4&page=2&per_page=4');
    expect((await api().get('/api/projects/?per_page=1000000').expect(200)).body).toHaveLength(60);
    expect(await repo.count()).toBe(60);
  });

  it('pages the trash across its tables, newest deletion first', async () => {
    const ids = (await api().get('/api/projects/?per_page=5').set(auth).expect(200)).body.map(
      (p: Project) => p.id,
    );
    for (const id of ids) await api().delete(`/api/projects/${id}`).set(auth).expect(204);
    const posts = (await api().get('/api/blog/?per_page=3').set(auth).expect(200)).body as BlogPost[];
    for (const p of posts) await api().delete(`/api/blog/${p.id}`).set(auth).expect(204);
    const all = await api().get('/api/trash/').set(auth).expect(200);
    expect(total(all)).toBe(8);
    expect(all.body.map((i: { type: string; id: number }) => `${i.type} ${i.id}`)).toEqual([
      ...posts.map((p) => `blog_post ${p.id}`).reverse(),
      ...ids.map((id: number) => `project ${id}`).reverse(),
    ]);
    const page = await api().get('/api/trash/?per_page=3&page=2').set(auth).expect(200);
    expect(page.body.map((i: { id: number }) => i.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(total(page)).toBe(8);
    const onlyPosts = await api().get('/api/trash/?type=blog_post').set(auth).expect(200);
    expect(total(onlyPosts)).toBe(3);
    expect(onlyPosts.body[0]).toMatchObject({
      type: 'blog_post',
      title: expect.any(String),
      deleted_by: expect.any(String),
    });
    await api().get('/api/trash/?type=user').set(auth).expect(422);
    expect(
      (await api().get('/api/trash/?per_page=1000000').set(auth).expect(200)).body.length,
    ).toBeLessThanOrEqual(100);
  });

  it('pages versions, the data-request log, users and the audit log', async () => {
    const project = (await api().get('/api/projects/proje-10/').set(auth).expect(200)).body;
    for (let i = 0; i < 7; i++)
      await api()
        .put(`/api/projects/${project.id}`)
        .set(auth)
        .send({ title: L(`Sürüm ${i}`) })
        .expect(200);
    const versions = await api()
      .get(`/api/versions/?type=project&id=${project.id}&per_page=3`)
      .set(auth)
      .expect(200);
    const kept = total(versions);
    expect(kept).toBeGreaterThanOrEqual(8);
    expect(versions.body.map((v: ContentVersion) => v.number)).toEqual([kept, kept - 1, kept - 2]);
    expect(links(versions).last).toBe(`/api/versions/?type=project&id=${project.id}&per_page=3&page=3`);

    await t.dataSource.getRepository(Erasure).insert(
      Array.from({ length: 60 }, (_, i) => ({
        action: 'export',
        admin_email: 'a@b.co',
        subject_hash: `h${i}`,
        count: i,
      })),
    );
    const log = await api().get('/api/data-requests/log').set(auth).expect(200);
    expect(log.body).toHaveLength(PER_PAGE.dataRequests);
    expect(total(log)).toBe(60);
    expect(log.body[0].count).toBe(59);
    expect((await api().get('/api/data-requests/log?page=2').set(auth).expect(200)).body).toHaveLength(10);

    const users = await api().get('/api/users/').set(auth).expect(200);
    expect(users.body).toHaveLength(1);
    expect(total(users)).toBe(1);
    expect(users.body[0]).not.toHaveProperty('password_hash');

    const entries = await t.dataSource.getRepository(AuditEntry).count();
    const audit = await api().get('/api/audit?per_page=1000000&type=project').set(auth).expect(200);
    expect(audit.body.items.length).toBeLessThanOrEqual(100);
    expect(audit.body).toMatchObject({ page: 1, per_page: 100 });
    expect(total(audit)).toBe(audit.body.total);
    expect(entries).toBeGreaterThan(audit.body.total - 1);
    const small = await api().get('/api/audit?per_page=2&type=project').set(auth).expect(200);
    expect(small.body.items).toHaveLength(2);
    expect(links(small).next).toBe('/api/audit?per_page=2&type=project&page=2');
  });

  it('bounds a project’s units grid and reads one block of it', async () => {
    const project = (await api().get('/api/projects/proje-20/').set(auth).expect(200)).body;
    const a = (
      await api().post(`/api/projects/${project.id}/blocks`).set(auth).send({ name: 'A' }).expect(201)
    ).body;
    const b = (
      await api().post(`/api/projects/${project.id}/blocks`).set(auth).send({ name: 'B' }).expect(201)
    ).body;
    await api()
      .post(`/api/blocks/${a.id}/generate`)
      .set(auth)
      .send({ floors: 3, units_per_floor: 4, first_floor: 1 })
      .expect(200);
    await api()
      .post(`/api/blocks/${b.id}/generate`)
      .set(auth)
      .send({ floors: 2, units_per_floor: 3, first_floor: 1 })
      .expect(200);
    const grid = (await api().get('/api/projects/proje-20/units/').expect(200)).body;
    expect(grid.units).toHaveLength(18);
    expect(grid.counts).toMatchObject({ total: 18, available: 18 });
    // Block by block, floor by floor, numbers in natural order.
    const order = grid.units.map(
      (u: { block_id: number; floor: number }) => `${u.block_id === a.id ? 0 : 1} ${u.floor}`,
    );
    expect(order).toEqual([...order].sort());
    expect(grid.units.slice(0, 4).map((u: { label: string }) => u.label)).toEqual([
      'A-1-1',
      'A-1-2',
      'A-1-3',
      'A-1-4',
    ]);
    const onlyB = (await api().get(`/api/projects/proje-20/units/?block=${b.id}`).expect(200)).body;
    expect(onlyB.units.every((u: { block_id: number }) => u.block_id === b.id)).toBe(true);
    expect(onlyB.units).toHaveLength(6);
    expect(onlyB.counts.total).toBe(18);
    expect(
      (await api().get(`/api/projects/${project.id}/blocks?block=${a.id}`).set(auth).expect(200)).body.units,
    ).toHaveLength(12);
    await api().get('/api/projects/proje-20/units/?block=x').expect(422);
  });
});
