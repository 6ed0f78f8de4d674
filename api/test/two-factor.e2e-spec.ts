// Issue 27, item 2: two-factor sign-in (TOTP, RFC 6238) — enrolment with a QR code, the second step of a
// sign-in, recovery codes (single use, stored as keyed digests), no replay of a code, wrong codes under
// the login throttle, switching off, an owner's reset (audited), and the owner's requirement per role.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import request from 'supertest';
import { Secret, TOTP } from 'otpauth';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { Clock } from '../src/common/clock.js';
import { AdminUser } from '../src/users/admin-user.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let ip = 0;
const api = () => request(t.server);
/** A fresh client per call unless named, so the per-client login limit is tested on its own. */
const from = (address = `10.27.${++ip >> 8}.${ip & 255}`) => ({ 'X-Forwarded-For': address });
const signIn = (email: string, password: string, address?: string) =>
  api().post('/api/auth/login').set(from(address)).send({ email, password });
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  });

// TOTP steps are 30 s: each test moves the server's clock to a step of its own, far from the others.
let now = Date.UTC(2030, 0, 1);
const setClock = (ms: number) => (t.app.get(Clock).now = () => new Date(ms));
const nextStep = () => {
  now += 10 * 60_000;
  setClock(now);
  return now;
};

async function enrol(token: string) {
  const setup = (await api().post('/api/auth/2fa/setup').set(bearer(token)).send({}).expect(200)).body as {
    secret: string;
    otpauth_uri: string;
    qr_code: string;
  };
  const enabled = (
    await api()
      .post('/api/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: codeAt(setup.secret, now) })
      .expect(200)
  ).body as { recovery_codes: string[] };
  return { ...setup, recovery_codes: enabled.recovery_codes };
}

async function makeUser(email: string, role: 'owner' | 'editor' | 'sales' = 'editor') {
  const password = `${email.split('@')[0]} uzun şifre 27`;
  await t.app.get(UsersService).create({ name: email, email, password, role });
  return { email, password };
}

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => nextStep());

