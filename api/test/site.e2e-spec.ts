// The site outside /api: every public URL's first HTML (head, status, boot data) as the public remote's
// server entry answers it, the remotes' and the shell's files with their caching, the sitemap and
// robots.txt — against a small fake build (site-fixture.ts), deployed in a folder or behind a URL.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { CHECK_EVERY_MS } from '../src/site/public-remote.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, L, login, validPost, validProject } from './helpers.js';
import { PreparedAnswers } from '../src/common/prepared-answers.js';
import { fakeBuild, fakeServerEntry, manifest } from './site-fixture.js';

const bootOf = (html: string) =>
  JSON.parse(html.match(/<script id="konak-boot" type="application\/json">(.*?)<\/script>/)![1]);

describe('the site outside /api', () => {
  let t: TestApp;
  let root: string;
  let token: string;

  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp({ staticRoot: root, siteUrl: 'https://konak.example' });
    await createAdmin(t);
    token = await login(t);
    await request(t.server)
      .post('/api/projects/')
      .set(bearer(token))
      .send({
        ...validProject('gunes-evleri'),
        title: { tr: 'Güneş Evleri', en: 'Sun Houses', ru: 'Солнечные дома' },
        cover_images: ['/api/uploads/2024/01/cover.jpg'],
      })
      .expect(201);
    await request(t.server)
      .post('/api/blog/')
      .set(bearer(token))
      .send(
        validPost('antalyada-yasam', {
          title: { tr: 'Antalya’da Yaşam', en: 'Life in Antalya', ru: 'Жизнь в Анталье' },
        }),
      )
      .expect(201);
    await request(t.server)
      .post('/api/blog/')
      .set(bearer(token))
      .send(validPost('taslak-yazi', { published: false }))
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the remote’s head for the home page, escaped, with the boot data', async () => {
    const res = await request(t.server)
      .get('/')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<html lang="tr">');
    expect(res.text).toContain('<title>Fixture home | Konak Yapı</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://konak.example/" />');
    for (const lang of ['tr', 'en', 'ru', 'x-default']) expect(res.text).toContain(`hreflang="${lang}"`);
    // JSON-LD is JSON, escaped so that nothing in it can end the element.
    expect(res.text).toContain(
      '<script type="application/ld+json">{"@type":"Organization","name":"Konak Yapı","note":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
    );
    // What a remote may not put in a head is left out.
    expect(res.text).not.toContain('javascript:');
    expect(res.text).not.toContain('&quot;&gt;&lt;x');
    const boot = bootOf(res.text);
    expect(boot.remotes).toEqual({
      public: { entry: '/mfe/public/remoteEntry.js' },
      admin: { entry: '/mfe/admin/remoteEntry.js' },
    });
    expect(boot.settings.primary_color).toBe('#D4A574');
    expect(boot.lang).toBe('tr');
    expect(Object.keys(boot.preloaded)).toEqual(['sliders/']);
    // The chosen fonts' rules inline (one request less before the first paint); a stylesheet the build
    // lacks is linked.
    expect(res.text).toContain(
      '<style id="konak-font-body" data-href="/fonts/inter.css">@font-face{}</style>',
    );
    expect(res.text).toContain(
      '<link rel="stylesheet" id="konak-font-heading" href="/fonts/playfair-display.css" />',
    );
  });

  it('sends a public page drawn by the public remote, its scripts listed to fetch once it has loaded', async () => {
    const res = await request(t.server).get('/en').expect(200);
    expect(res.text).toContain('<html lang="en">');
    // Drawn in place (the content's `$&` kept literally).
    expect(res.text).toContain(
      '<div id="root" data-ssr><!--$--><h1>drawn /en in en by release 1 $& $1</h1><!--/$--></div>',
    );
    // The remote's own list, kept to this release's files, around the shell's chunks.
    expect(bootOf(res.text).scripts).toEqual([
      '/main.0123456789.js',
      '/mfe/public/remoteEntry.js',
      '/mfe/public/__federation_expose_App.bbbbbbbbbb.js',
      '/react.aaaaaaaaaa.js',
      '/mfe/public/lazy.dddddddddd.js',
    ]);
    // Nothing competes with the first screen's images for the connection: styles inline (once), no scripts;
    // of the lazily loaded pages' styles only this page's own (another page's come with its chunk).
    expect(res.text.match(/<style>\.kit\{color:red\}\.app\{color:blue\}\.home\{\}<\/style>/g)).toHaveLength(
      1,
    );
    expect(res.text).not.toContain('.contact{}');
    expect(res.text).not.toContain('evil.example');
    expect(res.text).not.toContain('href="/kit.abcdef0123.css"');
    expect(res.text).not.toContain('as="script"');
    // The one script it runs at once is first.js, which fetches the list (main.js first) when wanted.
    expect(res.text).toContain('<script defer src="/first.9876543210.js"></script>');
    expect(res.text).not.toContain('src="/main.0123456789.js"');
    // The server entry is for the server only.
    await request(t.server).get('/mfe/public/server/render.1111111111.cjs').expect(404);
  });

  it('inlines every lazily loaded page style for a remote that names none (a release from before the field)', async () => {
    const res = await request(t.server).get('/projeler').expect(200);
    expect(res.text).toContain('<style>.kit{color:red}.app{color:blue}.home{}.contact{}</style>');
  });

  it('sends the page for the browser to draw when the server render fails, scripts preloaded', async () => {
    const res = await request(t.server).get('/kvkk').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<link rel="stylesheet" href="/kit.abcdef0123.css" />');
    expect(res.text).toContain('<link rel="stylesheet" href="/mfe/public/app.eeeeeeeeee.css" />');
    expect(res.text).toContain('<link rel="preload" as="script" href="/main.0123456789.js" />');
    expect(res.text).toContain('<link rel="preload" as="script" href="/mfe/public/remoteEntry.js" />');
    expect(res.text).toContain('href="/mfe/public/__federation_expose_App.bbbbbbbbbb.js"');
    expect(res.text).toContain('<link rel="preload" as="script" href="/react.aaaaaaaaaa.js" />');
    expect(bootOf(res.text).scripts).toBeUndefined();
    // The browser draws it: main.js at once; neither first.js nor a fallback no page runs.
    expect(res.text).toContain('<script defer src="/main.0123456789.js"></script>');
    expect(res.text).not.toContain('first.9876543210.js');
    expect(res.text).not.toContain('react-fallback.bbbbbbbbbb.js');
  });

  it('reads a project for its page through the API’s services, and preloads its cover', async () => {
    const res = await request(t.server).get('/en/projects/gunes-evleri').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<title>Sun Houses | ');
    expect(res.text).toContain(
      'property="og:image" content="https://konak.example/api/uploads/2024/01/cover.jpg"',
    );
    // With the <img>'s own sizes, so the preload and the image pick the same copy.
    expect(res.text).toContain(
      '<link rel="preload" as="image" href="/api/uploads/2024/01/cover.jpg" imagesrcset="/api/uploads/2024/01/cover-720.webp 720w" imagesizes="(min-width: 768px) 75vw, calc(100vw - 2.5rem)" fetchpriority="high" />',
    );
    expect(bootOf(res.text).preloaded['projects/gunes-evleri/'].slug).toBe('gunes-evleri');
    // A sizes that is not a sizes list is left out: the whole viewport is assumed.
    const ru = await request(t.server).get('/ru/projeler/gunes-evleri').expect(200);
    expect(ru.text).toContain('imagesizes="100vw" fetchpriority="high" />');
    expect(ru.text).not.toContain('onload');
  });

  it('reads a project’s units for its page through the units service, fresh after a unit is sold', async () => {
    const id = (await request(t.server).get('/api/projects/gunes-evleri/').expect(200)).body.id;
    const units = () => request(t.server).get('/projeler/gunes-evleri').set('Host', 'konak.test').expect(200);
    expect(bootOf((await units()).text).preloaded['projects/gunes-evleri/units/']).toEqual({
      blocks: [],
      units: [],
      counts: { total: 0, available: 0, reserved: 0, sold: 0 },
      payment_plans: [],
    });
    const block = (
      await request(t.server)
        .post(`/api/projects/${id}/blocks/`)
        .set(bearer(token))
        .send({ name: 'S' })
        .expect(201)
    ).body;
    const unit = (
      await request(t.server)
        .post(`/api/projects/${id}/units/`)
        .set(bearer(token))
        .send({ block_id: block.id, floor: 4, number: '12' })
        .expect(201)
    ).body;
    const grid = bootOf((await units()).text).preloaded['projects/gunes-evleri/units/'];
    expect(grid.units).toEqual([expect.objectContaining({ label: 'S-4-12', status: 'available' })]);
    await request(t.server)
      .patch('/api/units/')
      .set(bearer(token))
      .send({ ids: [unit.id], status: 'sold' })
      .expect(200);
    expect(bootOf((await units()).text).preloaded['projects/gunes-evleri/units/'].counts).toMatchObject({
      total: 1,
      available: 0,
      sold: 1,
    });
    // The project's payment plans come with it, as GET /api/projects/{slug}/units answers them (issue 32).
    await request(t.server)
      .post(`/api/projects/${id}/payment-plans/`)
      .set(bearer(token))
      .send({ name: L('24 ay'), down_payment_percent: 35, months: 24 })
      .expect(201);
    expect(bootOf((await units()).text).preloaded['projects/gunes-evleri/units/'].payment_plans).toEqual([
      expect.objectContaining({ name: L('24 ay'), down_payment_percent: 35, months: 24 }),
    ]);
    await request(t.server).delete(`/api/blocks/${block.id}/`).set(bearer(token)).expect(204);
  });

  it('gives the home finder its canonical query only: one page per search, its homes read by the finder', async () => {
    const id = (await request(t.server).get('/api/projects/gunes-evleri/').expect(200)).body.id;
    const block = (
      await request(t.server)
        .post(`/api/projects/${id}/blocks/`)
        .set(bearer(token))
        .send({ name: 'K' })
        .expect(201)
    ).body;
    for (const [floor, price] of [
      [2, 3_000_000],
      [5, 5_000_000],
      [7, 7_000_000],
    ])
      await request(t.server)
        .post(`/api/projects/${id}/units/`)
        .set(bearer(token))
        .send({ block_id: block.id, floor, number: String(floor), price_try: price })
        .expect(201);
    try {
      const page = async (query: string) => {
        const res = await request(t.server).get(`/konutlar${query}`).set('Host', 'konak.test').expect(200);
        return { res, boot: bootOf(res.text) };
      };
      const a = await page('?sort=price&floor_min=4&utm_source=mail&rooms=');
      // The host passed finderPageQuery's form: parameters in their order, defaults and unknown ones left out.
      expect(Object.keys(a.boot.preloaded)).toEqual(['homes/?floor_min=4']);
      expect(a.boot.preloaded['homes/?floor_min=4']).toMatchObject({ total: 2, query: 'floor_min=4' });
      expect(a.res.text).toContain('>K-5-5</a>');
      expect(a.res.text).toContain('>K-7-7</a>');
      expect(a.res.text).not.toContain('>K-2-2</a>');
      expect(a.res.text).toContain('drawn /konutlar?floor_min=4 in tr');
      // The same search typed another way is the same page (one key, one render: the same ETag).
      const b = await page('?floor_min=04&utm_campaign=x');
      expect(b.res.headers.etag).toBe(a.res.headers.etag);
      // A refused filter reaches the page as its code, never as typed.
      const c = await page('?floor_min=x%3Cb%3E&price_max=-1');
      expect(c.res.text).toContain(
        'drawn /konutlar?invalid=floor_min.invalid%2Cprice_max.out_of_range in tr',
      );
      expect(c.res.text).not.toContain('x<b>');
      // Other pages ignore a query: /projeler?floor_min=4 is /projeler.
      const projects = await request(t.server).get('/projeler?floor_min=4').expect(200);
      expect(projects.headers.etag).toBe((await request(t.server).get('/projeler').expect(200)).headers.etag);
      // The unfiltered finder reads every available home.
      expect((await page('')).boot.preloaded['homes/']).toMatchObject({ total: 3 });
      // The foreign-buyer filter (decision 0198) is one of the canonical query's: 150,000 $ at 35 ₺ is
      // 5,250,000 ₺, so only K-7-7 is drawn, with its badge's data.
      await request(t.server)
        .put('/api/exchange-rates/')
        .set(bearer(token))
        .send({ usd: 35, as_of: '2026-11-20' })
        .expect(200);
      await request(t.server)
        .put('/api/exchange-rates/foreign-buyers')
        .set(bearer(token))
        .send({ citizenship_usd: 150_000, as_of: '2026-11-01', text: L('Yasa belirler') })
        .expect(200);
      const d = await page('?utm_source=x&foreign=citizenship&floor_min=2');
      expect(Object.keys(d.boot.preloaded)).toEqual(['homes/?floor_min=2&foreign=citizenship']);
      expect(d.res.text).toContain('drawn /konutlar?floor_min=2&foreign=citizenship in tr');
      expect(d.res.text).toContain('>K-7-7</a>');
      expect(d.res.text).not.toContain('>K-5-5</a>');
      expect(d.boot.preloaded['homes/?floor_min=2&foreign=citizenship'].homes).toEqual([
        expect.objectContaining({ label: 'K-7-7', foreign_buyer: ['citizenship'] }),
      ]);
      const e = await page('?foreign=visa');
      expect(e.res.text).toContain('drawn /konutlar?invalid=foreign.invalid in tr');
    } finally {
      await request(t.server)
        .put('/api/exchange-rates/foreign-buyers')
        .set(bearer(token))
        .send({ text: L('') })
        .expect(200);
      await request(t.server).delete(`/api/blocks/${block.id}/`).set(bearer(token)).expect(204);
    }
  });

  it('answers only public reads: a post, never what an administrator alone may read', async () => {
    const res = await request(t.server).get('/ru/blog/antalyada-yasam').expect(200);
    expect(res.text).toContain('<title>Жизнь в Анталье | ');
    expect(Object.keys(bootOf(res.text).preloaded)).toEqual(['blog/antalyada-yasam/']);
  });

  it.each(['/projeler/yok-boyle-proje', '/blog/yok-boyle-yazi', '/blog/taslak-yazi', '/en/bilinmeyen-sayfa'])(
    'answers 404 with a noindex page for %s',
    async (url) => {
      const res = await request(t.server)
        .get(url)
        .expect(404)
        .expect('Content-Type', /text\/html/);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).toContain('<div id="root"');
      expect(res.text).not.toContain('taslak');
    },
  );

  it('shows the new content right after an administrator saves it', async () => {
    // One Host, as a browser would send (supertest listens on a new port for each request).
    const page = () => request(t.server).get('/en/projects/gunes-evleri').set('Host', 'konak.test');
    const before = await page().expect(200);
    await page().set('If-None-Match', before.headers.etag).expect(304);
    const id = (await request(t.server).get('/api/projects/gunes-evleri/').expect(200)).body.id;
    await request(t.server)
      .put(`/api/projects/${id}/`)
      .set(bearer(token))
      .send({ ...validProject('gunes-evleri'), title: L('Yeni Ad') })
      .expect(200);
    const after = await page().expect(200);
    expect(after.text).toContain('<title>Yeni Ad en | ');
  });

  it('draws with a new release of the remote as soon as it is deployed in its folder', async () => {
    const home = () => request(t.server).get('/').set('Host', 'konak.test').expect(200);
    expect((await home()).text).toContain('__federation_expose_App.bbbbbbbbbb.js');
    writeFileSync(
      path.join(root, 'public-mfe/dist/server/render.2222222222.cjs'),
      fakeServerEntry({ release: '2' }),
    );
    writeFileSync(
      path.join(root, 'public-mfe/dist/mf-manifest.json'),
      manifest({
        app: 'cccccccccc',
        server: 'server/render.2222222222.cjs',
        code: fakeServerEntry({ release: '2' }),
      }),
    );
    const after = (await home()).text;
    expect(after).toContain('__federation_expose_App.cccccccccc.js');
    expect(after).not.toContain('__federation_expose_App.bbbbbbbbbb.js');
    expect(after).toContain('<h1>drawn / in tr by release 2 $& $1</h1>');
  });

  it('answers a page asked for again from prepared bytes, compressed once, until the shell is redeployed', async () => {
    const prepared = t.app.get(PreparedAnswers) as unknown as { answers: Map<string, unknown> };
    const first = await request(t.server).get('/hakkimizda').expect(200);
    expect(prepared.answers.has('/hakkimizda')).toBe(true);
    const again = await request(t.server).get('/hakkimizda').set('Accept-Encoding', 'br').expect(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.text).toBe(first.text);
    await request(t.server).get('/hakkimizda?utm_source=x').expect(200);
    expect(prepared.answers.has('/hakkimizda?utm_source=x')).toBe(false);
    const template = readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
    writeFileSync(
      path.join(root, 'shell/dist/index.html'),
      template.replace(
        '<meta charset="utf-8" />',
        '<meta charset="utf-8" /><meta name="shell" content="2" />',
      ),
    );
    try {
      expect((await request(t.server).get('/hakkimizda').expect(200)).text).toContain(
        '<meta name="shell" content="2" />',
      );
    } finally {
      writeFileSync(path.join(root, 'shell/dist/index.html'), template);
    }
  });

  it('serves the admin shell without indexing and without public SEO data', async () => {
    const res = await request(t.server).get('/admin/dashboard').expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('href="/mfe/admin/remoteEntry.js"');
    expect(res.text).not.toContain('hreflang');
  });

  it('lists the remote’s pages in the sitemap, from published content only', async () => {
    const res = await request(t.server).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    for (const loc of [
      '/',
      '/en',
      '/ru',
      '/projeler',
      '/en/projeler/gunes-evleri',
      '/ru/blog/antalyada-yasam',
      '/iletisim',
      '/kvkk',
    ]) {
      expect(res.text).toMatch(new RegExp(`<loc>https://konak\\.example${loc.replace(/\//g, '\\/')}</loc>`));
    }
    expect(res.text).not.toContain('taslak-yazi');
    expect(res.text).toContain('hreflang="x-default"');
  });

  it('keeps /admin and the private API out of search engines, and lets them reach images and brochures', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200);
    expect(res.text).toMatch(/Sitemap: https:\/\/konak\.example\/sitemap\.xml/);
    // Read as a crawler does (RFC 9309): the longest matching rule decides, `*` matches any characters.
    const rules = [...res.text.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, p]) => ({
      allow: kind === 'Allow',
      length: p.length,
      re: new RegExp(
        `^${p
          .split('*')
          .map((part) => part.replace(/[.?+^$()|[\]{}\\]/g, '\\$&'))
          .join('.*')}`,
      ),
    }));
    const crawlable = (url: string) => {
      const best = rules
        .filter((r) => r.re.test(url))
        .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow))[0];
      return best ? best.allow : true;
    };
    for (const url of [
      '/',
      '/en/projeler/gunes-evleri',
      '/api/uploads/2026/11/a.webp',
      '/api/projects/gunes-evleri/brochure.pdf?lang=ru',
    ]) {
      expect([url, crawlable(url)]).toEqual([url, true]);
    }
    for (const url of [
      '/admin',
      '/admin/iletisim',
      '/api/contact/',
      '/api/auth/login',
      '/api/projects/gunes-evleri/',
      '/api/settings/',
    ]) {
      expect([url, crawlable(url)]).toEqual([url, false]);
    }
  });

  it('serves where the remotes live, fresh on every load', async () => {
    const res = await request(t.server)
      .get('/mfe/remotes.json')
      .expect(200)
      .expect('Cache-Control', 'no-cache');
    expect(res.body.public.entry).toBe('/mfe/public/remoteEntry.js');
  });

  it('serves remote entries no-cache and hashed files for a year, precompressed when accepted', async () => {
    await request(t.server)
      .get('/mfe/public/remoteEntry.js')
      .expect(200)
      .expect('Cache-Control', 'no-cache')
      .expect('Content-Type', /javascript/);
    await request(t.server)
      .get('/mfe/public/__federation_expose_App.bbbbbbbbbb.js')
      .expect(200)
      .expect('Cache-Control', /max-age=31536000, immutable/);
    const br = await request(t.server).get('/main.0123456789.js').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('shell shell');
    await request(t.server).get('/mfe/admin/remoteEntry.js').expect(200);
  });

  it('never serves files outside the build folders', async () => {
    await request(t.server).get('/mfe/public/..%2F..%2Fshell/dist/index.html').expect(404);
    await request(t.server).get('/mfe/public/%2e%2e/%2e%2e/package.json').expect(404);
    await request(t.server).get('/mfe/nope/remoteEntry.js').expect(404);
    await request(t.server).get('/missing.0123456789.js').expect(404);
  });
});

