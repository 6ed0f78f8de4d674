// The security headers, pinned value by value: a page, an API answer (and an API error), an uploaded file
// and the API reference page. A change to the policy must fail here and be made on purpose.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

/** The site's policy: scripts only from this server (boot data and JSON-LD are JSON, not script), no
 *  plugins, framed only by itself, and embeds only from the map and video hosts. */
const SITE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "media-src 'self' blob: https:",
  "connect-src 'self'",
  'frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com https://www.youtube.com',
].join(';');

/** Swagger UI runs an inline bootstrap: its page alone allows inline script. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'";

/** helmet's set, on every answer. HSTS goes out on plain HTTP too: browsers ignore it there (RFC 6797
 *  §8.1), so a LAN install on http keeps working, and behind TLS it pins HTTPS for a year. */
const HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // Off on purpose: project images may come from other https origins without CORP headers.
  'cross-origin-embedder-policy': undefined,
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'x-powered-by': undefined,
  // Features no page uses are off for the site and what it embeds; the videos may go full screen.
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
};

const pick = (headers: Record<string, string>) =>
  Object.fromEntries(
    ['content-security-policy', ...Object.keys(HEADERS)].map((name) => [name, headers[name]]),
  );

let t: TestApp;
let root: string;
let auth: Record<string, string>;

beforeAll(async () => {
  // A tiny shell build (the markers SiteService fills in), so GET / renders a real page, not 503.
  root = mkdtempSync(path.join(os.tmpdir(), 'konak-headers-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="tr"><head><meta charset="utf-8" /><!--konak:head--></head><body><div id="root"></div><!--konak:boot--><script defer src="/main.0123456789.js"></script></body></html>',
  );
  mkdirSync(path.join(root, 'shell/dist/fonts/files'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell/dist/fonts/files/inter-400-latin.0123456789.woff2'), 'wOF2');
  writeFileSync(path.join(root, 'shell/dist/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ staticRoot: root });
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a page', () => {
  it('carries the site CSP and the full helmet set', async () => {
    const res = await request(t.server)
      .get('/')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': SITE_CSP });
  });

  it('holds no inline script the CSP would block: inline blocks are JSON data only', async () => {
    const res = await request(t.server).get('/').expect(200);
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
      (m) => m[1].match(/type="([^"]+)"/)?.[1],
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const type of inline) expect(['application/json', 'application/ld+json']).toContain(type);
    expect(res.text).not.toMatch(/\son[a-z]+="/i);
  });

  it("carries the same set on the admin panel's page", async () => {
    const res = await request(t.server)
      .get('/admin/projects')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': SITE_CSP });
  });
});

describe('the API', () => {
  it('carries the site CSP and the full helmet set on an answer', async () => {
    const res = await request(t.server)
      .get('/api/projects/')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': SITE_CSP });
  });

  it('carries them on an error too', async () => {
    const res = await request(t.server).get('/api/users/').expect(401);
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': SITE_CSP });
  });
});

describe('an uploaded file', () => {
  it('is served typed by its extension, never sniffed, under the site CSP, as an inline image', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d4a574' } })
      .png()
      .toBuffer();
    const upload = await request(t.server)
      .post('/api/upload/image')
      .set(auth)
      .attach('file', png, { filename: 'x.png', contentType: 'image/png' })
      .expect(201);
    const res = await request(t.server).get(upload.body.url).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': SITE_CSP });
  });
});

describe("a build's own files", () => {
  /** What a subresource keeps: the headers that still mean something on a script, stylesheet or font. */
  const SUBRESOURCE = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ] as const;
  const expected = { ...pick({}), ...Object.fromEntries(SUBRESOURCE.map((name) => [name, HEADERS[name]])) };

  it.each(['/main.0123456789.js', '/fonts/files/inter-400-latin.0123456789.woff2'])(
    '%s carries only what a subresource reads',
    async (file) => {
      const res = await request(t.server).get(file).buffer(true).expect(200);
      expect(pick(res.headers)).toEqual(expected);
    },
  );

  it('an SVG, which can run script when opened on its own, keeps the site CSP and the full set', async () => {
    const res = await request(t.server)
      .get('/logo.svg')
      .buffer(true)
      .expect(200)
      .expect('Content-Type', 'image/svg+xml');
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': SITE_CSP });
  });
});

describe('the API reference page', () => {
  it('has its own CSP that lets Swagger UI run, and the rest of the set unchanged', async () => {
    const res = await request(t.server)
      .get('/api/docs')
      .redirects(1)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(pick(res.headers)).toEqual({ ...HEADERS, 'content-security-policy': DOCS_CSP });
  });

  it('keeps the site CSP on the OpenAPI document itself', async () => {
    const res = await request(t.server).get('/api/openapi.json').expect(200);
    expect(res.headers['content-security-policy']).toBe(SITE_CSP);
  });
});
