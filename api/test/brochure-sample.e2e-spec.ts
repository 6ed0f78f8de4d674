// Issue 29: the sample projects' brochures tell one truth. Seeded from the sample package (its artwork
// replaced by one small picture), each project's Turkish brochure gives the same figures as its units —
// on the cover, in the "Daire tipleri" table and on each floor plan — says no paragraph of its
// description twice, and carries the floor plans on the project's page when they fit there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANG_LOCALES, type Lang } from '@konak/contract';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import request from 'supertest';
import { BROCHURE_TEXTS } from '../src/brochure/brochure-texts.js';
import { SampleContentSeeder } from '../src/database/sample-content.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let client = 0;

interface Plan {
  key?: string;
  rooms: string;
  area?: string;
}
interface Project {
  slug: string;
  description: { tr: string };
  plans: Plan[];
  technical_info: { total_units: number; units: { type: { tr: string }; count: number }[] };
}
interface Units {
  counts: { total: number; available: number };
  units: { plan_key: string | null; status: string }[];
}

/** A typed area's figure ("180,70 m²") as the language writes numbers ("180.7" in English, "180,7" in Russian). */
const areaIn = (lang: Lang, typed: string) =>
  new Intl.NumberFormat(LANG_LOCALES[lang], { maximumFractionDigits: 2 }).format(
    Number(/\d+(?:[.,]\d+)?/.exec(typed)![0].replace(',', '.')),
  );

/** A project's brochure in `lang`, as bytes (each its own client, under the per-client limit). */
async function brochurePdf(slug: string, lang: Lang) {
  const res = await request(t.server)
    .get(`/api/projects/${slug}/brochure.pdf?lang=${lang}`)
    .set('X-Forwarded-For', `10.79.0.${++client}`)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return res.body as Buffer;
}

async function brochureText(slug: string) {
  const parser = new PDFParse({ data: new Uint8Array(await brochurePdf(slug, 'tr')) });
  try {
    const result = await parser.getText();
    return {
      text: result.text.replace(/\s+/g, ' '),
      pages: result.pages.map((p) => p.text.replace(/\s+/g, ' ')),
    };
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  t = await createTestApp({ seedSampleContent: true, siteUrl: 'https://konak.example' });
  const seeder = t.app.get(SampleContentSeeder);
  seeder.render = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#D4A574' } })
      .jpeg()
      .toBuffer();
  expect(await seeder.seedIfEmpty()).toBe(true);
  await createAdmin(t);
}, 180_000);
afterAll(() => t.close());

