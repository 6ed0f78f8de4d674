// /projeler and the home page after years of projects (issue 25): drawn by the built public remote from
// the projects' cards and, on the home page, at most SHOWCASE_SIZE cards and one whole project — so their
// HTML stays the same size with thirty whole projects (~15 kB of JSON each) as with a few. Needs a build
// of the shell and the public remote (npm run build): with the scale suite, after the build in npm test.
import request from 'supertest';
import { SHOWCASE_SIZE } from '@konak/contract';
import { createAdmin, createTestApp, type TestApp } from '../create-test-app.js';
import { bearer, L, login, validProject } from '../helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const image = (n: number) => `/api/uploads/2024/01/${n.toString(16).padStart(24, '0')}.jpg`;
const text = (words: number, seed: string) => L(`${seed} `.repeat(words).trim());

/** A whole project of about 15 kB of JSON, as an office fills one in over the years. */
const wholeProject = (n: number, featured: boolean) => ({
  ...validProject(`proje-${n}`),
  title: L(`Proje ${n}`),
  subtitle: L(`Konyaaltı, ${n}. etap`),
  description: text(160, 'Denize yürüme mesafesinde, bahçeli ve havuzlu bir yaşam alanı.'.slice(0, 12)),
  featured,
  cover_images: [image(n * 10 + 1), image(n * 10 + 2)],
  gallery: Array.from({ length: 8 }, (_, i) => image(n * 100 + i)),
  features: Array.from({ length: 14 }, (_, i) => ({
    title: L(`Özellik ${i}`),
    description: text(14, 'Kapalı otopark'),
  })),
  plans: Array.from({ length: 4 }, (_, i) => ({ name: L(`${i + 1}+1`), area: '95 m²', rooms: `${i + 1}+1` })),
  location: { description: text(60, 'Havalimanı'), nearby: [{ name: L('Plaj'), distance: '800 m' }] },
  architecture: { title: L('Mimari'), description: text(60, 'Cephe') },
});

const boot = (html: string) =>
  JSON.parse(/<script id="konak-boot" type="application\/json">([^<]*)<\/script>/.exec(html)![1]) as {
    preloaded: Record<string, unknown>;
  };

async function addProjects(from: number, to: number, featured: (n: number) => boolean) {
  for (let n = from; n <= to; n++)
    await api()
      .post('/api/projects')
      .set(auth)
      .send(wholeProject(n, featured(n)))
      .expect(201);
}

describe('pages that list projects, with years of projects', () => {
  it('draws /projeler and the home page the same size with thirty whole projects as with five, each within 150 kB', async () => {
    await addProjects(1, 5, (n) => n <= 2);
    const whole = await api().get('/api/projects/?per_page=5').expect(200);
    expect(whole.text.length / 5).toBeGreaterThan(10_000);
    const before = {
      home: (await api().get('/').expect(200)).text,
      list: (await api().get('/en/projeler').expect(200)).text,
    };
    await addProjects(6, 30, (n) => n <= 2);
    const home = await api().get('/').expect(200);
    const list = await api().get('/en/projeler').expect(200);
    const tr = await api().get('/projeler').expect(200);

    // Every project has its card on /projeler, drawn from its card fields alone.
    for (const page of [list.text, tr.text]) {
      expect(page.match(/data-testid="project-card"/g)).toHaveLength(30);
      expect(Object.keys(boot(page).preloaded)).toEqual(['projects/?fields=summary&per_page=50']);
      expect(page.length).toBeLessThan(150_000);
    }
    expect(list.text).toContain('Proje 30');
    expect(list.text).toContain(image(301));
    // A card costs its few fields (~1–2 kB with its HTML), not a whole project (~15 kB).
    expect((list.text.length - before.list.length) / 25).toBeLessThan(2_500);

    // The home page: the two featured projects' tabs and the first one whole, however many there are.
    expect(home.text.length).toBeLessThan(150_000);
    expect(Math.abs(home.text.length - before.home.length)).toBeLessThan(1_000);
    expect(home.text.match(/data-testid="project-tab"/g)).toHaveLength(2);
    const preloaded = boot(home.text).preloaded;
    expect(preloaded['projects/?showcase=true&fields=summary']).toHaveLength(2);
    expect(preloaded['projects/?showcase=true&per_page=1']).toEqual([
      expect.objectContaining({ slug: 'proje-1', features: expect.any(Array) }),
    ]);
    expect(preloaded['projects/']).toBeUndefined();
  });

  it(`offers at most ${SHOWCASE_SIZE} projects on the home page when none is featured`, async () => {
    const featured = (await api().get('/api/projects/?featured=true').expect(200)).body as { id: number }[];
    for (const p of featured)
      await api().put(`/api/projects/${p.id}`).set(auth).send({ featured: false }).expect(200);
    const home = await api().get('/').expect(200);
    expect(home.text.match(/data-testid="project-tab"/g)).toHaveLength(SHOWCASE_SIZE);
    expect(home.text).toContain('href="/projeler/proje-12"');
    expect(home.text).not.toContain('href="/projeler/proje-13"');
    expect(home.text.length).toBeLessThan(150_000);
  });
});
