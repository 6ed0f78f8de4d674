// Years of data, written straight into a migrated database that holds the sample content: call-back
// requests spread over five years, blog posts, homes (in archive projects of 1,000 homes, most of them
// published so that the home finder searches them; listed after the sample's) and audit entries. Rows
// are cloned from the sample rows where there are some, so every column a migration adds gets its real
// default.
import { columnsOf } from './db.mjs';

const DAY = 86_400_000;
const FIRST = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'İbrahim',
  'Şule',
  'Çağrı',
  'Gökhan',
  'Özlem',
  'John',
  'Emma',
  'Oliver',
  'Sophie',
  'Иван',
  'Ольга',
  'Сергей',
  'Наталья',
  'Дмитрий',
  'Анна',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Smith',
  'Brown',
  'Taylor',
  'Иванов',
  'Смирнова',
  'Кузнецов',
  'Попова',
];
const SOURCES = ['', '', '', 'google', 'instagram', 'facebook', 'yandex', 'emlakjet'];
const STATUSES = ['closed', 'closed', 'closed', 'contacted', 'contacted', 'new'];
const LANGS = ['tr', 'tr', 'tr', 'en', 'ru', 'ru'];
const ASCII = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  Ç: 'c',
  Ğ: 'g',
  Ö: 'o',
  Ş: 's',
  Ü: 'u',
};

/** A deterministic pseudo-random sequence (runs are comparable). */
function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** Inserts `count` rows made by `make(i)` in slices, reporting progress. */
async function insertMany(db, table, columns, count, make, log) {
  const slice = 50_000;
  for (let from = 0; from < count; from += slice) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + slice); i++) rows.push(make(i));
    await db.insert(table, columns, rows);
    if (count > slice)
      log(
        `  ${table}: ${Math.min(count, from + slice).toLocaleString('en')} / ${count.toLocaleString('en')}`,
      );
  }
}

/** The retention the API applies by default (settings retention_days 730): a request older than this is
 *  anonymised by its job, so after five years most rows are erased ones. Seeded as the job leaves them
 *  (name "Silindi", no contact data, no search terms): otherwise the job anonymises 600,000 rows while
 *  the benchmark measures, and leaves millions of dead index entries the planner then walks. */
const RETENTION_MS = 730 * DAY;

/** `count` call-back requests over the five years before `now`, oldest first (ids grow with time). */
export async function seedContacts(db, count, projectSlugs, now, log, searchTerms) {
  const rnd = random(7);
  const span = 5 * 365 * DAY;
  const columns = [
    'name',
    'phone',
    'email',
    'message',
    'project',
    'language',
    'status',
    'created_at',
    'page',
    'utm_source',
    'utm_medium',
    'client_ip',
    'marketing_consent',
    'anonymised',
  ];
  const made = [];
  await insertMany(
    db,
    'contact_requests',
    columns,
    count,
    (i) => {
      const first = pick(rnd, FIRST);
      const last = pick(rnd, LAST);
      const name = `${first} ${last}`;
      const phone = `+90 5${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`;
      const email = `${[...`${first}.${last}`.toLowerCase()]
        .map((c) => ASCII[c] ?? c)
        .join('')
        .replace(/[^a-z.]/g, 'x')}${i}@example.com`;
      const source = pick(rnd, SOURCES);
      const project = rnd() < 0.8 ? pick(rnd, projectSlugs) : '';
      const created = new Date(now - span + Math.floor((i / count) * span));
      const erased = created.getTime() < now - RETENTION_MS;
      const message = rnd() < 0.3 ? 'Fiyat listesi ve ödeme planı hakkında bilgi almak istiyorum.' : '';
      const consent = rnd() < 0.4;
      const row = [
        erased ? 'Silindi' : name,
        erased ? '' : phone,
        erased ? '' : email,
        erased ? '' : message,
        project,
        pick(rnd, LANGS),
        pick(rnd, STATUSES),
        created,
        project ? `/projeler/${project}` : '/iletisim',
        source,
        source ? 'cpc' : '',
        '',
        erased ? false : consent,
        erased,
      ];
      if (erased) return row;
      if (searchTerms) made.push({ index: i, name, phone, email });
      return row;
    },
    log,
  );
  return made;
}

