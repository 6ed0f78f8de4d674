// Property-based fuzz (fast-check) of every route of the OpenAPI document and of the site outside /api:
// malformed bodies, hostile paths and params, odd headers, garbage queries and broken multipart, with and
// without an administrator's token. Whatever comes in: never a 5xx, always an answer in time, every /api
// error is JSON {detail}, and the server still serves afterwards. Seeded and repeatable: a failure prints
// the seed, the path and the offending input; FUZZ_SEED=<seed> replays it (or explores another run).
import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { listRoutes, login, validPost, validProject } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20240917);
/** Slower than any sound answer on a loaded 2-core machine, far faster than a hang. */
const TIMEOUT_MS = 5000;
/** Runs per property: 1,140 requests in all. */
const RUNS = { bodies: 400, paths: 200, headers: 250, uploads: 80, site: 150, login: 60 };
/** A file beside the builds that no URL may ever serve. */
const SENTINEL = 'konak-traversal-sentinel-7f3a';

let t: TestApp;
let root: string;
let port: number;
let token: string;
let routes: Route[];

interface Route {
  method: string;
  /** Express pattern: /api/projects/:slug */
  pattern: string;
  /** Top-level fields of the JSON body the document describes (used as keys for hostile values). */
  fields: string[];
}

/** A tiny shell build, so pages really render (and their code is fuzzed) instead of answering 503; no
 *  public remote, so public pages are left for the browser to draw. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-fuzz-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="tr"><head><!--konak:head--></head><body><div id="root"></div><!--konak:boot--></body></html>',
  );
  write('shell/dist/main.0123456789.js', 'console.log("shell")');
  write('public-mfe/dist/remoteEntry.js', 'var public_mfe;');
  for (const file of [
    'secret.txt',
    'shell/secret.txt',
    'public-mfe/secret.txt',
    'public-mfe/dist/server/secret.txt',
  ])
    write(file, SENTINEL);
  return dir;
}

beforeAll(async () => {
  root = fakeBuild();
  t = await createTestApp({ staticRoot: root });
  // One listening server for all requests, sent with Node's own client so bytes and headers go out as
  // generated (supertest would build and close a server per request).
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  port = (t.server.address() as { port: number }).port;
  await createAdmin(t);
  token = await login(t);
  // Some content, so reads and pages go past "nothing found".
  const json = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  expect(
    (
      await send({
        method: 'POST',
        path: '/api/projects',
        headers: json,
        body: JSON.stringify(validProject()),
      })
    ).status,
  ).toBe(201);
  expect(
    (await send({ method: 'POST', path: '/api/blog', headers: json, body: JSON.stringify(validPost()) }))
      .status,
  ).toBe(201);
  routes = await documentedRoutes();
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

// ---------------------------------------------------------------- requests and the properties of answers

interface Req {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean;
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function send(req: Req): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers: Record<string, string> = { ...req.headers };
    // Always framed: Node's client sends a GET's body unframed, which the server would read as a new request.
    if (body && req.chunked) headers['Transfer-Encoding'] = 'chunked';
    else if (body) headers['Content-Length'] = String(body.length);
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          clearTimeout(timer);
          try {
            // A HEAD answer carries the GET's headers (Content-Encoding included) and no body to decode.
            const text =
              req.method === 'HEAD' ? '' : decode(Buffer.concat(chunks), res.headers['content-encoding']);
            resolve({ status: res.statusCode!, headers: res.headers, text });
          } catch (error) {
            reject(
              new Error(
                `${req.method} ${req.path}: undecodable ${res.headers['content-encoding']} body (${String(error)})`,
              ),
            );
          }
        });
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    if (body && req.chunked)
      for (let i = 0; i < body.length; i += 16_384) outgoing.write(body.subarray(i, i + 16_384));
    outgoing.end(req.chunked ? undefined : body);
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** What the server sees as /api (the site middleware's own rule, on the undecoded path). */
const isApi = (p: string) => {
  const pathname = p.split(/[?#]/)[0];
  return pathname === '/api' || pathname.startsWith('/api/');
};

/** The properties every answer has. Throws (with the request named) when one does not hold. */
function expectSound(req: Req, res: Answer) {
  const name = `${req.method} ${req.path.slice(0, 200)}${req.path.length > 200 ? '…' : ''}`;
  // Node's HTTP parser refuses a few requests before the app runs (bytes a URL may not hold: 400, a head
  // over its 16 KB limit: 431) and closes the connection; those answers carry none of helmet's headers.
  if (!res.headers['x-content-type-options']) {
    if (![400, 431].includes(res.status)) throw new Error(`${name}: ${res.status} without the app's headers`);
    return;
  }
  if (res.status >= 500) {
    // The one documented 5xx: outside /api (never under it), 503 when a build the site needs is missing —
    // a page without the shell's build ("not built"), /sitemap.xml without the public remote's server
    // entry ("not available", which this file's small build lacks).
    const buildMissing = !isApi(req.path) && res.status === 503 && /not built|not available/.test(res.text);
    if (!buildMissing) throw new Error(`${name}: ${res.status} ${res.text.slice(0, 300)}`);
  }
  if (res.text.includes(SENTINEL)) throw new Error(`${name}: served a file outside the builds`);
  if (isApi(req.path) && res.status >= 400 && req.method !== 'HEAD') {
    if (!/^application\/json/.test(String(res.headers['content-type'])))
      throw new Error(`${name}: ${res.status} as ${res.headers['content-type']}`);
    let body: { detail?: unknown } | null = null;
    try {
      body = JSON.parse(res.text);
    } catch {
      // Reported just below, with the text.
    }
    if (body?.detail === undefined)
      throw new Error(`${name}: ${res.status} without {detail}: ${res.text.slice(0, 300)}`);
  }
}

const check = async (req: Req) => {
  const res = await send(req);
  // A HEAD answer has no text to say why it is a 503: the GET of the same URL says it.
  const explained =
    req.method === 'HEAD' && res.status === 503
      ? { ...res, text: (await send({ ...req, method: 'GET' })).text }
      : res;
  expectSound(req, explained);
  // A logout the fuzz got through (routing ignores case: /API/AUTH/LOGOUT too) ends its session: open a
  // new one for the runs that follow.
  if (req.method === 'POST' && res.status === 204 && /\/auth\/+logout/i.test(req.path))
    token = await login(t);
  return res;
};

const runProperty = <T>(arb: fc.Arbitrary<T>, numRuns: number, predicate: (value: T) => Promise<unknown>) =>
  fc.assert(
    fc.asyncProperty(arb, async (value) => {
      await predicate(value);
    }),
    // A failure shrinks to a small input for at most the time limit, then reports the smallest found so far.
    { seed: SEED, numRuns, plugins: [fc.interruptAfterTimeLimit(80_000, { failOnInterrupt: true })] },
  );

/** Every route of the OpenAPI document, plus the few it leaves out on purpose (uploaded files). */
async function documentedRoutes(): Promise<Route[]> {
  const doc = JSON.parse((await send({ method: 'GET', path: '/api/openapi.json' })).text);
  const found: Route[] = [];
  for (const [docPath, operations] of Object.entries<
    Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>
  >(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref?.split('/').pop();
      const fields = ref ? Object.keys(doc.components.schemas[ref]?.properties ?? {}) : [];
      found.push({ method: method.toUpperCase(), pattern: docPath.replace(/\{(\w+)\}/g, ':$1'), fields });
    }
  }
  for (const r of listRoutes(t.app)) {
    if (!found.some((f) => f.method === r.method && f.pattern === r.path))
      found.push({ method: r.method, pattern: r.path, fields: [] });
  }
  return found;
}

// ---------------------------------------------------------------- generators

const NASTY = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x1F',
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '1; DROP TABLE projects; --',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%2e%2e%2f',
  '\u202eevil',
  '🏠🔑',
  'İıŞşĞğ Ω≈ç√',
  '\uFEFF',
  '\ud800',
  'a\r\nSet-Cookie: x=1',
  'javascript:alert(1)',
  'data:text/html,<script>x</script>',
  'admin@example.com',
];
/** Strings that break assumptions: fixed nasties, any code points (lone surrogates too), huge, numeric. */
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Huge, but under the 1 MB body limit (bodies over it are their own test below).
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: fc.oneof(fc.double(), fc.bigInt(), fc.integer()).map(String) },
);
const scalarJson = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  // Number literals JSON allows but JavaScript rounds or overflows.
  fc.constantFrom(
    '1e309',
    '-1e309',
    '-0',
    '1E-400',
    '123456789012345678901234567890',
    'true',
    'false',
    'null',
  ),
);
/** JSON text built by hand, so keys like __proto__ go out literally (and may repeat). */
const jsonTree = (keys: fc.Arbitrary<string>) =>
  fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      scalarJson,
      fc.array(tie('node'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(keys, tie('node')), { maxLength: 5 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  })).node;

