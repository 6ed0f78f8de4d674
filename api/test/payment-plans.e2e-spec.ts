// Payment plans (issue 32): the admin's routes under a project (everyone reads, owner and editors edit),
// the contract's limits as Turkish field errors with nothing stored, at most five per project, the
// audit log, and the plans the public grid answers with (published projects only, in order).
import request from 'supertest';
import { PAYMENT_PLAN_LIMITS, PAYMENT_PLAN_MESSAGES, NO_MONTHS_MESSAGE } from '@konak/contract';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject } from './helpers.js';

let t: TestApp;
let owner: Record<string, string>;
let editor: Record<string, string>;
let sales: Record<string, string>;
let projectId: number;
const EDITOR = { email: 'editor@example.com', password: 'Editor-Masasi-2026-Lara!' };
const SALES = { email: 'satis@example.com', password: 'Satis-Ekibi-2026-Kepez!' };
const api = () => request(t.server);

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  owner = bearer(await login(t));
  await api()
    .post('/api/users')
    .set(owner)
    .send({ name: 'Ece Editör', ...EDITOR, role: 'editor' })
    .expect(201);
  await api()
    .post('/api/users')
    .set(owner)
    .send({ name: 'Selin Satış', ...SALES, role: 'sales' })
    .expect(201);
  editor = bearer(await login(t, EDITOR));
  sales = bearer(await login(t, SALES));
  projectId = (await api().post('/api/projects').set(owner).send(validProject('lara-evleri')).expect(201))
    .body.id;
});
afterAll(() => t.close());

const plan = (extra: Record<string, unknown> = {}) => ({
  name: L('24 ay faizsiz'),
  down_payment_percent: 35,
  months: 24,
  ...extra,
});
const listOf = async (id = projectId) =>
  (await api().get(`/api/projects/${id}/payment-plans`).set(owner).expect(200)).body as {
    id: number;
    name: { tr: string };
    position: number;
  }[];
const publicPlans = async (slug = 'lara-evleri') =>
  (await api().get(`/api/projects/${slug}/units`).expect(200)).body.payment_plans as Record<
    string,
    unknown
  >[];

