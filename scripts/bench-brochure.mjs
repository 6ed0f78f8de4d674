// `node scripts/bench-brochure.mjs`: what one brochure of a large project costs (issue 12 asks < 2 s):
// 400 units in 4 blocks, 10 floor plans with pictures, a cover and a map — the images resized to print
// size and the PDF drawn exactly as the API does (api/dist/brochure), without the database reads (a few
// indexed queries). Prints the first run (fonts unpacked, code warmed up: once per process) and the
// median and worst of the next BENCH_RUNS; BENCH_OUT=file.pdf keeps the brochure to look at. Needs a
// build of the API (npm run build -w api).
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const dist = path.join(root, 'api/dist/brochure');
if (!existsSync(path.join(dist, 'brochure-pdf.js'))) {
  console.error('bench-brochure runs the built API: api/dist/brochure is missing (npm run build -w api)');
  process.exit(2);
}
const { brochureContent } = await import(path.join(dist, 'brochure-content.js'));
const { IMAGE_SIZES, renderBrochure } = await import(path.join(dist, 'brochure-pdf.js'));
const { printImage } = await import(path.join(dist, 'brochure-images.js'));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const lang = process.env.BENCH_LANG ?? 'ru';

/** A photo-like picture (gradients and shapes, so it compresses like one), as the uploads keep it: WebP. */
const picture = (width, height, hue) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${hue + 40},35%,35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${Array.from({ length: 40 }, (_, i) => `<rect x="${(i * 97) % width}" y="${(i * 53) % height}" width="${60 + ((i * 31) % 200)}" height="${40 + ((i * 17) % 160)}" fill="hsl(${hue + i * 7},30%,${30 + (i % 5) * 10}%)" opacity="0.6"/>`).join('')}</svg>`,
    ),
  )
    .webp({ quality: 80 })
    .toBuffer();

const L = (tr, en, ru) => ({ tr, en, ru: ru ?? en });
const plans = Array.from({ length: 10 }, (_, i) => ({
  key: `plan-${i + 1}`,
  name: L(`Tip ${i + 1}`, `Type ${i + 1}`, `Тип ${i + 1}`),
  image: 'x',
  area: `${60 + i * 15} m²`,
  rooms: `${1 + (i % 4)}+1`,
}));
const blocks = ['A', 'B', 'C', 'D'].map((name, i) => ({ id: i + 1, name, position: i }));
const units = [];
for (const block of blocks)
  for (let floor = 1; floor <= 20; floor++)
    for (let n = 1; n <= 5; n++) {
      const k = units.length;
      units.push({
        id: k + 1,
        block_id: block.id,
        floor,
        number: String((floor - 1) * 5 + n),
        label: `${block.name}-${floor}-${(floor - 1) * 5 + n}`,
        plan_key: `plan-${(k % 10) + 1}`,
        facing: ['N', 'E', 'S', 'W'][k % 4],
        price_try: k % 7 ? 3_500_000 + k * 10_000 : null,
        status: k % 5 === 0 ? 'sold' : k % 9 === 0 ? 'reserved' : 'available',
      });
    }
const counts = { total: units.length, available: 0, reserved: 0, sold: 0 };
for (const u of units) counts[u.status]++;
const long = L(
  'Denize yürüme mesafesinde, güneşi bol bir konut projesi. '.repeat(10),
  'A sunny seaside development within walking distance of the beach. '.repeat(10),
  'Солнечный жилой комплекс в нескольких минутах ходьбы от моря. '.repeat(10),
);
const project = {
  title: L('Güneş Evleri', 'Sunny Homes', 'Солнечные дома'),
  subtitle: L('Denize sıfır daireler', 'Seafront flats', 'Квартиры у моря'),
  description: long,
  status: 'ongoing',
  cover_images: ['x'],
  technical_info: {
    total_units: 400,
    iskan_date: '12.2027',
    units: plans.map((p) => ({ type: L(p.rooms, p.rooms), count: 40, area: p.area })),
  },
  features: ['Havuz', 'Spor salonu', 'Otopark', 'Çocuk parkı', 'Güvenlik', 'Sauna'].map((f) => ({
    title: L(f, f),
  })),
  plans,
  location: {
    description: long,
    map_image: 'x',
    nearby: [
      L('Havalimanı', 'Airport', 'Аэропорт'),
      L('Plaj', 'Beach', 'Пляж'),
      L('Hastane', 'Hospital', 'Больница'),
    ].map((name, i) => ({ name, distance: `${i + 1} km` })),
  },
  location_image: '',
};
const settings = {
  site_name: L('Konak Yapı', 'Konak Construction', 'Конак Строй'),
  primary_color: '#D4A574',
  secondary_color: '#2D2D2D',
  address: L('Mezitli / Mersin', 'Mezitli / Mersin'),
  contact_phone: '+90 324 000 00 00',
  contact_whatsapp: '+90 532 000 00 00',
  contact_email: 'info@konak.example',
};

// The stored copies the API reads: the 1600 px WebP of the cover and the map, the 960 px one of each plan.
const stored = {
  cover: await picture(1600, 1067, 200),
  map: await picture(1600, 1000, 100),
  plans: await Promise.all(plans.map((_, i) => picture(960, 720, i * 30))),
};

async function once() {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const [cover, map, ...planImages] = await Promise.all([
    printImage(stored.cover, IMAGE_SIZES.cover, 'cover'),
    printImage(stored.map, IMAGE_SIZES.map, 'inside'),
    ...stored.plans.map((p) => printImage(p, IMAGE_SIZES.plan, 'inside')),
  ]);
  const content = brochureContent({
    project,
    units: { blocks, units, counts },
    settings,
    images: { cover, map, plans: planImages },
    lang,
    now: new Date(),
    siteUrl: 'https://konak.example',
  });
  const pdf = await renderBrochure(content);
  const used = process.cpuUsage(cpu);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, pdf);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes: pdf.length };
}

const first = await once();
const times = [];
const cpus = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const run = await once();
  times.push(run.ms);
  cpus.push(run.cpuMs);
  bytes = run.bytes;
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
// CPU time (this process, sharp's threads included) as well as the clock's: on a busy machine the clock
// also counts the time other processes had the cores.
console.log(`brochure (${lang}): 400 units, 10 plans, cover and map → ${(bytes / 1024).toFixed(0)} KB`);
console.log(
  `  first run ${fmt(first.ms)} (CPU ${fmt(first.cpuMs)}; fonts and code warm-up, once per process)`,
);
console.log(
  `  next ${runs}: median ${fmt(median(times))} (CPU ${fmt(median(cpus))}), worst ${fmt(Math.max(...times))}`,
);
console.log(`  load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
