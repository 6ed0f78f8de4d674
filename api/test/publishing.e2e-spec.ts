// Drafts, scheduled publishing and preview links (issue 14): drafts and items scheduled for later are
// invisible to visitors everywhere (API lists and reads, drawn pages, sitemap); the job publishes due items
// at a controlled clock and the caches follow; a preview draws a draft for its token's holder only and
// never reaches the page cache.
import { jest } from '@jest/globals';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock.js';
import { dataSourceOptions } from '../src/database/data-source.js';
import { POSTGRES_MIGRATIONS } from '../src/database/migrations/postgres/index.js';
import { TrashAndPublication1795715135800 as PgMigration } from '../src/database/migrations/postgres/1795715135800-TrashAndPublication.js';
import { SQLITE_MIGRATIONS } from '../src/database/migrations/sqlite/index.js';
import { TrashAndPublication1795715135800 as SqliteMigration } from '../src/database/migrations/sqlite/1795715135800-TrashAndPublication.js';
import { PublishingJobs } from '../src/publishing/publishing-jobs.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, L, login, validPost, validProject } from './helpers.js';
import { fakeBuild } from './site-fixture.js';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HOUR_MS = 3_600_000;
const MANUAL = 3_600_000;

let t: TestApp;
let root: string;
let auth: Record<string, string>;
let clock: Clock;
const api = () => request(t.server);
const slugs = (body: { slug: string }[]) => body.map((p) => p.slug);
const sitemap = async () => (await api().get('/sitemap.xml').expect(200)).text;

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

