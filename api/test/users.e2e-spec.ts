import request from 'supertest';
import { AdminUser } from '../src/users/admin-user.entity.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);

describe('administrators', () => {
  it('lists users without any password field', async () => {
    const list = (await api().get('/api/users/').set(auth).expect(200)).body;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Test Admin',
        email: ADMIN.email,
        role: 'owner',
        created_at: expect.any(String),
        two_factor_enabled: false,
      },
    ]);
  });

  it('adds a user (email lower-cased), refuses a duplicate email with 409, updates and deletes', async () => {
    const created = (
      await api()
        .post('/api/users')
        .set(auth)
        .send({ name: 'Mehmet', email: 'Mehmet@Example.com', password: 'yeni-sifre-1' })
        .expect(201)
    ).body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Mehmet',
      email: 'mehmet@example.com',
      role: 'editor',
      created_at: expect.any(String),
      two_factor_enabled: false,
    });
    const stored = await t.dataSource
      .getRepository(AdminUser)
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :e', { e: 'mehmet@example.com' })
      .getOneOrFail();
    expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const dup = await api()
      .post('/api/users/')
      .set(auth)
      .send({ name: 'Kopya', email: 'MEHMET@example.com', password: 'baska-sifre-1' })
      .expect(409);
    expect(dup.body).toEqual({ detail: 'Bu e-posta adresi zaten kayıtlı' });
    const renamed = (
      await api().put('/api/users/mehmet@example.com/').set(auth).send({ name: 'Mehmet Kaya' }).expect(200)
    ).body;
    expect(renamed).toMatchObject({ name: 'Mehmet Kaya', email: 'mehmet@example.com' });
    await api().put('/api/users/nobody@example.com').set(auth).send({ name: 'X' }).expect(404);
    await api().delete('/api/users/mehmet@example.com/').set(auth).expect(204);
    await api().delete('/api/users/mehmet@example.com').set(auth).expect(404);
  });

  it.each([
    ['a short password', { name: 'A', email: 'a@example.com', password: 'eleven-char' }, 'password'],
    ['a breached password', { name: 'A', email: 'a@example.com', password: 'qwertyuiop123' }, 'password'],
    ['a bad email', { name: 'A', email: 'a-at-example.com', password: 'long-enough-1' }, 'email'],
    ['no name', { email: 'a@example.com', password: 'long-enough-1' }, 'name'],
  ])('refuses %s with 422', async (_n, body, field) => {
    const res = await api().post('/api/users').set(auth).send(body).expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', field]);
    expect(res.body.detail[0].msg).toMatch(/[a-zçğıöşü]/i);
  });

  it('says at the field why a password is refused: under 12 characters, or on the breached list (any case)', async () => {
    const short = await api()
      .post('/api/users')
      .set(auth)
      .send({ name: 'A', email: 'a@example.com', password: 'on-bir-harf' })
      .expect(422);
    expect(short.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: 'Şifre en az 12 karakter olmalıdır' }),
    ]);
    const breached = await api()
      .post('/api/users')
      .set(auth)
      .send({ name: 'A', email: 'a@example.com', password: 'Password1234' })
      .expect(422);
    expect(breached.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'password'],
        msg: 'Bu şifre sızdırılmış şifreler listesinde; başka bir şifre seçin',
      }),
    ]);
    const edit = await api()
      .put(`/api/users/${ADMIN.email}`)
      .set(auth)
      .send({ password: '123456789012', current_password: ADMIN.password })
      .expect(422);
    expect(edit.body.detail[0]).toMatchObject({
      loc: ['body', 'password'],
      msg: 'Bu şifre sızdırılmış şifreler listesinde; başka bir şifre seçin',
    });
  });

  it("changes a password only with the acting admin's current password, and ends the changed user's sessions", async () => {
    await api()
      .post('/api/users')
      .set(auth)
      .send({ name: 'Ayşe', email: 'ayse@example.com', password: 'ayse-sifre-1' })
      .expect(201);
    const ayse = await login(t, { email: 'ayse@example.com', password: 'ayse-sifre-1' });
    const missing = await api()
      .put('/api/users/ayse@example.com')
      .set(auth)
      .send({ password: 'takeover-123' })
      .expect(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'current_password']);
    const wrong = await api()
      .put('/api/users/ayse@example.com')
      .set(auth)
      .send({ password: 'takeover-123', current_password: 'not mine' })
      .expect(422);
    expect(wrong.body.detail[0]).toMatchObject({
      loc: ['body', 'current_password'],
      msg: 'Mevcut şifreniz hatalı',
    });
    await api().get('/api/auth/me').set(bearer(ayse)).expect(200);
    await api()
      .put('/api/users/ayse@example.com')
      .set(auth)
      .send({ password: 'yeni-sifre-2', current_password: ADMIN.password })
      .expect(200);
    await api().get('/api/auth/me').set(bearer(ayse)).expect(401);
    await login(t, { email: 'ayse@example.com', password: 'yeni-sifre-2' });
    // A name alone needs no password.
    await api().put('/api/users/ayse@example.com').set(auth).send({ name: 'Ayşe Y.' }).expect(200);
    await api().delete('/api/users/ayse@example.com').set(auth).expect(204);
  });

  it('refuses a short new password on update', async () => {
    await api().put(`/api/users/${ADMIN.email}`).set(auth).send({ password: '1234567' }).expect(422);
  });

  it('never deletes the last administrator (409, Turkish detail)', async () => {
    const res = await api().delete(`/api/users/${ADMIN.email}/`).set(auth).expect(409);
    expect(res.body.detail).toMatch(/Son yönetici silinemez/);
    expect((await api().get('/api/users').set(auth).expect(200)).body).toHaveLength(1);
  });
});
