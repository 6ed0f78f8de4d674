// Issue 29: the sample projects' brochures tell one truth. Seeded from the sample package (its artwork
// replaced by one small picture), each project's Turkish brochure gives the same figures as its units —
// on the cover, in the "Daire tipleri" table and on each floor plan — says no paragraph of its
// description twice, and carries the floor plans on the project's page when they fit there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

async function brochureText(slug: string) {
  const res = await request(t.server)
    .get(`/api/projects/${slug}/brochure.pdf?lang=tr`)
    .set('X-Forwarded-For', `10.79.0.${++client}`)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const parser = new PDFParse({ data: new Uint8Array(res.body as Buffer) });
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
    await createAdmin(t);
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
          const res = await request(t.server)
            .get(`/api/projects/${project.slug}/brochure.pdf?lang=${lang}`)
            .set('X-Forwarded-For', `10.79.1.${++client}`)
            .buffer(true)
            .parse((r, done) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => done(null, Buffer.concat(chunks)));
            })
            .expect(200);
          const file = path.join(dir, `${project.slug}-${lang}.pdf`);
          writeFileSync(file, res.body as Buffer);
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
              expect([project.slug, lang, u.label, flat.includes(area.replace(/\s+/g, ' '))]).toEqual([
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

  it("puts Güneş Evleri's floor plans on the project's page, which the description alone leaves half empty", async () => {
    const { pages } = await brochureText('gunes-evleri');
    expect(pages[1]).toContain('Proje hakkında');
    expect(pages[1]).toContain('Kat planları');
    expect(pages[2]).toContain('Satıştaki konutlar');
  });
});
