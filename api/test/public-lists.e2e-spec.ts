// The public lists of years of data, as the host serves them: a page of the blog drawn from one page of
// posts (its own canonical and prev/next links, card fields only, 404 past the last page), and the
// sitemap read a batch at a time — one urlset while small, a sitemap index past the limit — against the
// small fake build (site-fixture.ts) whose server entry names its lists.
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BlogPost } from '../src/blog/blog-post.entity.js';
import { SiteService } from '../src/site/site.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, L, login, validProject } from './helpers.js';
import { fakeBuild, fakeServerEntry, manifest } from './site-fixture.js';

let t: TestApp;
let root: string;
let auth: Record<string, string>;
const origin = 'https://konak.example';

beforeAll(async () => {
  root = fakeBuild();
  const code = fakeServerEntry({ lists: true });
  writeFileSync(path.join(root, 'public-mfe/dist/server/render.1111111111.cjs'), code);
  writeFileSync(path.join(root, 'public-mfe/dist/mf-manifest.json'), manifest({ code }));
  t = await createTestApp({ staticRoot: root, siteUrl: origin });
  await createAdmin(t);
  auth = bearer(await login(t));
  for (const slug of ['proje-a', 'proje-b'])
    await request(t.server).post('/api/projects/').set(auth).send(validProject(slug)).expect(201);
  const repo = t.dataSource.getRepository(BlogPost);
  await repo.insert(
    Array.from({ length: 7 }, (_, i) =>
      repo.create({
        slug: `yazi-${i}`,
        title: L(`Yazı ${i}`),
        excerpt: L('Özet'),
        content: L('Uzun içerik'),
        meta_title: L(''),
        meta_description: L(''),
        image: '',
        category: 'BLOG',
        tags: [],
        author: 'Admin',
        date: new Date(Date.UTC(2024, 0, 1 + i)),
        publication: i === 6 ? 'draft' : 'published',
        featured: false,
      }),
    ),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const api = () => request(t.server);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the blog’s pages, drawn by the server', () => {
  it('draws page 2 from that page of published posts only, card fields only, with its neighbours in the head', async () => {
    const res = await api().get('/blog/sayfa/2').expect(200);
    // Six published posts, two a page, newest first: page 2 holds yazi-3 and yazi-2.
    expect([...res.text.matchAll(/<a href="\/blog\/([a-z0-9-]+)">/g)].map((m) => m[1])).toEqual([
      'yazi-3',
      'yazi-2',
    ]);
    expect(res.text).not.toContain('with content');
    expect(res.text).toContain(`<link rel="canonical" href="${origin}/blog/sayfa/2" />`);
    expect(res.text).toContain(`<link rel="prev" href="${origin}/blog/sayfa/1" />`);
    expect(res.text).toContain(`<link rel="next" href="${origin}/blog/sayfa/3" />`);
    expect(res.text).not.toContain('javascript:');
    const boot = JSON.parse(
      res.text.match(/<script id="konak-boot" type="application\/json">(.*?)<\/script>/)![1],
    );
    expect(boot.preloaded['blog/?page=2&per_page=2&fields=summary']).toMatchObject({
      total: 6,
      page: 2,
      per_page: 2,
    });
  });

  it('has no next link on the last page and answers 404 past it', async () => {
    const last = await api().get('/blog/sayfa/3').expect(200);
    expect(last.text).toContain(`<link rel="prev" href="${origin}/blog/sayfa/2" />`);
    expect(last.text).not.toContain('rel="next"');
    const past = await api().get('/blog/sayfa/4').expect(404);
    expect(past.text).toContain('noindex');
    await api().get('/blog/sayfa/99999').expect(404);
  });

  it('follows a new post at once (any write redraws the pages)', async () => {
    await api()
      .post('/api/blog/')
      .set(auth)
      .send({ slug: 'en-yeni', title: L('Yeni'), excerpt: L('Ö'), content: L('İ'), date: '2030-01-01' })
      .expect(201);
    const res = await api().get('/blog/sayfa/2').expect(200);
    expect([...res.text.matchAll(/<a href="\/blog\/([a-z0-9-]+)">/g)].map((m) => m[1])).toEqual([
      'yazi-4',
      'yazi-3',
    ]);
    await api().get('/blog/sayfa/4').expect(200);
  });
});

describe('the sitemap', () => {
  const site = () => t.app.get(SiteService);
  afterEach(() => {
    site().sitemapMaxUrls = 50_000;
  });

  it('is one urlset while it is small: the site’s pages and every published item, read in batches', async () => {
    const res = await api()
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', 'application/xml; charset=utf-8');
    expect(res.text).toContain('<urlset');
    const all = locs(res.text);
    // 3 pages × 3 languages + KVKK, 2 projects and 7 published posts × 3 languages.
    expect(all).toHaveLength(10 + 2 * 3 + 7 * 3);
    expect(all).toContain(`${origin}/ru/blog/en-yeni`);
    expect(all).not.toContain(`${origin}/blog/yazi-6`);
    // A list the host does not read for the sitemap (users/) adds nothing.
    expect(res.text).not.toContain('users');
    await api().get('/sitemap-pages.xml').expect(404);
  });

  it('becomes an index past the limit, children of at most the limit each, every address once', async () => {
    site().sitemapMaxUrls = 12;
    const index = await api().get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index.text);
    // Four items of three addresses fit in 12: the 2 projects in one file, the 7 posts in two.
    expect(children).toEqual([
      `${origin}/sitemap-pages.xml`,
      `${origin}/sitemap-projects-1.xml`,
      `${origin}/sitemap-posts-1.xml`,
      `${origin}/sitemap-posts-2.xml`,
    ]);
    const seen: string[] = [];
    for (const child of children) {
      const res = await api().get(new URL(child).pathname).expect(200).expect('Content-Type', /xml/);
      expect(res.text).toContain('<urlset');
      const urls = locs(res.text);
      expect(urls.length).toBeLessThanOrEqual(12);
      seen.push(...urls);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(10 + 2 * 3 + 7 * 3);
    expect(seen).toContain(`${origin}/en/projeler/proje-b`);
    expect(seen).toContain(`${origin}/blog/yazi-0`);
    await api().get('/sitemap-posts-3.xml').expect(404);
    await api().get('/sitemap-secrets-1.xml').expect(404);
  });

  it('keeps each file until a write, gzipped, and follows the content after one', async () => {
    site().sitemapMaxUrls = 12;
    const first = await api().get('/sitemap-posts-2.xml').expect(200);
    const kept = await api()
      .get('/sitemap-posts-2.xml')
      .set('Accept-Encoding', 'gzip')
      .expect(200)
      .expect('Content-Type', 'application/xml; charset=utf-8');
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.text).toBe(first.text);
    await api().get('/sitemap-posts-2.xml').set('If-None-Match', kept.headers.etag).expect(304);
    expect(
      (await api().get('/sitemap-posts-2.xml').set('Accept-Encoding', 'identity').expect(200)).text,
    ).toBe(first.text);
    await api().get('/sitemap-posts-3.xml').expect(404);
    await api().get('/sitemap-posts-3.xml').expect(404);
    // A write straight into the table is not seen until a write through the API, as with the pages.
    await t.dataSource.getRepository(BlogPost).update({ slug: 'yazi-6' }, { publication: 'published' });
    expect(locs((await api().get('/sitemap-posts-2.xml').expect(200)).text)).not.toContain(
      `${origin}/blog/yazi-6`,
    );
    await api().put('/api/settings/').set(auth).send({ contact_phone: '+90 242 000 00 00' }).expect(200);
    const index = locs((await api().get('/sitemap.xml').expect(200)).text);
    expect(index).toHaveLength(4);
    const last = locs((await api().get('/sitemap-posts-2.xml').expect(200)).text);
    expect(last).toEqual(expect.arrayContaining([`${origin}/blog/yazi-6`, `${origin}/ru/blog/en-yeni`]));
    expect(last).toHaveLength(12);
  });
});
