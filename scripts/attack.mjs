// `npm run attack`: the ten attacks of the security review (issue 9), tried against a running server as an
// attacker would, while a visitor keeps loading the home page. Each prints PASS when the attack fails.
// The server must run with TRUST_PROXY=1 (as behind one proxy) so that X-Forwarded-For names the client,
// and ADMIN_EMAIL / ADMIN_PASSWORD must be an administrator of it (some attacks need a stolen token).
// Usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run attack [-- http://127.0.0.1:3000]
// Loopback only; every loop is bounded. It creates one post and one administrator and deletes both.
import http from 'node:http';
import { hostileEntryAttacks } from './attacks/hostile-entry.mjs';
import { limitAttacks } from './attacks/limits.mjs';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error('attack only targets a server on this machine');
  process.exit(2);
}
const admin = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
if (!admin.email || !admin.password) {
  console.error('set ADMIN_EMAIL and ADMIN_PASSWORD to an administrator of the server');
  process.exit(2);
}

let clientNo = 0;
/** A new client address each call (the server trusts one proxy's X-Forwarded-For). */
const stranger = () => `198.51.100.${(clientNo++ % 250) + 1}`;

function send(method, path, { body, headers = {}, raw } = {}) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, text, ms: performance.now() - started }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, text: String(error), ms: performance.now() - started }));
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}
const json = (r) => {
  try {
    return JSON.parse(r.text);
  } catch {
    return undefined;
  }
};
async function login(user = admin, ip = stranger()) {
  const r = await send('POST', '/api/auth/login', { body: user, headers: { 'x-forwarded-for': ip } });
  return json(r)?.access_token;
}
const bearer = (token) => ({ authorization: `Bearer ${token}` });

// A visitor loading the home page throughout: the worst wait is reported at the end.
let visiting = true;
const visits = [];
const visitor = (async () => {
  while (visiting) {
    const r = await send('GET', '/');
    visits.push(r);
    await new Promise((done) => setTimeout(done, 50));
  }
})();

