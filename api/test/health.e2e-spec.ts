// Liveness and readiness: what a load balancer asks before sending an instance traffic.
import { jest } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from './create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers /api/health and /api/ready while the database answers', async () => {
  expect((await request(t.server).get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
  expect((await request(t.server).get('/api/ready/').expect(200)).body).toEqual({
    status: 'ok',
    database: 'ok',
  });
});

it('answers /api/ready with 503 {detail} once the database is gone, while /api/health still answers', async () => {
  const query = jest.spyOn(t.dataSource, 'query').mockRejectedValue(new Error('connection lost'));
  try {
    const res = await request(t.server).get('/api/ready').expect(503);
    expect(res.body).toEqual({ detail: 'Veritabanına ulaşılamıyor' });
    await request(t.server).get('/api/health').expect(200);
  } finally {
    query.mockRestore();
  }
});