describe('payment plans', () => {
  it('creates a plan for an editor, answers it in full and lists it in order', async () => {
    const created = (
      await api().post(`/api/projects/${projectId}/payment-plans`).set(editor).send(plan()).expect(201)
    ).body;
    expect(created).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      name: L('24 ay faizsiz'),
      down_payment_percent: 35,
      months: 24,
      annual_rate_percent: 0,
      cash_discount_percent: 0,
      position: 0,
    });
    const second = (
      await api()
        .post(`/api/projects/${projectId}/payment-plans`)
        .set(owner)
        .send(plan({ name: L('Peşin'), down_payment_percent: 100, months: 0, cash_discount_percent: 7.5 }))
        .expect(201)
    ).body;
    expect(second.position).toBe(1);
    expect((await listOf()).map((p) => p.id)).toEqual([created.id, second.id]);
  });

  it('shows the plans with the public grid, with what the dialog needs only, and follows edits at once', async () => {
    const [first] = await listOf();
    expect(await publicPlans()).toEqual([
      {
        id: first.id,
        name: L('24 ay faizsiz'),
        down_payment_percent: 35,
        months: 24,
        annual_rate_percent: 0,
        cash_discount_percent: 0,
      },
      expect.objectContaining({
        name: L('Peşin'),
        down_payment_percent: 100,
        months: 0,
        cash_discount_percent: 7.5,
      }),
    ]);
    // The grid's answer is cached; an edit clears it.
    await api()
      .put(`/api/payment-plans/${first.id}`)
      .set(editor)
      .send({ annual_rate_percent: 1.99, position: 5 })
      .expect(200);
    const after = await publicPlans();
    expect(after.map((p) => p.annual_rate_percent)).toEqual([0, 1.99]);
    expect(after[1]).toMatchObject({ id: first.id, months: 24 });
  });

  it('lets sales read the plans but not change them, and asks for a token', async () => {
    const [first] = await listOf();
    await api().get(`/api/projects/${projectId}/payment-plans`).set(sales).expect(200);
    const refused = await api()
      .post(`/api/projects/${projectId}/payment-plans`)
      .set(sales)
      .send(plan())
      .expect(403);
    expect(refused.body).toEqual({ detail: 'Bu işlem için yetkiniz yok (rolünüz: Satış)' });
    await api().put(`/api/payment-plans/${first.id}`).set(sales).send({ months: 12 }).expect(403);
    await api().delete(`/api/payment-plans/${first.id}`).set(sales).expect(403);
    await api().get(`/api/projects/${projectId}/payment-plans`).expect(401);
    await api().post(`/api/projects/${projectId}/payment-plans`).send(plan()).expect(401);
    expect((await listOf()).map((p) => p.name.tr)).toEqual(['Peşin tr', '24 ay faizsiz tr']);
  });

  it('refuses terms out of the contract limits with Turkish field errors, storing nothing', async () => {
    const res = await api()
      .post(`/api/projects/${projectId}/payment-plans`)
      .set(owner)
      .send({
        name: { tr: '', en: 'x', ru: 'x' },
        down_payment_percent: 120,
        months: 121,
        annual_rate_percent: 1.234,
        cash_discount_percent: -1,
      })
      .expect(422);
    const byField = Object.fromEntries(
      (res.body.detail as { loc: string[]; msg: string }[]).map((d) => [d.loc[1], d.msg]),
    );
    expect(byField).toEqual({
      name: 'Türkçe metin zorunludur',
      down_payment_percent: PAYMENT_PLAN_MESSAGES.down_payment_percent,
      months: PAYMENT_PLAN_MESSAGES.months,
      annual_rate_percent: PAYMENT_PLAN_MESSAGES.annual_rate_percent,
      cash_discount_percent: PAYMENT_PLAN_MESSAGES.cash_discount_percent,
    });
    expect(byField.months).toBe('Taksit sayısı 0 ile 120 ay arasında tam sayı olmalı');
    // Months may be 0 only when everything is paid down, on creation and on an edit.
    const noMonths = await api()
      .post(`/api/projects/${projectId}/payment-plans`)
      .set(owner)
      .send(plan({ months: 0 }))
      .expect(422);
    expect(noMonths.body.detail).toEqual([
      { loc: ['body', 'months'], msg: NO_MONTHS_MESSAGE, type: 'value_error' },
    ]);
    const cash = (await listOf()).find((p) => p.name.tr === 'Peşin tr')!;
    await api()
      .put(`/api/payment-plans/${cash.id}`)
      .set(owner)
      .send({ down_payment_percent: 50 })
      .expect(422);
    await api().put(`/api/payment-plans/${cash.id}`).set(owner).send({ months: '12' }).expect(422);
    expect((await listOf()).length).toBe(2);
    expect((await publicPlans())[0]).toMatchObject({ down_payment_percent: 100, months: 0 });
  });

  it(`keeps a project to ${PAYMENT_PLAN_LIMITS.perProject} plans`, async () => {
    const other = (
      await api().post('/api/projects').set(owner).send(validProject('kepez-konaklari')).expect(201)
    ).body.id;
    for (let i = 0; i < PAYMENT_PLAN_LIMITS.perProject; i++)
      await api()
        .post(`/api/projects/${other}/payment-plans`)
        .set(owner)
        .send(plan({ months: 12 + i }))
        .expect(201);
    const res = await api().post(`/api/projects/${other}/payment-plans`).set(owner).send(plan()).expect(422);
    expect(res.body).toEqual({ detail: 'Bir projede en fazla 5 ödeme planı olabilir' });
    expect((await listOf(other)).length).toBe(PAYMENT_PLAN_LIMITS.perProject);
    // The first project's plans are its own.
    expect((await listOf()).length).toBe(2);
  });

  it('answers 404 for an unknown project or plan', async () => {
    await api().get('/api/projects/999999/payment-plans').set(owner).expect(404);
    await api().post('/api/projects/999999/payment-plans').set(owner).send(plan()).expect(404);
    await api().put('/api/payment-plans/999999').set(owner).send({ months: 12 }).expect(404);
    await api().delete('/api/payment-plans/999999').set(owner).expect(404);
  });

  it('removes a plan, and logs every change with the project and the plan', async () => {
    const cash = (await listOf()).find((p) => p.name.tr === 'Peşin tr')!;
    await api().delete(`/api/payment-plans/${cash.id}`).set(editor).expect(204);
    expect((await listOf()).map((p) => p.name.tr)).toEqual(['24 ay faizsiz tr']);
    expect((await publicPlans()).map((p) => (p.name as { tr: string }).tr)).toEqual(['24 ay faizsiz tr']);
    const log = (await api().get('/api/audit').query({ type: 'payment_plan' }).set(owner).expect(200)).body
      .items as { action: string; title: string; item_id: number }[];
    const mine = log.filter((e) => e.item_id === cash.id).map((e) => [e.action, e.title]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['create', 'Güneş tr: Peşin tr'],
        ['delete', 'Güneş tr: Peşin tr'],
      ]),
    );
    const update = log.find((e) => e.action === 'update');
    const changes = (
      await api()
        .get(`/api/audit/${(update as unknown as { id: number }).id}`)
        .set(owner)
        .expect(200)
    ).body.changes as { field: string }[];
    expect(changes.map((c) => c.field)).toEqual(expect.arrayContaining(['annual_rate_percent', 'position']));
  });

  it('keeps a deleted plan in the trash, where only the owner restores it to the site as it was', async () => {
    const [kept] = await listOf();
    await api().delete(`/api/payment-plans/${kept.id}`).set(editor).expect(204);
    expect(await listOf()).toEqual([]);
    expect(await publicPlans()).toEqual([]);
    const trash = (await api().get('/api/trash').query({ type: 'payment_plan' }).set(owner).expect(200)).body;
    expect(trash).toContainEqual(
      expect.objectContaining({
        type: 'payment_plan',
        id: kept.id,
        title: '24 ay faizsiz tr',
        deleted_by: 'Ece Editör',
      }),
    );
    await api().post(`/api/trash/payment_plan/${kept.id}/restore`).set(editor).expect(403);
    await api().post(`/api/trash/payment_plan/${kept.id}/restore`).set(owner).expect(204);
    expect(await listOf()).toEqual([expect.objectContaining({ id: kept.id, name: kept.name })]);
    expect((await publicPlans()).map((p) => (p.name as { tr: string }).tr)).toEqual(['24 ay faizsiz tr']);
  });

  it('answers no grid and no plans for a draft project, and the plans again once published', async () => {
    await api().put(`/api/projects/${projectId}`).set(owner).send({ publication: 'draft' }).expect(200);
    await api().get('/api/projects/lara-evleri/units').expect(404);
    await api().put(`/api/projects/${projectId}`).set(owner).send({ publication: 'published' }).expect(200);
    expect((await publicPlans()).length).toBe(1);
  });
});
