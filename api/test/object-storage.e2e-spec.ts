// Uploads in an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT), against a real S3-protocol server started
// here (s3rver): stored with their variants, served by the API with the same headers and byte ranges,
// redirected to UPLOADS_PUBLIC_URL when set, refused with a clear error when the bucket fails (nothing
// half-stored), and copied over from the disk by the migration command.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@konak/contract';
import request from 'supertest';
import type { Env } from '../src/config/env.js';
import { createApp } from '../src/create-app.js';
import { migrateUploads } from '../src/storage/migrate-uploads.js';
import { StorageUnavailable, UPLOAD_STORAGE, type UploadStorage } from '../src/storage/upload-storage.js';
import { UploadsService } from '../src/uploads/uploads.service.js';
import { ADMIN, createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';
import { startS3, type S3Server } from './s3-server.js';

const BUCKET = 'konak-uploads';
let s3: S3Server;
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3([BUCKET]);
  t = await createTestApp({
    storage: { type: 's3', endpoint: s3.endpoint, bucket: BUCKET, region: 'us-east-1' },
  });
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const png = (width = 1000) =>
  sharp({ create: { width, height: 600, channels: 3, background: '#2d2d2d' } })
    .png()
    .toBuffer();
const upload = (app: TestApp, buffer: Buffer) =>
  request(app.server)
    .post('/api/upload/image')
    .set(auth)
    .attach('file', buffer, { filename: 'a.png', contentType: 'image/png' });
const keyOf = (url: string) => url.replace(/^\/api\/uploads\//, '');

/** Another instance on the same database (a second createTestApp would empty a PostgreSQL test database). */
async function sibling(overrides: Partial<Env>) {
  const app = await createApp({ ...t.env, ...overrides }, { logger: false });
  const server = app.getHttpServer();
  const res = await request(server)
    .post('/api/auth/login')
    .set('X-Forwarded-For', '10.7.0.1')
    .send(ADMIN)
    .expect(200);
  return {
    app,
    server,
    env: { ...t.env, ...overrides },
    auth: bearer(res.body.access_token as string),
    close: () => app.close(),
  };
}

describe('an upload into the bucket', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(t, await png()).expect(201)).body.url;
  });

  it('stores the image and every variant under its name', async () => {
    const name = keyOf(url).replace(/\.png$/, '');
    expect(await s3.keys(BUCKET)).toEqual(
      expect.arrayContaining([
        `${name}.png`,
        `${name}-480.webp`,
        `${name}-720.webp`,
        `${name}-800.webp`,
        `${name}-960.webp`,
        `${name}-1600.webp`,
      ]),
    );
  });

  it('is served by the API with the same headers as from disk', async () => {
    const res = await request(t.server).get(url).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBeDefined();
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(1000);
    const variant = await request(t.server)
      .get(url.replace(/\.png$/, '-480.webp'))
      .buffer(true)
      .expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(480);
  });

  it('answers byte ranges, conditional requests and HEAD as from disk', async () => {
    const whole = (await request(t.server).get(url).buffer(true)).body as Buffer;
    const part = await request(t.server).get(url).set('Range', 'bytes=10-19').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
    expect(Buffer.compare(part.body as Buffer, whole.subarray(10, 20))).toBe(0);
    const beyond = await request(t.server)
      .get(url)
      .set('Range', `bytes=${whole.length + 10}-`)
      .expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
    const etag = (await request(t.server).get(url)).headers.etag;
    await request(t.server).get(url).set('If-None-Match', etag).expect(304);
    const head = await request(t.server).head(url).expect(200);
    expect(head.headers['content-length']).toBe(String(whole.length));
  });

  it('is read back by the server itself (the brochure), the copy just above the asked width first', async () => {
    const storage = t.app.get<UploadStorage>(UPLOAD_STORAGE);
    expect(
      (await storage.read(keyOf(url)))?.equals(
        (await request(t.server).get(url).buffer(true)).body as Buffer,
      ),
    ).toBe(true);
    expect(await storage.read('2020/01/0123456789abcdef01234567.png')).toBeNull();
    const uploads = t.app.get(UploadsService);
    expect((await sharp((await uploads.readImage(url, 900))!).metadata()).width).toBe(960);
    expect((await sharp((await uploads.readImage(url, 2400))!).metadata()).width).toBe(1000);
    expect(await uploads.readImage('/api/uploads/2020/01/0123456789abcdef01234567.png', 900)).toBeNull();
    expect(await uploads.readImage('https://example.com/a.png', 900)).toBeNull();
  });

  it('answers 404 for a name that is not in the bucket, and never asks for a name it would not produce', async () => {
    await request(t.server).get('/api/uploads/2020/01/0123456789abcdef01234567.png').expect(404);
    await request(t.server).get('/api/uploads/../../etc/passwd').expect(404);
  });
});