describe('a public remote deployed behind a URL (a CDN)', () => {
  let t: TestApp;
  let root: string;
  let cdn: Server;
  let cdnDown = false;
  const fetched: string[] = [];

  beforeAll(async () => {
    root = fakeBuild();
    // Stands in for a CDN: the remote's folder over HTTP, with CORS for the browser.
    cdn = createServer((req, res) => {
      fetched.push(req.url!);
      if (cdnDown) return req.socket.destroy();
      try {
        const file = path.join(root, 'public-mfe/dist', decodeURIComponent(req.url!.split('?')[0]));
        if (!statSync(file).isFile()) throw new Error();
        res.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end(readFileSync(file));
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/`;
    t = await createTestApp({ staticRoot: root, siteUrl: 'https://konak.example', publicMfeUrl: url });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('draws pages with the server entry it names, and a new release after the next check', async () => {
    const page = await request(t.server).get('/iletisim').expect(200);
    expect(page.text).toContain('<h1>drawn /iletisim in tr by release 1');
    expect(page.text).toContain('<title>Fixture iletisim | ');
    // Its styles are inlined from the CDN too; its scripts come from there.
    expect(page.text).toContain('.app{color:blue}');
    expect(bootOf(page.text).scripts).toContain(`${t.env.publicMfeUrl}__federation_expose_App.bbbbbbbbbb.js`);
    const manifestReads = fetched.filter((u) => u === '/mf-manifest.json').length;
    // Pages in between do not ask the CDN again.
    for (let i = 0; i < 5; i++) await request(t.server).get('/iletisim').expect(200);
    expect(fetched.filter((u) => u === '/mf-manifest.json').length).toBe(manifestReads);

    writeFileSync(
      path.join(root, 'public-mfe/dist/server/render.3333333333.cjs'),
      fakeServerEntry({ release: '3' }),
    );
    writeFileSync(
      path.join(root, 'public-mfe/dist/mf-manifest.json'),
      manifest({ server: 'server/render.3333333333.cjs', code: fakeServerEntry({ release: '3' }) }),
    );
    const deadline = Date.now() + CHECK_EVERY_MS + 5_000;
    let text = '';
    while (Date.now() < deadline && !text.includes('by release 3')) {
      await new Promise((r) => setTimeout(r, 250));
      text = (await request(t.server).get('/iletisim').expect(200)).text;
    }
    expect(text).toContain('<h1>drawn /iletisim in tr by release 3');
  });

  it('keeps serving when the CDN cannot be reached, and says so once', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      cdnDown = true;
      const started = Date.now();
      while (Date.now() - started < 2 * CHECK_EVERY_MS + 500) {
        await request(t.server).get('/hakkimizda').expect(200);
        await new Promise((r) => setTimeout(r, 200));
      }
      const said = warn.mock.calls.filter(([m]) => String(m).includes('cannot be read'));
      expect(said).toHaveLength(1);
      expect(String(said[0][0])).toContain('stays');
    } finally {
      cdnDown = false;
      warn.mockRestore();
    }
  });
});
