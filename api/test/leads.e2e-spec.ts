// Issue 13: lead alerts through the durable outbox (a real SMTP server on a local port), reminders on a
// controlled clock, the KVKK consent ledger and notice versions, data-subject requests and retention.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { CONTACT_RATE_LIMITS } from '@konak/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock.js';
import { ContactRequest } from '../src/contacts/contact-request.entity.js';
import { LeadJobs } from '../src/contacts/lead-jobs.js';
import { createApp } from '../src/create-app.js';
import { MailOutbox } from '../src/outbox/mail-outbox.entity.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, staffView, validProject } from './helpers.js';
import { freePort, startSmtpSink, type SmtpSink } from './smtp-sink.js';

const visitor = { name: 'Ayşe Yılmaz', phone: '+90 532 000 00 00', email: 'Ayse@Example.com' };
/** Far from any test's own timers: rounds run when a test says so. */
const MANUAL = 3_600_000;

const setClock = (t: TestApp, at: Date | (() => Date)) => {
  const clock = t.app.get(Clock);
  clock.now = typeof at === 'function' ? at : () => at;
};
const tick = (t: TestApp) => t.app.get(LeadJobs).tick();
const outboxRows = (t: TestApp) => t.dataSource.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
// Istanbul is UTC+3 all year; 2030-01-07 is a Monday.
const istanbul = (local: string) => new Date(`${local}+03:00`);

async function setup(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ jobsIntervalMs: MANUAL, siteUrl: 'https://konak.test', ...overrides });
  await createAdmin(t);
  const auth = bearer(await login(t));
  return { t, auth };
}

