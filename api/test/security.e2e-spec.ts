// Regression tests of the holes a security review found (issue 9): each failed on the code before its fix.
import { jest } from '@jest/globals';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BlogPost } from '../src/blog/blog-post.entity.js';
import { RenderSandbox } from '../src/site/render-sandbox.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, validPost } from './helpers.js';
import { fakeBuild } from './site-fixture.js';

let t: TestApp;
let root: string;
let auth: Record<string, string>;
// Renders asked of the public remote's server entry (in its render process).
const calls = jest.spyOn(RenderSandbox.prototype, 'call');
const renders = () => calls.mock.calls.filter(([name]) => name === 'renderPage').length;

beforeAll(async () => {
  root = fakeBuild();
  t = await createTestApp({ staticRoot: root, siteUrl: 'https://konak.example' });
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const api = () => request(t.server);

// Public paths are parsed by the public remote's server entry (linear: public-mfe/src/server.spec.tsx);
// the host never hands it a path over 2,048 characters.
describe('1. linear path handling', () => {
  it('answers a request of 15,000 slashes at once, as a 404 page', async () => {
    const started = performance.now();
    await api()
      .get(`/a${'/'.repeat(15_000)}b`)
      .expect(404);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('3. markup injection in server-rendered heads', () => {
  const attack = '/api/uploads/x"><meta http-equiv="refresh" content="0;url=https://evil.example">';

  it.each(['"', "'", '<', '>', ' ', '\t', '`', '\\'])(
    'refuses a media URL holding %p (422 naming the field)',
    async (c) => {
      const res = await api()
        .post('/api/blog/')
        .set(auth)
        .send(validPost(`enjeksiyon-${c.charCodeAt(0)}`, { image: `/api/uploads/a${c}b.jpg` }))
        .expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'image']);
    },
  );

  it('escapes a stored URL in every attribute of the page, even one that got past validation', async () => {
    await api().post('/api/blog/').set(auth).send(validPost('saldiri')).expect(201);
    await t.dataSource.getRepository(BlogPost).update({ slug: 'saldiri' }, { image: attack });
    await api().put('/api/settings/').set(auth).send({}).expect(200); // any write renders pages anew
    const page = await api().get('/blog/saldiri').expect(200);
    expect(page.text).not.toContain('<meta http-equiv');
    expect(page.text).toContain('&quot;&gt;&lt;meta http-equiv=&quot;refresh&quot;');
  });
});

describe('7. the Host header is never reflected', () => {
  it.each(['/', '/en/projeler', '/sitemap.xml', '/robots.txt'])(
    '%s names the configured SITE_URL, whatever Host says',
    async (url) => {
      const res = await api().get(url).set('Host', 'evil.example');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('evil.example');
      expect(res.text).toContain('https://konak.example');
    },
  );

  it('does not key the page cache by Host: a forged Host cannot poison what others get', async () => {
    await api().get('/hakkimizda').set('Host', 'evil.example').expect(200);
    const clean = await api().get('/hakkimizda').expect(200);
    expect(clean.text).not.toContain('evil.example');
  });
});

describe('8. the server render is never downloadable', () => {
  // The fixture's server entry: the file really is there, so each 404 below is the rule at work.
  const entry = 'render.1111111111.cjs';
  it('has a server entry on disk to protect', () => {
    expect(existsSync(path.join(root, 'public-mfe/dist/server', entry))).toBe(true);
  });

  it.each([
    `/mfe/public/server/${entry}`,
    `/mfe/public/%73erver/${entry}`,
    `/mfe/public/server%2F${entry}`,
    `/mfe/public/./server/${entry}`,
    `/mfe/public/x/../server/${entry}`,
    `/mfe/public/%2e/server/${entry}`,
    '/mfe/public/server/',
  ])('%s → 404', async (url) => {
    const res = await api().get(url).expect(404);
    expect(res.text).not.toContain('renderPage');
  });
});

describe('9. hostile JSON answers 4xx {detail}, on every route', () => {
  const post = (path: string, raw: string) =>
    api().post(path).set('Content-Type', 'application/json').send(raw);
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each(['/api/contact/', '/api/auth/login', '/api/projects/'])('%s: a 1.1 MB body → 413', async (path) => {
    const res = await post(path, JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });

  it.each(['/api/contact/', '/api/auth/login', '/api/projects/', '/api/settings/'])(
    '%s: a body nested 100,000 levels → 400',
    async (path) => {
      const res = await post(path, deep(100_000));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: expect.any(String) });
    },
  );

  it('still takes ordinary nesting (a project with plans and features)', async () => {
    const res = await post(
      '/api/contact/',
      JSON.stringify({
        name: 'Ayşe',
        phone: '+90 555 000 00 00',
        email: 'ayse@example.com',
        extra: JSON.parse(deep(20)),
      }),
    );
    expect(res.status).toBe(201);
  });
});

describe('10. unknown addresses are cheap and evict nothing', () => {
  it('renders each language’s 404 once, and real pages stay cached through a crawl of 600 random URLs', async () => {
    await api().get('/').expect(200);
    await api().get('/bilinmeyen-ilk').expect(404);
    const before = renders();
    for (let i = 0; i < 600; i++)
      await api()
        .get(`/bilinmeyen-${i}-${Math.random().toString(36).slice(2)}`)
        .expect(404);
    await api().get('/projeler/yok-boyle-proje-1').expect(404);
    await api().get('/projeler/yok-boyle-proje-2').expect(404);
    await api().get('/').expect(200);
    // One render for the unknown project page kind; none for the 600, none for the home page.
    expect(renders() - before).toBe(1);
  });

  it('shares one render among concurrent first requests of a page', async () => {
    await api().put('/api/settings/').set(auth).send({}).expect(200);
    const before = renders();
    await Promise.all(Array.from({ length: 20 }, () => api().get('/iletisim').expect(200)));
    expect(renders() - before).toBe(1);
  });
});