/** Fills a search index table of the API (if the build has one) for the seeded requests. */
export async function seedSearchTerms(db, searchIndex, firstId, people, log) {
  if (!searchIndex) return;
  const rows = [];
  const flush = async () => {
    if (rows.length) await db.insert(searchIndex.table, searchIndex.columns, rows.splice(0));
  };
  for (const person of people) {
    for (const row of searchIndex.rowsFor(firstId + person.index, person)) rows.push(row);
    if (rows.length >= 200_000) {
      await flush();
      log(`  ${searchIndex.table}: ${(person.index + 1).toLocaleString('en')} requests indexed`);
    }
  }
  await flush();
}

/** `count` published posts cloned from a sample post, one every ~4 hours back from `now`. */
export async function seedPosts(db, count, now, log) {
  const [template] = await db.all(`SELECT * FROM blog_posts ORDER BY id LIMIT 1`);
  const columns = (await columnsOf(db, 'blog_posts')).filter((c) => c !== 'id');
  const localized = (text) => JSON.stringify({ tr: text, en: text, ru: text });
  await insertMany(
    db,
    'blog_posts',
    columns,
    count,
    (i) =>
      columns.map((c) => {
        if (c === 'slug') return `arsiv-yazi-${i + 1}`;
        if (c === 'title') return localized(`Arşiv yazısı ${i + 1}: Antalya'da yaşam ve konut`);
        if (c === 'excerpt') return localized(`Kepez'den kısa bir not, ${i + 1}.`);
        if (c === 'date' || c === 'created_at' || c === 'updated_at')
          return new Date(now - 3 * DAY - i * 4 * 3_600_000);
        if (c === 'featured') return false;
        if (c === 'publication') return 'published';
        if (c === 'published') return true;
        if (c === 'publish_at' || c === 'deleted_at') return null;
        return template[c];
      }),
    log,
  );
}

/** `count` homes in new draft projects of ~1,000 homes (10 blocks × 10 floors × 10), cloned from a
 *  sample project and unit. Returns the new projects' ids. */
