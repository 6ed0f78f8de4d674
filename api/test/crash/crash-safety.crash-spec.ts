// Crash safety (security issue 9): the built server (api/dist/main.js) is killed with SIGKILL while
// several clients write continuously, restarted on the same data, and every write it acknowledged
// (2xx) must be there — projects, blog posts, call-back requests, and uploaded images (with their
// variants) and videos, whole. No file under a served upload name may be partial. Two kill/restart
// cycles, on SQLite, or on PostgreSQL when TEST_DATABASE_URL is set (its public schema is dropped first,
// so this never runs beside the other API tests). `npm test` runs it after the build; by hand:
//   npx nx run api:build && cd api && node --experimental-vm-modules ../node_modules/jest/bin/jest.js -c test/crash/jest.config.js
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { TEMP_NAME } from '../../src/uploads/atomic-write.js';
import { IMAGE_WIDTHS } from '@konak/contract';
import { STORED_NAME } from '../../src/uploads/uploads.service.js';
import { kill, MAIN, PG_URL, start, type Server } from './server-process.js';

const DB = PG_URL ? 'PostgreSQL' : 'SQLite';
/** Clients write this long, and on a busy machine on until every kind of write was acknowledged and
 *  there are MIN_ACKS acknowledgements (at most 20 s). */
const WRITE_MS = 2500;
const MIN_ACKS = 100;
const KINDS = ['project', 'post', 'contact', 'image', 'video'] as const;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Ack =
  | { kind: 'project' | 'post'; slug: string }
  | { kind: 'contact'; id: number; email: string }
  | { kind: 'image'; url: string; width: number; height: number }
  | { kind: 'video'; url: string; sha: string };

const L = (text: string) => ({ tr: `${text} tr`, en: `${text} en`, ru: `${text} ru` });

/** Grainy photos (about 250 kB stored per upload with the variants, yet quick to re-encode) and 3 MB
 *  fake MP4s, made once. */
const images = Promise.all(
  [
    [480, 360],
    [360, 480],
    [400, 300],
  ].map(async ([width, height]) => ({
    width,
    height,
    data: await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer(),
  })),
);
const videos = [0, 1, 2].map(() => {
  const ftyp = Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isommp42', 'latin1');
  const media = randomBytes(3 * 1024 * 1024);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + media.length);
  mdat.write('mdat', 4, 'latin1');
  const data = Buffer.concat([ftyp, mdat, media]);
  return { data, sha: sha(data) };
});

/** The fields of the answers this test reads: a record's slug or id and email, or an upload's url. */
type Answer = { slug: string; id: number; email: string; url: string };

interface Writing {
  acks: Ack[];
  refused: string[];
  inFlightAtKill: number;
  writeMs: number;
}

