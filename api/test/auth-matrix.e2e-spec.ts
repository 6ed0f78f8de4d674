// Every protected route × every way a token can be bad → 401 {detail}, before any 404 or 422; every public
// route answers without a token. Every protected route is in the contract's authorization matrix, and
// every route × every role × every token state (none, bad, expired, valid) gets the matrix's answer:
// 401, or 403 with the role named, or whatever the route answers (never 403) when the role may use it. Bad tokens are re-signed from a real one with node:crypto, so each
// differs from a valid token in exactly one respect (expiry, key, algorithm) — a control proves a
// correctly re-signed token is accepted, so the 401s are not an artefact of how the tokens are built.
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { checkAccess, mayUse, ROLE_LABELS, ROLES, ROUTE_RULES, type Role } from '@konak/contract';
import { AdminUser } from '../src/users/admin-user.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, listRoutes, login, validProject } from './helpers.js';

const SECRET = 'auth-matrix-secret-0123456789-abcdefghijklmnop';

let t: TestApp;
/** The bad token of each case (undefined: no Authorization header at all). */
const tokens = new Map<string, string | undefined>();
let adminToken: string;
/** A valid token of an administrator of each role (the owner is the test administrator). */
const roleTokens = new Map<Role, string>();
let logoutStatus: number;

const send = (method: string, url: string) =>
  (request(t.server) as unknown as Record<string, (u: string) => request.Test>)[method.toLowerCase()](url);
const me = (token: string) => request(t.server).get('/api/auth/me').set(bearer(token));

// ---------------------------------------------------------------- hand-made JWTs

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
function sign(header: object, claims: object, secret: string, hash: 'sha256' | 'sha512' = 'sha256') {
  const data = `${b64(header)}.${b64(claims)}`;
  return `${data}.${createHmac(hash, secret).update(data).digest('base64url')}`;
}
const HS256 = { alg: 'HS256', typ: 'JWT' };

/** A user of its own (a case may void all of its sessions) and a real token of theirs, checked valid. */
async function userWithToken(email: string) {
  const user = await t.app.get(UsersService).create({ name: 'Matrix', email, password: 'matrix password 1' });
  const token = await login(t, { email, password: 'matrix password 1' });
  await me(token).expect(200);
  return { id: user.id, email, token };
}

beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
  await createAdmin(t);
  adminToken = await login(t);
  // Records behind the plausible ids and slugs: were the guard skipped, these would answer 2xx, not 404.
  await request(t.server)
    .post('/api/projects')
    .set(bearer(adminToken))
    .send(validProject('gunes-evleri'))
    .expect(201);

  const now = Math.floor(Date.now() / 1000);
  const claims = claimsOf(adminToken);
  tokens.set('no token', undefined);
  tokens.set('an expired token', sign(HS256, { ...claims, iat: now - 7200, exp: now - 3600 }, SECRET));
  tokens.set(
    'a token signed with another secret',
    sign(HS256, claims, 'not-the-server-secret-but-just-as-long-0000'),
  );
  tokens.set('an unsigned token (alg none)', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
  tokens.set(
    'an HS512 token signed with the right secret',
    sign({ alg: 'HS512', typ: 'JWT' }, claims, SECRET, 'sha512'),
  );
  // Key confusion: claims RS256, MACed with the HMAC secret as if it were the public key.
  tokens.set(
    'an RS256-headed token MACed with the secret',
    sign({ alg: 'RS256', typ: 'JWT' }, claims, SECRET),
  );

  // Logged out: a second session of the administrator, ended with POST /api/auth/logout.
  const loggedOut = await login(t);
  await me(loggedOut).expect(200);
  logoutStatus = (await request(t.server).post('/api/auth/logout').set(bearer(loggedOut))).status;
  tokens.set('a logged-out token', loggedOut);

  // Signed out everywhere from another of the user's sessions.
  const everywhere = await userWithToken('everywhere@example.com');
  const other = await login(t, { email: everywhere.email, password: 'matrix password 1' });
  await request(t.server).post('/api/auth/logout').set(bearer(other)).send({ everywhere: true });
  tokens.set('a token ended by a logout everywhere from another session', everywhere.token);

  const deleted = await userWithToken('deleted@example.com');
  await t.dataSource.getRepository(AdminUser).delete({ id: deleted.id });
  tokens.set('a token of a deleted user', deleted.token);

  // Through the database, not PUT /api/users (whose password rules are not this file's subject).
  const changed = await userWithToken('changed@example.com');
  await t.dataSource
    .getRepository(AdminUser)
    .update({ id: changed.id }, { password_changed_at: Date.now() + 1 });
  tokens.set('a token issued before its user changed password', changed.token);

  // One user per other role, created once (each is a scrypt hash).
  roleTokens.set('owner', adminToken);
  for (const role of ['editor', 'sales'] as const) {
    const email = `${role}@example.com`;
    await t.app
      .get(UsersService)
      .create({ name: ROLE_LABELS[role], email, password: 'matrix password 1', role });
    roleTokens.set(role, await login(t, { email, password: 'matrix password 1' }));
  }
  // Nine users and as many sign-ins, each a deliberately slow scrypt hash: more than the default 30 s on a
  // busy machine.
}, 120_000);
afterAll(() => t.close());

/** A concrete URL for a route, naming records that exist. */
const plausible = (pattern: string) =>
  pattern
    .replace(':id', '1')
    .replace(':slug', 'gunes-evleri')
    .replace(':email', ADMIN.email)
    .replace('*path', '2024/01/0123456789abcdef01234567.jpg');

