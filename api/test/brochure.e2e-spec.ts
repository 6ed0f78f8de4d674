// The per-language PDF brochure (issue 12): parsed back to text, in each language, with the units as they
// are at the moment; its cache follows every write to what it shows.
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
const api = () => request(t.server);
/** Each test its own client address, so the per-client limit counts only its own requests. */
let client = 0;
const visitor = () => ({ 'X-Forwarded-For': `10.77.0.${++client}` });

const TITLE = { tr: 'Güneş Evleri ğüşıöç ĞÜŞİÖÇ', en: 'Sunny Homes', ru: 'Солнечные дома Ёжик щука' };
const LONG_TR =
  'Çalışkan ustalarımızın özenle inşa ettiği şık daireler, yaşam alanlarıyla ağaçlı bahçelere açılıyor. '.repeat(
    8,
  );
const LONG_RU =
  'Жилой комплекс расположен в тихом районе Мерсина, в пятистах метрах от Средиземного моря. '.repeat(12);

async function pdfOf(slug: string, lang?: string, headers: Record<string, string> = visitor()) {
  const res = await api()
    .get(`/api/projects/${slug}/brochure.pdf${lang ? `?lang=${lang}` : ''}`)
    .set(headers)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pdf: res.body as Buffer };
}

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total, pageTexts: result.pages.map((p) => p.text) };
  } finally {
    await parser.destroy();
  }
}

async function image(width: number, height: number, color: string) {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await api()
    .post('/api/upload/image/')
    .set(auth)
    .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
    .expect(201);
  return res.body.url as string;
}

let projectId: number;
let unitIds: number[];

beforeAll(async () => {
  t = await createTestApp({ siteUrl: 'https://konak.example' });
  await createAdmin(t);
  auth = bearer(await login(t));
  await api()
    .put('/api/settings')
    .set(auth)
    .send({
      site_name: { tr: 'Konak Yapı', en: 'Konak Construction', ru: 'Конак Строй' },
      contact_phone: '+90 324 111 22 33',
      contact_email: 'satis@konak.example',
      address: { tr: 'Mezitli / Mersin', en: 'Mezitli / Mersin', ru: 'Мезитли / Мерсин' },
    })
    .expect(200);
  const [cover, plan, map] = await Promise.all([
    image(2400, 1600, '#7799bb'),
    image(900, 700, '#eeeeee'),
    image(1400, 900, '#c8d8c0'),
  ]);
  const project = await api()
    .post('/api/projects')
    .set(auth)
    .send({
      slug: 'gunes-evleri',
      title: TITLE,
      subtitle: { tr: 'Denize sıfır daireler', en: 'Seafront flats', ru: 'Квартиры у моря' },
      description: { tr: LONG_TR, en: 'Elegant flats by the sea.', ru: LONG_RU },
      cover_images: [cover],
      features: [
        {
          title: { tr: 'Yüzme havuzu', en: 'Swimming pool', ru: 'Бассейн' },
          description: { tr: '', en: '', ru: '' },
        },
      ],
      plans: [
        {
          name: { tr: 'Bahçe katı', en: 'Garden flat', ru: 'Сад' },
          image: plan,
          area: '95 m²',
          rooms: '2+1',
        },
        {
          name: { tr: 'Çatı dubleksi', en: 'Penthouse', ru: 'Пентхаус' },
          image: '',
          area: '180 m²',
          rooms: '4+1',
        },
      ],
      location: {
        description: { tr: 'Mersin, Mezitli', en: 'Mersin, Mezitli', ru: 'Мерсин, Мезитли' },
        map_image: map,
        nearby: [{ name: { tr: 'Havalimanı', en: 'Airport', ru: 'Аэропорт' }, distance: '9 km' }],
      },
    })
    .expect(201);
  projectId = project.body.id;
  const block = await api()
    .post(`/api/projects/${projectId}/blocks`)
    .set(auth)
    .send({ name: 'A' })
    .expect(201);
  await api()
    .post(`/api/blocks/${block.body.id}/generate`)
    .set(auth)
    .send({ floors: 3, units_per_floor: 4, first_floor: 1, plan_key: 'plan-1' })
    .expect(200);
  const grid = await api().get(`/api/projects/${projectId}/blocks`).set(auth).expect(200);
  unitIds = grid.body.units.map((u: { id: number }) => u.id);
  // A-1-1 sold, A-1-2 reserved: neither is in the brochure's table.
  await api()
    .patch('/api/units')
    .set(auth)
    .send({ ids: [unitIds[0]], status: 'sold' })
    .expect(200);
  await api()
    .patch('/api/units')
    .set(auth)
    .send({ ids: [unitIds[1]], status: 'reserved' })
    .expect(200);
  await api().patch(`/api/units/${unitIds[2]}`).set(auth).send({ price_try: 4250000 }).expect(200);
  // Three uploads and a migrated database: more than the default 30 s on a busy machine.
}, 90_000);
afterAll(() => t.close());