const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isAdmin',
  'role',
];
const keysFor = (fields: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fields, ...POLLUTION_KEYS) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) },
  );

/** A malformed body for a route: wrong types under its own field names, arrays for objects, broken
 *  syntax, deep nesting, pollution keys, raw bytes. */
const hostileBody = (route: Route): fc.Arbitrary<string | Buffer> => {
  const keys = keysFor(route.fields.length ? route.fields : ['name', 'title', 'slug']);
  const tree = jsonTree(keys);
  const fieldsObject = fc
    .array(fc.tuple(keys, tree), { minLength: 1, maxLength: 8 })
    .map((e) => `{${e.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
  return fc.oneof(
    { weight: 4, arbitrary: fieldsObject },
    { weight: 2, arbitrary: tree },
    { weight: 1, arbitrary: fieldsObject.map((o) => `[${o}]`) },
    // Broken syntax: cut short, or a stray character (NUL, quote, brace, BOM) spliced in.
    {
      weight: 2,
      arbitrary: fc.tuple(fieldsObject, fc.nat()).map(([text, i]) => text.slice(0, i % (text.length + 1))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fieldsObject,
          fc.nat(),
          fc.constantFrom('\u0000', '}', '{', ',', '"', '\\', "'", 'NaN', '\uFEFF', '/*', '\n'),
        )
        .map(([text, i, c]) => text.slice(0, i % text.length) + c + text.slice(i % text.length)),
    },
    // Deep nesting, well below the depth that is a known 500 (see "known limits" below).
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 20, max: 500 }), fc.constantFrom('[', '{"a":', '{"__proto__":', '{"title":'))
        .map(([depth, open]) => {
          const close = open === '[' ? ']' : '}';
          return open.repeat(depth) + (open === '[' ? '' : '1') + close.repeat(depth);
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true,"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"title":{"__proto__":{"tr":"x"}},"slug":{"constructor":{"prototype":{"polluted":"yes"}}}}',
        '{"x":{"__proto__":{"constructor":{}}}}',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '   ', '\uFEFF{}', '{}', '[]', '"just a string"', '{"a":1,"a":2}'),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  );
};

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as its (invalid) UTF-8 bytes
  }
};
/** Text that Node's client sends as is in a URL or a header: printable Latin-1, no control characters. */
const latin1 = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

/** Printable ASCII, unescaped. */
const ascii = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

const hostileParam = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((s) => s.length < 5_000).map(encode) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '%00',
      '%',
      '%zz',
      '%c0%ae%c0%ae',
      '%252e%252e',
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1.5',
      '1e3',
      '%201',
      '0x1',
      'NaN',
      '%F0%9F%8F%A0',
      'a/b/c',
      '..%2f..%2f',
      '%5c..%5c',
      '*',
      '(',
      ':id',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 8_000 }).map((n) => 'a'.repeat(n)) },
  // Raw punctuation, and (rarely) raw bytes above 0x7F, which Node's parser refuses itself.
  { weight: 2, arbitrary: ascii(20).map((s) => s.replace(/[#?/%]/g, '')) },
  { weight: 1, arbitrary: latin1(20).map((s) => s.replace(/[ #?/%]/g, '')) },
);

type Mutation = (p: string) => string;
const hostilePathMutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Mutation>((p) => p) },
  // Many slashes: a few hundred per gap (a run of thousands is slow on the site: a known limit below).
  fc.integer({ min: 2, max: 300 }).map<Mutation>((n) => (p) => p.replace(/\//g, '/'.repeat(n))),
  fc.constantFrom<Mutation>(
    (p) => `${p}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
    (p) => p.replace(/^\/api\//, '/api/%2e%2e/api/'),
    (p) => `${p}%00`,
    (p) => `${p}/..`,
    (p) => `${p}/.`,
    (p) => `${p};jsessionid=1`,
    (p) => p.toUpperCase(),
    (p) => `/${p}`,
    (p) => `${p}#fragment`,
    (p) => `/${p.slice(1).replace(/\//g, '%2f')}`,
    (p) => p.replace(/\//g, '/./'),
  ),
  fc.integer({ min: 256, max: 8_000 }).map<Mutation>((n) => (p) => `${p}/${'a'.repeat(n)}`),
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'status',
    'status[]',
    'status[a]',
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'a' + '[b]'.repeat(30),
    'lang',
    'page',
    '',
  ),
  hostileString.filter((s) => s.length < 200).map(encode),
);
const queryString = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(queryKey, hostileString.filter((s) => s.length < 2_000).map(encode)), { maxLength: 8 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '&&&',
      '=',
      '%',
      '%zz',
      '?',
      'a=%E0%A4%A',
      'status=new&status=done',
      'status=%00',
      '=&=&=',
      'a==b',
      'a=<script>',
      'a="\'`{}|^',
    ),
  },
  { weight: 2, arbitrary: ascii(200).map((s) => s.replace(/#/g, '')) },
  // Raw bytes above 0x7F: Node's parser refuses them itself, so kept rare.
  { weight: 1, arbitrary: latin1(200).map((s) => s.replace(/[ #]/g, '+')) },
);

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/json; charset=bogus',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/xml',
    'application/merge-patch+json',
    '*/*',
    '',
    'application/json;;;;',
    'application/json, text/html',
  ),
  latin1(100),
);
const acceptEncoding = fc.constantFrom(
  'gzip',
  'br',
  'deflate',
  'identity',
  '*',
  'gzip;q=0, identity;q=0',
  'bogus',
  'br;q=abc',
  'gzip, br, zstd',
  '',
);
const contentEncoding = fc.constantFrom(
  undefined,
  undefined,
  undefined,
  'gzip',
  'br',
  'deflate',
  'identity',
  'bogus',
  'gzip, gzip',
);
const accept = fc.constantFrom(
  undefined,
  'text/html',
  '*/*',
  'application/xml',
  'image/*',
  ';;;',
  'application/json;q=0',
);

/** Authorization values: garbled tokens, wrong schemes, huge ones (below Node's 16 KB head limit). */
const garbledAuth = (valid: () => string) =>
  fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Bearer ...',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer null',
      'Bearer undefined',
      'Token abc',
      'Bearer eyJhbGciOiJub25lIn0.e30.',
    ),
    fc
      .constantFrom<(tk: string) => string>(
        (tk) => `bearer ${tk}`,
        (tk) => `Bearer  ${tk}`,
        (tk) => `Bearer ${tk}x`,
        (tk) => `Bearer ${tk.split('.').reverse().join('.')}`,
        (tk) => `Bearer ${tk.slice(0, -3)}`,
        (tk) => `Bearer ${tk} ${tk}`,
        (tk) => `Bearer ${tk.replace(/\./g, '')}`,
      )
      .map((f) => f(valid())),
    fc.integer({ min: 100, max: 12_000 }).map((n) => `Bearer ${'A'.repeat(n)}`),
    fc
      .array(fc.uint8Array({ maxLength: 60 }), { minLength: 3, maxLength: 3 })
      .map((parts) => `Bearer ${parts.map((p) => Buffer.from(p).toString('base64url')).join('.')}`),
    latin1(300),
  );

/** A route's URL with every parameter filled by `param` (uploaded files take several segments). */
const fill = (pattern: string, param: string) => pattern.replace(/:\w+|\*\w+/g, param);
/** A plausible URL for a route. */
const plausible = (pattern: string) =>
  pattern
    .replace(':id', '1')
    .replace(':slug', 'gunes-evleri')
    .replace(':email', 'someone@example.com')
    .replace('*path', '2024/01/0123456789abcdef01234567.jpg');

// ---------------------------------------------------------------- properties

it('fuzzes every route of the OpenAPI document', () => {
  const fuzzed = new Set(routes.map((r) => `${r.method} ${r.pattern}`));
  for (const r of listRoutes(t.app))
    expect([r.method, r.path, fuzzed.has(`${r.method} ${r.path}`)]).toEqual([r.method, r.path, true]);
  expect(routes.length).toBeGreaterThanOrEqual(30);
  expect(Object.values(RUNS).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1_000);
});

it('answers malformed JSON bodies on every route with a 4xx {detail} (or success), never 5xx', async () => {
  const arb = fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      withToken: fc.boolean(),
      body: hostileBody(route),
      json: fc.oneof(
        { weight: 5, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      chunked: fc.boolean(),
    }),
  );
  await runProperty(arb, RUNS.bodies, async ({ route, withToken, body, json, chunked }) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': '10.50.0.1' };
    if (json) headers['Content-Type'] = 'application/json';
    if (withToken) headers.Authorization = `Bearer ${token}`;
    await check({ method: route.method, path: plausible(route.pattern), headers, body, chunked });
  });
}, 120_000);