describe('lead alerts through the outbox (SMTP up)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ({ t, auth } = await setup({ mail: { smtpUrl: smtp.url, from: 'Konak <no-reply@konak.test>' } }));
    await request(t.server).post('/api/projects/').set(auth).send(validProject('gunes-evleri')).expect(201);
    await request(t.server)
      .put('/api/settings/leads')
      .set(auth)
      .send({ sales_emails: ['Satis@Konak.test', 'mudur@konak.test'] })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('sends the sales team a Turkish alert with the tel: link, project, unit, language, page and the admin link', async () => {
    const notice = (await request(t.server).get('/api/kvkk').expect(200)).body;
    const res = await request(t.server)
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.4.0.1')
      .send({
        ...visitor,
        project: 'gunes-evleri',
        unit: 'B-4-12',
        language: 'ru',
        notice_version: notice.hash,
        marketing_consent: true,
        page: '/ru/projeler/gunes-evleri',
        referrer: 'https://www.google.com/search?q=konak',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'kis-2030',
      })
      .expect(201);
    // Queued with the request, sent later: the visitor never waits for SMTP.
    expect((await outboxRows(t)).map((r) => [r.kind, r.status, r.contact_id])).toEqual([
      ['alert', 'queued', res.body.id],
    ]);
    expect(smtp.mails).toHaveLength(0);

    await tick(t);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to.sort()).toEqual(['mudur@konak.test', 'satis@konak.test']);
    expect(mail.subject).toBe('Yeni geri arama talebi: Ayşe Yılmaz — Güneş tr');
    for (const line of [
      'Ad Soyad: Ayşe Yılmaz',
      'Telefon: +90 532 000 00 00 (tel:+905320000000)',
      'E-posta: ayse@example.com',
      'Proje: Güneş tr (gunes-evleri)',
      'Daire: B-4-12',
      'Dil: Rusça',
      'Geldiği sayfa: /ru/projeler/gunes-evleri',
      'Yönlendiren site: www.google.com',
      'Kampanya (UTM): google / cpc / kis-2030',
      `Talebi yönetim panelinde açın: https://konak.test/admin/contacts/${res.body.id}`,
    ]) {
      expect(mail.decoded).toContain(line);
    }
    expect(mail.decoded).toContain('href="tel:+905320000000"');
    expect(mail.decoded).toMatch(/From: Konak <no-reply@konak\.test>/);

    const detail = (await request(t.server).get(`/api/contact/${res.body.id}`).set(auth).expect(200)).body;
    expect(detail).toMatchObject({
      alerts_enabled: true,
      mails: [{ kind: 'alert', status: 'sent', attempts: 1, last_error: '' }],
    });
    expect(detail.mails[0].sent_at).toEqual(expect.any(String));
    const status = (await request(t.server).get('/api/contact/alerts').set(auth).expect(200)).body;
    expect(status).toMatchObject({
      enabled: true,
      from: 'Konak <no-reply@konak.test>',
      recipients: ['satis@konak.test', 'mudur@konak.test'],
      sent: 1,
      queued: 0,
    });
  });

  // Issue 26: suspected spam is stored (marked), but no alert goes out for it.

  it('names a shortlist’s homes in the alert as buyers saw them: label · project, not the slugs', async () => {
    const sentBefore = smtp.mails.length;
    await request(t.server)
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.4.0.9')
      .send({ ...visitor, name: 'Olga Petrova', unit: 'gunes-evleri B-4-12; gunes-evleri A-1-2' })
      .expect(201);
    await tick(t);
    const mails = await smtp.waitFor(sentBefore + 1);
    const mail = mails.find((m) => m.subject.includes('Olga Petrova'))!;
    expect(mail.decoded).toContain('Daire: B-4-12 · Güneş tr, A-1-2 · Güneş tr');
    expect(mail.decoded).not.toContain('gunes-evleri B-4-12');
  });
  it('sends nothing for a request caught by the honeypot, and keeps it as suspicious', async () => {
    const before = (await outboxRows(t)).length;
    const res = await request(t.server)
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.4.0.2')
      .send({ ...visitor, website: 'http://spam.example' })
      .expect(201);
    expect(await staffView(t, auth, res.body.id)).toMatchObject({
      suspicious: true,
      suspicious_reason: 'honeypot',
    });
    expect(await outboxRows(t)).toHaveLength(before);
  });

  it('sends nothing for a request sent faster than a person types, and keeps it as suspicious', async () => {
    const repo = t.dataSource.getRepository(ContactRequest);
    const [mails, stored] = [(await outboxRows(t)).length, await repo.count()];
    const res = await request(t.server)
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.4.0.3')
      .send({ ...visitor, form_ms: 900 })
      .expect(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), status: 'new', name: visitor.name });
    expect(await staffView(t, auth, res.body.id)).toMatchObject({
      suspicious: true,
      suspicious_reason: 'fast',
    });
    expect(await outboxRows(t)).toHaveLength(mails);
    expect(await repo.count()).toBe(stored + 1);
    expect(await repo.findOneByOrFail({ id: res.body.id })).toMatchObject({
      suspicious: true,
      suspicious_reason: 'fast',
    });
    // A person who took their time is stored and alerted.
    await request(t.server)
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.4.0.3')
      .send({ ...visitor, form_ms: 12_000 })
      .expect(201);
    expect(await repo.count()).toBe(stored + 2);
    expect(await outboxRows(t)).toHaveLength(mails + 1);
  });

  // Decision 0200: past the per-address count a request is kept and marked, answered as sent, not alerted.
  it('keeps a request past the per-address count as suspicious, with no alert', async () => {
    const repo = t.dataSource.getRepository(ContactRequest);
    for (let i = 0; i < CONTACT_RATE_LIMITS.kept; i++)
      await request(t.server)
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.4.0.9')
        .send({ ...visitor, form_ms: 12_000 })
        .expect(201);
    const [mails, stored] = [(await outboxRows(t)).length, await repo.count()];
    const res = await request(t.server)
      .post('/api/contact/')
      .set('X-Forwarded-For', '10.4.0.9')
      .send({ ...visitor, form_ms: 12_000 })
      .expect(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), status: 'new' });
    expect(await staffView(t, auth, res.body.id)).toMatchObject({
      suspicious: true,
      suspicious_reason: 'rate',
    });
    expect(await repo.count()).toBe(stored + 1);
    expect(await outboxRows(t)).toHaveLength(mails);
  });

  it('reminds the sales team of a request still "new" after 4 working hours, once, and not of one answered', async () => {
    const repo = t.dataSource.getRepository(ContactRequest);
    const waiting = (
      await request(t.server)
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.4.1.1')
        .send({ ...visitor, name: 'Bekleyen Kişi' })
        .expect(201)
    ).body;
    const answered = (
      await request(t.server)
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.4.1.2')
        .send({ ...visitor, name: 'Aranan Kişi' })
        .expect(201)
    ).body;
    await request(t.server)
      .put(`/api/contact/${answered.id}`)
      .set(auth)
      .send({ status: 'contacted' })
      .expect(200);
    // Both came in on Monday 09:30, Istanbul time; the older requests of this file are years before.
    await repo.update({ id: waiting.id }, { created_at: istanbul('2030-01-07T09:30:00') });
    await repo.update({ id: answered.id }, { created_at: istanbul('2030-01-07T09:30:00') });
    const reminders = async () => (await outboxRows(t)).filter((r) => r.kind === 'reminder');

    setClock(t, istanbul('2030-01-07T12:00:00')); // 2.5 working hours
    await tick(t);
    expect(await reminders()).toHaveLength(0);

    setClock(t, istanbul('2030-01-07T13:45:00')); // 4.25 working hours
    const sentBefore = smtp.mails.length;
    await tick(t);
    await tick(t);
    const queued = await reminders();
    expect(queued.map((r) => [r.contact_id, r.status])).toEqual([[waiting.id, 'sent']]);
    const mails = await smtp.waitFor(sentBefore + 1);
    const reminder = mails.find((m) => m.subject.startsWith('Hatırlatma'))!;
    expect(reminder.subject).toBe('Hatırlatma: yanıt bekleyen talep — Bekleyen Kişi');
    expect(reminder.decoded).toContain('4 çalışma saatidir “Yeni” durumunda bekliyor');
    expect(reminder.decoded).toContain(`https://konak.test/admin/contacts/${waiting.id}`);
  });
});