describe('publication', () => {
  it('publishes a new item at once unless told otherwise', async () => {
    const p = (await api().post('/api/projects').set(auth).send(validProject('yayinda')).expect(201)).body;
    expect(p.publication).toBe('published');
    expect(Math.abs(new Date(p.publish_at).getTime() - Date.now())).toBeLessThan(60_000);
    const post = (await api().post('/api/blog').set(auth).send(validPost('yayinda-yazi')).expect(201)).body;
    expect(post).toMatchObject({ publication: 'published', published: true });
  });

  it('hides drafts from visitors everywhere, shows them to administrators', async () => {
    // Warm the caches first: the write must drop them.
    await api().get('/api/projects').expect(200);
    await api().get('/projeler').expect(200);
    const draft = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('taslak-proje'), publication: 'draft', publish_at: '2030-01-01T00:00:00Z' })
        .expect(201)
    ).body;
    expect(draft).toMatchObject({ publication: 'draft', publish_at: null });
    expect(slugs((await api().get('/api/projects').expect(200)).body)).toEqual(['yayinda']);
    await api().get('/api/projects/taslak-proje').expect(404);
    await api().get('/projeler/taslak-proje').expect(404);
    expect(await sitemap()).not.toContain('taslak-proje');
    expect(slugs((await api().get('/api/projects').set(auth).expect(200)).body)).toEqual([
      'yayinda',
      'taslak-proje',
    ]);
    expect((await api().get('/api/projects/taslak-proje').set(auth).expect(200)).body.publication).toBe(
      'draft',
    );
    // The older blog flag still works both ways.
    const post = (
      await api()
        .post('/api/blog')
        .set(auth)
        .send(validPost('taslak-yazi', { published: false }))
        .expect(201)
    ).body;
    expect(post).toMatchObject({ publication: 'draft', published: false });
    await api().get('/api/blog/taslak-yazi').expect(404);
    await api().get('/blog/taslak-yazi').expect(404);
  });

  it('refuses a schedule without a time and bad values, changing nothing', async () => {
    const res = await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('zamansiz'), publication: 'scheduled' })
      .expect(422);
    expect(JSON.stringify(res.body)).toContain('tarih ve saat');
    await api().get('/api/projects/zamansiz').set(auth).expect(404);
    const fields = (res: request.Response) => res.body.detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(
      fields(
        await api()
          .post('/api/projects')
          .set(auth)
          .send({ ...validProject('kotu'), publication: 'completed' })
          .expect(422),
      ),
    ).toEqual(['body.publication']);
    expect(
      fields(
        await api()
          .post('/api/projects')
          .set(auth)
          .send({ ...validProject('kotu'), publication: 'scheduled', publish_at: 'yarın' })
          .expect(422),
      ),
    ).toEqual(['body.publish_at']);
    await api().get('/api/projects/kotu').set(auth).expect(404);
    const draft = (await api().get('/api/projects/taslak-proje').set(auth).expect(200)).body;
    await api().put(`/api/projects/${draft.id}`).set(auth).send({ publication: 'scheduled' }).expect(422);
    expect((await api().get('/api/projects/taslak-proje').set(auth).expect(200)).body.publication).toBe(
      'draft',
    );
  });

  it('publishes a scheduled item when the job runs at or after its time, and the caches and sitemap follow', async () => {
    const jobs = t.app.get(PublishingJobs);
    const at = new Date(Date.now() + 2 * HOUR_MS);
    const post = (
      await api()
        .post('/api/blog')
        .set(auth)
        .send(
          validPost('zamanli', {
            title: L('Zamanlı'),
            publication: 'scheduled',
            publish_at: at.toISOString(),
          }),
        )
        .expect(201)
    ).body;
    expect(post).toMatchObject({ publication: 'scheduled', published: false, publish_at: at.toISOString() });
    const project = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('zamanli-proje'), publication: 'scheduled', publish_at: at.toISOString() })
        .expect(201)
    ).body;

    // Before its time: invisible, even after a round of the job; the caches are warm with that answer.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(at.getTime() - 60_000));
    await jobs.tick();
    expect(slugs((await api().get('/api/blog').expect(200)).body)).not.toContain('zamanli');
    await api().get('/api/blog/zamanli').expect(404);
    await api().get('/blog/zamanli').expect(404);
    await api().get('/api/projects/zamanli-proje').expect(404);
    expect(await sitemap()).not.toContain('zamanli');

    // Its time comes: the job publishes it, no one signed in.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(at.getTime() + 1000));
    await Promise.all([jobs.tick(), jobs.tick()]);
    expect(slugs((await api().get('/api/blog').expect(200)).body)).toContain('zamanli');
    expect((await api().get('/api/blog/zamanli').expect(200)).body).toMatchObject({
      publication: 'published',
      published: true,
    });
    expect((await api().get('/blog/zamanli').expect(200)).text).toContain('Zamanlı tr');
    expect((await api().get(`/api/projects/${project.slug}`).expect(200)).body.publication).toBe('published');
    const map = await sitemap();
    expect(map).toContain('/blog/zamanli');
    expect(map).toContain('/projeler/zamanli-proje');
    // The audit log names the schedule as the one who published.
    const audit = (await api().get('/api/audit?action=publish').set(auth).expect(200)).body;
    expect(
      audit.items
        .filter((e: { title: string }) => e.title.startsWith('Zamanlı'))
        .map((e: { user_name: string }) => e.user_name),
    ).toEqual(['Zamanlanmış yayın']);
  });

  // Issue 26: switched from "Zamanlanmış" to "Yayında" before its time, a post is dated the moment it went
  // live, not the day it was scheduled for (the admin's form had sent that day as its date).
  it('dates a scheduled post published by hand before its time the moment it was published', async () => {
    const at = new Date(Date.now() + 17 * 24 * HOUR_MS);
    const post = (
      await api()
        .post('/api/blog')
        .set(auth)
        .send({
          ...validPost('erken', { publication: 'scheduled', publish_at: at.toISOString() }),
          date: at.toISOString().slice(0, 10),
        })
        .expect(201)
    ).body;
    expect(post.date.slice(0, 10)).toBe(at.toISOString().slice(0, 10));
    const now = new Date(Date.now() + HOUR_MS);
    jest.spyOn(clock, 'now').mockReturnValue(now);
    const published = (
      await api()
        .put(`/api/blog/${post.id}`)
        .set(auth)
        .send({ publication: 'published', date: post.date })
        .expect(200)
    ).body;
    expect(published).toMatchObject({
      publication: 'published',
      publish_at: now.toISOString(),
      date: now.toISOString(),
    });
    expect((await api().get('/api/blog/erken').expect(200)).body.date).toBe(now.toISOString());
    // A later edit of a published post keeps the date it is given.
    await api().put(`/api/blog/${post.id}`).set(auth).send({ date: '2026-01-05' }).expect(200);
    expect((await api().get('/api/blog/erken').expect(200)).body.date.slice(0, 10)).toBe('2026-01-05');
  });

  it('publishes at once a schedule whose time has passed', async () => {
    const past = new Date(Date.now() - HOUR_MS).toISOString();
    const p = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('gecmis'), publication: 'scheduled', publish_at: past })
        .expect(201)
    ).body;
    expect(p).toMatchObject({ publication: 'published', publish_at: past });
    await api().get('/api/projects/gecmis').expect(200);
  });
});

