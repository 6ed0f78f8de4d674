// The restore drill (issue 28): the sample site plus writes of every kind (a unit edit, versions, the
// trash, audit entries, a KVKK erasure, uploads) is backed up while requests keep writing, restored into
// an empty database and storage, and compared table by table, row by row, and upload by upload:
// SQLite → SQLite, SQLite → PostgreSQL and PostgreSQL → SQLite (the PostgreSQL directions when
// TEST_DATABASE_URL is set), and S3 → disk. A damaged archive is refused before anything is written.
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import tar from 'tar-stream';
import { DataSource } from 'typeorm';
import {
  ArchiveError,
  MANIFEST,
  TABLES_DIR,
  UPLOADS_DIR,
  type Manifest,
} from '../src/backup/archive-format.js';
import { readEntries } from '../src/backup/archive-reader.js';
import { BackupJobs } from '../src/backup/backup-jobs.js';
import { createBackup } from '../src/backup/backup-writer.js';
import { RestoreRefused, restoreBackup } from '../src/backup/restore.js';
import { openSnapshot } from '../src/backup/snapshot.js';
import { sealedReport } from '../src/backup/sealed-secrets.js';
import { readRows, tableSpecs } from '../src/backup/table-io.js';
import { uploadFiles } from '../src/backup/upload-files.js';
import { Clock } from '../src/common/clock.js';
import { SecretBox } from '../src/common/secret-box.js';
import { loadEnv, type Env } from '../src/config/env.js';
import { createApp } from '../src/create-app.js';
import { SampleContentSeeder } from '../src/database/sample-content.js';
import { AdminUser } from '../src/users/admin-user.entity.js';
import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity.js';
import { ADMIN, createAdmin, createTestApp, resetPostgres, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';
import { startS3, type S3Server } from './s3-server.js';

const PG = process.env.TEST_DATABASE_URL;
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-backup-test-'));
  temps.push(dir);
  return dir;
};
const sqliteEnv = (dir = tempDir()): Env => loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' });
const pgEnv = (dir = tempDir()): Env => loadEnv({ DATA_DIR: dir, DATABASE_URL: PG, NODE_ENV: 'test' });

type Digest = Record<string, { rows: number; sha256: string }>;

/** Every table of a database, as the archive would write it: row count and a hash of its rows in order. */
async function databaseDigest(env: Env): Promise<Digest> {
  const snapshot = await openSnapshot(env.database);
  const digest: Digest = {};
  try {
    for (const spec of tableSpecs(snapshot.dataSource)) {
      const hash = createHash('sha256');
      let rows = 0;
      for await (const batch of readRows(snapshot.dataSource, snapshot.runner, spec, 1000)) {
        for (const row of batch) hash.update(JSON.stringify(row) + '\n');
        rows += batch.length;
      }
      digest[spec.name] = { rows, sha256: hash.digest('hex') };
    }
  } finally {
    await snapshot.close();
  }
  return digest;
}

/** The same digest from an archive's parts. */
async function archiveDigest(
  file: string,
  passphrase?: string,
): Promise<{ digest: Digest; manifest: Manifest }> {
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  let manifest: Manifest | undefined;
  await readEntries(file, passphrase, async (name, data) => {
    if (name === MANIFEST) manifest = JSON.parse(data.toString('utf8'));
    if (!name.startsWith(TABLES_DIR)) return;
    const table = name.slice(TABLES_DIR.length).split('/')[0];
    if (!hashes.has(table)) hashes.set(table, createHash('sha256'));
    hashes.get(table)!.update(data);
  });
  const digest: Digest = {};
  for (const t of manifest!.tables)
    digest[t.name] = { rows: t.rows, sha256: (hashes.get(t.name) ?? createHash('sha256')).digest('hex') };
  return { digest, manifest: manifest! };
}