describe('the sample brochures', () => {
  it("give each project's figures as its units add them up, and no paragraph twice", async () => {
    const projects = (await request(t.server).get('/api/projects/').expect(200)).body as Project[];
    expect(projects).toHaveLength(6);
    for (const project of projects) {
      const answer = (await request(t.server).get(`/api/projects/${project.slug}/units`).expect(200))
        .body as Units;
      const { text, pages } = await brochureText(project.slug);
      const said = (part: string) => text.split(part).length - 1;

      // The cover's "available / all", and the stated total is every unit.
      expect([project.slug, project.technical_info.total_units]).toEqual([project.slug, answer.counts.total]);
      expect(pages[0]).toContain(`${answer.counts.available} / ${answer.counts.total}`);

      // The table's rows by rooms ("2+1", possibly two rows of it) are the units of the plans with those rooms.
      const rooms = new Map(project.plans.map((p) => [p.key, p.rooms]));
      const rows = new Map<string, number>();
      for (const row of project.technical_info.units)
        if (/^\d\+\d$/.test(row.type.tr)) rows.set(row.type.tr, (rows.get(row.type.tr) ?? 0) + row.count);
      for (const [type, count] of rows) {
        const units = answer.units.filter((u) => u.plan_key !== null && rooms.get(u.plan_key) === type);
        expect([project.slug, type, count]).toEqual([project.slug, type, units.length]);
        for (const row of project.technical_info.units.filter((r) => r.type.tr === type))
          expect(text).toContain(`${type} ${row.count} `);
      }
      // Each floor plan: "N konutun M tanesi satışta" of its own units.
      for (const plan of project.plans) {
        const own = answer.units.filter((u) => u.plan_key === plan.key);
        if (own.length === 0) continue;
        const available = own.filter((u) => u.status === 'available').length;
        expect(text).toContain(`${own.length} konutun ${available} tanesi satışta`);
      }

      // Every paragraph of the description once, the cover's opening included.
      for (const paragraph of project.description.tr.split(/\n\s*\n/)) {
        const words = paragraph.replace(/\s+/g, ' ').trim();
        expect([project.slug, words.slice(0, 40), said(words)]).toEqual([
          project.slug,
          words.slice(0, 40),
          1,
        ]);
      }
    }
  });

  // Issue 26 walk: the Russian brochure cut rouble prices ("3 961 53…") and areas, the English one areas.
  // Every available home's area, lira price and converted price is printed whole, in ru (roubles) and en
  // (euros), as pdftotext reads the pages; no ellipsis stands next to a figure.
  it('prints every price and area of the homes table whole, in Russian with roubles and English with euros', async () => {
    const auth = bearer(await login(t));
    const rates = { eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'RUB' };
    await request(t.server).put('/api/exchange-rates').set(auth).send(rates).expect(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'brochure-'));
    try {
      const projects = (await request(t.server).get('/api/projects/').expect(200)).body as Project[];
      let checked = 0;
      for (const project of projects) {
        const answer = (await request(t.server).get(`/api/projects/${project.slug}/units`).expect(200))
          .body as {
          units: { label: string; plan_key: string | null; status: string; price_try: number | null }[];
        };
        const available = answer.units.filter((u) => u.status === 'available');
        for (const [lang, rate] of [
          ['ru', rates.rub],
          ['en', rates.eur],
        ] as const) {
          const pdf = await brochurePdf(project.slug, lang);
          const file = path.join(dir, `${project.slug}-${lang}.pdf`);
          writeFileSync(file, pdf);
          const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
          // Digits grouped by spaces, commas or points read as one number ("3 961 530" → "3961530").
          const numbers = text.replace(/(\d)[\s\u00a0\u202f,.](?=\d{3}(?!\d))/g, '$1');
          const flat = text.replace(/[\s\u00a0\u202f]+/g, ' ');
          expect([project.slug, lang, flat.match(/[\d²₽₺€]\s?…|…\s?[\d₽₺€]|…\s?(m²|м²)/g)]).toEqual([
            project.slug,
            lang,
            null,
          ]);
          // The figure columns' titles whole too ("Площ…" was cut).
          if (available.length)
            expect([project.slug, lang, flat.includes(BROCHURE_TEXTS[lang].area)]).toEqual([
              project.slug,
              lang,
              true,
            ]);
          for (const u of available) {
            const area = project.plans.find((p) => p.key === u.plan_key)?.area;
            if (area)
              // As the site writes it in the language: typed "55,36 m²" is "55.36 m²" in English, "55,36 m²"
              // in Russian; "180,70 m²" is "180.7 m²" and "180,7 m²".
              expect([project.slug, lang, u.label, flat.includes(`${areaIn(lang, area)} m²`)]).toEqual([
                project.slug,
                lang,
                u.label,
                true,
              ]);
            if (u.price_try === null) continue;
            for (const figure of [u.price_try, Math.round(u.price_try / rate)]) {
              expect([
                project.slug,
                lang,
                u.label,
                new RegExp(`(?<!\\d)${figure}(?!\\d)`).test(numbers),
              ]).toEqual([project.slug, lang, u.label, true]);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Issue 26 walk: the English brochure's text layer (pdftotext, copy and paste, search) had lost every
  // lowercase "u" ("So th", "T rkish lira") while the page looked right, and its areas read "55,36 m²".
  it("keeps every letter in the text layer of Güneş Evleri's brochures and writes areas in their language", async () => {
    const auth = bearer(await login(t));
    const rates = { eur: 40, usd: 35, rub: 0.4, as_of: '2026-11-20', ru_currency: 'RUB' };
    await request(t.server).put('/api/exchange-rates').set(auth).send(rates).expect(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'brochure-'));
    try {
      const layer = async (lang: Lang) => {
        const pdf = await brochurePdf('gunes-evleri', lang);
        const file = path.join(dir, `gunes-evleri-${lang}.pdf`);
        writeFileSync(file, pdf);
        return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      };
      const [tr, en, ru] = [await layer('tr'), await layer('en'), await layer('ru')];

      // Words with a "u", the Russian texts in Cyrillic and the Turkish letters (ş, ı, İ, ü) as typed.
      for (const word of [
        'South',
        'Turkish lira',
        'its layout',
        'sunlight all day',
        BROCHURE_TEXTS.en.homes,
        BROCHURE_TEXTS.en.contact,
      ])
        expect(['en', word, en.includes(word)]).toEqual(['en', word, true]);
      expect(en).not.toMatch(/So th|T rkish|layo t|s nlight/);
      for (const word of [BROCHURE_TEXTS.ru.area, BROCHURE_TEXTS.ru.homes, BROCHURE_TEXTS.ru.contact, 'Юг'])
        expect(['ru', word, ru.includes(word)]).toEqual(['ru', word, true]);
      for (const word of ['Güneş Evleri', 'Kat planları', BROCHURE_TEXTS.tr.homes, BROCHURE_TEXTS.tr.contact])
        expect(['tr', word, tr.includes(word)]).toEqual(['tr', word, true]);
      // Every letter of the alphabet, lower and upper case, is somewhere in the English text layer.
      const missing = [...'abcdefghijklmnopqrstuvwxyz'].filter((ch) => !en.includes(ch));
      expect(missing).toEqual([]);

      // Areas as the language writes them: a point in English, a comma in Turkish and Russian.
      expect(en).toContain('55.36 m²');
      expect(en).not.toMatch(/\d,\d\d m²/);
      expect(tr).toContain('55,36 m²');
      expect(tr).not.toMatch(/\d\.\d\d m²/);
      expect(ru).toContain('55,36 m²');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("puts Güneş Evleri's floor plans on the project's page, which the description alone leaves half empty", async () => {
    const { pages } = await brochureText('gunes-evleri');
    expect(pages[1]).toContain('Proje hakkında');
    expect(pages[1]).toContain('Kat planları');
    expect(pages[2]).toContain('Satıştaki konutlar');
  });
});