describe('two-factor sign-in', () => {
  it('keeps {access_token} for a user without a second factor', async () => {
    const res = await signIn(ADMIN.email, ADMIN.password).expect(200);
    expect(Object.keys(res.body)).toEqual(['access_token']);
  });

  it('enrols with a QR code, then signs in in two steps; the secret is sealed at rest', async () => {
    const user = await makeUser('iki@example.com');
    const token = (await signIn(user.email, user.password).expect(200)).body.access_token as string;
    const setup = (await api().post('/api/auth/2fa/setup').set(bearer(token)).send({}).expect(200)).body;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*iki%40example\.com\?.*secret=/);
    expect(Buffer.from(setup.qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(
      /^<svg/,
    );
    // Not on until a code from the app confirms it.
    expect((await api().get('/api/auth/2fa').set(bearer(token)).expect(200)).body).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });
    const wrong = await api()
      .post('/api/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: '000000' })
      .expect(422);
    expect(wrong.body.detail[0]).toMatchObject({
      loc: ['body', 'code'],
      msg: expect.stringMatching(/Doğrulama kodu hatalı/),
    });
    const enabled = await api()
      .post('/api/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: codeAt(setup.secret, now) })
      .expect(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    expect((await api().get('/api/auth/2fa').set(bearer(token)).expect(200)).body).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });

    // At rest: the secret sealed (not its base32), recovery codes as digests only.
    const row = await t.dataSource
      .getRepository(AdminUser)
      .createQueryBuilder('u')
      .addSelect(['u.totp_secret', 'u.totp_recovery_codes'])
      .where('u.email = :e', { e: user.email })
      .getOneOrFail();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(setup.secret);
    for (const code of enabled.body.recovery_codes as string[])
      expect(row.totp_recovery_codes).not.toContain(code.replace('-', ''));

    // Sign-in: the password answers a challenge, not a token.
    const first = await signIn(user.email, user.password).expect(200);
    expect(first.body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    // The challenge is no bearer token.
    await api().get('/api/auth/me').set(bearer(first.body.challenge)).expect(401);
    nextStep();
    const second = await api()
      .post('/api/auth/2fa/verify')
      .set(from())
      .send({ challenge: first.body.challenge, code: codeAt(setup.secret, now) })
      .expect(200);
    expect(
      (await api().get('/api/auth/me').set(bearer(second.body.access_token)).expect(200)).body.email,
    ).toBe(user.email);
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ title: user.email, action: 'two_factor_enable' });
    expect(audit).toHaveLength(1);
  });

  it('refuses the same code twice (no replay within its window), and a forged challenge', async () => {
    const user = await makeUser('replay@example.com');
    const { secret } = await enrol((await signIn(user.email, user.password).expect(200)).body.access_token);
    nextStep();
    const code = codeAt(secret, now);
    const c1 = (await signIn(user.email, user.password).expect(200)).body.challenge;
    const c2 = (await signIn(user.email, user.password).expect(200)).body.challenge;
    await api().post('/api/auth/2fa/verify').set(from()).send({ challenge: c1, code }).expect(200);
    await api().post('/api/auth/2fa/verify').set(from()).send({ challenge: c2, code }).expect(422);
    // Two requests racing with one fresh code: one wins.
    nextStep();
    const fresh = codeAt(secret, now);
    const [r1, r2] = await Promise.all(
      [c1, c2].map((challenge) =>
        api().post('/api/auth/2fa/verify').set(from()).send({ challenge, code: fresh }),
      ),
    );
    expect([r1.status, r2.status].sort()).toEqual([200, 422]);
    await api()
      .post('/api/auth/2fa/verify')
      .set(from())
      .send({ challenge: c1.slice(0, -2) + 'xx', code: codeAt(secret, now + 30_000) })
      .expect(401);
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const user = await makeUser('kurtarma@example.com');
    const { recovery_codes: codes } = await enrol(
      (await signIn(user.email, user.password).expect(200)).body.access_token,
    );
    const challenge = () =>
      signIn(user.email, user.password)
        .expect(200)
        .then((r) => r.body.challenge as string);
    const typed = ` ${codes[3].toLowerCase().replace('-', ' ')} `;
    const ok = await api()
      .post('/api/auth/2fa/verify')
      .set(from())
      .send({ challenge: await challenge(), code: typed })
      .expect(200);
    await api()
      .post('/api/auth/2fa/verify')
      .set(from())
      .send({ challenge: await challenge(), code: codes[3] })
      .expect(422);
    expect(
      (await api().get('/api/auth/2fa').set(bearer(ok.body.access_token)).expect(200)).body
        .recovery_codes_left,
    ).toBe(9);
    expect(
      await t.dataSource
        .getRepository(AuditEntry)
        .countBy({ title: user.email, action: 'two_factor_recovery_code' }),
    ).toBe(1);
  });

  it('counts wrong codes as failed logins: the client is throttled', async () => {
    const user = await makeUser('kaba@example.com');
    const { secret } = await enrol((await signIn(user.email, user.password).expect(200)).body.access_token);
    const client = '10.99.0.1';
    const challenge = (await signIn(user.email, user.password, client).expect(200)).body.challenge;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await api()
            .post('/api/auth/2fa/verify')
            .set(from(client))
            .send({ challenge, code: String(100000 + i) })
        ).status,
      );
    expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(statuses).toContain(429);
    // Even the right code waits now.
    await api()
      .post('/api/auth/2fa/verify')
      .set(from(client))
      .send({ challenge, code: codeAt(secret, now) })
      .expect(429);
  });

  it('switches off only with a code, and an owner can reset another administrator’s (audited)', async () => {
    const user = await makeUser('kapat@example.com');
    const token = (await signIn(user.email, user.password).expect(200)).body.access_token;
    const { secret } = await enrol(token);
    await api()
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .set(from())
      .send({ code: '123456' })
      .expect(422);
    nextStep();
    await api()
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .set(from())
      .send({ code: codeAt(secret, now) })
      .expect(204);
    expect(Object.keys((await signIn(user.email, user.password).expect(200)).body)).toEqual(['access_token']);

    // Enrolled again, then the phone is lost: the owner resets it; the user's sessions end.
    const again = (await signIn(user.email, user.password).expect(200)).body.access_token;
    nextStep();
    await enrol(again);
    const owner = bearer(await login(t));
    const listed = (await api().get('/api/users?per_page=100').set(owner).expect(200)).body as {
      email: string;
      two_factor_enabled: boolean;
    }[];
    expect(listed.find((u) => u.email === user.email)?.two_factor_enabled).toBe(true);
    const editor = await makeUser('editor-reset@example.com');
    const editorToken = (await signIn(editor.email, editor.password).expect(200)).body.access_token;
    await api().delete(`/api/users/${user.email}/2fa`).set(bearer(editorToken)).expect(403);
    await api().delete(`/api/users/${user.email}/2fa`).set(owner).expect(204);
    await api().get('/api/auth/me').set(bearer(again)).expect(401);
    expect(Object.keys((await signIn(user.email, user.password).expect(200)).body)).toEqual(['access_token']);
    const [entry] = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ title: user.email, action: 'two_factor_reset' });
    expect(entry).toMatchObject({ user_name: 'Test Admin' });
    await api().delete(`/api/users/${ADMIN.email}/2fa`).set(owner).expect(409);
  });

  it('lets the owner require it per role: a member without it enrols during sign-in, then signs in in two steps', async () => {
    const owner = bearer(await login(t));
    const initial = (await api().get('/api/settings/security').set(owner).expect(200)).body;
    expect(initial).toEqual({
      require_2fa_roles: [],
      audit_retention_days: 365,
      personal_data_roles_covered: false,
    });
    const bad = await api()
      .put('/api/settings/security')
      .set(owner)
      .send({ require_2fa_roles: ['admin'], audit_retention_days: 365 })
      .expect(422);
    expect(bad.body.detail[0].loc[1]).toBe('require_2fa_roles');
    const saved = await api()
      .put('/api/settings/security')
      .set(owner)
      .send({ require_2fa_roles: ['sales', 'owner'], audit_retention_days: 400 })
      .expect(200);
    expect(saved.body).toEqual({
      require_2fa_roles: ['owner', 'sales'],
      audit_retention_days: 400,
      personal_data_roles_covered: true,
    });

    const seller = await makeUser('satis@example.com', 'sales');
    const first = await signIn(seller.email, seller.password).expect(200);
    expect(first.body).toEqual({ two_factor_setup_required: true, challenge: expect.any(String) });
    // The enrolment challenge opens nothing else, and is not a sign-in challenge.
    await api().get('/api/auth/me').set(bearer(first.body.challenge)).expect(401);
    await api()
      .post('/api/auth/2fa/verify')
      .set(from())
      .send({ challenge: first.body.challenge, code: '123456' })
      .expect(401);
    await api().post('/api/auth/2fa/setup').send({}).expect(422);
    const setup = (
      await api().post('/api/auth/2fa/setup').send({ challenge: first.body.challenge }).expect(200)
    ).body;
    const enabled = (
      await api()
        .post('/api/auth/2fa/enable')
        .send({ challenge: first.body.challenge, code: codeAt(setup.secret, now) })
        .expect(200)
    ).body;
    expect(enabled.recovery_codes).toHaveLength(10);
    expect((await api().get('/api/auth/2fa').set(bearer(enabled.access_token)).expect(200)).body).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: true,
    });
    expect((await signIn(seller.email, seller.password).expect(200)).body.two_factor_required).toBe(true);

    // Editors are not required: they sign in as before.
    const editor = await makeUser('editor-free@example.com');
    expect(Object.keys((await signIn(editor.email, editor.password).expect(200)).body)).toEqual([
      'access_token',
    ]);
    await api()
      .put('/api/settings/security')
      .set(owner)
      .send({ require_2fa_roles: [], audit_retention_days: 365 })
      .expect(200);
  });
});
