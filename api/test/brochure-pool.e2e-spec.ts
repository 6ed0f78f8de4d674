// Brochures are drawn off the event loop (issue 27, finding 5): while five brochures draw, /api/health
// still answers at once; past the queue's bound a brochure is refused at once with 503 and Retry-After.
import request from 'supertest';
import { BrochurePool, POOL_SIZE, QUEUE_LIMIT } from '../src/brochure/brochure-pool.js';
import type { BrochureContent } from '../src/brochure/brochure-model.js';
import { BROCHURE_TEXTS } from '../src/brochure/brochure-texts.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
const api = () => request(t.server);
const LONG =
  'Çalışkan ustalarımızın özenle inşa ettiği şık daireler, yaşam alanlarıyla ağaçlı bahçelere açılıyor. '.repeat(
    40,
  );
const L = (s: string) => ({ tr: s, en: s, ru: s });

beforeAll(async () => {
  t = await createTestApp({ siteUrl: 'https://konak.example' });
  await createAdmin(t);
  auth = bearer(await login(t));
  // Five projects with long texts and 240 homes each: a brochure of many pages, a second or so to draw.
  for (let i = 1; i <= 5; i++) {
    const project = await api()
      .post('/api/projects')
      .set(auth)
      .send({
        slug: `proje-${i}`,
        title: L(`Proje ${i}`),
        subtitle: L('Denize sıfır'),
        description: L(LONG),
        features: [],
        plans: [],
      })
      .expect(201);
    for (const name of ['A', 'B']) {
      const block = await api()
        .post(`/api/projects/${project.body.id}/blocks`)
        .set(auth)
        .send({ name })
        .expect(201);
      await api()
        .post(`/api/blocks/${block.body.id}/generate`)
        .set(auth)
        .send({ floors: 20, units_per_floor: 6, first_floor: 1 })
        .expect(200);
    }
  }
}, 120_000);
afterAll(() => t.close());

/** The longest /api/health answer while `work` runs, asking every 10 ms. */
async function healthDuring(work: Promise<unknown>) {
  let done = false;
  const settled = work.finally(() => (done = true));
  const waits: number[] = [];
  while (!done) {
    const started = performance.now();
    await api().get('/api/health').expect(200);
    waits.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  await settled;
  waits.sort((x, y) => x - y);
  return { worst: waits[waits.length - 1], median: waits[Math.floor(waits.length / 2)], count: waits.length };
}

describe('brochures drawn in a worker', () => {
  it('keep /api/health answering while five brochures draw', async () => {
    // The worker starts with the first brochure (from the sources, compiling them): not what is measured.
    await api()
      .get('/api/projects/proje-1/brochure.pdf?lang=en')
      .set('X-Forwarded-For', '10.9.0.99')
      .expect(200);
    const started = performance.now();
    const five = Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        api().get(`/api/projects/proje-${i}/brochure.pdf`).set('X-Forwarded-For', `10.9.0.${i}`).expect(200),
      ),
    );
    const { worst, median, count } = await healthDuring(five);
    const drawing = performance.now() - started;
    // What this machine itself costs a health check over as long, with nothing drawn: on a quiet machine
    // a few ms; on a crowded one (other jobs on its two cores) the bound below grows by that much.
    const machine = await healthDuring(new Promise((r) => setTimeout(r, drawing)));
    // The figure itself is the point (issue 27 asks ≤ 50 ms); the bound is loose for a busy test machine.
    // Drawn on the event loop, each of these brochures held it for 0.3 s or more.
    console.log(
      `five brochures drawn in ${drawing.toFixed(0)} ms; /api/health asked ${count} times meanwhile: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms ` +
        `(with nothing drawn: median ${machine.median.toFixed(1)} ms, worst ${machine.worst.toFixed(1)} ms)`,
    );
    expect(worst).toBeLessThan(200 + machine.worst);
    for (const res of await five) expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('refuses a brochure at once with 503 and Retry-After when the queue is full', async () => {
    const pool = t.app.get(BrochurePool);
    // Work that keeps the workers busy: the same content as any brochure, from the service's own source.
    const content: BrochureContent = {
      texts: BROCHURE_TEXTS.tr,
      siteName: 'Konak',
      accent: '#aa7744',
      ink: '#222222',
      title: 'Dolu',
      subtitle: '',
      status: '',
      description: LONG.repeat(5),
      cover: null,
      figures: [],
      unitTypes: [],
      features: [],
      plans: [],
      counts: null,
      conversion: null,
      paymentPlans: null,
      blocks: [],
      location: { description: '', map: null, nearby: [] },
      contact: { address: '', phone: '', whatsapp: '', email: '', web: '' },
      date: '1 Ocak 2027',
    };
    // The queue is kept full until the request has its answer: a job that ends is replaced in the same
    // turn of the event loop (before the request's own I/O is handled), so a fast draw on a quick machine,
    // or a slow database read, cannot open a slot for it.
    const busy: Promise<Buffer>[] = [];
    let holding = true;
    const topUp = () => {
      while (holding && (pool.load.drawing < POOL_SIZE || pool.load.waiting < QUEUE_LIMIT)) {
        const job = pool.draw(content);
        busy.push(job);
        void job.then(topUp, () => undefined);
      }
    };
    topUp();
    expect(pool.load).toEqual({ drawing: POOL_SIZE, waiting: QUEUE_LIMIT });
    const started = performance.now();
    const res = await api()
      .get('/api/projects/proje-1/brochure.pdf?lang=ru')
      .set('X-Forwarded-For', '10.9.1.1')
      .expect(503);
    holding = false;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.detail).toMatch(/broşür/);
    const drawn = await Promise.all(busy);
    expect(drawn.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    // Once the queue has room, the brochure is drawn.
    await api()
      .get('/api/projects/proje-1/brochure.pdf?lang=ru')
      .set('X-Forwarded-For', '10.9.1.2')
      .expect(200);
  }, 60_000);
});
