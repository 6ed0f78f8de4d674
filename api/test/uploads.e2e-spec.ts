// Uploads are judged by their bytes, re-encoded without metadata, stored under random names with srcset
// variants, and served as immutable, never-sniffed files. Videos (MP4, WebM) are stored as sent.
import { existsSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@konak/contract';
import request from 'supertest';
import { MAX_VIDEO_BYTES, UploadsService } from '../src/uploads/uploads.service.js';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
});
afterAll(() => t.close());

const api = () => request(t.server);
const upload = (buffer: Buffer, filename: string, contentType = 'image/png') =>
  api().post('/api/upload/image/').set(auth).attach('file', buffer, { filename, contentType });

/** A 1200×800 photo carrying EXIF (camera, GPS-like text) and orientation 6 (rotate 90° on display). */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d4a574' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'secret-artist', Copyright: 'GPS 36.89N 30.70E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

describe('accepted images', () => {
  it('re-encodes a JPEG without EXIF, applies its orientation, writes the variants and serves them safely', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'holiday.jpg', 'image/jpeg').expect(201);
    expect(res.body.url).toMatch(/^\/api\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{24}\.jpg$/);

    const served = await api().get(res.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.body.includes(Buffer.from('secret-artist'))).toBe(false);
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([800, 1200, 1]);

    for (const width of IMAGE_WIDTHS) {
      const variant = await api()
        .get(res.body.url.replace(/\.jpg$/, `-${width}.webp`))
        .buffer(true)
        .expect(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      // Never upscaled: the 800 px wide photo stays 800 px in the 960 and 1600 variants.
      expect((await sharp(variant.body as Buffer).metadata()).width).toBe(Math.min(width, 800));
    }
  });

  it('makes a copy an image stored before its width existed lacks, once, when it is first asked for', async () => {
    const url = (await upload(await photo(), 'old.jpg', 'image/jpeg').expect(201)).body.url as string;
    const copy = url.replace(/\.jpg$/, '-720.webp');
    const file = path.join(t.env.dataDir, 'uploads', copy.slice('/api/uploads/'.length));
    // As an image stored when 720 was not one of the widths: no such copy on disk.
    rmSync(file);
    const made = await Promise.all([api().get(copy).buffer(true), api().get(copy).buffer(true)]);
    for (const res of made) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(720);
    }
    expect(existsSync(file)).toBe(true);
    // Nothing to make it from: the widest copy is gone too, or the image never existed.
    const other = (await upload(await photo(), 'other.jpg', 'image/jpeg').expect(201)).body.url as string;
    for (const width of [720, 1600])
      rmSync(
        path.join(
          t.env.dataDir,
          'uploads',
          other.slice('/api/uploads/'.length).replace(/\.jpg$/, `-${width}.webp`),
        ),
      );
    await api()
      .get(other.replace(/\.jpg$/, '-720.webp'))
      .expect(404);
    await api().get('/api/uploads/2026/01/0123456789abcdef01234567-720.webp').expect(404);
  });

  it.each([
    [
      'png',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } })
          .png()
          .toBuffer(),
    ],
    [
      'webp',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
          .webp()
          .toBuffer(),
    ],
    [
      'gif',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
          .gif()
          .toBuffer(),
    ],
    [
      'avif',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
          .avif()
          .toBuffer(),
    ],
  ])('accepts %s judged by its bytes, whatever the file name', async (ext, make) => {
    const res = await upload(await make(), 'picture.bin', 'application/octet-stream').expect(201);
    expect(res.body.url.endsWith(`.${ext}`)).toBe(true);
  });

  it('stores several files at once from repeated "files" fields', async () => {
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await api()
      .post('/api/upload/images')
      .set(auth)
      .attach('files', small, 'a.png')
      .attach('files', small, 'b.png')
      .expect(201);
    expect(res.body.urls).toHaveLength(2);
    expect(new Set(res.body.urls).size).toBe(2);
  });

  it('lets the seeder store its SVG artwork as WebP through storeImage', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#d4a574"/></svg>',
    );
    const url = await t.app.get(UploadsService).storeImage(svg, { trustedSvg: true });
    expect(url).toMatch(/\.webp$/);
    await api().get(url).expect(200);
  });
});

describe('refused uploads', () => {
  it('refuses a text file named .png with 415 and a Turkish detail', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image.png').expect(415);
    expect(res.body.detail).toMatch(/Desteklenmeyen/);
  });

  it('refuses an SVG (it can carry script)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await upload(svg, 'logo.svg', 'image/svg+xml').expect(415);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 'image/jpeg').expect(415);
  });

  it('refuses a file over 10 MB with 413 while streaming', async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'huge.jpg', 'image/jpeg').expect(413);
    expect(typeof res.body.detail).toBe('string');
  });

  it('refuses a decompression bomb (over 40 megapixels) with 413', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    await upload(bomb, 'bomb.png').expect(413);
  });

  it('answers 422 when no file is sent', async () => {
    await api().post('/api/upload/image').set(auth).field('other', 'x').expect(422);
  });

  it('never lets a client file name reach the disk', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const name = `escape-${process.pid}-${Date.now()}.png`; // unique, so no other file can answer for it
    const res = await upload(png, `../../${name}`).expect(201);
    expect(res.body.url).not.toContain(name);
    const files = allFiles(t.env.dataDir).map((f) => path.basename(f));
    expect(files).not.toContain(name);
    expect(existsSync(path.resolve(t.env.dataDir, 'uploads', `../../${name}`))).toBe(false);
  });

  it('serves only names the service produced', async () => {
    await api().get('/api/uploads/../jwt-secret').expect(404);
    await api().get('/api/uploads/%2e%2e/jwt-secret').expect(404);
    await api().get('/api/uploads/2024/01/0123456789abcdef01234567.jpg').expect(404);
  });
});