describe('brochure', () => {
  it('is an A4 PDF in Turkish by default: cover, project, plans, homes, location and contact', async () => {
    const { res, pdf } = await pdfOf('gunes-evleri');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gunes-evleri-tr.pdf"');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
    // The cover, the plan and the map, resized.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(3);
    const { text, pages, pageTexts } = await textOf(pdf);
    // The cover; the project with its floor plans below it (no half-empty page, issue 29); the homes with
    // the location after them; the nearby places and contact.
    expect(pages).toBe(4);
    expect(pageTexts[1]).toContain('Proje hakkında');
    expect(pageTexts[1]).toContain('Kat planları');
    expect(pageTexts[2]).toContain('Satıştaki konutlar');
    expect(text).toContain(TITLE.tr);
    // Wrapped at spaces only: no word cut where one subset font gives way to another ("yaş am").
    expect(text.replace(/\s+/g, ' ')).toContain(LONG_TR.trim());
    expect(text).toContain('Satıştaki konutlar');
    expect(text).toMatch(/\d+ \S+ \d{4} itibarıyla satış durumu/);
    expect(text).toContain('12 konutun 10 tanesi satışta · 1 opsiyonlu · 1 satıldı');
    expect(text).toContain('A-1-3');
    expect(text).toMatch(/₺4\.250\.000/);
    expect(text).not.toContain('A-1-1\n');
    expect(text).not.toMatch(/A-1-[12]\b/);
    expect(text).toContain('Bahçe katı');
    expect(text).toContain('Havalimanı');
    expect(text).toContain('+90 324 111 22 33');
    expect(text).toContain('konak.example');
  });

  it('speaks Russian with the Cyrillic intact, long texts wrapped onto more lines', async () => {
    const { res, pdf } = await pdfOf('gunes-evleri', 'ru');
    expect(res.headers['content-disposition']).toContain('gunes-evleri-ru.pdf');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(4);
    expect(text).toContain(TITLE.ru);
    expect(text).toContain('Квартиры в продаже');
    expect(text).toContain('В продаже 10 из 12 квартир');
    expect(text).toMatch(/Наличие квартир на \d+ \S+ \d{4}/);
    expect(text).toContain('Аэропорт');
    expect(text).toContain('Конак Строй');
    // The long description is all there, and no line of it is longer than the page allows.
    expect(text.replace(/\s+/g, ' ')).toContain(LONG_RU.trim().replace(/\s+/g, ' ').slice(0, 200));
    const longest = Math.max(...text.split('\n').map((l) => l.length));
    expect(longest).toBeLessThan(120);
  });

  it('speaks English', async () => {
    const { text } = await textOf((await pdfOf('gunes-evleri', 'en')).pdf);
    expect(text).toContain('Sunny Homes');
    expect(text).toContain('Available homes');
    expect(text).toMatch(/Availability as of \d+ \w+ \d{4}/);
    expect(text).toContain('10 of 12 homes available');
    expect(text).toContain('Garden flat');
  });

  it("says the description's first paragraph once: on the cover when it fits there whole, else on the project's page", async () => {
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const times = (text: string, part: string) => flat(text).split(part).length - 1;
    // English: one short paragraph — on the cover only.
    const en = await textOf((await pdfOf('gunes-evleri', 'en')).pdf);
    expect(times(en.text, 'Elegant flats by the sea.')).toBe(1);
    expect(en.pageTexts[0]).toContain('Elegant flats by the sea.');
    // Turkish: one paragraph too long for the cover — whole on the project's page, not begun on the cover.
    const tr = await textOf((await pdfOf('gunes-evleri', 'tr')).pdf);
    expect(times(tr.text, LONG_TR.trim())).toBe(1);
    expect(flat(tr.pageTexts[0] ?? '')).not.toContain(LONG_TR.slice(0, 60));
    expect(flat(tr.pageTexts[1] ?? '')).toContain(LONG_TR.trim());

    const first = 'Kısa bir giriş paragrafı, kapakta yer alır.';
    const second = 'İkinci paragraf projenin sayfasında başlar.';
    await api()
      .post('/api/projects')
      .set(auth)
      .send({
        slug: 'iki-paragraf',
        title: { tr: 'İki paragraf', en: 'Two', ru: 'Два' },
        subtitle: { tr: 'a', en: 'a', ru: 'a' },
        description: { tr: `${first}\n\n${second}`, en: 'a', ru: 'a' },
      })
      .expect(201);
    const two = await textOf((await pdfOf('iki-paragraf', 'tr')).pdf);
    expect([times(two.text, first), times(two.text, second)]).toEqual([1, 1]);
    expect(two.pageTexts[0]).toContain(first);
    expect(two.pageTexts[1]).toContain(second);
  });

  it('refuses an unknown language with 400 and an unknown project with 404', async () => {
    for (const lang of ['de', 'TR', 'ru&lang=en', '']) {
      const res = await api()
        .get(`/api/projects/gunes-evleri/brochure.pdf?lang=${lang}`)
        .set(visitor())
        .expect(400);
      expect(res.body.detail).toMatch(/tr, en veya ru/);
    }
    const res = await api()
      .get('/api/projects/yok-boyle-proje/brochure.pdf?lang=tr')
      .set(visitor())
      .expect(404);
    expect(res.body).toEqual({ detail: 'Kayıt bulunamadı' });
    await api()
      .get(`/api/projects/${'x'.repeat(300)}/brochure.pdf`)
      .set(visitor())
      .expect(404);
  });

  it("shows the language's currency beside the lira with the rate's date, and follows the rates (issue 26)", async () => {
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'EUR' })
      .expect(200);
    const en = (await textOf((await pdfOf('gunes-evleri', 'en')).pdf)).text;
    expect(en).toMatch(/Price \(₺\)\s+EUR\n/);
    expect(en).toMatch(/₺4,250,000\s+€106,250/);
    expect(en.replace(/\s+/g, ' ')).toContain(
      'Converted prices at the rate of 20 November 2026: €1 = ₺40.00. Sales are in Turkish lira.',
    );
    // Russian pages in euros, as the office chose; then in roubles once it says so (the cache follows).
    expect((await textOf((await pdfOf('gunes-evleri', 'ru')).pdf)).text).toMatch(/\(₺\)\s+EUR\n/);
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'RUB' })
      .expect(200);
    const ru = (await textOf((await pdfOf('gunes-evleri', 'ru')).pdf)).text;
    expect(ru).toMatch(/\(₺\)\s+RUB\n/);
    expect(ru.replace(/\s/g, ' ')).toMatch(/10 625 000 ₽/);
    expect(ru).toContain('20 ноября 2026');
    // Turkish: lira only.
    const tr = (await textOf((await pdfOf('gunes-evleri')).pdf)).text;
    expect(tr).toMatch(/Fiyat\n/);
    expect(tr).not.toContain('EUR');
    // No rate, no second currency.
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: null, usd: null, rub: null, as_of: '2026-11-20' })
      .expect(200);
    const plain = (await textOf((await pdfOf('gunes-evleri', 'en')).pdf)).text;
    expect(plain).toMatch(/Price\n/);
    expect(plain).not.toContain('EUR');
  });

  it("shows each payment plan's down payment and instalments for the cheapest home for sale, and follows the plans (issue 32)", async () => {
    const plan = await api()
      .post(`/api/projects/${projectId}/payment-plans`)
      .set(auth)
      .send({
        name: { tr: '24 ay faizsiz', en: '24 months interest-free', ru: '24 месяца без процентов' },
        down_payment_percent: 35,
        months: 24,
        cash_discount_percent: 5,
      })
      .expect(201);
    const tr = (await textOf((await pdfOf('gunes-evleri')).pdf)).text.replace(/\s+/g, ' ');
    expect(tr).toContain('Ödeme planları');
    const cheapest = /Tutarlar satıştaki en uygun fiyatlı konut içindir: (\S+), ₺([\d.]+)\./.exec(tr);
    expect(cheapest).not.toBeNull();
    const price = Number(cheapest![2].replace(/\./g, ''));
    const lira = (n: number) => `₺${new Intl.NumberFormat('tr-TR').format(Math.round(n))}`;
    expect(tr).toContain(
      `24 ay faizsiz: peşinat %35 · ${lira(price * 0.35)}, 24 × ${lira((price * 0.65) / 24)} aylık taksit (faizsiz); peşin ${lira(price * 0.95)} (-%5)`,
    );
    // In English with the euro beside the lira, at the office's rate.
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: 40, usd: null, rub: null, as_of: '2026-11-20' })
      .expect(200);
    const en = (await textOf((await pdfOf('gunes-evleri', 'en')).pdf)).text.replace(/\s+/g, ' ');
    expect(en).toContain(
      `24 months interest-free: 35% · ₺${new Intl.NumberFormat('en-GB').format(price * 0.35)} (€${new Intl.NumberFormat('en-GB').format(Math.round((price * 0.35) / 40))}) down, 24 × `,
    );
    await api()
      .put('/api/exchange-rates')
      .set(auth)
      .send({ eur: null, usd: null, rub: null, as_of: '2026-11-20' })
      .expect(200);
    // A deleted plan leaves the brochure (its cache follows the plans).
    await api().delete(`/api/payment-plans/${plan.body.id}`).set(auth).expect(204);
    expect((await textOf((await pdfOf('gunes-evleri')).pdf)).text).not.toContain('Ödeme planları');
  });

  it('is served from the cache until the project, its units or the settings change', async () => {
    const first = await pdfOf('gunes-evleri', 'en');
    const again = await pdfOf('gunes-evleri', 'en');
    expect(again.res.headers.etag).toBe(first.res.headers.etag);
    expect(again.pdf.equals(first.pdf)).toBe(true);
    await api()
      .get('/api/projects/gunes-evleri/brochure.pdf?lang=en')
      .set(visitor())
      .set('If-None-Match', first.res.headers.etag)
      .expect(304);

    await api()
      .put(`/api/projects/${projectId}`)
      .set(auth)
      .send({ title: { ...TITLE, en: 'Sunny Homes Renamed' } })
      .expect(200);
    const edited = await pdfOf('gunes-evleri', 'en');
    expect(edited.res.headers.etag).not.toBe(first.res.headers.etag);
    expect((await textOf(edited.pdf)).text).toContain('Sunny Homes Renamed');

    await api()
      .patch('/api/units')
      .set(auth)
      .send({ ids: [unitIds[2]], status: 'sold' })
      .expect(200);
    const sold = await textOf((await pdfOf('gunes-evleri', 'en')).pdf);
    expect(sold.text).toContain('9 of 12 homes available');
    expect(sold.text).not.toContain('A-1-3');

    await api().put('/api/settings').set(auth).send({ contact_phone: '+90 555 000 11 22' }).expect(200);
    expect((await textOf((await pdfOf('gunes-evleri', 'en')).pdf)).text).toContain('+90 555 000 11 22');
  });

  it('lists many homes in two columns per page, every one of them', async () => {
    await api()
      .post('/api/projects')
      .set(auth)
      .send({
        slug: 'buyuk-proje',
        title: { tr: 'Büyük', en: 'Large', ru: 'Большой' },
        subtitle: { tr: 'a', en: 'a', ru: 'a' },
        description: { tr: 'a', en: 'a', ru: 'a' },
      })
      .expect(201);
    const id = (await api().get('/api/projects/buyuk-proje').expect(200)).body.id;
    for (const name of ['A', 'B']) {
      const block = await api().post(`/api/projects/${id}/blocks`).set(auth).send({ name }).expect(201);
      await api()
        .post(`/api/blocks/${block.body.id}/generate`)
        .set(auth)
        .send({ floors: 10, units_per_floor: 8, first_floor: 0 })
        .expect(200);
    }
    const { text, pages, pageTexts } = await textOf((await pdfOf('buyuk-proje', 'ru')).pdf);
    // 160 homes: 74 a page in two columns (a full-width table would take 5 pages) — the cover, the short
    // project with the first homes below it, two more pages of homes, location and contact after the last.
    expect(pages).toBe(4);
    expect(pageTexts[1]).toContain('Квартиры в продаже');
    expect(pageTexts[3]).toContain('Контакты');
    for (const label of ['A-0-1', 'A-9-80', 'B-0-1', 'B-5-44', 'B-9-80']) expect(text).toContain(label);
    expect(text).toContain('В продаже 160 из 160 квартир');
  });

  it('says so when every home is sold, and leaves out what a project does not have', async () => {
    await api()
      .post('/api/projects')
      .set(auth)
      .send({
        slug: 'bos-proje',
        title: { tr: 'Boş', en: 'Empty', ru: 'Пусто' },
        subtitle: { tr: 'a', en: 'a', ru: 'a' },
        description: { tr: 'a', en: 'a', ru: 'a' },
      })
      .expect(201);
    // No plans, no units: the cover, then the project with location and contact below it.
    expect((await textOf((await pdfOf('bos-proje', 'en')).pdf)).pages).toBe(2);

    await api().patch('/api/units').set(auth).send({ ids: unitIds, status: 'sold' }).expect(200);
    const { text, pages } = await textOf((await pdfOf('gunes-evleri', 'tr')).pdf);
    expect(pages).toBe(4);
    expect(text).toContain('Bu projedeki tüm konutlar satıldı');
  });

  it('limits how many brochures one client may have generated', async () => {
    const client = { 'X-Forwarded-For': '10.78.0.1' };
    for (let i = 0; i < 20; i++)
      await api().get(`/api/projects/yok-${i}/brochure.pdf`).set(client).expect(404);
    const res = await api().get('/api/projects/gunes-evleri/brochure.pdf?lang=ru').set(client).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    await pdfOf('gunes-evleri', 'ru');
  });
});