it('answers hostile paths and path parameters on every route without a 5xx', async () => {
  const arb = fc.record({
    route: fc.constantFrom(...routes),
    param: hostileParam,
    mutate: hostilePathMutation,
    withToken: fc.boolean(),
  });
  await runProperty(arb, RUNS.paths, async ({ route, param, mutate, withToken }) => {
    const headers: Record<string, string> = withToken ? { Authorization: `Bearer ${token}` } : {};
    await check({ method: route.method, path: mutate(fill(route.pattern, param)), headers });
  });
}, 120_000);

it('answers odd headers and garbage query strings on every route without a 5xx', async () => {
  const arb = fc.record({
    route: fc.constantFrom(...routes),
    query: fc.option(queryString, { nil: undefined }),
    auth: fc.option(
      fc.oneof(
        fc.constant('valid'),
        garbledAuth(() => token),
      ),
      { nil: undefined },
    ),
    contentType: fc.option(contentType, { nil: undefined }),
    acceptEncoding,
    contentEncoding,
    accept,
    body: fc.constantFrom('{}', '{"name":"x"}', '[]', 'x'),
  });
  await runProperty(arb, RUNS.headers, async (v) => {
    const headers: Record<string, string> = {
      'Accept-Encoding': v.acceptEncoding,
      'X-Forwarded-For': '10.50.0.2',
    };
    if (v.auth) headers.Authorization = v.auth === 'valid' ? `Bearer ${token}` : v.auth;
    if (v.contentType !== undefined) headers['Content-Type'] = v.contentType;
    if (v.contentEncoding) headers['Content-Encoding'] = v.contentEncoding;
    if (v.accept) headers.Accept = v.accept;
    const url = plausible(v.route.pattern) + (v.query === undefined ? '' : `?${v.query}`);
    await check({ method: v.route.method, path: url, headers, body: v.body });
  });
}, 120_000);