describe('preview links', () => {
  let draftId: number;
  let token: string;

  beforeAll(async () => {
    draftId = (await api().get('/api/projects/taslak-proje').set(auth).expect(200)).body.id;
  });

  it('are made by administrators only, for items that exist', async () => {
    await api().post(`/api/preview/project/${draftId}`).expect(401);
    await api().post('/api/preview/project/99999').set(auth).expect(404);
    await api().post(`/api/preview/slider/${draftId}`).set(auth).expect(404);
    const res = (await api().post(`/api/preview/project/${draftId}`).set(auth).expect(200)).body;
    expect(new Date(res.expires_at).getTime()).toBeGreaterThan(Date.now());
    token = res.token;
  });

  it('draw the draft at its public address for the token’s holder, uncached and not indexed', async () => {
    // A visitor first: the 404 is now in the page cache.
    await api().get('/projeler/taslak-proje').expect(404);
    const res = await api().get(`/projeler/taslak-proje?preview=${token}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.text).toContain('Güneş tr');
    expect(res.text).toContain('drawn /projeler/taslak-proje');
  });

  it('say they are a preview, in the page’s language, outside the drawn page (issue 26)', async () => {
    const bar = (html: string) =>
      /<body[^>]*><div id="konak-preview" role="status" lang="(\w\w)"[^>]*><strong[^>]*>([^<]+)<\/strong><span>([^<]+)<\/span><\/div>/.exec(
        html,
      );
    expect(
      bar((await api().get(`/projeler/taslak-proje?preview=${token}`).expect(200)).text)?.slice(1, 3),
    ).toEqual(['tr', 'Önizleme']);
    expect(
      bar((await api().get(`/en/projects/taslak-proje?preview=${token}`).expect(200)).text)?.slice(1, 3),
    ).toEqual(['en', 'Preview']);
    const ru = bar((await api().get(`/ru/projects/taslak-proje?preview=${token}`).expect(200)).text);
    expect(ru?.slice(1, 3)).toEqual(['ru', 'Предпросмотр']);
    expect(ru?.[3]).toMatch(/Не опубликовано/);
    // A visitor's page has none.
    const publishedId = (await api().get('/api/projects/yayinda').expect(200)).body.id;
    const other = (await api().post(`/api/preview/project/${publishedId}`).set(auth).expect(200)).body.token;
    expect((await api().get(`/projeler/yayinda?preview=${other}`).expect(200)).text).toContain(
      'konak-preview',
    );
    expect((await api().get('/projeler/yayinda').expect(200)).text).not.toContain('konak-preview');
  });

  it('never leak to a visitor: the page, API and sitemap stay as they were, before and after', async () => {
    for (let i = 0; i < 2; i++) {
      const visitor = await api().get('/projeler/taslak-proje').expect(404);
      expect(visitor.text).not.toContain('Güneş tr');
      expect(visitor.headers['cache-control']).not.toBe('no-store');
    }
    await api().get('/api/projects/taslak-proje').expect(404);
    expect(await sitemap()).not.toContain('taslak-proje');
    // A published page previewed stays the published page for visitors (no preview in its cache).
    const publishedId = (await api().get('/api/projects/yayinda').expect(200)).body.id;
    const other = (await api().post(`/api/preview/project/${publishedId}`).set(auth).expect(200)).body.token;
    await api().get(`/projeler/yayinda?preview=${other}`).expect(200).expect('Cache-Control', 'no-store');
    const plain = await api().get('/projeler/yayinda').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('refuse forged, foreign, expired and malformed tokens with the visitor’s 404', async () => {
    const [type, id, expires, sig] = token.split('.');
    const forged = `${type}.${id}.${expires}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const longer = `${type}.${id}.${Number(expires) + HOUR_MS}.${sig}`;
    const otherItem = `${type}.${draftId + 1}.${expires}.${sig}`;
    for (const bad of [forged, longer, otherItem, 'x', '', 'a'.repeat(5000), `${token}&preview=${token}`]) {
      const res = await api()
        .get(`/projeler/taslak-proje?preview=${encodeURIComponent(bad)}`)
        .expect(404);
      expect(res.text).not.toContain('Güneş tr');
    }
    await api().get(`/projeler/taslak-proje?preview=${token}&preview=${token}`).expect(404);
    // The token of one item shows no other draft.
    await api().get(`/blog/taslak-yazi?preview=${token}`).expect(404);
    // Expired an hour later.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + HOUR_MS + 1000));
    await api().get(`/projeler/taslak-proje?preview=${token}`).expect(404);
  });
});

describe('the migration to publication states', () => {
  /** A database of its own: migrated up to just before this feature, given rows, then migrated on. */
  async function scratch(): Promise<{
    options: ReturnType<typeof dataSourceOptions>;
    migrations: (new () => unknown)[];
    mine: new () => unknown;
    drop: () => Promise<void>;
  }> {
    const pg = process.env.TEST_DATABASE_URL;
    if (!pg) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-migration-'));
      return {
        options: dataSourceOptions({ type: 'sqlite', path: path.join(dir, 'old.db') }),
        migrations: SQLITE_MIGRATIONS,
        mine: SqliteMigration,
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    }
    const url = new URL(pg);
    const name = `${url.pathname.slice(1)}_migration`;
    const admin = new DataSource(dataSourceOptions({ type: 'postgres', url: pg }));
    await admin.initialize();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    url.pathname = `/${name}`;
    return {
      options: dataSourceOptions({ type: 'postgres', url: url.toString() }),
      migrations: POSTGRES_MIGRATIONS,
      mine: PgMigration,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.destroy();
      },
    };
  }

  it('keeps drafts drafts and everything else published, live since it was made', async () => {
    const db = await scratch();
    try {
      const older = new DataSource({
        ...db.options,
        migrations: db.migrations.slice(0, db.migrations.indexOf(db.mine)),
      } as never);
      await older.initialize();
      await older.runMigrations({ transaction: 'each' });
      const json = '{"tr":"a","en":"a","ru":"a"}';
      const post = (slug: string, published: boolean) =>
        older.query(
          `INSERT INTO "blog_posts" ("slug", "title", "excerpt", "content", "tags", "date", "meta_title", "meta_description", "published", "created_at") VALUES ('${slug}', '${json}', '${json}', '${json}', '[]', '2024-01-01 00:00:00', '${json}', '${json}', ${published ? 'true' : 'false'}, '2024-01-02 03:04:05')`,
        );
      await post('yayinda', true);
      await post('taslak', false);
      await older.query(
        `INSERT INTO "projects" ("slug", "title", "subtitle", "description", "cover_images", "gallery", "technical_info", "features", "plans", "location", "architecture", "created_at") VALUES ('eski', '${json}', '${json}', '${json}', '[]', '[]', '{}', '[]', '[]', '{}', '{}', '2024-01-02 03:04:05')`,
      );
      await older.destroy();

      const now = new DataSource({ ...db.options, migrations: db.migrations } as never);
      await now.initialize();
      await now.runMigrations({ transaction: 'each' });
      const posts = await now.query(
        `SELECT "slug", "publication", "publish_at" FROM "blog_posts" ORDER BY "slug"`,
      );
      expect(posts.map((p: { slug: string; publication: string }) => `${p.slug} ${p.publication}`)).toEqual([
        'taslak draft',
        'yayinda published',
      ]);
      expect(posts.find((p: { slug: string }) => p.slug === 'taslak').publish_at).toBeNull();
      expect(
        new Date(posts.find((p: { slug: string }) => p.slug === 'yayinda').publish_at).getUTCFullYear(),
      ).toBe(2024);
      const [project] = await now.query(`SELECT "publication", "publish_at", "deleted_at" FROM "projects"`);
      expect(project.publication).toBe('published');
      expect(project.publish_at).not.toBeNull();
      expect(project.deleted_at).toBeNull();
      await now.destroy();
    } finally {
      await db.drop();
    }
  });
});
