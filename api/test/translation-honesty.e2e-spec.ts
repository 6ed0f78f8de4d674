// Issue 26: the translation check lists every empty text — construction updates and blog tags included —
// and leaves out a name the office marked "böyle kalsın"; the KVKK notice is written per language and a
// request's ledger records which language of it the visitor was shown.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { L, bearer, login, validPost, validProject } from './helpers.js';

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
type Item = { type: string; id: number; field: string; lang: string; issue: string; project_id?: number };

describe('the translation check', () => {
  it('lists an empty construction update text and an untranslated tag, with where to fix them', async () => {
    const project = (await api().post('/api/projects').set(auth).send(validProject('santiye')).expect(201))
      .body;
    const update = (
      await api()
        .post('/api/progress-updates')
        .set(auth)
        .send({
          project_id: project.id,
          date: '2026-03-01',
          title: L('Temel'),
          text: { tr: 'Kaba inşaat sürüyor', en: 'The frame is rising', ru: '' },
        })
        .expect(201)
    ).body;
    const post = (
      await api()
        .post('/api/blog')
        .set(auth)
        // An older client's plain string is a Turkish tag not yet translated.
        .send(validPost('sehir', { tags: [{ tr: 'Şehir Hayatı', en: 'City Life', ru: '' }, 'Kepez'] }))
        .expect(201)
    ).body;
    expect(post.tags).toEqual([
      { tr: 'Şehir Hayatı', en: 'City Life', ru: '' },
      { tr: 'Kepez', en: '', ru: '' },
    ]);

    const { items } = await report();
    expect(items).toEqual(
      expect.arrayContaining([
        {
          type: 'progress_update',
          id: update.id,
          project_id: project.id,
          title: 'Güneş tr · 1 Mart 2026',
          field: 'text',
          lang: 'ru',
          issue: 'missing',
        },
        expect.objectContaining({
          type: 'blog_post',
          id: post.id,
          field: 'tags.0',
          lang: 'ru',
          issue: 'missing',
        }),
        expect.objectContaining({
          type: 'blog_post',
          id: post.id,
          field: 'tags.1',
          lang: 'en',
          issue: 'missing',
        }),
        expect.objectContaining({
          type: 'blog_post',
          id: post.id,
          field: 'tags.1',
          lang: 'ru',
          issue: 'missing',
        }),
      ]),
    );
    // The fix takes it off the list; tags keep their translations through an edit.
    await api()
      .put(`/api/progress-updates/${update.id}`)
      .set(auth)
      .send({ text: L('Kaba inşaat') })
      .expect(200);
    await api()
      .put(`/api/blog/${post.id}`)
      .set(auth)
      .send({ tags: [L('Şehir'), L('Kepez')] })
      .expect(200);
    const after = (await report()).items as Item[];
    expect(
      after.filter((i) => i.type === 'progress_update' || (i.type === 'blog_post' && i.id === post.id)),
    ).toEqual([]);

    // A construction update of a project in the trash is not checked.
    await api()
      .put(`/api/progress-updates/${update.id}`)
      .set(auth)
      .send({ text: { tr: 'Boş', en: '', ru: '' } })
      .expect(200);
    expect(((await report()).items as Item[]).some((i) => i.type === 'progress_update')).toBe(true);
    await api().delete(`/api/projects/${project.id}`).set(auth).expect(204);
    expect(((await report()).items as Item[]).some((i) => i.type === 'progress_update')).toBe(false);
  });

  it('leaves out a name marked "böyle kalsın" while its text stays the same, and can take the mark back', async () => {
    const name = { tr: 'Güneş Evleri', en: 'Güneş Evleri', ru: 'Güneş Evleri' };
    const project = (
      await api()
        .post('/api/projects')
        .set(auth)
        .send({ ...validProject('gunes-evleri'), title: name })
        .expect(201)
    ).body;
    const flagged = () =>
      report().then((r) =>
        (r.items as Item[]).filter((i) => i.id === project.id && i.type === 'project' && i.field === 'title'),
      );
    expect((await flagged()).map((i) => [i.lang, i.issue])).toEqual([
      ['en', 'copied'],
      ['ru', 'copied'],
    ]);

    const kept = (
      await api()
        .post('/api/translations/kept')
        .set(auth)
        .send({ type: 'project', id: project.id, field: 'title' })
        .expect(201)
    ).body;
    expect(kept).toMatchObject({
      type: 'project',
      record_id: project.id,
      field: 'title',
      text: 'Güneş Evleri',
      title: 'Güneş Evleri',
      created_by: 'admin@example.com',
    });
    expect(await flagged()).toEqual([]);
    // Stored on the server: a fresh read of the report still honours it, and lists it to take back.
    expect((await report()).kept).toEqual([
      expect.objectContaining({ id: kept.id, field: 'title', text: 'Güneş Evleri' }),
    ]);
    // Marking again answers the same mark.
    expect(
      (
        await api()
          .post('/api/translations/kept')
          .set(auth)
          .send({ type: 'project', id: project.id, field: 'title' })
          .expect(201)
      ).body.id,
    ).toBe(kept.id);

    // A changed text is checked again (the mark held for "Güneş Evleri" only)…
    const renamed = { tr: 'Güneş Konakları', en: 'Güneş Konakları', ru: 'Güneş Konakları' };
    await api().put(`/api/projects/${project.id}`).set(auth).send({ title: renamed }).expect(200);
    expect(await flagged()).toHaveLength(2);
    expect((await report()).kept).toEqual([]);
    // …and back to the marked text, it is kept again; taking the mark back flags it again.
    await api().put(`/api/projects/${project.id}`).set(auth).send({ title: name }).expect(200);
    expect(await flagged()).toEqual([]);
    await api().delete(`/api/translations/kept/${kept.id}`).set(auth).expect(204);
    expect(await flagged()).toHaveLength(2);
    await api().delete(`/api/translations/kept/${kept.id}`).set(auth).expect(404);
  });

  it('marks only a text that reads the same in the languages, on a record that exists', async () => {
    const project = (await api().post('/api/projects').set(auth).send(validProject('baska')).expect(201))
      .body;
    const refused = (
      await api()
        .post('/api/translations/kept')
        .set(auth)
        .send({ type: 'project', id: project.id, field: 'description' })
        .expect(422)
    ).body;
    expect(refused.detail[0].loc).toEqual(['body', 'field']);
    await api()
      .post('/api/translations/kept')
      .set(auth)
      .send({ type: 'project', id: 99999, field: 'title' })
      .expect(404);
    await api()
      .post('/api/translations/kept')
      .set(auth)
      .send({ type: 'user', id: project.id, field: 'title' })
      .expect(422);
    await api()
      .post('/api/translations/kept')
      .send({ type: 'project', id: project.id, field: 'title' })
      .expect(401);
  });
});

