// Which public-mfe releases get their server entry run (issue 27, finding 1): only one signed by the
// release key, whose entry is the file the signed manifest names, read over https in production (loopback
// excepted), without a redirect to another origin, from a manifest of bounded lists. And a release that
// passes all that but is hostile still reads no environment, runs no command and reads no file: its page
// is drawn in the browser.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { signRelease } from '../../tools/release-signing.mjs';
import { ConfigError, loadEnv } from '../src/config/env.js';
import { createTestApp, type TestApp } from './create-test-app.js';
import { fakeBuild, fakeServerEntry, manifest } from './site-fixture.js';

const SECRET = 'sentinel-secret-the-entry-must-not-see';
const PWNED = `/tmp/konak-pwned-${process.pid}`;
const drawnByServer = (html: string) => html.includes('<div id="root" data-ssr>');

/** A release of `code` in the folder, under a name of its own, its manifest made by `sign`. */
function deploy(
  root: string,
  code: string,
  sign: (m: Record<string, unknown>, code: string) => unknown = (m, c) => signRelease(m, c),
) {
  const name = `server/render.${Math.random().toString(16).slice(2, 12).padEnd(10, '0')}.cjs`;
  writeFileSync(path.join(root, 'public-mfe/dist', name), code);
  const unsigned = JSON.parse(manifest({ server: name, signed: false })) as Record<string, unknown>;
  writeFileSync(path.join(root, 'public-mfe/dist/mf-manifest.json'), JSON.stringify(sign(unsigned, code)));
}

/** A server entry that tries to steal: it draws a page only with what it stole, and fails otherwise. */
const HOSTILE = fakeServerEntry({ release: 'hostile' }).replace(
  'exports.renderPage = async ({ url, origin, settings, data, assets }) => {',
  `exports.renderPage = async ({ url, origin, settings, data, assets }) => {
  const loot = [];
  const tries = [
    () => process.env,
    () => this.constructor.constructor('return process')().env,
    () => setTimeout.constructor('return process')().env,
    () => require('child_process').execSync('id; touch ${PWNED}').toString(),
    () => require('fs').readFileSync('/etc/passwd', 'utf8'),
    () => require('fs').writeFileSync('${PWNED}', 'x'),
    () => eval('process').env,
  ];
  for (const t of tries) { try { loot.push(JSON.stringify(t())); } catch (e) { /* denied */ } }
  if (loot.length === 0) throw new Error('nothing to steal');
  return { status: 200, lang: 'tr', head: { title: 'pwned', tags: [], jsonLd: [] }, html: '<p>' + loot.join(' ').replace(/</g, '') + '</p>', data: [], scripts: [], preload: [] };`,
);

describe('a release in a folder', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    process.env.KONAK_SENTINEL = SECRET;
    root = fakeBuild();
    t = await createTestApp({ staticRoot: root, siteUrl: 'https://konak.example' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(PWNED, { force: true });
  });

  const page = async () => (await request(t.server).get('/iletisim').expect(200)).text;

  it('draws the pages of a release signed by the release key', async () => {
    deploy(root, fakeServerEntry({ release: 'signed' }));
    expect(await page()).toContain('by release signed');
  });

  it('runs a hostile entry without the environment, commands or files: its page is drawn in the browser', async () => {
    deploy(root, HOSTILE);
    const html = await page();
    expect(drawnByServer(html)).toBe(false);
    expect(html).not.toContain('pwned');
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain('root:');
    expect(existsSync(PWNED)).toBe(false);
  });

  it('refuses an unsigned release: its pages are drawn in the browser', async () => {
    deploy(root, fakeServerEntry({ release: 'unsigned' }), (m) => m);
    const html = await page();
    expect(html).not.toContain('by release unsigned');
    expect(drawnByServer(html)).toBe(false);
  });

  it('refuses a release signed by another key', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    deploy(root, fakeServerEntry({ release: 'stranger' }), (m, c) => signRelease(m, c, privateKey));
    const html = await page();
    expect(html).not.toContain('by release stranger');
    expect(drawnByServer(html)).toBe(false);
  });

  it('refuses a signed manifest whose server entry was replaced afterwards', async () => {
    deploy(root, fakeServerEntry({ release: 'original' }));
    const entry = (
      JSON.parse(readFileSync(path.join(root, 'public-mfe/dist/mf-manifest.json'), 'utf8')) as {
        server: { entry: string };
      }
    ).server.entry;
    writeFileSync(path.join(root, 'public-mfe/dist', entry), fakeServerEntry({ release: 'swapped' }));
    // The manifest is unchanged (its stamp too): a new deploy of the same manifest is what re-reads it.
    const manifestFile = path.join(root, 'public-mfe/dist/mf-manifest.json');
    writeFileSync(manifestFile, `${readFileSync(manifestFile, 'utf8')}\n`);
    const html = await page();
    expect(html).not.toContain('by release swapped');
    expect(drawnByServer(html)).toBe(false);
  });

  it('refuses a manifest listing more files than any release has, keeping the release in hand', async () => {
    deploy(root, fakeServerEntry({ release: 'kept' }));
    expect(await page()).toContain('by release kept');
    const name = 'server/render.b1b1b1b1b1.cjs';
    const code = fakeServerEntry({ release: 'bloated' });
    writeFileSync(path.join(root, 'public-mfe/dist', name), code);
    const bloated = JSON.parse(manifest({ server: name, signed: false })) as {
      exposes: { assets: { css: { sync: string[] } } }[];
    };
    bloated.exposes[0].assets.css.sync = Array.from({ length: 201 }, (_, i) => `sheet-${i}.css`);
    writeFileSync(
      path.join(root, 'public-mfe/dist/mf-manifest.json'),
      JSON.stringify(signRelease(bloated, code)),
    );
    const html = await page();
    expect(html).not.toContain('by release bloated');
    expect(html).toContain('by release kept');
    expect(statSync(path.join(root, 'public-mfe/dist/mf-manifest.json')).size).toBeGreaterThan(0);
  });
});

