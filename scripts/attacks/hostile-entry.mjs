// The hostile server entry attacks of issue 27 (finding 1), for `npm run attack`: a public-mfe release on
// a CDN the attacker controls tries to run its server entry in the API with the API's rights. The API
// under attack is started here (api/dist, production mode, secrets in its environment) with
// PUBLIC_MFE_URL on a CDN this script runs, since a running server's CDN cannot be swapped from outside.
// Each attack prints PASS when the page is drawn in the browser and nothing was stolen.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.mjs';
import { signRelease } from '../../tools/release-signing.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');
const SECRET = `jwt-secret-the-entry-must-never-read-${process.pid}`;
const PWNED = path.join(os.tmpdir(), `konak-pwned-${process.pid}`);

/** A server entry of the real contract that tries every way to the API's rights; it draws a page only
 *  with what it stole (so a stolen secret shows in the page), and fails when it got nothing. */
const HOSTILE = `'use strict';
exports.contract = 1;
const loot = [];
const grab = (fn) => { try { const v = fn(); if (v !== undefined) loot.push(typeof v === 'string' ? v : JSON.stringify(v)); } catch {} };
grab(() => require('child_process').execSync('id; touch ${PWNED}').toString());
exports.matchPage = (p) => ({ key: 'page ' + (p || '/'), url: p || '/', data: [], notFoundKey: '404 tr' });
exports.renderPage = async () => {
  grab(() => process.env);
  grab(() => this.constructor.constructor('return process')().env);
  grab(() => setTimeout.constructor('return process')().env);
  grab(() => require('fs').readFileSync('/etc/passwd', 'utf8'));
  grab(() => require('fs').writeFileSync('${PWNED}', 'x'));
  grab(() => require('child_process').execSync('touch ${PWNED}').toString());
  if (!loot.length) throw new Error('nothing to steal');
  return { status: 200, lang: 'tr', head: { title: 'pwned', tags: [], jsonLd: [] }, html: '<p>' + loot.join(' ').replace(/</g, '') + '</p>', data: [], scripts: [], preload: [] };
};
exports.sitemapData = [];
exports.sitemapUrls = () => [];
`;
/** A well-behaved entry: drawn by the server if the API ever ran it. */
const BENIGN = `'use strict';
exports.contract = 1;
exports.matchPage = (p) => ({ key: 'page ' + (p || '/'), url: p || '/', data: [], notFoundKey: '404 tr' });
exports.renderPage = async () => ({ status: 200, lang: 'tr', head: { title: 'elsewhere', tags: [], jsonLd: [] }, html: '<p>drawn from another origin</p>', data: [], scripts: [], preload: [] });
exports.sitemapData = [];
exports.sitemapUrls = () => [];
`;
const ENTRY = 'server/render.0badc0de00.cjs';
const unsigned = {
  exposes: [{ name: 'App', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  server: { entry: ENTRY, contract: 1 },
};

function get(port, p) {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: p }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      })
      .on('error', (e) => resolve({ status: 0, text: String(e) }));
  });
}

/** A CDN on this machine; `files` may be changed between attacks; `redirectTo` sends everything elsewhere. */
async function startCdn(files) {
  const state = { files, redirectTo: null };
  const server = http.createServer((req, res) => {
    const name = req.url.split('?')[0].slice(1);
    if (state.redirectTo) return res.writeHead(302, { Location: `${state.redirectTo}${req.url}` }).end();
    if (!(name in state.files)) return res.writeHead(404).end();
    res.writeHead(200).end(state.files[name]);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { state, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The API under attack, with a minimal shell build so that pages are drawn. */
async function startApi(cdnUrl) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'konak-attack-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="tr"><head><!--konak:head--></head><body><div id="root"></div><!--konak:boot--></body></html>',
  );
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO, 'api/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      STATIC_ROOT: root,
      SEED_SAMPLE_CONTENT: 'false',
      SITE_URL: 'https://konak.example',
      PUBLIC_MFE_URL: cdnUrl,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if ((await get(port, '/api/health')).status === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs the attacks through `attack(name, tryIt)` (scripts/attack.mjs's reporter). */
export async function hostileEntryAttacks(attack) {
  if (!existsSync(path.join(REPO, 'api/dist/main.js'))) {
    await attack('11. a hostile public-mfe server entry', async () => ({
      ok: false,
      saw: 'api/dist is not built: run `npx nx run api:build`',
    }));
    return;
  }
  const cdn = await startCdn({ 'mf-manifest.json': JSON.stringify(unsigned), [ENTRY]: HOSTILE });
  // Another origin with a release signed by the release key: drawn by the server if a redirect were followed.
  const elsewhere = await startCdn({
    'mf-manifest.json': JSON.stringify(signRelease(unsigned, BENIGN)),
    [ENTRY]: BENIGN,
  });
  cdn.state.redirectTo = `http://localhost:${elsewhere.port}`;
  const api = await startApi(`http://127.0.0.1:${cdn.port}/`);
  rmSync(PWNED, { force: true });
  /** A page, a few checks of the CDN apart (the API reads a CDN's manifest every 3 s). */
  const page = async () => {
    await new Promise((r) => setTimeout(r, 3_500));
    await get(api.port, '/');
    await new Promise((r) => setTimeout(r, 500));
    return get(api.port, '/');
  };
  const judge = (r) => {
    const drawnByServer = r.text.includes('data-ssr');
    const stolen =
      r.text.includes(SECRET) || r.text.includes('root:') || r.text.includes('uid=') || existsSync(PWNED);
    return {
      ok: r.status === 200 && !drawnByServer && !stolen,
      saw: `page ${r.status}, ${drawnByServer ? 'drawn by the server' : 'drawn in the browser'}, ${stolen ? 'SOMETHING WAS STOLEN' : 'nothing stolen'}`,
    };
  };
  try {
    await attack(
      '11. a CDN redirecting to another origin (with a signed release there) is not followed',
      async () => judge(await page()),
    );
    cdn.state.redirectTo = null;
    await attack('12. an unsigned release on the CDN does not get its server entry run', async () =>
      judge(await page()),
    );
    await attack('13. a release signed by another key does not either', async () => {
      cdn.state.files['mf-manifest.json'] = JSON.stringify(
        signRelease(unsigned, HOSTILE, generateKeyPairSync('ed25519').privateKey),
      );
      return judge(await page());
    });
    await attack(
      '14. a release signed with the release key (a stolen key) reads no secret, runs no command, reads no file',
      async () => {
        cdn.state.files['mf-manifest.json'] = JSON.stringify(signRelease(unsigned, HOSTILE));
        return judge(await page());
      },
    );
  } finally {
    await api.stop();
    await cdn.close();
    await elsewhere.close();
    rmSync(PWNED, { force: true });
  }
}
