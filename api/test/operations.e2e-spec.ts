// Operating several instances: request ids, metrics behind a token, logs without personal data.
import { Writable } from 'node:stream';
import request from 'supertest';
import { requestLogging, createLogger } from '../src/logging/logger.js';
import { pino } from 'pino';
import express from 'express';
import { createTestApp, type TestApp } from './create-test-app.js';

const TOKEN = 'metrics-token-0123456789';

describe('metrics and request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('answers every request with an id, its own even for a prepared answer, and keeps a proxy id that looks like one', async () => {
    const first = await request(t.server).get('/api/about').expect(200);
    const second = await request(t.server).get('/api/about').expect(200);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(
      (await request(t.server).get('/api/health').set('X-Request-Id', 'lb-1234abcd')).headers['x-request-id'],
    ).toBe('lb-1234abcd');
    expect(
      (await request(t.server).get('/api/health').set('X-Request-Id', 'a b "c" <d>')).headers['x-request-id'],
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses metrics without the token (401) and reads them with it', async () => {
    await request(t.server).get('/api/metrics').expect(401);
    await request(t.server)
      .get('/api/metrics')
      .set('Authorization', 'Bearer wrong-token-wrong-token')
      .expect(401);
    await request(t.server).get('/api/about').expect(200);
    const res = await request(t.server)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(
      /konak_http_requests_total\{method="GET",route="\/api\/about",status="200"\} \d+/,
    );
    expect(res.text).toMatch(
      /konak_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/about"\} \d+/,
    );
    expect(res.text).toMatch(/konak_cache_lookups_total\{layer="prepared",result="hit"\} [1-9]/);
    expect(res.text).toMatch(/konak_cache_lookups_total\{layer="response",result="miss"\} [1-9]/);
    expect(res.text).toMatch(/konak_outbox_messages/);
    expect(res.text).toMatch(/konak_process_cpu_seconds_total/);
  });

  it('labels routes by their pattern, never by a visitor-chosen address', async () => {
    await request(t.server).get('/api/blog/some-visitor-slug').expect(404);
    const text = (await request(t.server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(text).not.toContain('some-visitor-slug');
  });
});

it('has no /api/metrics at all without METRICS_TOKEN', async () => {
  const t = await createTestApp();
  try {
    await request(t.server).get('/api/metrics').expect(404);
  } finally {
    await t.close();
  }
});

describe('request logs', () => {
  it('are JSON lines with id, method, path, status and time, and nothing personal', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = express();
    app.use(requestLogging(pino({ level: 'info' }, sink)));
    app.post('/api/auth/login', (_req, res) => res.status(401).json({ detail: 'no' }));
    await request(app)
      .post('/api/auth/login?email=ayse@example.com')
      .set('Authorization', 'Bearer secret.token.value')
      .set('Cookie', 'session=abc')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ email: 'ayse@example.com', password: 'hunter22', phone: '+90 555 111 22 33' })
      .expect(401);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'POST', path: '/api/auth/login' },
      res: { status: 401 },
    });
    expect(typeof line.req.id).toBe('string');
    expect(typeof line.responseTime).toBe('number');
    for (const secret of [
      'ayse@example.com',
      'secret.token',
      'session=abc',
      '203.0.113.9',
      'hunter22',
      '555 111',
    ])
      expect(lines[0]).not.toContain(secret);
  });

  it('log a failed answer as an error and a request the client left as aborted', async () => {
    const lines: { level: number; msg: string; res: { status: number } }[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()),
    });
    const app = express();
    app.use(requestLogging(pino({ level: 'info' }, sink)));
    app.get('/api/broken', (_req, res) => res.status(500).json({ detail: 'no' }));
    app.get('/api/slow', () => undefined);
    await request(app).get('/api/broken').expect(500);
    await request(app)
      .get('/api/slow')
      .timeout(200)
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed', res: { status: 500 } });
    expect(lines[1]).toMatchObject({ level: 30, msg: 'request aborted' });
  });

  it('createLogger writes nothing at the silent level', () => {
    expect(createLogger('silent').isLevelEnabled('error')).toBe(false);
  });
});