export async function seedUnits(db, count, now, log) {
  const [project] = await db.all(`SELECT * FROM projects ORDER BY id LIMIT 1`);
  const [unit] = await db.all(`SELECT * FROM project_units ORDER BY id LIMIT 1`);
  const projectColumns = (await columnsOf(db, 'projects')).filter((c) => c !== 'id');
  const unitColumns = (await columnsOf(db, 'project_units')).filter((c) => c !== 'id');
  // The home finder (issue 32) searches these homes: each project takes its stage in turn and every
  // tenth stays a draft (its homes must not be found); units take the sample project's plans in turn.
  const planKeys = (
    JSON.parse(typeof project.plans === 'string' ? project.plans : JSON.stringify(project.plans ?? [])) ?? []
  )
    .map((p) => p.key)
    .filter(Boolean);
  const technical = JSON.parse(
    typeof project.technical_info === 'string'
      ? project.technical_info
      : JSON.stringify(project.technical_info ?? {}),
  );
  const perProject = 1_000;
  const ids = [];
  for (let p = 0; p * perProject < count; p++) {
    const slug = `arsiv-proje-${p + 1}`;
    const stage = ['completed', 'ongoing', 'planned'][p % 3];
    await db.insert('projects', projectColumns, [
      projectColumns.map((c) => {
        if (c === 'slug') return slug;
        if (c === 'title')
          return JSON.stringify({
            tr: `Arşiv Projesi ${p + 1}`,
            en: `Archive Project ${p + 1}`,
            ru: `Архивный проект ${p + 1}`,
          });
        if (c === 'publication') return p % 10 === 9 ? 'draft' : 'published';
        if (c === 'status') return stage;
        if (c === 'technical_info')
          return JSON.stringify({
            ...technical,
            iskan_date: stage === 'completed' ? `01.0${1 + (p % 9)}.2024` : '',
          });
        if (c === 'featured') return false;
        if (c === 'position') return 1_000 + p;
        if (c === 'created_at' || c === 'updated_at') return new Date(now);
        if (c === 'publish_at' || c === 'deleted_at') return null;
        return project[c];
      }),
    ]);
    const [{ id }] = await db.all(`SELECT id FROM projects WHERE slug = ?`, [slug]);
    ids.push(id);
    const homes = Math.min(perProject, count - p * perProject);
    const blocks = Math.ceil(homes / 100);
    const blockIds = [];
    for (let b = 0; b < blocks; b++) {
      await db.insert(
        'project_blocks',
        ['project_id', 'name', 'position'],
        [[id, String.fromCharCode(65 + b), b]],
      );
      blockIds.push(
        (
          await db.all(`SELECT id FROM project_blocks WHERE project_id = ? AND name = ?`, [
            id,
            String.fromCharCode(65 + b),
          ])
        )[0].id,
      );
    }
    const rnd = random(p + 11);
    const rows = [];
    for (let u = 0; u < homes; u++) {
      const block = Math.floor(u / 100);
      const floor = Math.floor((u % 100) / 10);
      rows.push(
        unitColumns.map((c) => {
          if (c === 'project_id') return id;
          if (c === 'block_id') return blockIds[block];
          if (c === 'floor') return floor;
          if (c === 'number') return String((u % 100) + 1);
          if (c === 'plan_key') return planKeys.length ? planKeys[u % planKeys.length] : unit[c];
          if (c === 'facing') return FACINGS[u % FACINGS.length];
          if (c === 'price_try') return rnd() < 0.03 ? null : 3_000_000 + Math.floor(rnd() * 9_000) * 1_000;
          if (c === 'status') return pick(rnd, ['available', 'available', 'reserved', 'sold']);
          if (c === 'updated_at') return new Date(now);
          return unit[c];
        }),
      );
    }
    await db.insert('project_units', unitColumns, rows);
  }
  // The office's rates, so the finder's prices and bounds in euros, dollars and roubles are measured too.
  const [{ n: rates }] = await db.all(`SELECT COUNT(*) AS n FROM exchange_rates`);
  if (Number(rates) === 0)
    await db.insert(
      'exchange_rates',
      ['eur', 'usd', 'rub', 'as_of', 'ru_currency', 'updated_at'],
      [[40.1, 34.6, 0.37, new Date(now).toISOString().slice(0, 10), 'RUB', new Date(now)]],
    );
  log(
    `  project_units: ${count.toLocaleString('en')} in ${ids.length} projects (every tenth a draft), plans ${planKeys.join(', ') || 'none'}`,
  );
  return ids;
}

const FACINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** `count` audit entries over three years, cloned from a sample entry (or made from scratch). */
export async function seedAudit(db, count, now, log) {
  const columns = [
    'at',
    'user_id',
    'user_name',
    'client_ip',
    'action',
    'type',
    'item_id',
    'title',
    'changes',
  ];
  const span = 3 * 365 * DAY;
  const rnd = random(3);
  await insertMany(
    db,
    'audit_entries',
    columns,
    count,
    (i) => [
      new Date(now - span + Math.floor((i / count) * span)),
      null,
      'Arşiv',
      '',
      pick(rnd, ['create', 'update', 'update', 'delete']),
      pick(rnd, ['project', 'blog_post', 'slider']),
      1 + Math.floor(rnd() * 100),
      `Kayıt ${i + 1}`,
      JSON.stringify([{ field: 'title.tr', before: 'Eski', after: 'Yeni' }]),
    ],
    log,
  );
}