it('accepts a token made by hand like the server makes them (the control of every forged case)', async () => {
  const claims = claimsOf(adminToken);
  const handMade = sign(HS256, { ...claims, iat: Number(claims.iat) - 1 }, SECRET);
  expect(handMade).not.toBe(adminToken);
  await me(handMade).expect(200);
});

it('ends a session with POST /api/auth/logout (204)', () => {
  expect(logoutStatus).toBe(204);
});

describe('every protected route refuses', () => {
  const cases = [
    'no token',
    'an expired token',
    'a token signed with another secret',
    'an unsigned token (alg none)',
    'an HS512 token signed with the right secret',
    'an RS256-headed token MACed with the secret',
    'a logged-out token',
    'a token ended by a logout everywhere from another session',
    'a token of a deleted user',
    'a token issued before its user changed password',
  ];

  it.each(cases)('%s with 401 {detail}', async (name) => {
    const token = tokens.get(name);
    const routes = listRoutes(t.app).filter((r) => !r.isPublic);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const wrong: string[] = [];
    for (const route of routes) {
      const req = send(route.method, plausible(route.path));
      if (token !== undefined) req.set(bearer(token));
      const res = await req;
      const ok =
        res.status === 401 &&
        /^application\/json/.test(res.headers['content-type'] ?? '') &&
        typeof res.body.detail === 'string' &&
        res.body.detail !== '';
      if (!ok) wrong.push(`${route.method} ${route.path} → ${res.status} ${res.text.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});

it('answers every public route without a token, and ignores a bad token there', async () => {
  const routes = listRoutes(t.app).filter((r) => r.isPublic);
  expect(routes.length).toBeGreaterThanOrEqual(10);
  const wrong: string[] = [];
  for (const route of routes) {
    for (const [name, token] of [
      ['no token', undefined],
      ...[...tokens].filter(([, tk]) => tk !== undefined),
    ] as [string, string | undefined][]) {
      const req = send(route.method, plausible(route.path)).set('X-Forwarded-For', '10.60.0.1');
      if (token !== undefined) req.set(bearer(token));
      const res = await req;
      if (res.status === 401 || res.status >= 500)
        wrong.push(`${route.method} ${route.path} with ${name} → ${res.status}`);
    }
  }
  expect(wrong).toEqual([]);
});

/** A protected route as the matrix names it: `PUT /contact/:id`, without /api. */
const matrixKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path.replace(/^\/api/, '')}`;

describe('the authorization matrix', () => {
  it('names every protected route, and no route that does not exist', () => {
    const routes = listRoutes(t.app);
    const missing = routes.filter((r) => !r.isPublic && !(matrixKey(r) in ROUTE_RULES)).map(matrixKey);
    expect(missing).toEqual([]);
    const known = new Set(routes.map(matrixKey));
    expect(Object.keys(ROUTE_RULES).filter((key) => !known.has(key))).toEqual([]);
    // A public route in the matrix would suggest a restriction that is not there.
    expect(routes.filter((r) => r.isPublic && matrixKey(r) in ROUTE_RULES).map(matrixKey)).toEqual([]);
  });

  /** A token of `role` whose one difference from a valid one is `how`. */
  function spoiled(role: Role, how: 'expired' | 'bad'): string {
    const claims = claimsOf(roleTokens.get(role)!);
    const now = Math.floor(Date.now() / 1000);
    return how === 'expired'
      ? sign(HS256, { ...claims, iat: now - 7200, exp: now - 3600 }, SECRET)
      : sign(HS256, claims, 'not-the-server-secret-but-just-as-long-0000');
  }

  it.each(ROLES)(
    'gives the %s every route the matrix allows it and 403 with its role named elsewhere; no, bad and expired tokens 401',
    async (role) => {
      const routes = listRoutes(t.app).filter((r) => !r.isPublic);
      const wrong: string[] = [];
      for (const route of routes) {
        const key = matrixKey(route);
        // Signing out would end the session the rest of the loop uses: it gets a session of its own.
        const valid =
          key === 'POST /auth/logout'
            ? await login(
                t,
                role === 'owner'
                  ? undefined
                  : { email: `${role}@example.com`, password: 'matrix password 1' },
              )
            : roleTokens.get(role)!;
        for (const [state, token] of [
          ['none', undefined],
          ['bad', spoiled(role, 'bad')],
          ['expired', spoiled(role, 'expired')],
          ['valid', valid],
        ] as const) {
          const req = send(route.method, plausible(route.path));
          if (token) req.set(bearer(token));
          const res = await req.send({});
          const allowed =
            checkAccess(role, key, {
              params: { email: ADMIN.email },
              bodyKeys: [],
              self: role === 'owner' ? ADMIN.email : `${role}@example.com`,
            }) === null;
          const expected = state !== 'valid' ? '401' : allowed ? 'not 401/403' : '403';
          const got = res.status === 401 || res.status === 403 ? String(res.status) : 'not 401/403';
          if (got !== expected)
            wrong.push(
              `${route.method} ${route.path} ${state} → ${res.status} (expected ${expected}) ${res.text.slice(0, 80)}`,
            );
          else if (
            res.status === 403 &&
            res.body.detail !== `Bu işlem için yetkiniz yok (rolünüz: ${ROLE_LABELS[role]})`
          )
            wrong.push(`${key}: 403 says ${JSON.stringify(res.body)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('keeps personal data from editors and administrators and deletions of content from sales', () => {
    expect(mayUse('editor', 'GET /contact')).toBe(false);
    expect(mayUse('editor', 'GET /users')).toBe(false);
    expect(mayUse('sales', 'DELETE /projects/:id')).toBe(false);
  });
});
