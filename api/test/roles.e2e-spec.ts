// Roles (issue 27): what the owner sets on an administrator, when it takes effect, what it keeps from
// whom, and the rules that keep an owner. The route × role × token grid is auth-matrix.e2e-spec.ts.
import request from 'supertest';
import { In } from 'typeorm';
import { AdminUser } from '../src/users/admin-user.entity.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, validProject } from './helpers.js';

let t: TestApp;
let owner: Record<string, string>;
let sales: Record<string, string>;
const SALES = { email: 'satis@example.com', password: 'Satis-Ekibi-2026-Kepez!' };
const EDITOR = { email: 'editor@example.com', password: 'Editor-Masasi-2026-Lara!' };
const api = () => request(t.server);

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  owner = bearer(await login(t));
  await api()
    .post('/api/users')
    .set(owner)
    .send({ name: 'Selin Satış', ...SALES, role: 'sales' })
    .expect(201);
  sales = bearer(await login(t, SALES));
});
afterAll(() => t.close());

const auditOf = async (action: string) =>
  (await api().get('/api/audit').query({ action, type: 'user' }).set(owner).expect(200)).body.items as {
    title: string;
    id: number;
  }[];

describe('roles', () => {
  it('makes the test administrator an owner and names every role in the users list', async () => {
    expect((await api().get('/api/auth/me').set(owner).expect(200)).body.role).toBe('owner');
    expect((await api().get('/api/auth/me').set(sales).expect(200)).body.role).toBe('sales');
    const list = (await api().get('/api/users').set(owner).expect(200)).body;
    const users = (Array.isArray(list) ? list : list.items) as { email: string; role: string }[];
    expect(users.map((u) => [u.email, u.role])).toEqual([
      [ADMIN.email, 'owner'],
      [SALES.email, 'sales'],
    ]);
  });

  it('creates an administrator without a role as an editor, and refuses an unknown role in Turkish at the field', async () => {
    const created = (
      await api()
        .post('/api/users')
        .set(owner)
        .send({ name: 'Ece Editör', ...EDITOR })
        .expect(201)
    ).body;
    expect(created.role).toBe('editor');
    const res = await api()
      .post('/api/users')
      .set(owner)
      .send({ name: 'X', email: 'x@example.com', password: 'Yeterince-Uzun-2026!', role: 'admin' })
      .expect(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'role'],
        msg: 'Rol şunlardan biri olmalıdır: owner (Sahip), editor (Editör), sales (Satış)',
      }),
    ]);
    await api().put(`/api/users/${EDITOR.email}`).set(owner).send({ role: 'root' }).expect(422);
  });

  it('refuses sales what is not theirs with 403 in Turkish, and lets them work call-backs and unit status', async () => {
    const project = (
      await api().post('/api/projects').set(owner).send(validProject('kepez-konaklari')).expect(201)
    ).body;
    const del = await api().delete(`/api/projects/${project.id}`).set(sales).expect(403);
    expect(del.body).toEqual({ detail: 'Bu işlem için yetkiniz yok (rolünüz: Satış)' });
    await api().get('/api/users').set(sales).expect(403);
    await api().get('/api/contact').set(sales).expect(200);

    const block = (
      await api().post(`/api/projects/${project.id}/blocks`).set(owner).send({ name: 'A' }).expect(201)
    ).body;
    const unit = (
      await api()
        .post(`/api/projects/${project.id}/units`)
        .set(owner)
        .send({ block_id: block.id, floor: 1, number: '1', price_try: 3_000_000 })
        .expect(201)
    ).body;
    expect(
      (await api().patch(`/api/units/${unit.id}`).set(sales).send({ status: 'reserved' }).expect(200)).body
        .status,
    ).toBe('reserved');
    const price = await api()
      .patch(`/api/units/${unit.id}`)
      .set(sales)
      .send({ status: 'sold', price_try: 1 })
      .expect(403);
    expect(price.body).toEqual({
      detail: 'Bu işlemde yalnızca şunları değiştirebilirsiniz: durum (rolünüz: Satış)',
    });
    expect(
      (
        await api()
          .patch('/api/units')
          .set(sales)
          .send({ ids: [unit.id], status: 'sold' })
          .expect(200)
      ).body,
    ).toEqual({ updated: 1 });
    await api().delete(`/api/units/${unit.id}`).set(sales).expect(403);
  });

  it('lets anyone change their own name and password, but not their role nor anyone else', async () => {
    const renamed = await api()
      .put(`/api/users/${SALES.email.toUpperCase()}`)
      .set(sales)
      .send({ name: 'Selin K.' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Selin K.', role: 'sales' });
    const promote = await api()
      .put(`/api/users/${SALES.email}`)
      .set(sales)
      .send({ role: 'owner' })
      .expect(403);
    expect(promote.body.detail).toBe(
      'Bu işlemde yalnızca şunları değiştirebilirsiniz: ad, şifre, mevcut şifre (rolünüz: Satış)',
    );
    await api().put(`/api/users/${EDITOR.email}`).set(sales).send({ name: 'Başkası' }).expect(403);
    await api().delete(`/api/users/${EDITOR.email}`).set(sales).expect(403);
  });

  it('applies a role change at once to a signed-in administrator, and audits it', async () => {
    const editor = bearer(await login(t, EDITOR));
    await api().get('/api/contact').set(editor).expect(403);
    await api().put(`/api/users/${EDITOR.email}`).set(owner).send({ role: 'sales' }).expect(200);
    await api().get('/api/contact').set(editor).expect(200);
    await api().put(`/api/users/${EDITOR.email}`).set(owner).send({ role: 'editor' }).expect(200);
    await api().get('/api/contact').set(editor).expect(403);

    const changes = await auditOf('role_change');
    expect(changes.map((e) => e.title)).toEqual([EDITOR.email, EDITOR.email]);
    const entry = (await api().get(`/api/audit/${changes[0].id}`).set(owner).expect(200)).body;
    expect(entry.changes).toEqual([
      expect.objectContaining({ field: 'role', before: 'sales', after: 'editor' }),
    ]);
  });

  it('keeps at least one owner: the last cannot be demoted or deleted, a second makes both possible', async () => {
    const demote = await api()
      .put(`/api/users/${ADMIN.email}`)
      .set(owner)
      .send({ role: 'editor' })
      .expect(409);
    expect(demote.body.detail).toBe(
      'Son sahip silinemez ve rolü değiştirilemez. Önce başka bir yöneticiyi sahip yapın.',
    );
    // The last owner among several administrators: a deletion by another owner-to-be is refused too.
    await t.dataSource.getRepository(AdminUser).update({ email: EDITOR.email }, { role: 'owner' });
    const second = bearer(await login(t, EDITOR));
    await api().put(`/api/users/${ADMIN.email}`).set(second).send({ role: 'editor' }).expect(200);
    await api().delete(`/api/users/${EDITOR.email}`).set(second).expect(409);
    expect((await api().get('/api/auth/me').set(owner).expect(200)).body.role).toBe('editor');
    await api().get('/api/users').set(owner).expect(403);
    await api().put(`/api/users/${ADMIN.email}`).set(second).send({ role: 'owner' }).expect(200);
    await api().get('/api/users').set(owner).expect(200);
  });

  it('lets only one of two owners win when each takes the other away at the same moment', async () => {
    const repo = t.dataSource.getRepository(AdminUser);
    const owners = () => repo.countBy({ role: 'owner' });
    await repo.update({ email: In([ADMIN.email, EDITOR.email]) }, { role: 'owner' });
    const second = bearer(await login(t, EDITOR));
    // Each round both requests are in flight together: a demotion against a demotion, then a deletion.
    for (const [first, other] of [
      [
        () => api().put(`/api/users/${EDITOR.email}`).set(owner).send({ role: 'editor' }),
        () => api().put(`/api/users/${ADMIN.email}`).set(second).send({ role: 'editor' }),
      ],
      [
        () => api().delete(`/api/users/${EDITOR.email}`).set(owner),
        () => api().put(`/api/users/${ADMIN.email}`).set(second).send({ role: 'sales' }),
      ],
    ]) {
      const answers = await Promise.all([first(), other()]);
      // The loser is refused as the last owner (409) or, if its turn came after the winner's, as no
      // longer an owner (403) or no longer an administrator (401); never both winning.
      expect(answers.filter((a) => a.status < 300)).toHaveLength(1);
      expect(answers.filter((a) => [401, 403, 409].includes(a.status))).toHaveLength(1);
      expect(await owners()).toBe(1);
      // Back to two owners for the next round (or for good).
      const [left] = await repo.find({ where: { role: 'owner' } });
      const loser = left.email === ADMIN.email ? EDITOR.email : ADMIN.email;
      if (await repo.findOneBy({ email: loser })) await repo.update({ email: loser }, { role: 'owner' });
      else break;
    }
  });
});
