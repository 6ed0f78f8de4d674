// The site outside /api: every public URL's first HTML (head, status, boot data), the remotes' and the
// shell's files with their caching, the sitemap and robots.txt — against a small fake build.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, L, login, validPost, validProject } from './helpers.js';
import { fakeBuild } from './site-fixture.js';

describe('the site outside /api', () => {
  let t: TestApp;
  let root: string;
  let token: string;

  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp({ staticRoot: root, siteUrl: 'https://konak.example' });
    await createAdmin(t);
    token = await login(t);
    await request(t.server).post('/api/projects/').set(bearer(token)).send({ ...validProject('gunes-evleri'), title: { tr: 'Güneş Evleri', en: 'Sun Houses', ru: 'Солнечные дома' }, cover_images: ['/api/uploads/2024/01/cover.jpg'] }).expect(201);
    await request(t.server).post('/api/blog/').set(bearer(token)).send(validPost('antalyada-yasam', { title: { tr: 'Antalya’da Yaşam', en: 'Life in Antalya', ru: 'Жизнь в Анталье' } })).expect(201);
    await request(t.server).post('/api/blog/').set(bearer(token)).send(validPost('taslak-yazi', { published: false })).expect(201);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders the home page head in Turkish with hreflang alternates and the boot data', async () => {
    const res = await request(t.server).get('/').expect(200).expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<html lang="tr">');
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toContain('<link rel="canonical" href="https://konak.example/" />');
    for (const lang of ['tr', 'en', 'ru', 'x-default']) expect(res.text).toContain(`hreflang="${lang}"`);
    expect(res.text).toContain('"@type":"Organization"');
    const boot = JSON.parse(res.text.match(/<script id="konak-boot" type="application\/json">(.*?)<\/script>/)![1]);
    expect(boot.remotes).toEqual({ public: { entry: '/mfe/public/remoteEntry.js' }, admin: { entry: '/mfe/admin/remoteEntry.js' } });
    expect(boot.settings.primary_color).toBe('#D4A574');
    expect(boot.lang).toBe('tr');
    expect(res.text).toContain('id="konak-font-body" href="/fonts/inter.css"');
  });

  it('sends a public page drawn by the public remote, its scripts listed to fetch once it has loaded', async () => {
    const res = await request(t.server).get('/en').expect(200);
    // Drawn in place (the content's `$&` kept literally), React's image preload dropped (the head has it).
    expect(res.text).toContain('<div id="root" data-ssr><!--$--><h1>drawn /en in en $& $1</h1><!--/$--></div>');
    expect(res.text).not.toContain('href="/x.webp"');
    const boot = JSON.parse(res.text.match(/id="konak-boot" type="application\/json">(.*?)<\/script>/)![1]);
    expect(boot.scripts).toEqual(['/main.0123456789.js', '/mfe/public/remoteEntry.js', '/mfe/public/__federation_expose_App.bbbbbbbbbb.js', '/react.aaaaaaaaaa.js']);
    // Nothing competes with the first screen's images for the connection: styles inline (once), no scripts.
    expect(res.text.match(/<style>\.kit\{color:red\}<\/style>/g)).toHaveLength(1);
    expect(res.text).not.toContain('href="/kit.abcdef0123.css"');
    expect(res.text).not.toContain('as="script"');
    // The render is for the server only.
    await request(t.server).get('/mfe/public/server/render.cjs').expect(404);
  });

  it('sends the page for the browser to draw when the server render fails, scripts preloaded', async () => {
    const res = await request(t.server).get('/kvkk').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<link rel="stylesheet" href="/kit.abcdef0123.css" />');
    expect(res.text).toContain('<link rel="preload" as="script" href="/main.0123456789.js" />');
    expect(res.text).toContain('<link rel="preload" as="script" href="/mfe/public/remoteEntry.js" />');
    expect(res.text).toContain('href="/mfe/public/__federation_expose_App.bbbbbbbbbb.js"');
    expect(res.text).toContain('<link rel="preload" as="script" href="/react.aaaaaaaaaa.js" />');
    const boot = JSON.parse(res.text.match(/id="konak-boot" type="application\/json">(.*?)<\/script>/)![1]);
    expect(boot.scripts).toBeUndefined();
  });

  it('renders a project page in English with its canonical under /en/projeler and JSON-LD', async () => {
    const res = await request(t.server).get('/en/projects/gunes-evleri').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<title>Sun Houses | ');
    expect(res.text).toMatch(/rel="canonical" href="https:\/\/konak\.example\/en\/projeler\/gunes-evleri"/);
    expect(res.text).toMatch(/hreflang="ru" href="https:\/\/konak\.example\/ru\/projeler\/gunes-evleri"/);
    expect(res.text).toContain('"@type":"ApartmentComplex"');
    expect(res.text).toContain('property="og:image" content="https://konak.example/');
    expect(res.text).toContain('rel="preload" as="image" href="/api/uploads/2024/01/cover.jpg"');
    const boot = JSON.parse(res.text.match(/id="konak-boot" type="application\/json">(.*?)<\/script>/)![1]);
    expect(boot.preloaded['projects/gunes-evleri/'].slug).toBe('gunes-evleri');
  });

  it('renders a blog post as a BlogPosting in Russian', async () => {
    const res = await request(t.server).get('/ru/blog/antalyada-yasam').expect(200);
    expect(res.text).toContain('<title>Жизнь в Анталье | ');
    expect(res.text).toContain('"@type":"BlogPosting"');
    expect(res.text).toContain('property="og:type" content="article"');
  });

  it.each(['/projeler/yok-boyle-proje', '/blog/yok-boyle-yazi', '/blog/taslak-yazi', '/en/bilinmeyen-sayfa'])('answers 404 with a noindex page for %s', async (url) => {
    const res = await request(t.server).get(url).expect(404).expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('<div id="root"');
  });

  it('shows the new content right after an administrator saves it', async () => {
    // One Host, as a browser would send (supertest listens on a new port for each request).
    const page = () => request(t.server).get('/en/projects/gunes-evleri').set('Host', 'konak.test');
    const before = await page().expect(200);
    await page().set('If-None-Match', before.headers.etag).expect(304);
    const id = (await request(t.server).get('/api/projects/gunes-evleri/').expect(200)).body.id;
    await request(t.server).put(`/api/projects/${id}/`).set(bearer(token)).send({ ...validProject('gunes-evleri'), title: L('Yeni Ad') }).expect(200);
    const after = await page().expect(200);
    expect(after.text).toContain('<title>Yeni Ad en | ');
  });

  it('names the new files of a remote as soon as it is redeployed', async () => {
    const home = () => request(t.server).get('/').set('Host', 'konak.test').expect(200);
    expect((await home()).text).toContain('__federation_expose_App.bbbbbbbbbb.js');
    const manifest = JSON.stringify({ exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.cccccccccc.js'] }, css: { sync: [] } } }] });
    writeFileSync(path.join(root, 'public-mfe/dist/server/render.cjs'), `exports.renderPage = async (url) => '<p>release 2 ' + url + '</p>';`);
    writeFileSync(path.join(root, 'public-mfe/dist/mf-manifest.json'), manifest);
    const after = (await home()).text;
    expect(after).toContain('__federation_expose_App.cccccccccc.js');
    expect(after).not.toContain('__federation_expose_App.bbbbbbbbbb.js');
    // The new release's server render draws the page.
    expect(after).toContain('<div id="root" data-ssr><p>release 2 /</p></div>');
  });

  it('serves the admin shell without indexing and without public SEO data', async () => {
    const res = await request(t.server).get('/admin/dashboard').expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('href="/mfe/admin/remoteEntry.js"');
    expect(res.text).not.toContain('hreflang');
  });

  it('lists every page in every language in the sitemap, without drafts', async () => {
    const res = await request(t.server).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    for (const loc of ['/', '/en', '/ru', '/projeler', '/en/projeler/gunes-evleri', '/ru/blog/antalyada-yasam', '/iletisim', '/kvkk']) {
      expect(res.text).toMatch(new RegExp(`<loc>https://konak\\.example${loc.replace(/\//g, '\\/')}</loc>`));
    }
    expect(res.text).not.toContain('taslak-yazi');
    expect(res.text).toContain('hreflang="x-default"');
  });

  it('keeps /admin and /api out of search engines', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api');
    expect(res.text).toMatch(/Sitemap: https:\/\/konak\.example\/sitemap\.xml/);
  });

  it('serves where the remotes live, fresh on every load', async () => {
    const res = await request(t.server).get('/mfe/remotes.json').expect(200).expect('Cache-Control', 'no-cache');
    expect(res.body.public.entry).toBe('/mfe/public/remoteEntry.js');
  });

  it('serves remote entries no-cache and hashed files for a year, precompressed when accepted', async () => {
    await request(t.server).get('/mfe/public/remoteEntry.js').expect(200).expect('Cache-Control', 'no-cache').expect('Content-Type', /javascript/);
    await request(t.server).get('/mfe/public/__federation_expose_App.bbbbbbbbbb.js').expect(200).expect('Cache-Control', /max-age=31536000, immutable/);
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
