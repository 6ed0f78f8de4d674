// What `npm start` does to the database before listening: migrate, seed an empty database once, and
// make sure an administrator exists — on SQLite and PostgreSQL alike.
import sharp from 'sharp';
import request from 'supertest';
import { Project } from '../src/projects/project.entity.js';
import { BlogPost } from '../src/blog/blog-post.entity.js';
import { AdminUser } from '../src/users/admin-user.entity.js';
import { prepareDatabase } from '../src/database/prepare.js';
import { SampleContentSeeder } from '../src/database/sample-content.js';
import { createTestApp, type TestApp } from './create-test-app.js';

/** A tiny stand-in for the artwork (which has its own tests in @konak/sample-content), so seeding takes a
 *  second, not a minute. */
const tinyImage = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#D4A574' } })
    .jpeg()
    .toBuffer();

async function appWithFastSeeder(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ seedSampleContent: true, ...overrides });
  t.app.get(SampleContentSeeder).render = tinyImage;
  return t;
}

describe('start-up preparation', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('seeds an empty database once, and a second start adds nothing', async () => {
    t = await appWithFastSeeder({ adminEmail: 'owner@konak.test', adminPassword: 'owner-password-1' });
    const first = await prepareDatabase(t.app, t.env);
    expect(first.seeded).toBe(true);
    expect(first.admin).toEqual({ email: 'owner@konak.test' });
    expect(await t.dataSource.getRepository(Project).count()).toBe(6);
    expect(await t.dataSource.getRepository(BlogPost).count()).toBe(8);

    const second = await prepareDatabase(t.app, t.env);
    expect(second).toEqual({ migrations: [], seeded: false, admin: { email: 'owner@konak.test' } });
    expect(await t.dataSource.getRepository(Project).count()).toBe(6);
    expect(await t.dataSource.getRepository(AdminUser).count()).toBe(1);

    // The seeded content is served with working image URLs.
    const project = (await request(t.server).get('/api/projects/gunes-evleri/').expect(200)).body;
    expect(project.cover_images.length).toBeGreaterThan(0);
    await request(t.server)
      .get(project.cover_images[0])
      .expect(200)
      .expect('Content-Type', /image\//);
    const posts = (await request(t.server).get('/api/blog/').expect(200)).body;
    expect(posts.map((p: { date: string }) => p.date)).toEqual(
      [...posts.map((p: { date: string }) => p.date)].sort().reverse(),
    );
    // The sample KVKK notice is in force in three languages, and says what the visit statistics count.
    const notice = (await request(t.server).get('/api/kvkk/').expect(200)).body;
    expect(notice.version).toBe(2);
    expect(notice.text.tr).toContain('çerez kullanılmadan');
    expect(notice.text.en).toContain('without cookies');
    expect(notice.text.ru).toContain('без файлов cookie');
    // The sample office's foreign-buyer thresholds, dated and explained; no rate is seeded, so no badge.
    const rates = (await request(t.server).get('/api/exchange-rates/').expect(200)).body;
    expect(rates).toMatchObject({ eur: null, usd: null, rub: null, as_of: '' });
    expect(rates.foreign_buyers).toMatchObject({
      citizenship_usd: 400_000,
      residence_usd: 200_000,
      as_of: '2026-11-01',
    });
    for (const lang of ['tr', 'en', 'ru']) expect(rates.foreign_buyers.text[lang].length).toBeGreaterThan(40);
  });

  it('does not seed again after an administrator deleted every project', async () => {
    t = await appWithFastSeeder();
    await prepareDatabase(t.app, t.env);
    // Deleted for good (not a TRUNCATE: units and progress updates reference the projects).
    await t.dataSource.createQueryBuilder().delete().from(Project).execute();
    expect((await prepareDatabase(t.app, t.env)).seeded).toBe(false);
    expect(await t.dataSource.getRepository(Project).count()).toBe(0);
  });

  it('starts with an empty site when the sample-content package is not installed', async () => {
    t = await appWithFastSeeder();
    t.app.get(SampleContentSeeder).load = async () => null;
    expect((await prepareDatabase(t.app, t.env)).seeded).toBe(false);
    expect(await t.dataSource.getRepository(Project).count()).toBe(0);
    // Still empty, so a later start with the package installed seeds it.
    expect(await t.app.get(SampleContentSeeder).isEmpty()).toBe(true);
  });

  it('leaves the database empty when SEED_SAMPLE_CONTENT is false', async () => {
    t = await appWithFastSeeder({ seedSampleContent: false });
    expect((await prepareDatabase(t.app, t.env)).seeded).toBe(false);
    expect(await t.dataSource.getRepository(Project).count()).toBe(0);
  });

  it('creates admin@localhost with a random password printed once when no administrator is configured', async () => {
    t = await appWithFastSeeder({
      seedSampleContent: false,
      adminEmail: undefined,
      adminPassword: undefined,
    });
    const { admin } = await prepareDatabase(t.app, t.env);
    expect(admin.email).toBe('admin@localhost');
    expect(admin.generatedPassword).toMatch(/^\S{16,}$/);
    await request(t.server)
      .post('/api/auth/login')
      .send({ email: 'admin@localhost', password: admin.generatedPassword })
      .expect(200);
    const again = await prepareDatabase(t.app, t.env);
    expect(again.admin).toEqual({ email: 'admin@localhost' });
  });

  it('lets two instances prepare the same database at once without seeding twice', async () => {
    t = await appWithFastSeeder({ seedSampleContent: true });
    const [a, b] = await Promise.all([prepareDatabase(t.app, t.env), prepareDatabase(t.app, t.env)]);
    expect([a.seeded, b.seeded].filter(Boolean)).toHaveLength(1);
    expect(await t.dataSource.getRepository(Project).count()).toBe(6);
    expect(await t.dataSource.getRepository(AdminUser).count()).toBe(1);
  });
});
