// Webhooks (issue 31): the owner's endpoints, field errors, signed deliveries to a real HTTP receiver,
// retries with backoff, the test button, the events the API emits, and single delivery when two instances
// work the same database. The worker's rounds are run by hand (deliverDue) so nothing waits on a timer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/create-app.js';
import { PublishingService } from '../src/publishing/publishing.service.js';
import { UsersService } from '../src/users/users.service.js';
import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity.js';
import { WebhookEvents } from '../src/webhooks/webhook-events.js';
import { WebhookSender } from '../src/webhooks/webhook-sender.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, validPost, validProject } from './helpers.js';

/** A CRM stand-in: records every POST, answers the queued codes in turn (then 200). */
class Receiver {
  readonly got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  readonly answers: number[] = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      this.got.push({ headers: req.headers, body });
      res.statusCode = this.answers.shift() ?? 200;
      res.end('ok');
    });
  });
  url = '';
  async start(path = '/hook') {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  bodies() {
    return this.got.map(
      (g) => JSON.parse(g.body) as { id: string; event: string; data: Record<string, any> },
    );
  }
}

/** The receiver's side of docs/webhooks.md: the check a CRM runs, written from the documentation. */
function verify(secret: string, header: string | undefined, body: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (
    !Number.isInteger(t) ||
    Math.abs(Date.now() / 1000 - t) > toleranceSeconds ||
    !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')
  )
    return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

const WEBHOOKS = { intervalMs: 3_600_000, backoffBaseMs: 150, timeoutMs: 2_000, allowPrivate: true };

let t: TestApp;
let owner: Record<string, string>;
let receiver: Receiver;
const api = () => request(t.server);
const sender = () => t.app.get(WebhookSender);
const deliveries = () => t.dataSource.getRepository(WebhookDelivery);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp({ webhooks: WEBHOOKS });
  await createAdmin(t);
  owner = bearer(await login(t));
  receiver = new Receiver();
  await receiver.start();
});
afterAll(async () => {
  await receiver?.stop();
  await t?.close();
});
beforeEach(async () => {
  await t.dataSource.getRepository(WebhookEndpoint).createQueryBuilder().delete().execute();
  receiver.got.length = 0;
  receiver.answers.length = 0;
});

const addEndpoint = async (events: string[], url = receiver.url) =>
  (await api().post('/api/webhooks').set(owner).send({ url, events }).expect(201)).body as {
    id: number;
    secret: string;
    secret_hint: string;
  };