describe('the KVKK notice in each language', () => {
  const visitor = {
    name: 'Anna Smith',
    phone: '+44 20 7946 0000',
    email: 'anna@example.com',
    form_ms: 20_000,
  };

  it('answers the text of each language and records which one a request was shown', async () => {
    const text = { tr: '## Türkçe metin\n\nParagraf', en: '## English notice\n\nParagraph', ru: '' };
    const notice = (await api().post('/api/kvkk/versions').set(auth).send({ text }).expect(201)).body;
    expect((await api().get('/api/kvkk').expect(200)).body).toMatchObject({
      version: notice.version,
      hash: notice.hash,
      text,
    });

    const send = (language: string, ip: string) =>
      api()
        .post('/api/contact/')
        .set('X-Forwarded-For', ip)
        .send({ ...visitor, language, notice_version: notice.hash })
        .expect(201);
    const detail = async (id: number) => (await api().get(`/api/contact/${id}`).set(auth).expect(200)).body;
    // The English page showed the English text; the Russian page, with no Russian yet, the Turkish one.
    expect(await detail((await send('en', '10.26.0.1')).body.id)).toMatchObject({
      language: 'en',
      notice_version: notice.version,
      notice_hash: notice.hash,
      notice_lang: 'en',
    });
    expect(await detail((await send('ru', '10.26.0.2')).body.id)).toMatchObject({
      language: 'ru',
      notice_lang: 'tr',
    });
    expect(await detail((await send('tr', '10.26.0.3')).body.id)).toMatchObject({
      language: 'tr',
      notice_lang: 'tr',
    });

    // Once Russian is written, a request from the Russian page records the Russian text (a new version).
    const both = (
      await api()
        .post('/api/kvkk/versions')
        .set(auth)
        .send({ text: { ...text, ru: '## Уведомление\n\nАбзац' } })
        .expect(201)
    ).body;
    const ru = (
      await api()
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.26.0.4')
        .send({ ...visitor, language: 'ru', notice_version: both.hash })
        .expect(201)
    ).body;
    expect(await detail(ru.id)).toMatchObject({ notice_version: both.version, notice_lang: 'ru' });
    // A form that named no notice records no language of it.
    const none = (
      await api()
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.26.0.5')
        .send({ ...visitor, language: 'en' })
        .expect(201)
    ).body;
    expect(await detail(none.id)).toMatchObject({ notice_version: null, notice_lang: '' });
  });
});