async function uploadDigest(env: Env): Promise<Record<string, string>> {
  const files = uploadFiles(env);
  const out: Record<string, string> = {};
  try {
    for await (const name of files.names()) out[name] = sha((await files.storage.read(name))!);
  } finally {
    files.close();
  }
  return out;
}

const png = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/** Writes of every kind through the API, as staff and visitors make them. */
async function writeEverything(t: TestApp, auth: Record<string, string>) {
  const api = () => request(t.server);
  const projects = (await api().get('/api/projects/').expect(200)).body as { id: number; slug: string }[];
  const { units } = (await api().get(`/api/projects/${projects[0].slug}/units`).expect(200)).body as {
    units: { id: number }[];
  };
  await api().patch(`/api/units/${units[0].id}`).set(auth).send({ status: 'sold' }).expect(200);
  const uploaded = (
    await api()
      .post('/api/upload/image')
      .set(auth)
      .attach('file', await png(200), { filename: 'a.png', contentType: 'image/png' })
      .expect(201)
  ).body;
  // A version (and an audit entry) of a project edit naming the new upload.
  await api()
    .put(`/api/projects/${projects[1].id}`)
    .set(auth)
    .send({ logo: uploaded.url ?? uploaded.path ?? '' })
    .expect(200);
  const posts = (await api().get('/api/blog/?all=true').set(auth).expect(200)).body as
    { id: number }[] | { items: { id: number }[] };
  const postList = Array.isArray(posts) ? posts : posts.items;
  await api().delete(`/api/blog/${postList[0].id}`).set(auth).expect(204);
  const visitor = {
    name: 'Ayşe Yılmaz',
    phone: '+90 532 000 00 00',
    email: 'ayse@example.com',
    message: 'Arayın',
  };
  for (let i = 0; i < 3; i++)
    await api()
      .post('/api/contact/')
      .set('X-Forwarded-For', `10.20.0.${i + 1}`)
      .send(visitor)
      .expect(201);
  await api()
    .post('/api/contact/')
    .set('X-Forwarded-For', '10.20.1.1')
    .send({ ...visitor, name: 'Mehmet Kaya', phone: '0532 111 22 33', email: 'mehmet@example.com' })
    .expect(201);
  await api().post('/api/data-requests/erase').set(auth).send({ phone: '0532 111 22 33' }).expect(200);
}

