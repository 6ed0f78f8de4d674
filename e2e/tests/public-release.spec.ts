// public-mfe owns its pages end to end: a new release of it — deployed by replacing only its files, or
// on a CDN named by PUBLIC_MFE_URL — changes the server-drawn pages' title, description and JSON-LD on
// the next load, with no restart or rebuild of the API, and the pages are still drawn by the server.
//
// The new release is the real build of public-mfe (public-mfe/dist) with its contact page's title and
// description and the company's JSON-LD changed in the server entry, as a release with those source
// changes would have them, under a new file name that its mf-manifest.json names, signed as the build
// signs (tools/release-signing.mjs: the API runs only a signed release's server entry).
import { expect, test } from '../support/visitor';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO, startServer } from '../support/server';

test.describe.configure({ mode: 'serial' });

const BUILD = path.join(REPO, 'public-mfe/dist');

/** A copy of public-mfe's build as a new release: contact title and description and the Organization's
 *  JSON-LD changed in its server entry, which gets a new name in the manifest. */
function changedRelease(id: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'konak-release-'));
  cpSync(BUILD, dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const before = path.join(dir, manifest.server.entry);
  let code = readFileSync(before, 'utf8');
  const change = (from: string, to: string) => {
    expect(code, `the server entry holds ${from}`).toContain(from);
    code = code.split(from).join(to);
  };
  change('"title":"İletişim","subtitle"', `"title":"Bize Yazın ${id}","subtitle"`);
  change(
    'Kepez ofisimize uğrayın ya da bilgilerinizi bırakın, sizi arayalım.',
    `Yeni sürüm ${id}: ofisimize uğrayın.`,
  );
  change("addressLocality: 'Kepez'", `addressLocality: 'Kepez ${id}'`);
  manifest.server.entry = `server/render.${id}.cjs`;
  writeFileSync(path.join(dir, manifest.server.entry), code);
  rmSync(before);
  writeFileSync(manifestFile, JSON.stringify(signRelease(manifest, path.join(dir, manifest.server.entry))));
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });
  return dir;
}

/** The manifest signed as the build signs it (tools/release-signing.mjs, the development key). That module
 *  is an ES module and Playwright loads this spec as CommonJS, so it runs in a Node process of its own. */
function signRelease(manifest: unknown, serverEntryFile: string): unknown {
  const script = `const { signRelease } = await import(process.argv[1]);
const { readFileSync } = await import('node:fs');
const manifest = JSON.parse(readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(signRelease(manifest, readFileSync(process.argv[2], 'utf8'))));`;
  const moduleUrl = pathToFileURL(path.join(REPO, 'tools/release-signing.mjs')).href;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, moduleUrl, serverEntryFile],
    { input: JSON.stringify(manifest), encoding: 'utf8' },
  );
  return JSON.parse(out);
}

/** Replaces a deployed folder's files with a release's. */
function deploy(release: string, target: string) {
  rmSync(target, { recursive: true, force: true });
  cpSync(release, target, { recursive: true });
}

const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];

function expectOriginal(html: string) {
  expect(titleOf(html)).toBe('İletişim | Konak Yapı');
  expect(html).toContain(
    '<meta name="description" content="Kepez ofisimize uğrayın ya da bilgilerinizi bırakın, sizi arayalım." />',
  );
  expect(html).toContain('"addressLocality":"Kepez"');
  // Drawn by the server: the first HTML holds the page.
  expect(html).toMatch(/<div id="root" data-ssr>.*<h1[^>]*>İletişim<\/h1>/s);
}

function expectChanged(html: string, id: string) {
  expect(titleOf(html)).toBe(`Bize Yazın ${id} | Konak Yapı`);
  expect(html).toContain(`<meta name="description" content="Yeni sürüm ${id}: ofisimize uğrayın." />`);
  expect(html).toContain(`<meta property="og:title" content="Bize Yazın ${id} | Konak Yapı" />`);
  expect(html).toContain(`"addressLocality":"Kepez ${id}"`);
  expect(html).toMatch(new RegExp(`<div id="root" data-ssr>.*<h1[^>]*>Bize Yazın ${id}</h1>`, 's'));
}

test('a public-mfe release deployed by replacing its files changes the server-drawn head on reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startServer(3193);
  const id = `e2e${Date.now().toString(36)}`;
  const release = changedRelease(id);
  try {
    const first = await page.goto(`${server.url}/iletisim`);
    expectOriginal(await first!.text());
    await expect(page.locator('html')).toHaveAttribute('data-live', 'public');

    deploy(release, path.join(server.root, 'public-mfe/dist'));
    const again = await page.reload();
    expectChanged(await again!.text(), id);
    // Every language's page is the new release's.
    const en = await (await fetch(`${server.url}/en/iletisim`)).text();
    expect(en).toContain(`"addressLocality":"Kepez ${id}"`);
  } finally {
    await server.stop();
    rmSync(release, { recursive: true, force: true });
  }
});

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.cjs': 'text/javascript',
};

/** A static file server standing in for a CDN, with CORS for the browser. */
async function startCdn(dir: string, port: number): Promise<Server> {
  const cdn = createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url!, 'http://cdn').pathname);
    const file = path.join(dir, rel);
    try {
      if (!file.startsWith(dir + path.sep) || !statSync(file).isFile()) throw new Error();
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(port, '127.0.0.1', resolve));
  return cdn;
}

/** The API with the shell on its disk and public-mfe only on the CDN. */
async function startApi(
  port: number,
  publicMfeUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'konak-cdn-api-'));
  for (const part of ['shell', 'admin-mfe'])
    cpSync(path.join(REPO, part, 'dist'), path.join(root, part, 'dist'), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      STATIC_ROOT: root,
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_EMAIL: 'cdn@konak.test',
      ADMIN_PASSWORD: 'cdn-test-12345',
      DATABASE_URL: '',
      PUBLIC_MFE_URL: publicMfeUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/settings/`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 120 || child.exitCode !== null) throw new Error(`API did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test('with PUBLIC_MFE_URL on a CDN, pages are drawn by the server and a new release there shows on reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cdnDir = mkdtempSync(path.join(tmpdir(), 'konak-cdn-'));
  deploy(BUILD, cdnDir);
  const cdn = await startCdn(cdnDir, 3196);
  const api = await startApi(3197, 'http://127.0.0.1:3196/');
  const id = `cdn${Date.now().toString(36)}`;
  const release = changedRelease(id);
  try {
    const first = await page.goto(`${api.url}/iletisim`);
    const html = await first!.text();
    expectOriginal(html);
    // The browser loads the remote from the CDN (CORS) and brings the server's page to life.
    expect(html).toContain('"entry":"http://127.0.0.1:3196/remoteEntry.js"');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'public');

    deploy(release, cdnDir);
    // The API checks the CDN's manifest every few seconds, not on every page.
    await expect
      .poll(async () => titleOf(await (await page.reload())!.text()), { timeout: 20_000, intervals: [500] })
      .toBe(`Bize Yazın ${id} | Konak Yapı`);
    expectChanged(await (await page.reload())!.text(), id);
  } finally {
    await api.stop();
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(cdnDir, { recursive: true, force: true });
    rmSync(release, { recursive: true, force: true });
  }
});