const results = [];
async function attack(name, tryIt) {
  const { ok, saw } = await tryIt();
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} — ${saw}`);
}

const token = await login(admin, '203.0.113.10');
if (!token) {
  console.error(
    'cannot log in as ADMIN_EMAIL: is the server running with TRUST_PROXY=1 and that administrator?',
  );
  process.exit(1);
}

await attack('1. three requests of 15,000 slashes cost no more than any other long address', async () => {
  const median = async (path) => {
    const t = [];
    for (let i = 0; i < 5; i++) t.push((await send('GET', path)).ms);
    return t.sort((a, b) => a - b)[2];
  };
  const letters = await median(`/a${'x'.repeat(15_000)}b`);
  const slashes = `/a${'/'.repeat(15_000)}b`;
  const answers = await Promise.all([
    send('GET', slashes),
    send('GET', slashes),
    send('GET', slashes),
    send('GET', '/'),
  ]);
  const slowest = Math.max(...answers.map((a) => a.ms));
  const ok = answers.slice(0, 3).every((a) => a.status === 404) && slowest < Math.max(50, letters * 5);
  return {
    ok,
    saw: `15,000 letters ${letters.toFixed(0)} ms; three of 15,000 slashes and a home page at once: slowest ${slowest.toFixed(0)} ms`,
  };
});

await attack('2. 40 parallel wrong logins from one client are not all judged', async () => {
  const ip = stranger();
  const answers = await Promise.all(
    Array.from({ length: 40 }, () =>
      send('POST', '/api/auth/login', {
        body: { email: admin.email, password: 'wrong guess' },
        headers: { 'x-forwarded-for': ip },
      }),
    ),
  );
  const judged = answers.filter((a) => a.status === 401).length;
  const refused = answers.filter((a) => a.status === 429).length;
  return { ok: judged <= 10 && judged + refused === 40, saw: `${judged} × 401, ${refused} × 429` };
});

await attack('3. a post image URL cannot put markup into the page', async () => {
  // No spaces: a validator that only refused whitespace let this through.
  const image = '/api/uploads/x"><meta/http-equiv="refresh"/content="0;url=//evil.example">';
  const L = (t) => ({ tr: t, en: t, ru: t });
  const r = await send('POST', '/api/blog/', {
    body: {
      slug: 'saldiri-denemesi',
      title: L('Deneme'),
      excerpt: L('x'),
      content: L('x'),
      date: '2026-01-01',
      image,
    },
    headers: bearer(token),
  });
  if (r.status === 201) await send('DELETE', `/api/blog/${json(r).id}`, { headers: bearer(token) });
  const page = await send('GET', '/blog/saldiri-denemesi');
  return {
    ok: r.status === 422 && !page.text.includes('<meta http-equiv'),
    saw: `create ${r.status}, page ${page.status}`,
  };
});

await attack('4. strangers failing on the admin email do not lock the admin out', async () => {
  for (let i = 0; i < 12; i++)
    await send('POST', '/api/auth/login', {
      body: { email: admin.email, password: `guess ${i}` },
      headers: { 'x-forwarded-for': stranger() },
    });
  const r = await send('POST', '/api/auth/login', {
    body: admin,
    headers: { 'x-forwarded-for': '203.0.113.20' },
  });
  return { ok: r.status === 200, saw: `the admin from a clean client: ${r.status}` };
});

await attack('5. a token stops working after logout', async () => {
  const stolen = await login(admin, '203.0.113.30');
  const out = await send('POST', '/api/auth/logout', { headers: bearer(stolen) });
  const after = await send('GET', '/api/auth/me', { headers: bearer(stolen) });
  return {
    ok: out.status === 204 && after.status === 401,
    saw: `logout ${out.status}, then /auth/me ${after.status}`,
  };
});

await attack("6. a token cannot set another admin's password without proof", async () => {
  const other = {
    name: 'Saldırı Hedefi',
    email: `hedef-${Date.now()}@example.com`,
    password: 'hedefin-sifresi-1',
  };
  await send('POST', '/api/users/', { body: other, headers: bearer(token) });
  const r = await send('PUT', `/api/users/${other.email}`, {
    body: { password: 'ele-gecirildi-1' },
    headers: bearer(token),
  });
  await send('DELETE', `/api/users/${other.email}`, { headers: bearer(token) });
  return { ok: r.status === 422, saw: `${r.status} ${r.text.slice(0, 90)}` };
});

await attack('7. a forged Host header is not reflected', async () => {
  const answers = await Promise.all(
    ['/', '/sitemap.xml', '/robots.txt'].map((p) => send('GET', p, { headers: { host: 'evil.example' } })),
  );
  const clean = await send('GET', '/');
  const leaked = [...answers, clean].filter((a) => a.text.includes('evil.example')).length;
  return { ok: leaked === 0, saw: `${leaked} answers name evil.example` };
});

await attack('8. the server render cannot be downloaded by an encoded path', async () => {
  const paths = [
    '/mfe/public/%73erver/render.cjs',
    '/mfe/public/server%2Frender.cjs',
    '/mfe/public/x/../server/render.cjs',
  ];
  const answers = await Promise.all(paths.map((p) => send('GET', p)));
  return { ok: answers.every((a) => a.status === 404), saw: `statuses ${answers.map((a) => a.status)}` };
});

await attack('9. hostile JSON to the public contact call answers 4xx {detail}', async () => {
  const big = await send('POST', '/api/contact/', { raw: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
  const deep = await send('POST', '/api/contact/', { raw: `${'['.repeat(100_000)}${']'.repeat(100_000)}` });
  const ok = big.status === 413 && deep.status === 400 && !!json(big)?.detail && !!json(deep)?.detail;
  return { ok, saw: `1.1 MB → ${big.status}, 100,000 levels → ${deep.status}` };
});

await attack('10. a crawl of 600 unknown addresses neither slows nor pushes out the home page', async () => {
  const times = [];
  for (let i = 0; i < 21; i++) times.push((await send('GET', '/')).ms);
  const before = times.sort((a, b) => a - b)[10];
  for (let i = 0; i < 600; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        send('GET', `/yok-${i + j}-${Math.random().toString(36).slice(2)}`),
      ),
    );
  // The first home page after the crawl: a page pushed out of the cache is drawn again, and that shows.
  const first = (await send('GET', '/')).ms;
  return {
    ok: first < Math.max(10, before * 4),
    saw: `home median ${before.toFixed(1)} ms before; first after the crawl ${first.toFixed(1)} ms`,
  };
});

await limitAttacks(attack, { send, json, admin });

await hostileEntryAttacks(attack);

visiting = false;
await visitor;
const failedVisits = visits.filter((v) => v.status !== 200).length;
const worst = Math.max(...visits.map((v) => v.ms));
console.log(`visitor: ${visits.length} home pages, ${failedVisits} not 200, worst ${worst.toFixed(0)} ms`);
const passed = results.filter(Boolean).length;
console.log(
  `attacks: ${passed} of ${results.length} defeated${failedVisits ? '; the visitor was hurt' : ''}`,
);
process.exit(passed === results.length && !failedVisits ? 0 : 1);