/** An ISO BMFF box: 32-bit size, four-letter type, payload. */
const mp4Box = (type: string, payload: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
};
/** The start of an MP4 (ftyp of `brand`, then media data): the server judges the bytes, it does not decode. */
const mp4 = (brand = 'isom', mediaBytes = 4096) =>
  Buffer.concat([
    mp4Box('ftyp', Buffer.from(`${brand}\0\0\x02\0isommp42`, 'latin1')),
    mp4Box('mdat', Buffer.alloc(mediaBytes, 7)),
  ]);
/** An EBML header whose DocType is `docType` (webm, or matroska for an MKV), then a little payload. */
const ebml = (docType = 'webm') => {
  const element = (id: number[], value: Buffer) => Buffer.from([...id, 0x80 | value.length, ...value]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
    element([0x42, 0x87], Buffer.from([2])), // DocTypeVersion
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.alloc(2048, 3),
  ]);
};
const uploadVideo = (buffer: Buffer, filename: string, contentType = 'video/mp4') =>
  api().post('/api/upload/video').set(auth).attach('file', buffer, { filename, contentType });

describe('videos', () => {
  it('stores an MP4 as sent and serves it as video/mp4, cached for a year, with byte ranges for seeking', async () => {
    const video = mp4();
    const res = await uploadVideo(video, 'tanitim.mov', 'application/octet-stream').expect(201);
    expect(res.body.url).toMatch(/^\/api\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{24}\.mp4$/);
    const stored = allFiles(path.join(t.env.dataDir, 'uploads')).find((f) =>
      res.body.url.endsWith(path.basename(f)),
    );
    expect(stored && readFileSync(stored).equals(video)).toBe(true);

    const served = await api().get(res.body.url).responseType('blob').expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect((served.body as Buffer).equals(video)).toBe(true);

    const part = await api().get(res.body.url).set('Range', 'bytes=100-199').responseType('blob').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect((part.body as Buffer).equals(video.subarray(100, 200))).toBe(true);
  });

  it('stores a WebM and serves it as video/webm', async () => {
    const res = await uploadVideo(ebml(), 'clip.mp4', 'video/mp4').expect(201);
    expect(res.body.url).toMatch(/\.webm$/);
    const served = await api().get(res.body.url).responseType('blob').expect(200);
    expect(served.headers['content-type']).toBe('video/webm');
  });

  it.each([
    [
      'a PNG named .mp4',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
    ],
    ['a text file named .mp4', async () => Buffer.from('not a video, just text pretending to be one')],
    [
      'an AVIF image (it starts with an ftyp box too)',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .avif()
          .toBuffer(),
    ],
    ['a QuickTime movie', async () => mp4('qt  ')],
    ['a Matroska file (WebM magic, other DocType)', async () => ebml('matroska')],
  ])('refuses %s with 415 and a Turkish detail', async (_name, make) => {
    const res = await uploadVideo(await make(), 'tanitim.mp4', 'video/mp4').expect(415);
    expect(res.body.detail).toBe(
      'Desteklenmeyen veya bozuk dosya. Yalnızca MP4 ve WebM videoları yüklenebilir.',
    );
  });

  it('refuses an upload without a token', async () => {
    const res = await api().post('/api/upload/video/').attach('file', mp4(), 'a.mp4').expect(401);
    expect(typeof res.body.detail).toBe('string');
  });

  it('takes a video over the image limit but refuses one over 50 MB with 413 while streaming', async () => {
    await uploadVideo(mp4('mp42', 12 * 1024 * 1024), 'big.mp4').expect(201);
    const res = await uploadVideo(mp4('isom', MAX_VIDEO_BYTES), 'huge.mp4').expect(413);
    expect(res.body).toEqual({ detail: 'İstek çok büyük' });
  });

  it('answers 422 when no file is sent', async () => {
    const res = await api().post('/api/upload/video').set(auth).field('other', 'x').expect(422);
    expect(res.body.detail).toBe('Bir dosya seçin');
  });
});

describe('crash safety', () => {
  it('leaves no temporary file behind, never serves one, and sweeps stale ones at start', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'a.png').expect(201);
    const uploads = path.join(t.env.dataDir, 'uploads');
    expect(allFiles(uploads).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // What a crash in the middle of writing leaves: a hidden, partial temporary beside the stored file.
    const relative = res.body.url.replace('/api/uploads/', '');
    const tempRelative = `${path.posix.dirname(relative)}/.${path.posix.basename(relative)}.0123456789ab.tmp`;
    const temp = path.join(uploads, tempRelative);
    writeFileSync(temp, png.subarray(0, 10));
    await api().get(`/api/uploads/${tempRelative}`).expect(404);

    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(temp, hourAgo, hourAgo);
    await t.app.get(UploadsService).onApplicationBootstrap();
    expect(existsSync(temp)).toBe(false);
    await api().get(res.body.url).expect(200);
  });
});