describe('an SMTP outage', () => {
  it('answers the visitor 201, retries with backoff, and delivers after the server is back — across an API restart', async () => {
    const port = await freePort();
    const mail = { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Konak <no-reply@konak.test>' };
    const { t, auth } = await setup({ mail });
    let smtp: SmtpSink | undefined;
    let second: Awaited<ReturnType<typeof createApp>> | undefined;
    try {
      const started = Date.now();
      const res = await request(t.server)
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.5.0.1')
        .send(visitor)
        .expect(201);
      expect(Date.now() - started).toBeLessThan(2000);

      await tick(t);
      let [row] = await outboxRows(t);
      expect(row).toMatchObject({ status: 'retrying', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.next_attempt_at - Date.now()).toBeGreaterThan(50_000); // 1 minute
      const detail = (await request(t.server).get(`/api/contact/${res.body.id}`).set(auth).expect(200)).body;
      expect(detail.mails[0]).toMatchObject({
        status: 'retrying',
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED/),
        next_attempt_at: expect.any(String),
      });

      // Not yet due: nothing is tried again.
      await tick(t);
      [row] = await outboxRows(t);
      expect(row.attempts).toBe(1);
      // Two minutes on, still down: the second wait is 5 minutes.
      setClock(t, () => new Date(Date.now() + 2 * 60_000));
      await tick(t);
      [row] = await outboxRows(t);
      expect(row).toMatchObject({ status: 'retrying', attempts: 2 });
      expect(row.next_attempt_at - Date.now()).toBeGreaterThan(6 * 60_000);

      // The API restarts on the same database, and the SMTP server comes back.
      await t.app.close();
      smtp = await startSmtpSink(port);
      second = await createApp({ ...t.env, jobsIntervalMs: 100 }, { logger: false });
      second.get(Clock).now = () => new Date(Date.now() + 10 * 60_000);
      const [delivered] = await smtp.waitFor(1);
      expect(delivered.subject).toBe('Yeni geri arama talebi: Ayşe Yılmaz');
      // The sink holds the mail as soon as the message is received, a moment before the sender reads the
      // server's answer and marks the row: wait (up to 10 s) for the mark, then check it.
      const outbox = second.get(DataSource).getRepository(MailOutbox);
      let after = await outbox.findOneByOrFail({ id: row.id });
      for (let i = 0; i < 200 && after.status !== 'sent'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await outbox.findOneByOrFail({ id: row.id });
      }
      expect(after).toMatchObject({ status: 'sent', attempts: 3, last_error: '', claim_token: null });
    } finally {
      await second?.close();
      await smtp?.stop();
      rmSync(t.env.dataDir, { recursive: true, force: true });
    }
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => ({ t, auth } = await setup()));
  afterAll(() => t.close());

  const submit = (body: object, ip: string) =>
    request(t.server).post('/api/contact/').set('X-Forwarded-For', ip).send(body);

  it('stores the request, writes no outbox row, and says alerts are off', async () => {
    const res = await submit(visitor, '10.6.0.1').expect(201);
    expect(await outboxRows(t)).toEqual([]);
    expect((await request(t.server).get('/api/contact/alerts').set(auth).expect(200)).body).toMatchObject({
      enabled: false,
      recipients: ['info@konakyapi.com.tr'],
    });
    expect(
      (await request(t.server).get(`/api/contact/${res.body.id}`).set(auth).expect(200)).body,
    ).toMatchObject({ alerts_enabled: false, mails: [] });
  });

  describe('the KVKK notice', () => {
    it('starts at version 1: the text the site showed, with its SHA-256', async () => {
      const current = (await request(t.server).get('/api/kvkk/').expect(200)).body;
      expect(current).toMatchObject({ version: 1, created_by: '' });
      expect(current.text.tr).toContain('## 6. Kanun’un 11. Maddesi Kapsamındaki Haklarınız');
      expect(current.text.tr).toContain('E-posta: kvkk@konakyapi.com.tr');
      expect(current.hash).toBe(createHash('sha256').update(JSON.stringify(current.text)).digest('hex'));
    });

    it('makes an edit a new version; old versions stay readable; a request records the one it was shown', async () => {
      const v1 = (await request(t.server).get('/api/kvkk').expect(200)).body;
      const v2 = (
        await request(t.server)
          .post('/api/kvkk/versions')
          .set(auth)
          .send({ text: { tr: '## Yeni metin\n\nParagraf' } })
          .expect(201)
      ).body;
      expect(v2).toMatchObject({
        version: 2,
        created_by: 'admin@example.com',
        text: { tr: '## Yeni metin\n\nParagraf', en: '', ru: '' },
      });
      // The same text again is no new version.
      expect(
        (
          await request(t.server)
            .post('/api/kvkk/versions')
            .set(auth)
            .send({ text: { tr: '## Yeni metin\r\n\r\nParagraf' } })
            .expect(201)
        ).body.version,
      ).toBe(2);
      await request(t.server)
        .post('/api/kvkk/versions')
        .set(auth)
        .send({ text: { tr: '' } })
        .expect(422);
      expect((await request(t.server).get('/api/kvkk').expect(200)).body.version).toBe(2);
      expect(
        (await request(t.server).get('/api/kvkk/versions').set(auth).expect(200)).body.map(
          (v: { version: number }) => v.version,
        ),
      ).toEqual([2, 1]);
      expect((await request(t.server).get('/api/kvkk/versions/1').set(auth).expect(200)).body.text.tr).toBe(
        v1.text.tr,
      );
      await request(t.server).get('/api/kvkk/versions/9').set(auth).expect(404);

      // A page loaded before the edit still sends version 1's hash: that is what the visitor saw.
      const withOld = (
        await submit({ ...visitor, notice_version: v1.hash, marketingConsent: false }, '10.6.1.1').expect(201)
      ).body;
      const withNew = (
        await submit(
          { ...visitor, notice_version: v2.hash, marketing_consent: true, unit: 'A-1-3', page: '/iletisim' },
          '10.6.1.2',
        ).expect(201)
      ).body;
      const a = (await request(t.server).get(`/api/contact/${withOld.id}`).set(auth).expect(200)).body;
      const b = (await request(t.server).get(`/api/contact/${withNew.id}`).set(auth).expect(200)).body;
      expect(a).toMatchObject({
        notice_version: 1,
        notice_hash: v1.hash,
        notice_date: v1.created_at,
        marketing_consent: false,
        client_ip: '10.6.1.1',
      });
      expect(b).toMatchObject({
        notice_version: 2,
        notice_hash: v2.hash,
        marketing_consent: true,
        unit: 'A-1-3',
        page: '/iletisim',
      });
      // Without a notice version (an older form) nothing is assumed.
      const none = await staffView(t, auth, (await submit(visitor, '10.6.1.3').expect(201)).body.id);
      expect(none).toMatchObject({ notice_version: null, notice_hash: '', marketing_consent: false });
    });

    it('refuses an unknown or malformed notice version, and a page that is no site path', async () => {
      expect(
        (await submit({ ...visitor, notice_version: 'a'.repeat(64) }, '10.6.2.1').expect(422)).body.detail,
      ).toMatch(/Aydınlatma metni/);
      expect(
        (await submit({ ...visitor, notice_version: 'v1' }, '10.6.2.1').expect(422)).body.detail[0].loc,
      ).toEqual(['body', 'notice_version']);
      expect(
        (await submit({ ...visitor, page: 'https://evil.example/' }, '10.6.2.2').expect(422)).body.detail[0]
          .loc,
      ).toEqual(['body', 'page']);
      expect(
        (await submit({ ...visitor, marketing_consent: 'yes' }, '10.6.2.2').expect(422)).body.detail[0].loc,
      ).toEqual(['body', 'marketing_consent']);
    });

    it("takes the page from the Referer header when the form does not say, and keeps only the referrer's host", async () => {
      const res = await submit(
        { ...visitor, referrer: 'https://www.instagram.com/konakyapi/?igsh=abc' },
        '10.6.3.1',
      )
        .set('Referer', 'https://konak.test/projeler/kundu-villalari?utm_source=x')
        .expect(201);
      expect(await staffView(t, auth, res.body.id)).toMatchObject({
        page: '/projeler/kundu-villalari',
        referrer_host: 'www.instagram.com',
      });
      const other = await submit(visitor, '10.6.3.1')
        .set('Referer', 'https://elsewhere.example/page')
        .expect(201);
      expect((await staffView(t, auth, other.body.id)).page).toBe('');
    });
  });

  describe('data-subject requests', () => {
    let ids: number[];
    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM contact_requests');
      ids = [];
      for (const [body, ip] of [
        [
          {
            name: 'Mehmet Kaya',
            phone: '0532 111 22 33',
            email: 'Mehmet@Example.com',
            message: 'Arayın',
            marketing_consent: true,
          },
          '10.7.0.1',
        ],
        [{ name: 'M. Kaya', phone: '+90 (532) 111-22-33', email: 'baska@example.com' }, '10.7.0.2'],
        [{ name: 'Zeynep Ak', phone: '0541 999 88 77', email: 'zeynep@example.com' }, '10.7.0.3'],
      ] as const) {
        ids.push((await submit(body, ip).expect(201)).body.id);
      }
    });

    it('finds every request of a person by e-mail or by phone digits however typed', async () => {
      const byEmail = (
        await request(t.server)
          .post('/api/data-requests/search')
          .send({ email: 'MEHMET@example.com' })
          .set(auth)
          .expect(200)
      ).body;
      expect(byEmail.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
      const byPhone = (
        await request(t.server)
          .post('/api/data-requests/search')
          .send({ phone: '905321112233' })
          .set(auth)
          .expect(200)
      ).body;
      expect(byPhone.map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
      expect(
        (await request(t.server).post('/api/data-requests/search').send({}).set(auth).expect(422)).body
          .detail,
      ).toBe('Bir e-posta adresi veya telefon numarası girin');
      await request(t.server)
        .post('/api/data-requests/search')
        .send({ email: 'nobody' })
        .set(auth)
        .expect(422);
    });

    it('exports them as JSON and CSV files, and logs each export', async () => {
      const json = await request(t.server)
        .post('/api/data-requests/export')
        .send({ email: 'mehmet@example.com', phone: '0532 111 22 33' })
        .set(auth)
        .expect(200);
      expect(json.headers['content-type']).toMatch(/application\/json/);
      expect(json.headers['content-disposition']).toMatch(
        /attachment; filename="kisisel-veri-\d{4}-\d\d-\d\d\.json"/,
      );
      const parsed = JSON.parse(json.text);
      expect(parsed.requests).toHaveLength(2);
      expect(parsed.requests[0]).toMatchObject({
        client_ip: expect.stringMatching(/^10\.7\.0\./),
        notice_version: null,
      });
      const csv = await request(t.server)
        .post('/api/data-requests/export')
        .send({ phone: '05321112233', format: 'csv' })
        .set(auth)
        .expect(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.text.charCodeAt(0)).toBe(0xfeff);
      // Turkish column headers an office reads, times in Istanbul's (UTC+3), not UTC (issue 26).
      const header = csv.text.split('\r\n')[0].replace('\uFEFF', '');
      expect(header).toBe(
        '"Talep no";"Tarih (İstanbul saati)";"Ad Soyad";"Telefon";"E-posta";"Mesaj";"Notlar";"Proje";"Daire";"Dil";"Durum";"Gönderildiği sayfa";"Geldiği site";' +
          '"Kampanya kaynağı";"Kampanya aracı";"Kampanya";"Aydınlatma metni sürümü";"Aydınlatma metninin parmak izi (SHA-256)";"Aydınlatma metninin dili";"Pazarlama izni";"IP adresi";"Kişisel veriler silindi"',
      );
      for (const code of ['notice_hash', 'client_ip', 'anonymised', 'created_at'])
        expect(header).not.toContain(code);
      const first = parsed.requests.find((r: { name: string }) => r.name === 'Mehmet Kaya');
      const local = new Date(Date.parse(first.created_at) + 3 * 3_600_000).toISOString();
      const stamp = `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;
      expect(csv.text).toContain(
        `\r\n"${first.id}";"${stamp}";"Mehmet Kaya";"0532 111 22 33";"mehmet@example.com";"Arayın"`,
      );
      expect(csv.text).not.toContain(first.created_at);
      expect(csv.text).toContain(
        `"Arayın";"";"";"";"Türkçe";"Yeni";"";"";"";"";"";"";"";"";"Evet";"10.7.0.1";"Hayır"\r\n`,
      );
      expect(csv.text.trim().split('\r\n')).toHaveLength(3);
    });

    it('erases them — name "Silindi", contact data, message and address blanked — and logs who, when and how many', async () => {
      const res = await request(t.server)
        .post('/api/data-requests/erase')
        .set(auth)
        .send({ phone: '0532 111 22 33' })
        .expect(200);
      expect(res.body).toEqual({ erased: 2 });
      const rows = await t.dataSource.getRepository(ContactRequest).find({ order: { id: 'ASC' } });
      // No consent is left to show for an erased person (issue 26: no "Pazarlama izni" badge).
      expect(rows.map((r) => r.marketing_consent)).toEqual([false, false, false]);
      expect(
        (await request(t.server).get(`/api/contact/${ids[0]}`).set(auth).expect(200)).body.marketing_consent,
      ).toBe(false);
      expect(rows.map((r) => [r.name, r.phone, r.email, r.message, r.client_ip, r.anonymised])).toEqual([
        ['Silindi', '', '', '', '', true],
        ['Silindi', '', '', '', '', true],
        ['Zeynep Ak', '0541 999 88 77', 'zeynep@example.com', '', '10.7.0.3', false],
      ]);
      expect(
        (
          await request(t.server)
            .post('/api/data-requests/search')
            .send({ phone: '05321112233' })
            .set(auth)
            .expect(200)
        ).body,
      ).toEqual([]);
      const log = (await request(t.server).get('/api/data-requests/log').set(auth).expect(200)).body;
      expect(
        log.map((l: { action: string; count: number; admin_email: string }) => [
          l.action,
          l.count,
          l.admin_email,
        ]),
      ).toEqual([
        ['erase', 2, 'admin@example.com'],
        ['export', 2, 'admin@example.com'],
        ['export', 2, 'admin@example.com'],
      ]);
      expect(log[0].subject_hash).toMatch(/^[0-9a-f]{64}$/);
      // The log keeps no phone or name: every field but the hash and the time (both may hold "532" by
      // chance: a timestamp's milliseconds, a hex digest) is searched for the subject's digits and name.
      const told = log.map(({ subject_hash: _h, created_at: _t, ...rest }: Record<string, unknown>) => rest);
      expect(JSON.stringify(told)).not.toMatch(/532|mehmet/i);
      expect(log[0].subject_hash).not.toMatch(/05321112233/);
      expect(log[0].created_at).toEqual(expect.any(String));
    });
  });

  describe('retention', () => {
    it('anonymises requests older than retention_days and erases addresses older than ip_retention_days, in the daily round', async () => {
      await request(t.server)
        .put('/api/settings/leads')
        .set(auth)
        .send({ retention_days: 30, ip_retention_days: 7 })
        .expect(200);
      expect((await request(t.server).get('/api/settings/leads').set(auth).expect(200)).body).toEqual({
        sales_emails: [],
        reminder_hours: 4,
        retention_days: 30,
        ip_retention_days: 7,
      });
      await request(t.server)
        .put('/api/settings/leads')
        .set(auth)
        .send({ retention_days: 1, sales_emails: ['nope'] })
        .expect(422);
      // The public settings never show them.
      expect((await request(t.server).get('/api/settings/').expect(200)).body).not.toHaveProperty(
        'retention_days',
      );

      const repo = t.dataSource.getRepository(ContactRequest);
      const old = (await submit({ ...visitor, name: 'Eski Talep' }, '10.8.0.1').expect(201)).body.id;
      const middle = (await submit({ ...visitor, name: 'Orta Talep' }, '10.8.0.2').expect(201)).body.id;
      const fresh = (await submit({ ...visitor, name: 'Yeni Talep' }, '10.8.0.3').expect(201)).body.id;
      const now = Date.now();
      await repo.update({ id: old }, { created_at: new Date(now - 31 * 86_400_000) });
      await repo.update({ id: middle }, { created_at: new Date(now - 8 * 86_400_000) });
      const logBefore = (await request(t.server).get('/api/data-requests/log').set(auth)).body.length;

      setClock(t, new Date(now));
      await tick(t); // the first round of this app runs the daily jobs
      const [a, b, c] = await Promise.all([old, middle, fresh].map((id) => repo.findOneByOrFail({ id })));
      expect([a.name, a.email, a.phone, a.client_ip, a.anonymised]).toEqual(['Silindi', '', '', '', true]);
      expect([b.name, b.client_ip, b.anonymised]).toEqual(['Orta Talep', '', false]);
      expect([c.name, c.client_ip]).toEqual(['Yeni Talep', '10.8.0.3']);
      const log = (await request(t.server).get('/api/data-requests/log').set(auth)).body;
      expect(log).toHaveLength(logBefore + 1);
      expect(log[0]).toMatchObject({ action: 'retention', admin_email: '', count: 1 });

      // Daily: another round the same day changes nothing more.
      await repo.update({ id: fresh }, { created_at: new Date(now - 40 * 86_400_000) });
      await tick(t);
      expect((await repo.findOneByOrFail({ id: fresh })).name).toBe('Yeni Talep');
      setClock(t, new Date(now + 86_400_000));
      await tick(t);
      expect((await repo.findOneByOrFail({ id: fresh })).name).toBe('Silindi');
    });
  });
});