/** A 1×1 PNG: a part that may even be stored. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

it('answers non-multipart and malformed multipart uploads with a 4xx {detail}, never 5xx', async () => {
  const part = fc.record({
    name: fc.constantFrom('file', 'files', 'other', '', '__proto__', 'file[]', 'files[0]'),
    filename: fc.option(
      fc.oneof(
        fc.constantFrom('a.png', '../../../etc/passwd', 'a.png\u0000.svg', '.htaccess', 'x.svg', ''),
        latin1(60).map((s) => s.replace(/["\\]/g, '')),
      ),
      { nil: undefined },
    ),
    type: fc.constantFrom(
      'image/png',
      'image/svg+xml',
      'text/html',
      'application/octet-stream',
      '',
      'image/png; charset=evil',
    ),
    content: fc.oneof(
      fc.constant(PNG),
      fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.concat([PNG.subarray(0, 16), Buffer.from(b)])),
      fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(Buffer.alloc(0)),
    ),
  });
  const boundary = fc.constantFrom(
    'xYz',
    '----WebKitFormBoundary7MA4YWxkTrZu0gW',
    'b'.repeat(70),
    '"quoted"',
    ' ',
  );
  const multipart = fc
    .record({
      boundary,
      parts: fc.array(part, { maxLength: 4 }),
      ending: fc.constantFrom('--B--\r\n', '--B--\r\n', '', '--B', '--other--\r\n', 'garbage'),
      header: fc.constantFrom('exact', 'wrong', 'none', 'mixed'),
    })
    .map(({ boundary: b, parts, ending, header }) => {
      const bare = b.replace(/"/g, '');
      const chunks = parts.flatMap((p) => [
        Buffer.from(
          `--${bare}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\nContent-Type: ${p.type}\r\n\r\n`,
          'latin1',
        ),
        p.content,
        Buffer.from('\r\n'),
      ]);
      const body = Buffer.concat([...chunks, Buffer.from(ending.replace('B', bare), 'latin1')]);
      const contentType = {
        exact: `multipart/form-data; boundary=${b}`,
        wrong: 'multipart/form-data; boundary=nope',
        none: 'multipart/form-data',
        mixed: `multipart/mixed; boundary=${b}`,
      }[header];
      return { body, contentType };
    });
  const notMultipart = fc.oneof(
    fc.constant({ body: PNG as Buffer | string, contentType: 'image/png' }),
    fc.constant({ body: '{"file":"iVBORw0KGgo="}' as Buffer | string, contentType: 'application/json' }),
    fc.constant({ body: 'file=x' as Buffer | string, contentType: 'application/x-www-form-urlencoded' }),
    fc.constant({ body: '' as Buffer | string, contentType: 'text/plain' }),
  );
  const uploads = routes.filter((r) => r.pattern.startsWith('/api/upload/'));
  expect(uploads.map((r) => r.pattern).sort()).toEqual([
    '/api/upload/image',
    '/api/upload/images',
    '/api/upload/video',
  ]);
  const arb = fc.record({
    route: fc.constantFrom(...uploads),
    form: fc.oneof({ weight: 4, arbitrary: multipart }, { weight: 1, arbitrary: notMultipart }),
    withToken: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  });
  await runProperty(arb, RUNS.uploads, async ({ route, form, withToken }) => {
    const headers: Record<string, string> = { 'Content-Type': form.contentType };
    // Mostly as the administrator: without a token the guard refuses before the body is read at all.
    if (withToken) headers.Authorization = `Bearer ${token}`;
    const res = await check({ method: route.method, path: route.pattern, headers, body: form.body });
    if (res.status < 300) expect(res.status).toBe(201);
  });
}, 120_000);

it('answers random site paths outside /api without a 5xx and never serves a file outside the builds', async () => {
  const prefix = fc.constantFrom(
    '/',
    '/en/',
    '/ru/',
    '/projeler/',
    '/projects/',
    '/blog/',
    '/hakkimizda',
    '/iletisim',
    '/kvkk',
    '/admin/',
    '/admin/projects/',
    '/mfe/public/',
    '/mfe/admin/',
    '/mfe/public/server/',
    '/sitemap.xml',
    '/robots.txt',
    '/mfe/remotes.json',
    '/index.html',
    '/main.0123456789.js',
  );
  const segment = fc.oneof(
    hostileParam,
    fc.constantFrom(
      '..',
      '%2e%2e',
      '%252e%252e',
      '.%2e',
      'secret.txt',
      'server',
      'dist',
      'remoteEntry.js',
      'index.html',
      'x.js.br',
      'a.png',
      '%00',
      'gunes-evleri',
      'en',
    ),
  );
  const arb = fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
    prefix,
    segments: fc.array(segment, { maxLength: 6 }),
    query: fc.option(queryString, { nil: undefined }),
    acceptEncoding,
  });
  await runProperty(arb, RUNS.site, async ({ method, prefix: p, segments, query, acceptEncoding: enc }) => {
    const url = p + segments.join('/') + (query === undefined ? '' : `?${query}`);
    // Only paths outside /api here: the site middleware's ground.
    const target = isApi(url) ? `/x${url}` : url;
    await check({ method, path: target, headers: { 'Accept-Encoding': enc } });
  });
}, 120_000);

it('answers malformed logins with 400/401/413/415/422/429 and never hashes its way into a hang', async () => {
  // Mostly shapes validation refuses before any scrypt; the few well-formed ones fail, and after 5 the
  // address is locked (429, no hashing), so the whole property costs at most a handful of hashes.
  const login = routes.find((r) => r.pattern === '/api/auth/login')!;
  const wellFormed = fc
    .record({ email: fc.emailAddress(), password: fc.string({ minLength: 1, maxLength: 30 }) })
    .map((b) => JSON.stringify(b));
  const arb = fc.record({
    body: fc.oneof({ weight: 9, arbitrary: hostileBody(login) }, { weight: 1, arbitrary: wellFormed }),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
  });
  await runProperty(arb, RUNS.login, async ({ body, contentType }) => {
    const res = await check({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': '10.50.0.3' },
      body,
    });
    if (![400, 401, 413, 415, 422, 429].includes(res.status))
      throw new Error(`login answered ${res.status}: ${res.text.slice(0, 200)}`);
  });
}, 120_000);

it('still serves normally after the fuzz, with no prototype polluted', async () => {
  const res = await send({ method: 'GET', path: '/api/projects/' });
  expect(res.status).toBe(200);
  expect(Array.isArray(JSON.parse(res.text))).toBe(true);
  expect(
    (await send({ method: 'GET', path: '/api/auth/me', headers: { Authorization: `Bearer ${token}` } }))
      .status,
  ).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});

// ---------------------------------------------------------------- cases pinned outside the random runs

describe('pinned cases', () => {
  const bodyRoutes = () =>
    routes.filter((r) => ['POST', 'PUT'].includes(r.method) && !r.pattern.startsWith('/api/upload/'));

  it('answers a JSON body over 1 MB with 413 {detail} on every route that takes one, with and without a token', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    for (const route of bodyRoutes()) {
      for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const req = {
          method: route.method,
          path: plausible(route.pattern),
          headers: { ...headers, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.50.0.4' },
          body: big,
        };
        const res = await check(req);
        expect([req.method, req.path, res.status]).toEqual([req.method, req.path, 413]);
      }
    }
  }, 60_000);

  // Found by this fuzz (FUZZ_SEED=5): a nested "__proto__" key becomes the prototype of the object the
  // validation builds, and class-transformer then fails on its "constructor": 500 on every JSON route.
  it('answers an object with a nested "__proto__" key with a 4xx {detail} on every route that takes a body', async () => {
    for (const body of [
      '{"x":{"__proto__":{"constructor":{}}}}',
      '{"title":{"__proto__":{"constructor":{"prototype":{}}}}}',
    ]) {
      for (const route of bodyRoutes()) {
        for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
          const req = {
            method: route.method,
            path: plausible(route.pattern),
            headers: { ...headers, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.50.0.6' },
            body,
          };
          const res = await send(req);
          expect([req.method, req.path, body, 'Authorization' in headers, res.status < 500]).toEqual([
            req.method,
            req.path,
            body,
            'Authorization' in headers,
            true,
          ]);
          expectSound(req, res);
        }
      }
    }
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  // Found by this fuzz on PostgreSQL (default seed): it refuses to store a NUL character, which was a 500.
  it('answers a NUL character in a path parameter or a text field without a 5xx', async () => {
    const json = (body: object) => JSON.stringify(body);
    const requests: Req[] = [
      { method: 'GET', path: '/api/projects/%00' },
      { method: 'GET', path: '/api/blog/a%00b' },
      {
        method: 'PUT',
        path: '/api/users/someone%00@example.com',
        headers: { Authorization: `Bearer ${token}` },
        body: json({ name: 'x' }),
      },
      {
        method: 'POST',
        path: '/api/contact',
        body: json({ name: 'a\u0000b', phone: '+90 555 555 55 55', email: 'a@example.com', message: 'x' }),
      },
      {
        method: 'POST',
        path: '/api/auth/login',
        body: json({ email: 'a\u0000@example.com', password: 'x' }),
      },
    ];
    for (const req of requests) {
      req.headers = { ...req.headers, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.50.0.7' };
      await check(req);
    }
  });

  // Known 500 (being fixed): objects nested a few thousand levels deep overflow the validation's recursion.
  it('answers JSON nested 3,000 and 100,000 levels deep with a 4xx {detail} on every route that takes a body', async () => {
    for (const depth of [3_000, 100_000]) {
      for (const open of ['{"a":', '{"title":', '{"a":[']) {
        const close = open.endsWith('[') ? ']}' : '}';
        const body = open.repeat(depth) + '1' + close.repeat(depth);
        for (const route of bodyRoutes()) {
          const req = {
            method: route.method,
            path: plausible(route.pattern),
            headers: {
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/json',
              'X-Forwarded-For': '10.50.0.5',
            },
            body,
          };
          const res = await send(req);
          expect([route.method, route.pattern, depth, open, res.status < 500]).toEqual([
            route.method,
            route.pattern,
            depth,
            open,
            true,
          ]);
          expectSound(req, res);
        }
      }
    }
  }, 60_000);

  // Known slow (being fixed): a long run of slashes in a site path. 100,000 of them exceed Node's 16 KB
  // head limit (431 from Node itself); 16,000 is about the longest path the server accepts.
  it.each([100_000, 16_000])('answers a path of %i slashes within 500 ms, without a 5xx', async (n) => {
    for (const p of [
      '/' + '/'.repeat(n) + 'x',
      '/api' + '/'.repeat(n) + 'projects',
      '/mfe/public' + '/'.repeat(n) + 'x.js',
    ]) {
      const started = performance.now();
      await check({ method: 'GET', path: p });
      expect([p.slice(0, 12), n, Math.round(performance.now() - started) < 500]).toEqual([
        p.slice(0, 12),
        n,
        true,
      ]);
    }
  });
});
