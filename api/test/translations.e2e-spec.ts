// The translation check (issue 14): every translated text of the content whose language is empty while
// another has text, or repeats an earlier language, with where to fix it; administrators only.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validProject, validSlider } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const report = async () => (await api().get('/api/translations/missing').set(auth).expect(200)).body;

it('starts clean, then lists each field and language that needs a translator', async () => {
  expect(await report()).toEqual({ total: 0, records: 0, items: [], kept: [] });
  const project = (
    await api()
      .post('/api/projects')
      .set(auth)
      .send({
        ...validProject('ceviri'),
        technical_info: { description: { tr: 'Denize yakın', en: 'Near the sea', ru: '' } },
        features: [{ title: { tr: 'Havuz', en: 'Havuz', ru: 'Бассейн' } }],
      })
      .expect(201)
  ).body;
  await api()
    .post('/api/sliders')
    .set(auth)
    .send({ ...validSlider(1), cta_text: { tr: 'İncele', en: '', ru: '' } })
    .expect(201);
  await api()
    .put('/api/settings')
    .set(auth)
    .send({ address: { tr: 'Antalya', en: 'Antalya', ru: 'Анталья' } })
    .expect(200);

  const body = await report();
  expect(body.items).toEqual(
    expect.arrayContaining([
      {
        type: 'project',
        id: project.id,
        title: 'Güneş tr',
        field: 'technical_info.description',
        lang: 'ru',
        issue: 'missing',
      },
      {
        type: 'project',
        id: project.id,
        title: 'Güneş tr',
        field: 'features.0.title',
        lang: 'en',
        issue: 'copied',
        same_as: 'tr',
      },
      expect.objectContaining({ type: 'slider', field: 'cta_text', lang: 'en', issue: 'missing' }),
      expect.objectContaining({ type: 'slider', field: 'cta_text', lang: 'ru', issue: 'missing' }),
      // A place name may rightly read the same: Antalya in English is Antalya — but it is listed to check.
      expect.objectContaining({
        type: 'settings',
        field: 'address',
        lang: 'en',
        issue: 'copied',
        same_as: 'tr',
      }),
    ]),
  );
  expect(body.total).toBe(body.items.length);
  expect(body.records).toBe(3);
  // Projects come first; a fix takes the field off the list.
  expect(body.items[0].type).toBe('project');
  await api()
    .put(`/api/projects/${project.id}`)
    .set(auth)
    .send({ technical_info: { description: L('Yakın') } })
    .expect(200);
  expect(
    (await report()).items.some((i: { field: string }) => i.field === 'technical_info.description'),
  ).toBe(false);
});

it('is for administrators only', async () => {
  await api().get('/api/translations/missing').expect(401);
});