describe('a release behind a URL', () => {
  let root: string;
  let cdn: Server;
  let elsewhere: Server;
  const apps: TestApp[] = [];

  const serve = (handler: (file: string, res: import('node:http').ServerResponse) => void) =>
    createServer((req, res) =>
      handler(path.join(root, 'public-mfe/dist', decodeURIComponent(req.url!.split('?')[0])), res),
    );
  const sendFile = (file: string, res: import('node:http').ServerResponse) => {
    try {
      res.writeHead(200).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  };
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    root = fakeBuild();
    // The other origin holds a good release; the CDN sends every request there.
    elsewhere = serve(sendFile);
    const otherPort = await listen(elsewhere);
    cdn = createServer((req, res) =>
      res.writeHead(302, { Location: `http://localhost:${otherPort}${req.url}` }).end(),
    );
    await listen(cdn);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await new Promise((resolve) => cdn.close(resolve));
    await new Promise((resolve) => elsewhere.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a manifest redirected to another origin', async () => {
    const t = await createTestApp({
      staticRoot: root,
      siteUrl: 'https://konak.example',
      publicMfeUrl: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/`,
    });
    apps.push(t);
    const html = (await request(t.server).get('/iletisim').expect(200)).text;
    expect(drawnByServer(html)).toBe(false);
  });

  it('follows a redirect on the same origin', async () => {
    const same = createServer((req, res) => {
      if (!req.url!.startsWith('/v2/')) return res.writeHead(301, { Location: `/v2${req.url}` }).end();
      sendFile(path.join(root, 'public-mfe/dist', req.url!.slice(3).split('?')[0]), res);
    });
    const port = await listen(same);
    try {
      const t = await createTestApp({
        staticRoot: root,
        siteUrl: 'https://konak.example',
        publicMfeUrl: `http://127.0.0.1:${port}/`,
      });
      apps.push(t);
      expect((await request(t.server).get('/iletisim').expect(200)).text).toContain('by release 1');
    } finally {
      await new Promise((resolve) => same.close(resolve));
    }
  });

  it('reads a release over plain http in production only from this machine', async () => {
    const t = await createTestApp({
      staticRoot: root,
      siteUrl: 'https://konak.example',
      publicMfeUrl: 'http://cdn.konak.invalid/public/',
      nodeEnv: 'production',
    });
    apps.push(t);
    const html = (await request(t.server).get('/iletisim').expect(200)).text;
    expect(drawnByServer(html)).toBe(false);
  });
});

describe('a release signed with the production key named by PUBLIC_MFE_RELEASE_PUBLIC_KEY', () => {
  let t: TestApp;
  let root: string;
  const production = generateKeyPairSync('ed25519');
  const publicPem = production.publicKey.export({ type: 'spki', format: 'pem' }).toString();

  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp({
      staticRoot: root,
      siteUrl: 'https://konak.example',
      publicMfeReleasePublicKey: publicPem,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const page = async () => (await request(t.server).get('/iletisim').expect(200)).text;

  it('draws its pages, and no longer trusts the development key', async () => {
    deploy(root, fakeServerEntry({ release: 'production' }), (m, c) =>
      signRelease(m, c, production.privateKey),
    );
    expect(await page()).toContain('by release production');
    deploy(root, fakeServerEntry({ release: 'development' }));
    const html = await page();
    expect(html).not.toContain('by release development');
    expect(drawnByServer(html)).toBe(false);
  });

  it('is refused at start when it is not an Ed25519 public key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(() => loadEnv({ PUBLIC_MFE_RELEASE_PUBLIC_KEY: rsa })).toThrow(
      /PUBLIC_MFE_RELEASE_PUBLIC_KEY must be Ed25519 public keys.*rsa key/,
    );
    expect(() => loadEnv({ PUBLIC_MFE_RELEASE_PUBLIC_KEY: 'not a key' })).toThrow(ConfigError);
    const der = production.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(loadEnv({ PUBLIC_MFE_RELEASE_PUBLIC_KEY: `${der}, ${der}` }).publicMfeReleasePublicKey).toBe(
      `${der}, ${der}`,
    );
  });
});