describe('endpoints', () => {
  it('answers the secret once on creation; the list shows only its last characters', async () => {
    const created = await addEndpoint(['contact.created', 'unit.status_changed']);
    expect(created).toMatchObject({
      url: receiver.url,
      events: ['contact.created', 'unit.status_changed'],
      active: true,
      pending: 0,
      failed: 0,
    });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(created.secret_hint).toBe(`…${created.secret.slice(-4)}`);
    const list = (await api().get('/api/webhooks').set(owner).expect(200)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list)).not.toContain(created.secret);
    // Stored sealed: the database alone does not hold the secret.
    const row = await t.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: created.id });
    expect(row.secret).not.toContain(created.secret.slice(6));
  });

  it('refuses editors and sales, and anyone signed out', async () => {
    const users = t.app.get(UsersService);
    for (const role of ['editor', 'sales'] as const) {
      const user = { email: `${role}@example.com`, password: 'correct horse battery staple' };
      await users.create({ name: role, role, ...user });
      const auth = bearer(await login(t, user));
      await api().get('/api/webhooks').set(auth).expect(403);
      await api()
        .post('/api/webhooks')
        .set(auth)
        .send({ url: receiver.url, events: ['contact.created'] })
        .expect(403);
    }
    await api().get('/api/webhooks').expect(401);
  });

  it('answers clear Turkish field errors for a bad URL or events', async () => {
    const fieldError = async (body: object) =>
      (await api().post('/api/webhooks').set(owner).send(body).expect(422)).body.detail as {
        loc: string[];
        msg: string;
      }[];
    for (const [url, words] of [
      ['ftp://crm.example.com/hook', 'http:// veya https://'],
      ['https://user:secret@crm.example.com/hook', 'kullanıcı adı veya parola'],
      ['crm.example.com', 'Geçerli bir adres'],
      ['', 'Adres girin'],
    ]) {
      const detail = await fieldError({ url, events: ['contact.created'] });
      expect(detail).toEqual([
        expect.objectContaining({ loc: ['body', 'url'], msg: expect.stringContaining(words) }),
      ]);
    }
    const events = await fieldError({ url: receiver.url, events: ['contact.deleted'] });
    expect(events).toEqual([
      expect.objectContaining({
        loc: ['body', 'events'],
        msg: expect.stringContaining('En az bir olay seçin'),
      }),
    ]);
    await fieldError({ url: receiver.url, events: [] });
    expect(await t.dataSource.getRepository(WebhookEndpoint).count()).toBe(0);
  });

  it('refuses private and loopback addresses unless WEBHOOKS_ALLOW_PRIVATE is on', async () => {
    const strict = await createApp(
      { ...t.env, webhooks: { ...WEBHOOKS, allowPrivate: false } },
      { logger: false },
    );
    try {
      for (const url of [
        'http://127.0.0.1:8080/x',
        'http://localhost/x',
        'http://10.0.0.5/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/x',
        'http://[::ffff:192.168.1.1]/x',
      ]) {
        const res = await request(strict.getHttpServer())
          .post('/api/webhooks')
          .set(owner)
          .send({ url, events: ['contact.created'] })
          .expect(422);
        expect(res.body.detail[0]).toMatchObject({
          loc: ['body', 'url'],
          msg: expect.stringContaining('gönderim kapalı'),
        });
      }
      await request(strict.getHttpServer())
        .post('/api/webhooks')
        .set(owner)
        .send({ url: 'https://crm.example.com/hook', events: ['contact.created'] })
        .expect(201);
    } finally {
      await strict.close();
    }
  });

  it('pauses and changes an endpoint', async () => {
    const { id } = await addEndpoint(['contact.created']);
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    const paused = await api()
      .patch(`/api/webhooks/${id}`)
      .set(owner)
      .send({ active: false, events: ['post.published'] })
      .expect(200);
    expect(paused.body).toMatchObject({ active: false, events: ['post.published'], pending: 1 });
    // A delivery queued before the pause is given up, not sent.
    await sender().deliverDue();
    expect(receiver.got).toHaveLength(0);
    expect(await deliveries().findOneByOrFail({ endpoint_id: id })).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('devre dışı'),
    });
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(409);
    await api().patch(`/api/webhooks/${id}`).set(owner).send({ url: 'gopher://x' }).expect(422);
  });

  it('moves a deleted endpoint to the trash: nothing is sent or queued for it, and a restore brings it back', async () => {
    const { id, secret_hint } = await addEndpoint(['contact.created']);
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    await api().delete(`/api/webhooks/${id}`).set(owner).expect(204);
    await api().delete(`/api/webhooks/${id}`).set(owner).expect(404);
    const listed = (await api().get('/api/webhooks').set(owner).expect(200)).body as { id: number }[];
    expect(listed.map((e) => e.id)).not.toContain(id);
    const trash = (await api().get('/api/trash').query({ type: 'webhook' }).set(owner).expect(200)).body;
    expect(trash).toEqual([expect.objectContaining({ type: 'webhook', id, title: receiver.url })]);
    // The delivery queued before the delete is given up, not sent; a new lead queues nothing for it.
    await sender().deliverDue();
    expect(receiver.got).toHaveLength(0);
    expect(await deliveries().findOneByOrFail({ endpoint_id: id })).toMatchObject({ status: 'failed' });
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.7.2.1')
      .send({
        name: 'Çöp Deneme',
        phone: '+90 532 111 22 33',
        email: 'cop@example.com',
        message: 'Arayın',
        project: 'gunes-evleri',
        language: 'tr',
      })
      .expect(201);
    expect(await deliveries().countBy({ endpoint_id: id })).toBe(1);

    await api().post(`/api/trash/webhook/${id}/restore`).set(owner).expect(204);
    const back = (await api().get('/api/webhooks').set(owner).expect(200)).body as {
      id: number;
      secret_hint: string;
    }[];
    expect(back.find((e) => e.id === id)).toMatchObject({ secret_hint });
    // The log of the restore shows the address and events, never the sealed secret.
    const log = (await api().get('/api/audit').query({ type: 'webhook' }).set(owner).expect(200)).body
      .items as { id: number; action: string }[];
    const restore = log.find((e) => e.action === 'restore')!;
    const detail = (await api().get(`/api/audit/${restore.id}`).set(owner).expect(200)).body;
    expect(JSON.stringify(detail)).not.toContain('secret');

    // Deleted for good from the trash: its deliveries go with it.
    await api().delete(`/api/webhooks/${id}`).set(owner).expect(204);
    await api().delete(`/api/trash/webhook/${id}`).set(owner).expect(204);
    expect(await deliveries().countBy({ endpoint_id: id })).toBe(0);
  });
});