/** Several client loops write until the kill: projects, posts, contacts, image and video uploads. */
async function writeThenKill(server: Server, cycle: number): Promise<Writing> {
  const acks: Ack[] = [];
  const refused: string[] = [];
  const auth = { Authorization: `Bearer ${server.token}` };
  const json = { ...auth, 'Content-Type': 'application/json' };
  let stopped = false;
  let inFlight = 0;
  let visitor = 0;
  const photos = await images;

  /** Sends one request; a 2xx answer read to its end is an acknowledgement, any other answer a test failure. */
  const send = async (what: string, url: string, init: RequestInit, ack: (body: Answer) => Ack) => {
    inFlight++;
    let res: Response, text: string;
    try {
      res = await fetch(`${server.base}${url}`, init);
      text = await res.text();
    } catch {
      return; // the connection died with the server: this write was never acknowledged
    } finally {
      inFlight--;
    }
    let answer: Answer | undefined;
    try {
      answer = JSON.parse(text) as Answer;
    } catch {
      // reported below
    }
    if (res.ok && answer) acks.push(ack(answer));
    else refused.push(`${what}: ${res.status} ${text.slice(0, 200)}`);
  };
  const loop = (work: (i: number) => Promise<void>) =>
    (async () => {
      for (let i = 0; !stopped; i++) await work(i);
    })();

  const loops = [
    ...[0, 1].map((n) =>
      loop((i) => {
        const slug = `c${cycle}-project-${n}-${i}`;
        const body = { slug, title: L('Güneş'), subtitle: L('Alt'), description: L('Açıklama') };
        return send(
          'project',
          '/api/projects/',
          { method: 'POST', headers: json, body: JSON.stringify(body) },
          (b) => ({ kind: 'project', slug: b.slug }),
        );
      }),
    ),
    ...[0, 1].map((n) =>
      loop((i) => {
        const slug = `c${cycle}-post-${n}-${i}`;
        const body = {
          slug,
          title: L('Başlık'),
          excerpt: L('Özet'),
          content: L('## Başlık\n\nParagraf'),
          date: '2024-01-15',
          published: i % 2 === 0,
        };
        return send(
          'post',
          '/api/blog/',
          { method: 'POST', headers: json, body: JSON.stringify(body) },
          (b) => ({ kind: 'post', slug: b.slug }),
        );
      }),
    ),
    ...[0, 1].map((n) =>
      loop((i) => {
        const v = ++visitor + cycle * 100_000; // one visitor address per request: 5 requests per address are allowed
        const address = `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
        const body = {
          name: 'Çağrı Test',
          phone: '+90 555 000 00 00',
          email: `c${cycle}-${n}-${i}@example.com`,
          message: 'Arayın lütfen',
        };
        const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': address };
        return send(
          'contact',
          '/api/contact/',
          { method: 'POST', headers, body: JSON.stringify(body) },
          (b) => ({ kind: 'contact', id: b.id, email: b.email }),
        );
      }),
    ),
    ...[0, 1].map((n) =>
      loop((i) => {
        const photo = photos[(i + n) % photos.length];
        const form = new FormData();
        form.append('file', new Blob([photo.data], { type: 'image/jpeg' }), 'photo.jpg');
        return send('image', '/api/upload/image', { method: 'POST', headers: auth, body: form }, (b) => ({
          kind: 'image',
          url: b.url,
          width: photo.width,
          height: photo.height,
        }));
      }),
    ),
    loop((i) => {
      const video = videos[i % videos.length];
      const form = new FormData();
      form.append('file', new Blob([video.data], { type: 'video/mp4' }), 'film.mp4');
      return send('video', '/api/upload/video', { method: 'POST', headers: auth, body: form }, (b) => ({
        kind: 'video',
        url: b.url,
        sha: video.sha,
      }));
    }),
  ];

  const began = Date.now();
  await sleep(WRITE_MS);
  while (
    (acks.length < MIN_ACKS || KINDS.some((k) => !acks.some((a) => a.kind === k))) &&
    Date.now() - began < 20_000
  )
    await sleep(50);
  stopped = true; // no new requests; those in flight meet the kill
  const inFlightAtKill = inFlight;
  const writeMs = Date.now() - began;
  await kill(server, 'SIGKILL');
  await Promise.all(loops);
  return { acks, refused, inFlightAtKill, writeMs };
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Fetches a served image and decodes every pixel; answers its size, or null when missing or damaged. */
async function servedImage(server: Server, url: string): Promise<{ width: number; height: number } | null> {
  const res = await fetch(`${server.base}${url}`);
  if (res.status !== 200) return null;
  const data = Buffer.from(await res.arrayBuffer());
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) !== data.length) return null;
  return decodes(data);
}

async function decodes(data: Buffer) {
  try {
    const { info } = await sharp(data, { failOn: 'truncated' }).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Each acknowledged write read back through the restarted server; answers those not found whole. */
async function lostWrites(server: Server, acks: Ack[]): Promise<Ack[]> {
  const auth = { Authorization: `Bearer ${server.token}` };
  const isThere = async (ack: Ack): Promise<boolean> => {
    switch (ack.kind) {
      case 'contact': {
        // One by one: the list answers a page (issue 25), and each request must be found on its own.
        const res = await fetch(`${server.base}/api/contact/${ack.id}`, { headers: auth });
        return res.status === 200 && ((await res.json()) as { email: string }).email === ack.email;
      }
      case 'project':
      case 'post': {
        const res = await fetch(
          `${server.base}/api/${ack.kind === 'project' ? 'projects' : 'blog'}/${ack.slug}`,
          { headers: auth },
        );
        return res.status === 200 && ((await res.json()) as { slug: string }).slug === ack.slug;
      }
      case 'video': {
        const res = await fetch(`${server.base}${ack.url}`);
        return res.status === 200 && sha(Buffer.from(await res.arrayBuffer())) === ack.sha;
      }
      case 'image': {
        const main = await servedImage(server, ack.url);
        let whole = main?.width === ack.width && main?.height === ack.height;
        for (const width of IMAGE_WIDTHS) {
          const variant = await servedImage(server, ack.url.replace(/\.\w+$/, `-${width}.webp`));
          whole &&= variant?.width === Math.min(width, ack.width);
        }
        return whole;
      }
    }
  };
  const lost: Ack[] = [];
  await pool(acks, 8, async (ack) => {
    if (!(await isThere(ack))) lost.push(ack);
  });
  return lost;
}

/** Every file in the uploads folder: served names must hold whole files; anything else must be a
 *  temporary (never served). Answers the damaged or unknown files and the temporaries. */
async function checkUploadsFolder(server: Server, uploads: string) {
  const damaged: string[] = [];
  const temporaries: string[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  const knownVideos = new Set(videos.map((v) => v.sha));
  await pool(existsSync(uploads) ? walk(uploads) : [], 4, async (file) => {
    const relative = path.relative(uploads, file).split(path.sep).join('/');
    if (STORED_NAME.test(relative)) {
      const whole = relative.endsWith('.mp4')
        ? knownVideos.has(sha(readFileSync(file)))
        : !!(await decodes(readFileSync(file)));
      if (!whole) damaged.push(relative);
    } else if (TEMP_NAME.test(path.basename(relative))) {
      temporaries.push(relative);
      const res = await fetch(`${server.base}/api/uploads/${relative}`);
      if (res.status !== 404) damaged.push(`${relative} (a temporary served with ${res.status})`);
    } else damaged.push(`${relative} (unexpected file)`);
  });
  return { damaged, temporaries };
}

describe(`crash safety (SIGKILL) on ${DB}`, () => {
  let dataDir: string;
  let server: Server | undefined;
  const acknowledged: Ack[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (npx nx run api:build)`);
    if (PG_URL) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
      await client.end();
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-crash-'));
    server = await start(dataDir);
  });

  afterAll(async () => {
    if (server) await kill(server, 'SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([1, 2])(
    'cycle %i: every acknowledged write survives a SIGKILL and a restart, and no upload is partial',
    async (cycle) => {
      const began = Date.now();
      const { acks, refused, inFlightAtKill, writeMs } = await writeThenKill(server!, cycle);
      acknowledged.push(...acks);
      const restartBegan = Date.now();
      server = await start(dataDir);
      const restartMs = Date.now() - restartBegan;
      expect(refused.slice(0, 5)).toEqual([]);

      const lost = await lostWrites(server, acknowledged);
      const { damaged, temporaries } = await checkUploadsFolder(server, path.join(dataDir, 'uploads'));

      const byKind = (list: Ack[]) =>
        KINDS.map((k) => `${list.filter((a) => a.kind === k).length} ${k}s`).join(', ');
      process.stdout.write(
        `crash safety on ${DB}, cycle ${cycle}: ${acks.length} writes acknowledged in ${(writeMs / 1000).toFixed(1)} s (${byKind(acks)}), ` +
          `${inFlightAtKill} in flight at the kill; after the restart (${restartMs} ms) ${acknowledged.length - lost.length} of ` +
          `${acknowledged.length} acknowledged so far found, ${lost.length} lost; ${damaged.length} damaged upload files, ` +
          `${temporaries.length} unfinished temporaries (not served); cycle ${((Date.now() - began) / 1000).toFixed(1)} s\n`,
      );
      expect(lost.slice(0, 20)).toEqual([]);
      expect(damaged).toEqual([]);
      // Every kind was written, and enough to mean something (hundreds on an idle machine).
      for (const kind of KINDS) expect(acks.some((a) => a.kind === kind)).toBe(true);
      expect(acks.length).toBeGreaterThanOrEqual(MIN_ACKS);
    },
  );
});
