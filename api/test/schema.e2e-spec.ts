// Migrations and entities agree: after migrating an empty database nothing is left to change.
import { pendingSchemaChanges } from '../src/database/data-source.js';
import { createTestApp, type TestApp } from './create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(`leaves no pending schema change after migrating from empty (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
  expect(await pendingSchemaChanges(t.dataSource)).toEqual([]);
});

it('creates the first administrator with a generated password when none exists, once', async () => {
  const { UsersService } = await import('../src/users/users.service.js');
  const users = t.app.get(UsersService);
  const first = await users.ensureFirstAdmin();
  expect(first.email).toBe('admin@localhost');
  expect(first.generatedPassword?.length).toBeGreaterThanOrEqual(20);
  expect(await users.ensureFirstAdmin('other@example.com', 'another-password')).toEqual({
    email: 'admin@localhost',
  });
  const { default: request } = await import('supertest');
  await request(t.server)
    .post('/api/auth/login')
    .send({ email: 'admin@localhost', password: first.generatedPassword })
    .expect(200);
});