describe('deliveries', () => {
  it('sends the test event signed with the secret, and lists it newest first', async () => {
    const { id, secret } = await addEndpoint(['contact.created']);
    const queued = await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    expect(queued.body).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 });
    expect(await sender().deliverDue()).toBe(1);
    expect(receiver.got).toHaveLength(1);
    const [got] = receiver.got;
    expect(got.headers['content-type']).toBe('application/json');
    expect(verify(secret, got.headers['konak-signature'] as string, got.body)).toBe(true);
    expect(verify('whsec_wrong', got.headers['konak-signature'] as string, got.body)).toBe(false);
    expect(
      verify(secret, got.headers['konak-signature'] as string, got.body.replace('denemesi', 'DENEMESI')),
    ).toBe(false);
    expect(receiver.bodies()[0]).toMatchObject({
      event: 'webhook.test',
      id: expect.any(String),
      data: { message: expect.any(String) },
    });
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    const page = await api().get(`/api/webhooks/${id}/deliveries?per_page=1`).set(owner).expect(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.body).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
    const second = await api().get(`/api/webhooks/${id}/deliveries?per_page=1&page=2`).set(owner).expect(200);
    expect(second.body).toEqual([
      expect.objectContaining({
        status: 'sent',
        attempts: 1,
        response_code: 200,
        sent_at: expect.any(String),
      }),
    ]);
  });

  it('retries after a 500 with a growing wait, then succeeds with the same body', async () => {
    const { id, secret } = await addEndpoint(['contact.created']);
    receiver.answers.push(500, 503);
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    await sender().deliverDue();
    let row = await deliveries().findOneByOrFail({ endpoint_id: id });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_code: 500, last_error: 'HTTP 500' });
    const firstWait = row.next_attempt_at - Date.now();
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(WEBHOOKS.backoffBaseMs);
    // Not due yet: nothing is sent.
    await sender().deliverDue();
    expect(receiver.got).toHaveLength(1);
    await sleep(WEBHOOKS.backoffBaseMs + 10);
    await sender().deliverDue();
    row = await deliveries().findOneByOrFail({ endpoint_id: id });
    expect(row).toMatchObject({ status: 'pending', attempts: 2, response_code: 503 });
    expect(row.next_attempt_at - Date.now()).toBeGreaterThan(WEBHOOKS.backoffBaseMs);
    await sleep(2 * WEBHOOKS.backoffBaseMs + 10);
    expect(await sender().deliverDue()).toBe(1);
    expect(await deliveries().findOneByOrFail({ endpoint_id: id })).toMatchObject({
      status: 'sent',
      attempts: 3,
      response_code: 200,
      last_error: '',
      payload: '',
    });
    expect(new Set(receiver.got.map((g) => g.body)).size).toBe(1);
    for (const g of receiver.got)
      expect(verify(secret, g.headers['konak-signature'] as string, g.body)).toBe(true);
  });

  it('gives up after the last attempt', async () => {
    const { id } = await addEndpoint(['contact.created']);
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    await deliveries().update({ endpoint_id: id }, { attempts: 7 });
    receiver.answers.push(500);
    await sender().deliverDue();
    expect(await deliveries().findOneByOrFail({ endpoint_id: id })).toMatchObject({
      status: 'failed',
      attempts: 8,
      response_code: 500,
    });
    expect((await api().get('/api/webhooks').set(owner).expect(200)).body[0]).toMatchObject({
      failed: 1,
      pending: 0,
    });
  });

  it('records a receiver that cannot be reached', async () => {
    const closed = new Receiver();
    await closed.start();
    await closed.stop();
    const { id } = await addEndpoint(['contact.created'], closed.url);
    await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    await sender().deliverDue();
    expect(await deliveries().findOneByOrFail({ endpoint_id: id })).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_code: null,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('events', () => {
  it('sends contact.created with only the fields the KVKK notice allows, and contact.status_changed', async () => {
    await addEndpoint(['contact.created', 'contact.status_changed']);
    const visitor = {
      name: 'Ayşe Yılmaz',
      phone: '+90 532 000 00 00',
      email: 'ayse@example.com',
      message: 'Özel mesaj',
      project: 'gunes-evleri',
      language: 'en',
      marketing_consent: true,
      utm_source: 'instagram',
    };
    const { id } = (
      await api().post('/api/contact').set('X-Forwarded-For', '10.7.0.1').send(visitor).expect(201)
    ).body;
    // Suspected spam (a filled honeypot) reaches no CRM.
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '10.7.0.2')
      .send({ ...visitor, website: 'http://spam' })
      .expect(201);
    await api().put(`/api/contact/${id}`).set(owner).send({ status: 'contacted' }).expect(200);
    await sender().deliverDue();
    const bodies = receiver.bodies().sort((a, b) => a.event.localeCompare(b.event));
    expect(bodies.map((b) => b.event)).toEqual(['contact.created', 'contact.status_changed']);
    expect(bodies[0].data).toEqual({
      contact: {
        id,
        created_at: expect.any(String),
        status: 'new',
        source: 'instagram',
        project: 'gunes-evleri',
        language: 'en',
        name: visitor.name,
        phone: visitor.phone,
        marketing_consent: true,
      },
    });
    expect(bodies[1].data).toMatchObject({ contact: { id, status: 'contacted' }, previous_status: 'new' });
    expect(JSON.stringify(bodies)).not.toMatch(/ayse@example\.com|Özel mesaj|10\.7\.0/);
    // Sent: the stored copy of the body (name, phone) is cleared.
    expect(await deliveries().countBy({ payload: '' })).toBe(2);
  });

  it('a KVKK erasure gives up the waiting call-back deliveries of that person, their name and phone gone, never sent', async () => {
    const { id: endpointId } = await addEndpoint(['contact.created']);
    const erased = {
      name: 'Zeynep Kaya',
      phone: '+90 533 444 55 66',
      email: 'zeynep@example.com',
      language: 'tr',
      marketing_consent: false,
    };
    const kept = {
      name: 'Ali Demir',
      phone: '+90 535 777 88 99',
      email: 'ali@example.com',
      language: 'tr',
      marketing_consent: false,
    };
    const erasedId = (
      await api().post('/api/contact').set('X-Forwarded-For', '10.7.1.1').send(erased).expect(201)
    ).body.id as number;
    const keptId = (
      await api().post('/api/contact').set('X-Forwarded-For', '10.7.1.2').send(kept).expect(201)
    ).body.id as number;
    // The receiver is failing: both deliveries wait for their next try.
    receiver.answers.push(500, 500);
    await sender().deliverDue();
    expect(await deliveries().find({ where: { endpoint_id: endpointId }, order: { id: 'ASC' } })).toEqual([
      expect.objectContaining({
        contact_id: erasedId,
        status: 'pending',
        attempts: 1,
        payload: expect.stringContaining('Zeynep Kaya'),
      }),
      expect.objectContaining({
        contact_id: keptId,
        status: 'pending',
        attempts: 1,
        payload: expect.stringContaining('Ali Demir'),
      }),
    ]);
    receiver.got.length = 0;

    await api()
      .post('/api/data-requests/erase')
      .set(owner)
      .send({ phone: '0533 444 55 66' })
      .expect(200, { erased: 1 });
    // Given up in the erasure's transaction, the stored body cleared; the other person's delivery still waits.
    expect(await deliveries().findOneByOrFail({ contact_id: erasedId })).toMatchObject({
      status: 'failed',
      payload: '',
      claim_token: null,
      last_error: 'Kişisel veriler silindi; gönderilmedi',
    });
    expect(await deliveries().findOneByOrFail({ contact_id: keptId })).toMatchObject({
      status: 'pending',
      payload: expect.stringContaining('Ali Demir'),
    });
    const stored = (await deliveries().findBy({ endpoint_id: endpointId })).map((d) => d.payload).join('');
    expect(stored).not.toMatch(/Zeynep|533 444/);

    // The receiver is back: only the other person's call-back arrives, the erased one never does.
    await sleep(WEBHOOKS.backoffBaseMs + 10);
    expect(await sender().deliverDue()).toBe(1);
    expect(receiver.bodies().map((b) => b.data.contact.id)).toEqual([keptId]);
    expect(receiver.got.map((g) => g.body).join('')).not.toMatch(/Zeynep|533 444/);
    expect((await api().get('/api/webhooks').set(owner).expect(200)).body[0]).toMatchObject({
      pending: 0,
      failed: 1,
    });
  });

  it('sends unit.status_changed for a unit and for a bulk change (only units that changed), and nothing unsubscribed', async () => {
    await addEndpoint(['unit.status_changed']);
    const project = (
      await api().post('/api/projects').set(owner).send(validProject('webhook-evleri')).expect(201)
    ).body;
    const block = (
      await api().post(`/api/projects/${project.id}/blocks`).set(owner).send({ name: 'A' }).expect(201)
    ).body;
    const units: { id: number }[] = [];
    for (const number of ['1', '2', '3'])
      units.push(
        (
          await api()
            .post(`/api/projects/${project.id}/units`)
            .set(owner)
            .send({ block_id: block.id, floor: 1, number })
            .expect(201)
        ).body,
      );
    await api().patch(`/api/units/${units[0].id}`).set(owner).send({ status: 'reserved' }).expect(200);
    await api()
      .patch('/api/units')
      .set(owner)
      .send({ ids: units.map((u) => u.id), status: 'reserved' })
      .expect(200);
    await sender().deliverDue();
    const bodies = receiver.bodies();
    // project.published was not chosen; unit 1 was already reserved when the bulk change came.
    expect(bodies.map((b) => b.event)).toEqual([
      'unit.status_changed',
      'unit.status_changed',
      'unit.status_changed',
    ]);
    expect(bodies.map((b) => b.data.unit.id).sort()).toEqual(units.map((u) => u.id).sort());
    expect(bodies.find((b) => b.data.unit.id === units[1].id)!.data).toEqual({
      unit: {
        id: units[1].id,
        project_id: project.id,
        project_slug: 'webhook-evleri',
        block: 'A',
        number: '2',
        label: 'A-1-2',
        status: 'reserved',
      },
      previous_status: 'available',
    });
  });

  it('sends project.published and post.published when published by hand and on schedule', async () => {
    await addEndpoint(['project.published', 'post.published']);
    const draft = (
      await api()
        .post('/api/projects')
        .set(owner)
        .send({ ...validProject('taslak-evler'), publication: 'draft' })
        .expect(201)
    ).body;
    expect(await deliveries().count()).toBe(0);
    await api().put(`/api/projects/${draft.id}`).set(owner).send({ publication: 'published' }).expect(200);
    // Saved again while published: no second event.
    await api().put(`/api/projects/${draft.id}`).set(owner).send({ publication: 'published' }).expect(200);
    await api().post('/api/projects').set(owner).send(validProject('yayinda-evler')).expect(201);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await api()
      .post('/api/blog')
      .set(owner)
      .send(validPost('zamanli-yazi', { publication: 'scheduled', publish_at: later }))
      .expect(201);
    expect(await deliveries().count()).toBe(2);
    await t.app.get(PublishingService).publishDue(new Date(Date.now() + 2 * 3_600_000));
    await sender().deliverDue();
    const got = receiver.bodies().map((b) => `${b.event}:${b.data.project?.slug ?? b.data.post?.slug}`);
    expect(got.sort()).toEqual([
      'post.published:zamanli-yazi',
      'project.published:taslak-evler',
      'project.published:yayinda-evler',
    ]);
    expect(receiver.bodies().find((b) => b.event === 'post.published')!.data.post).toEqual({
      id: expect.any(Number),
      slug: 'zamanli-yazi',
      title: 'Başlık tr',
      published_at: later,
    });
  });

  it('never fails the request when queueing breaks outside a transaction', async () => {
    const events = t.app.get(WebhookEvents);
    await addEndpoint(['project.published']);
    const broken = jest
      .spyOn(events as never as { queue: () => Promise<void> }, 'queue')
      .mockRejectedValue(new Error('database gone'));
    try {
      await api().post('/api/projects').set(owner).send(validProject('bozuk-webhook')).expect(201);
      expect(broken).toHaveBeenCalled();
    } finally {
      broken.mockRestore();
    }
    expect(await deliveries().count()).toBe(0);
  });
});

describe('two instances on one database', () => {
  let b: NestExpressApplication;
  beforeAll(async () => {
    b = await createApp(t.env, { logger: false });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('sends each delivery exactly once while both work the queue at the same time', async () => {
    const { id } = await addEndpoint(['contact.created']);
    for (let i = 0; i < 12; i++) await api().post(`/api/webhooks/${id}/test`).set(owner).expect(202);
    const other = b.get(WebhookSender);
    for (let round = 0; round < 3; round++)
      await Promise.all([
        sender().deliverDue(),
        other.deliverDue(),
        sender().deliverDue(),
        other.deliverDue(),
      ]);
    const ids = receiver.bodies().map((body) => body.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await deliveries().countBy({ endpoint_id: id, status: 'sent', attempts: 1 })).toBe(12);
  });
});