describe('a failing bucket', () => {
  it('refuses the upload with a clear error when the bucket does not exist, storing nothing', async () => {
    const other = await sibling({
      storage: { type: 's3', endpoint: s3.endpoint, bucket: 'no-such-bucket', region: 'us-east-1' },
    });
    try {
      const res = await request(other.server)
        .post('/api/upload/image')
        .set(other.auth)
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(503);
      expect(res.body.detail).toMatch(/^Dosya deposuna ulaşılamıyor; işlem yapılmadı/);
    } finally {
      await other.close();
    }
  });

  it('removes the variants already stored when the last file fails: nothing half-stored', async () => {
    const storage = t.app.get<UploadStorage>(UPLOAD_STORAGE);
    const before = await s3.keys(BUCKET);
    const put = storage.put.bind(storage);
    const spy = jest
      .spyOn(storage, 'put')
      .mockImplementation((name, data) =>
        name.endsWith('.png')
          ? Promise.reject(new StorageUnavailable('the bucket refused'))
          : put(name, data),
      );
    try {
      await upload(t, await png(800)).expect(503);
      expect(spy.mock.calls.map(([name]) => name.replace(/^.*\//, '').replace(/^[a-f0-9]{24}/, ''))).toEqual([
        '-480.webp',
        '-720.webp',
        '-800.webp',
        '-960.webp',
        '-1600.webp',
        '.png',
      ]);
    } finally {
      spy.mockRestore();
    }
    expect(await s3.keys(BUCKET)).toEqual(before);
  });
});

describe('UPLOADS_PUBLIC_URL', () => {
  it('redirects a stored name to the public base, and still 404s any other name', async () => {
    const other = await sibling({ uploadsPublicUrl: 'https://cdn.example.com/konak/' });
    try {
      const res = await request(other.server)
        .get('/api/uploads/2026/01/0123456789abcdef01234567-480.webp')
        .expect(302);
      expect(res.headers.location).toBe(
        'https://cdn.example.com/konak/2026/01/0123456789abcdef01234567-480.webp',
      );
      await request(other.server).get('/api/uploads/2026/01/evil.html').expect(404);
    } finally {
      await other.close();
    }
  });

  it('puts a copy an older image lacks in the bucket before sending the browser there', async () => {
    const stored = (await upload(t, await png(800)).expect(201)).body.url as string;
    const copy = keyOf(stored).replace(/\.png$/, '-720.webp');
    await t.app.get<UploadStorage>(UPLOAD_STORAGE).remove(copy);
    const other = await sibling({ uploadsPublicUrl: 'https://cdn.example.com/konak/' });
    try {
      const res = await request(other.server).get(`/api/uploads/${copy}`).expect(302);
      expect(res.headers.location).toBe(`https://cdn.example.com/konak/${copy}`);
      expect(await s3.keys(BUCKET)).toContain(copy);
    } finally {
      await other.close();
    }
  });
});

describe('the migration command', () => {
  it('copies the uploads on disk into the bucket under the same names, once', async () => {
    const local = await sibling({
      storage: { type: 'local' },
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'konak-local-uploads-')),
    });
    try {
      const url = (
        await request(local.server)
          .post('/api/upload/image')
          .set(local.auth)
          .attach('file', await png(500), { filename: 'a.png', contentType: 'image/png' })
          .expect(201)
      ).body.url;
      // Not uploads: a crash's temporary file and a stray file are left behind.
      const dir = path.join(local.env.dataDir, 'uploads', path.dirname(keyOf(url)));
      writeFileSync(path.join(dir, '.x.png.0123456789ab.tmp'), 'half');
      mkdirSync(path.join(local.env.dataDir, 'uploads', 'misc'), { recursive: true });
      writeFileSync(path.join(local.env.dataDir, 'uploads', 'misc', 'notes.txt'), 'n');
      const env = { ...local.env, storage: t.env.storage };
      // The image and its copy at each width.
      const files = 1 + IMAGE_WIDTHS.length;
      expect(await migrateUploads(env)).toEqual({ copied: files, skipped: 0 });
      expect(await migrateUploads(env)).toEqual({ copied: 0, skipped: files });
      // The address in the content now answers from the bucket.
      const served = await request(t.server).get(url).buffer(true).expect(200);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(500);
      await expect(migrateUploads(local.env)).rejects.toThrow(/S3_BUCKET is not set/);
    } finally {
      await local.close();
      rmSync(local.env.dataDir, { recursive: true, force: true });
    }
  });
});

describe('a bucket that stops answering', () => {
  it('answers 503 with a clear error to uploads and reads', async () => {
    const url = (await upload(t, await png(300)).expect(201)).body.url;
    await s3.stop();
    expect((await upload(t, await png(300)).expect(503)).body.detail).toMatch(/^Dosya deposuna ulaşılamıyor/);
    await request(t.server).get(url).expect(503);
  });
});
