// Issue 16 item 11: "Şifremi unuttum" — a one-time, expiring link by e-mail through the outbox (a real
// SMTP server on a local port), the same answer for any address, limits, and sessions ended on use.
import request from 'supertest';
import { Clock } from '../src/common/clock.js';
import { LeadJobs } from '../src/contacts/lead-jobs.js';
import { MailOutbox } from '../src/outbox/mail-outbox.entity.js';
import { PasswordReset } from '../src/auth/password-reset.entity.js';
import { RESET_REQUESTED } from '../src/auth/password-reset.service.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const MANUAL = 3_600_000;
const NEW_PASSWORD = 'yeni şifre 2030';

const linkOf = (mail: { decoded: string }) => {
  const m = mail.decoded.match(/https:\/\/konak\.test\/admin\/sifre-yenile#([A-Za-z0-9_-]{43})/);
  if (!m) throw new Error(`no reset link in: ${mail.decoded}`);
  return m[1];
};

describe('forgotten password with SMTP', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let ip = 0;
  /** A fresh client address per request, so the per-client limit is tested on its own. */
  const ask = (email: string, from = `10.9.0.${++ip}`) =>
    request(t.server).post('/api/auth/password-reset').set('X-Forwarded-For', from).send({ email });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    request(t.server).post('/api/auth/password-reset/confirm').send({ token, password });
  const deliver = () => t.app.get(LeadJobs).tick();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      jobsIntervalMs: MANUAL,
      siteUrl: 'https://konak.test',
      mail: { smtpUrl: smtp.url, from: 'Konak <no-reply@konak.test>' },
    });
    await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  // Each test two hours after the last: the per-address limit (3 an hour) starts afresh.
  let offset = 0;
  const setClock = (ms: number) => (t.app.get(Clock).now = () => new Date(Date.now() + ms));
  beforeEach(() => {
    smtp.mails.length = 0;
    offset += 2 * MANUAL;
    setClock(offset);
  });

  it('offers the e-mailed link on the login page', async () => {
    const res = await request(t.server).get('/api/auth/password-reset').expect(200);
    expect(res.body).toEqual({ by_email: true, contact_email: expect.any(String) });
  });

  it('answers the same for an unknown address and sends nothing for it', async () => {
    const unknown = await ask('kimse@konak.test').expect(202);
    const known = await ask(ADMIN.email.toUpperCase()).expect(202);
    expect(unknown.body).toEqual({ detail: RESET_REQUESTED });
    expect(known.body).toEqual(unknown.body);
    const rows = await t.dataSource.getRepository(MailOutbox).findBy({ kind: 'password_reset' });
    expect(rows.map((r) => r.to_address)).toEqual([ADMIN.email]);
    await deliver();
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.subject).toBe('Yönetim paneli: şifre yenileme bağlantınız');
    expect(mail.decoded).toContain('30 dakika geçerlidir ve yalnızca bir kez kullanılabilir');
    // Only the token's hash is stored.
    const stored = await t.dataSource.getRepository(PasswordReset).find();
    expect(stored.map((r) => r.token_hash)).not.toContain(linkOf(mail));
  });

  it('sets the new password once, ends every session, and voids the other links', async () => {
    const session = bearer(await login(t));
    await ask(ADMIN.email).expect(202);
    await deliver();
    // A second link: one mail per account per 15 minutes, so it is asked for 16 minutes later.
    setClock(offset + 16 * 60_000);
    await ask(ADMIN.email).expect(202);
    await deliver();
    const [first, second] = (await smtp.waitFor(2)).map(linkOf);

    await confirm(first).expect(204);
    await request(t.server).get('/api/auth/me').set(session).expect(401);
    await request(t.server)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(401);
    await request(t.server)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: NEW_PASSWORD })
      .expect(200);

    const again = await confirm(first, 'başka bir şifre').expect(400);
    expect(again.body.detail).toMatch(/geçersiz, kullanılmış ya da süresi dolmuş/);
    await confirm(second, 'başka bir şifre').expect(400);
    // Back to the password the other tests sign in with.
    setClock(offset + 32 * 60_000);
    await ask(ADMIN.email).expect(202);
    await deliver();
    await confirm(linkOf((await smtp.waitFor(3))[2]), ADMIN.password).expect(204);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await ask(ADMIN.email).expect(202);
    await deliver();
    const token = linkOf((await smtp.waitFor(1))[0]);
    const results = await Promise.all([confirm(token, ADMIN.password), confirm(token, ADMIN.password)]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
  });

  it('refuses an expired link, a made-up one and a short password', async () => {
    await ask(ADMIN.email).expect(202);
    await deliver();
    const token = linkOf((await smtp.waitFor(1))[0]);
    const short = await confirm(token, 'kısa').expect(422);
    expect(short.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: 'Şifre en az 12 karakter olmalıdır' }),
    ]);
    const breached = await confirm(token, 'qwertyuiop123').expect(422);
    expect(breached.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'password'],
        msg: 'Bu şifre sızdırılmış şifreler listesinde; başka bir şifre seçin',
      }),
    ]);
    await confirm('A'.repeat(43)).expect(400);
    setClock(offset + 31 * 60_000);
    await confirm(token).expect(400);
  });

  it('limits requests per client (an IPv6 client per /64), whether the address exists or not', async () => {
    for (let i = 0; i < 5; i++) await ask(`yok${i}@konak.test`, '10.8.0.1').expect(202);
    const blocked = await ask('yok9@konak.test', '10.8.0.1').expect(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.body.detail).toMatch(/Çok fazla şifre yenileme isteği/);
    for (let i = 0; i < 5; i++) await ask(`v6-${i}@konak.test`, `2001:db8:77:1::${i + 1}`).expect(202);
    await ask('v6-x@konak.test', '2001:db8:77:1:ffff::9').expect(429);
  });

  it('lets strangers neither block the owner’s own request nor flood the owner’s mailbox', async () => {
    // Three strangers (three addresses) ask for the owner's address within minutes: one mail goes out.
    for (let i = 0; i < 3; i++) await ask(ADMIN.email, `198.51.100.${i + 1}`).expect(202);
    await deliver();
    expect(await smtp.waitFor(1)).toHaveLength(1);
    // The owner's own request, minutes later from elsewhere: answered, not refused, and the link already
    // mailed still works.
    setClock(offset + 5 * 60_000);
    await ask(ADMIN.email, '203.0.113.7').expect(202);
    await deliver();
    expect(smtp.mails).toHaveLength(1);
    await confirm(linkOf(smtp.mails[0]), ADMIN.password).expect(204);
    // After the interval the owner may get a fresh link.
    setClock(offset + 16 * 60_000);
    await ask(ADMIN.email, '203.0.113.7').expect(202);
    await deliver();
    expect(await smtp.waitFor(2)).toHaveLength(2);
  });

  it('keeps no reset secret in clear at rest: the outbox holds a sealed copy until it is sent, then nothing', async () => {
    await ask(ADMIN.email).expect(202);
    const outbox = t.dataSource.getRepository(MailOutbox);
    const queued = await outbox.findOneByOrFail({ kind: 'password_reset', status: 'queued' });
    expect(queued.text + queued.html).not.toMatch(/sifre-yenile#/);
    expect(queued.sealed).toMatch(/^v1\./);
    await deliver();
    const [mail] = await smtp.waitFor(1);
    const token = linkOf(mail);
    const sent = await outbox.findOneByOrFail({ id: queued.id });
    expect(sent.status).toBe('sent');
    expect(sent.sealed).toBeNull();
    // Nothing in any column of the outbox or the resets table names the secret.
    const everything = JSON.stringify([
      await outbox.find(),
      await t.dataSource.getRepository(PasswordReset).find(),
    ]);
    expect(everything).not.toContain(token);
    // The HTML part carries the same working link.
    expect(mail.decoded).toContain(`href="https://konak.test/admin/sifre-yenile#${token}"`);
  });
});

describe('forgotten password without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobsIntervalMs: MANUAL, mail: undefined });
    const admin = await createAdmin(t);
    await request(t.server)
      .put('/api/settings/')
      .set(bearer(await login(t)))
      .send({ contact_email: 'bilgi@konak.test' })
      .expect(200);
    expect(admin.email).toBe(ADMIN.email);
  });
  afterAll(() => t.close());

  it('tells the login page whom to ask and refuses to send', async () => {
    expect((await request(t.server).get('/api/auth/password-reset').expect(200)).body).toEqual({
      by_email: false,
      contact_email: 'bilgi@konak.test',
    });
    const res = await request(t.server)
      .post('/api/auth/password-reset')
      .send({ email: ADMIN.email })
      .expect(503);
    expect(res.body.detail).toBe(
      'E-posta ile şifre yenileme bu sitede açık değil. Site yöneticinize başvurun.',
    );
    expect(await t.dataSource.getRepository(PasswordReset).count()).toBe(0);
  });
});