/** Visitors keep asking for call backs until `stop` resolves; answers the ids acknowledged. */
function keepWriting(t: TestApp, prefix: string) {
  let stopped = false;
  let failure: Error | undefined;
  const acknowledged: number[] = [];
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const res = await request(t.server)
        .post('/api/contact/')
        .set('X-Forwarded-For', `10.30.${i % 250}.${1 + (i % 200)}`)
        .send({
          name: `${prefix} ${i}`,
          phone: `+90 555 000 ${String(i).padStart(4, '0')}`,
          email: `yedek${i}@example.com`,
          message: 'Yedek sırasında',
        });
      if (res.status === 201) acknowledged.push(res.body.id);
      else throw new Error(`a call-back request was answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  })().catch((error: Error) => {
    failure = error;
  });
  return {
    acknowledged,
    /** Resolves once `n` writes were acknowledged (so the backup really runs among them). */
    started: async (n = 1) => {
      while (acknowledged.length < n && !failure) await new Promise((r) => setTimeout(r, 5));
      if (failure) throw failure;
    },
    stop: async () => {
      stopped = true;
      await done;
      if (failure) throw failure;
    },
  };
}

async function expectSame(
  target: Env,
  archive: string,
  expectedUploads: Record<string, string>,
  passphrase?: string,
) {
  const { digest } = await archiveDigest(archive, passphrase);
  expect(await databaseDigest(target)).toEqual(digest);
  expect(await uploadDigest(target)).toEqual(expectedUploads);
}

async function emptyTarget(env: Env) {
  if (env.database.type === 'postgres') await resetPostgres(env.database.url);
}

let source: TestApp;
let sourceUploads: Record<string, string>;
let archive: string;
let beforeSnapshot: number[];

beforeAll(async () => {
  // The sample site on SQLite, whatever TEST_DATABASE_URL says (PostgreSQL is a target, then a source).
  const dir = tempDir();
  source = await createTestApp({
    database: { type: 'sqlite', path: path.join(dir, 'source.db') },
    dataDir: dir,
  });
  const seeder = source.app.get(SampleContentSeeder);
  seeder.render = () =>
    sharp({ create: { width: 24, height: 16, channels: 3, background: '#D4A574' } })
      .jpeg()
      .toBuffer();
  expect(await seeder.seedIfEmpty()).toBe(true);
  await createAdmin(source);
  await writeEverything(source, bearer(await login(source)));
  beforeSnapshot = (await source.dataSource.query('SELECT id FROM contact_requests ORDER BY id')).map(
    (r: { id: number }) => r.id,
  );

  archive = path.join(tempDir(), 'site.tar.gz');
  const writers = keepWriting(source, 'Sırada');
  await writers.started();
  await createBackup(source.env, archive);
  await writers.stop();
  expect(writers.acknowledged.length).toBeGreaterThan(0);
  sourceUploads = await uploadDigest(source.env);
}, 120_000);

afterAll(async () => {
  await source?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds every table, every upload and a manifest with counts and checksums', async () => {
    const { manifest, digest } = await archiveDigest(archive);
    expect(manifest).toMatchObject({
      format: 'konak-backup',
      format_version: 1,
      source_dialect: 'sqlite',
      source_storage: 'local',
    });
    expect(manifest.migration).toMatch(/^\w+\d{13}$/);
    expect(manifest.tables.map((t) => t.name).sort()).toEqual(
      tableSpecs(source.dataSource)
        .map((s) => s.name)
        .sort(),
    );
    for (const name of [
      'projects',
      'blog_posts',
      'project_units',
      'content_versions',
      'audit_entries',
      'erasures',
      'contact_requests',
    ]) {
      const table = manifest.tables.find((t) => t.name === name);
      expect([name, (table?.rows ?? 0) > 0]).toEqual([name, true]);
    }
    // Uploads of the seed and the one of the drill, with their hashes; every one the snapshot names is there.
    expect(manifest.uploads.length).toBeGreaterThan(10);
    for (const u of manifest.uploads) expect(sourceUploads[u.name]).toBe(u.sha256);
    // Parents come before children: units after their blocks and projects.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf('projects')).toBeLessThan(order.indexOf('project_units'));
    expect(Object.keys(digest)).toHaveLength(manifest.tables.length);
  });

  it('is a snapshot: every request acknowledged before it began is in it, in a neutral form', async () => {
    const ids = new Set<number>();
    await readEntries(archive, undefined, async (name, data) => {
      if (!name.startsWith(`${TABLES_DIR}contact_requests/`)) return;
      for (const line of data.toString('utf8').split('\n').filter(Boolean)) {
        const row = JSON.parse(line);
        ids.add(row.id);
        expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(typeof row.anonymised).toBe('boolean');
      }
    });
    for (const id of beforeSnapshot) expect(ids.has(id)).toBe(true);
  });
});

describe('a restore', () => {
  it('SQLite → SQLite: every row and every upload comes back, and the site answers from it', async () => {
    const target = sqliteEnv();
    const report = await restoreBackup(target, archive);
    expect(report.tables.find((t) => t.name === 'contact_requests')!.rows).toBeGreaterThan(
      beforeSnapshot.length - 1,
    );
    await expectSame(
      target,
      archive,
      (await archiveDigest(archive)).manifest.uploads.reduce((m, u) => ({ ...m, [u.name]: u.sha256 }), {}),
    );
    const app = await createApp(target, { logger: false });
    try {
      const projects = (await request(app.getHttpServer()).get('/api/projects/').expect(200)).body;
      expect(projects.length).toBe(6);
      // Ids go on after the restored ones.
      const res = await request(app.getHttpServer())
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.40.0.1')
        .send({ name: 'Yeni', phone: '+90 555 123 45 67', email: 'yeni@example.com' })
        .expect(201);
      expect(res.body.id).toBeGreaterThan(Math.max(...beforeSnapshot));
    } finally {
      await app.close();
    }
  });

  it('refuses a target that holds data, in one line, unless forced', async () => {
    const target = sqliteEnv();
    await restoreBackup(target, archive);
    const refused = restoreBackup(target, archive);
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(
      /^the target database is not empty \(\w+ has \d+ rows?\): restore into an empty one, or add --force to replace its data$/,
    );
    await restoreBackup(target, archive, { force: true });
    const { digest } = await archiveDigest(archive);
    expect(await databaseDigest(target)).toEqual(digest);
  });

  (PG ? it : it.skip)(
    'SQLite → PostgreSQL, then PostgreSQL (while it takes writes) → SQLite',
    async () => {
      const uploads = (await archiveDigest(archive)).manifest.uploads.reduce(
        (m, u) => ({ ...m, [u.name]: u.sha256 }),
        {},
      );
      const pg = pgEnv();
      await emptyTarget(pg);
      await restoreBackup(pg, archive);
      await expectSame(pg, archive, uploads);

      // The PostgreSQL site now takes writes while it is backed up.
      const app = await createApp({ ...pg, trustProxy: true }, { logger: false });
      const t = { app, server: app.getHttpServer() } as unknown as TestApp;
      const fromPg = path.join(tempDir(), 'pg.tar.gz.enc');
      const writers = keepWriting(t, 'PostgreSQL');
      await writers.started();
      await request(t.server)
        .post('/api/contact/')
        .set('X-Forwarded-For', '10.50.0.1')
        .send({ name: 'Önce', phone: '+90 555 999 00 00', email: 'once@example.com' })
        .expect(201);
      try {
        await createBackup(pg, fromPg, { passphrase: 'bir uzun parola 123' });
      } finally {
        await writers.stop();
        await app.close();
      }
      const { manifest } = await archiveDigest(fromPg, 'bir uzun parola 123');
      expect(manifest.source_dialect).toBe('postgres');
      const back = sqliteEnv();
      await restoreBackup(back, fromPg, { passphrase: 'bir uzun parola 123' });
      await expectSame(back, fromPg, uploads, 'bir uzun parola 123');
      // The sequences were reset: PostgreSQL gave the writes during the backup new ids after the restored ones.
      expect(Math.min(...writers.acknowledged)).toBeGreaterThan(Math.max(...beforeSnapshot));
    },
    120_000,
  );
});

describe("sealed secrets under another server's key", () => {
  it('names the two-factor sign-ins and webhooks a new key cannot open, opens them under the old JWT secret, and turns them off when told', async () => {
    // The source's owner has two-factor on and the site one webhook, both sealed under the source's key.
    const box = new SecretBox(source.env);
    const users = source.dataSource.getRepository(AdminUser);
    await users.update(
      { email: ADMIN.email },
      { totp_secret: box.seal('totp-secret', 'JBSWY3DPEHPK3PXP'), totp_enabled_at: Date.now() },
    );
    const hook = await source.dataSource.getRepository(WebhookEndpoint).save({
      url: 'https://crm.example.com/konak',
      events: ['contact.created'],
      secret: box.seal('webhook-secret', 'whsec_test'),
      secret_hint: 'test',
    });
    const sealed = path.join(tempDir(), 'sealed.tar.gz');
    try {
      await createBackup(source.env, sealed);
    } finally {
      await users.update({ email: ADMIN.email }, { totp_secret: null, totp_enabled_at: null });
      await source.dataSource.getRepository(WebhookEndpoint).delete({ id: hook.id });
    }

    // A new machine: a new DATA_DIR, so a new JWT secret.
    const fresh = await restoreBackup(sqliteEnv(), sealed);
    expect(fresh.unreadable).toEqual({
      twoFactor: [ADMIN.email],
      webhooks: ['https://crm.example.com/konak'],
    });
    expect(sealedReport(fresh.unreadable, false).join(' ')).toContain('JWT_SECRET');

    // The old secret given: everything opens.
    const sameKey = loadEnv({
      DATA_DIR: tempDir(),
      JWT_SECRET: readFileSync(path.join(source.env.dataDir, 'jwt-secret'), 'utf8').trim(),
      NODE_ENV: 'test',
    });
    expect((await restoreBackup(sameKey, sealed)).unreadable).toEqual({ twoFactor: [], webhooks: [] });

    // Lost for good: --reset-sealed turns that second factor off and pauses the webhook.
    const target = sqliteEnv();
    const reset = await restoreBackup(target, sealed, { resetSealed: true });
    expect(reset.unreadable.twoFactor).toEqual([ADMIN.email]);
    const app = await createApp(target, { logger: false });
    try {
      const ds = app.get(DataSource);
      expect(await ds.getRepository(AdminUser).findOneByOrFail({ email: ADMIN.email })).toMatchObject({
        totp_enabled_at: null,
      });
      expect(await ds.getRepository(WebhookEndpoint).findOneByOrFail({ url: hook.url })).toMatchObject({
        active: false,
      });
      // The owner signs in with the password alone again.
      const signIn = await request(app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.41.0.1')
        .send({ email: ADMIN.email, password: ADMIN.password })
        .expect(200);
      expect(signIn.body.access_token).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });
});

describe('a damaged archive is refused with a clear error and nothing written', () => {
  async function expectRefused(file: string, message: RegExp, passphrase?: string) {
    const target = sqliteEnv();
    await expect(restoreBackup(target, file, { passphrase })).rejects.toThrow(message);
    await expect(restoreBackup(target, file, { passphrase })).rejects.toBeInstanceOf(ArchiveError);
    expect(existsSync(target.database.type === 'sqlite' ? target.database.path : '')).toBe(false);
    expect(existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
  }

  it('one byte changed', async () => {
    const bytes = readFileSync(archive);
    for (const at of [Math.floor(bytes.length / 2), bytes.length - 30]) {
      const copy = Buffer.from(bytes);
      copy[at] ^= 0x01;
      const file = path.join(tempDir(), 'changed.tar.gz');
      writeFileSync(file, copy);
      await expectRefused(file, /damaged/);
    }
  });

  it('one part missing, or cut off', async () => {
    // The same archive without its first upload (the manifest still names it).
    const pack = tar.pack();
    const file = path.join(tempDir(), 'missing.tar.gz');
    const written = pipeline(pack, createGzip(), createWriteStream(file));
    let dropped = '';
    await readEntries(archive, undefined, async (name, data) => {
      if (!dropped && name.startsWith(UPLOADS_DIR)) return void (dropped = name);
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: data.length }, data, (e) => (e ? reject(e) : resolve())),
      );
    });
    pack.finalize();
    await written;
    await expectRefused(file, new RegExp(`^${dropped.replace(/[.]/g, '\\.')} is missing from the archive$`));

    const cut = path.join(tempDir(), 'cut.tar.gz');
    writeFileSync(cut, readFileSync(archive).subarray(0, Math.floor(readFileSync(archive).length * 0.7)));
    await expectRefused(cut, /damaged or cut off/);
  });

  it('a wrong passphrase, or none for an encrypted archive', async () => {
    const small = sqliteEnv();
    const t = await createTestApp({ database: small.database, dataDir: small.dataDir });
    await createAdmin(t);
    const file = path.join(tempDir(), 'secret.tar.gz.enc');
    await createBackup(t.env, file, { passphrase: 'doğru parola 2026' });
    await t.close();
    expect(readFileSync(file).subarray(0, 8).toString()).toBe('KONAKENC');
    await expectRefused(
      file,
      /^the archive cannot be decrypted: wrong BACKUP_PASSPHRASE, or the file is damaged$/,
      'yanlış parola 2026',
    );
    await expectRefused(file, /^the archive is encrypted: set BACKUP_PASSPHRASE/);
    const copy = readFileSync(file);
    copy[copy.length - 40] ^= 0x80;
    writeFileSync(file, copy);
    await expectRefused(file, /cannot be decrypted/, 'doğru parola 2026');
  });
});

describe('uploads in a bucket', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3(['konak-backup-src']);
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it("S3 → disk: the bucket's uploads land in DATA_DIR/uploads", async () => {
    const dir = tempDir();
    const t = await createTestApp({
      database: { type: 'sqlite', path: path.join(dir, 's3.db') },
      dataDir: dir,
      storage: { type: 's3', endpoint: s3.endpoint, bucket: 'konak-backup-src', region: 'us-east-1' },
      backup: { dir: path.join(dir, 'backups'), intervalHours: 1, keep: 1 },
    });
    try {
      await createAdmin(t);
      const auth = bearer(await login(t));
      for (const r of [10, 120])
        await request(t.server)
          .post('/api/upload/image')
          .set(auth)
          .attach('file', await png(r), { filename: 'x.png', contentType: 'image/png' })
          .expect(201);
      const file = path.join(tempDir(), 's3.tar.gz');
      const { manifest } = await createBackup(t.env, file);
      expect(manifest.source_storage).toBe('s3');
      const inBucket = await uploadDigest(t.env);
      expect(Object.keys(inBucket).length).toBeGreaterThanOrEqual(2);
      const disk = sqliteEnv();
      await restoreBackup(disk, file);
      expect(await uploadDigest(disk)).toEqual(inBucket);
      expect(readdirSync(path.join(disk.dataDir, 'uploads')).length).toBeGreaterThan(0);

      // Scheduled backups go to the bucket's backups/ (never taken for uploads), the newest BACKUP_KEEP kept.
      let now = Date.UTC(2030, 1, 1, 8);
      t.app.get(Clock).now = () => new Date(now);
      await t.app.get(BackupJobs).tick();
      now += 3_600_000;
      await t.app.get(BackupJobs).tick();
      expect((await s3.keys('konak-backup-src')).filter((k) => k.startsWith('backups/'))).toEqual([
        'backups/konak-2030-02-01T09-00-00Z.tar.gz',
      ]);
      expect(await uploadDigest(t.env)).toEqual(inBucket);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('scheduled backups (BACKUP_INTERVAL_HOURS)', () => {
  const HOUR = 3_600_000;
  let now = Date.UTC(2030, 0, 10, 9, 30);
  const clockAt = (t: TestApp) => (t.app.get(Clock).now = () => new Date(now));

  it('one instance of several takes each interval, keeps BACKUP_KEEP archives, and the owner sees the last one', async () => {
    const dir = tempDir();
    const backupDir = path.join(dir, 'backups');
    const settings = {
      database: { type: 'sqlite' as const, path: path.join(dir, 'site.db') },
      dataDir: dir,
      backup: { dir: backupDir, intervalHours: 24, keep: 2 },
    };
    const a = await createTestApp(settings);
    const b = await createApp({ ...a.env }, { logger: false });
    try {
      await createAdmin(a);
      const auth = bearer(await login(a));
      clockAt(a);
      b.get(Clock).now = () => new Date(now);
      const before = (await request(a.server).get('/api/backups/status').set(auth).expect(200)).body;
      expect(before).toMatchObject({
        enabled: true,
        interval_hours: 24,
        keep: 2,
        destination: 'disk',
        last: null,
        last_ok: null,
        stale: true,
      });

      await Promise.all([a.app.get(BackupJobs).tick(), b.get(BackupJobs).tick()]);
      expect(readdirSync(backupDir)).toEqual(['konak-2030-01-10T09-30-00Z.tar.gz']);
      await a.app.get(BackupJobs).tick(); // the same interval: nothing more
      expect(readdirSync(backupDir)).toHaveLength(1);

      for (let day = 1; day <= 3; day++) {
        now += 24 * HOUR;
        await Promise.all([b.get(BackupJobs).tick(), a.app.get(BackupJobs).tick()]);
      }
      expect(readdirSync(backupDir)).toEqual([
        'konak-2030-01-12T09-30-00Z.tar.gz',
        'konak-2030-01-13T09-30-00Z.tar.gz',
      ]);
      const status = (await request(a.server).get('/api/backups/status').set(auth).expect(200)).body;
      expect(status.last).toMatchObject({
        status: 'ok',
        error: '',
        started_at: expect.any(String),
        finished_at: '2030-01-13T09:30:00.000Z',
      });
      expect(status.last.bytes).toBeGreaterThan(0);
      expect(status.stale).toBe(false);
      // The archive restores like any other.
      await restoreBackup(sqliteEnv(), path.join(backupDir, 'konak-2030-01-13T09-30-00Z.tar.gz'));

      now += 3 * 24 * HOUR;
      await request(a.server)
        .get('/api/backups/status')
        .set(auth)
        .expect(200)
        .expect((res) => expect(res.body.stale).toBe(true));
      await request(a.server).get('/api/backups/status').expect(401);
    } finally {
      await b.close();
      await a.close();
    }
    // Four archives, each written by a thread of its own that loads the API's TypeScript sources (the built
    // server loads its JavaScript): ~2 s a thread here on top of the backups (22 s → 29 s measured).
  }, 120_000);

  it('a failed backup is logged, counted in the metrics, mailed to the owners and shown', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'not-a-folder'), 'x');
    const t = await createTestApp({
      database: { type: 'sqlite', path: path.join(dir, 'site.db') },
      dataDir: dir,
      backup: { dir: path.join(dir, 'not-a-folder', 'backups'), intervalHours: 1, keep: 3 },
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Konak <no-reply@konak.test>' },
      metricsToken: 'a-metrics-token-of-length',
    });
    try {
      await createAdmin(t);
      clockAt(t);
      await t.app.get(BackupJobs).tick();
      const status = (
        await request(t.server)
          .get('/api/backups/status')
          .set(bearer(await login(t)))
          .expect(200)
      ).body;
      expect(status).toMatchObject({ last: { status: 'failed', bytes: 0 }, last_ok: null, stale: true });
      expect(status.last.error).toMatch(/not-a-folder/);
      const mails = await t.dataSource.query(
        `SELECT to_address, subject, text FROM mail_outbox WHERE kind = 'backup_failed'`,
      );
      expect(mails).toEqual([
        expect.objectContaining({ to_address: 'admin@example.com', subject: 'Yedekleme başarısız oldu' }),
      ]);
      const metrics = (
        await request(t.server)
          .get('/api/metrics')
          .set('Authorization', 'Bearer a-metrics-token-of-length')
          .expect(200)
      ).text;
      expect(metrics).toMatch(/konak_backups_total\{result="failed"\} 1/);
    } finally {
      await t.close();
    }
  });

  it('is off without BACKUP_INTERVAL_HOURS, and the status says so', async () => {
    const status = (
      await request(source.server)
        .get('/api/backups/status')
        .set(bearer(await login(source)))
        .expect(200)
    ).body;
    expect(status).toMatchObject({ enabled: false, interval_hours: null, last: null, stale: true });
    expect(await source.app.get(BackupJobs).tick()).toBeUndefined();
    expect(await source.dataSource.query('SELECT COUNT(*) AS n FROM backup_runs')).toEqual([{ n: 0 }]);
  });
});
