// The upload pipeline: the bytes decide the type (never the name or the declared type), images are
// decoded under a pixel limit, re-encoded (which drops EXIF/GPS and anything hidden after the image),
// stored under a random name, and resized WebP variants are written beside them for srcset. Videos
// (MP4, WebM) are stored as sent: there is no transcoder on the server (docs/decisions.md). Every file
// is written atomically and flushed before the request is answered (atomic-write.ts), so an
// acknowledged upload survives a crash and a crash never leaves a half file under a served name.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Env } from '../config/env.js';
import { ENV } from '../config/env.module.js';
import { DomainError } from '../common/errors.js';
import { makeDirDurable, removeStaleTempFiles, writeFileAtomic } from './atomic-write.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A hero video of 20–40 seconds at 1080p; longer films belong on a video host, linked by URL. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Decompression bombs: a small file may claim a gigantic canvas. 40 MP covers any camera photo. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Widths the sites request in srcset (shared-ui imageVariants). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

type Ext = 'jpg' | 'png' | 'webp' | 'avif' | 'gif';
type VideoExt = 'mp4' | 'webm';
export const STORED_NAME = /^(\d{4})\/(\d{2})\/([a-f0-9]{24})(?:(?:-(?:480|960|1600))?\.(?:jpg|png|webp|avif|gif)|\.(?:mp4|webm))$/;
/** Major brands of the ftyp box that browsers play as MP4. AVIF/HEIF images and QuickTime also start
 *  with an ftyp box, under their own brands (avif, heic, mif1, qt…), and are refused. */
const MP4_BRANDS = /^(?:iso[m2-9]|mp4[12]|avc1|M4V |dash)$/;
/** Temporary files a crash left behind are removed at start once this old (younger ones may be another
 *  instance's write in progress on shared storage). Until then they are never served: no stored name
 *  matches them. */
const STALE_TEMP_MS = 10 * 60_000;

@Injectable()
export class UploadsService implements OnApplicationBootstrap {
  constructor(@Inject(ENV) private readonly env: Env) {}

  /** Tidies up after an earlier crash; never stops the start (leftovers are harmless, only disk). */
  async onApplicationBootstrap() {
    const log = new Logger('Uploads');
    await removeStaleTempFiles(this.root, STALE_TEMP_MS).then(
      (removed) => removed && log.warn(`removed ${removed} unfinished upload file(s) left by an earlier crash`),
      (error: Error) => log.warn(`could not tidy unfinished uploads: ${error.message}`),
    );
  }

  get root() {
    return path.join(this.env.dataDir, 'uploads');
  }

  /** Stores an image and answers its URL (/api/uploads/YYYY/MM/<random>.<ext>). JPEG, PNG, WebP, AVIF
   *  and GIF only; `trustedSvg` lets server-side code (the seeder's artwork) pass SVG, stored as WebP. */
  async storeImage(buffer: Buffer, { trustedSvg = false } = {}): Promise<string> {
    const ext = await this.detect(buffer, trustedSvg);
    const animated = ext === 'gif' || ext === 'webp';
    const open = (frames = animated) => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: frames }).rotate();
    let main: Buffer;
    try {
      main = await encode(open(), ext).toBuffer();
    } catch (error) {
      throw this.decodeError(error);
    }
    const stored = await this.place();
    for (const width of VARIANT_WIDTHS) {
      // withoutEnlargement: a narrow image keeps its own width, but the file exists so srcset never 404s.
      const variant = await open(false).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await stored.write(`-${width}.webp`, variant);
    }
    // The main file last: once its URL exists, so do its variants.
    await stored.write(`.${ext}`, main);
    return stored.url(`.${ext}`);
  }

  /** Stores an MP4 or WebM video as sent and answers its URL (/api/uploads/YYYY/MM/<random>.mp4|webm). */
  async storeVideo(buffer: Buffer): Promise<string> {
    const ext = detectVideo(buffer);
    if (!ext) throw new DomainError('unsupported_video');
    const stored = await this.place();
    await stored.write(`.${ext}`, buffer);
    return stored.url(`.${ext}`);
  }

  /** The absolute path of a stored file, or null when the name is not one this service produces. */
  resolve(relative: string): string | null {
    return STORED_NAME.test(relative) ? path.join(this.root, relative) : null;
  }

  /** A new random name in this month's folder (created), never one the client chose. */
  private async place() {
    const now = new Date();
    const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const name = randomBytes(12).toString('hex');
    await makeDirDurable(path.join(this.root, dir));
    return {
      // Names are 96 random bits, so the rename never replaces an existing file in practice.
      write: (suffix: string, data: Buffer) => writeFileAtomic(path.join(this.root, dir, `${name}${suffix}`), data),
      url: (suffix: string) => `/api/uploads/${dir}/${name}${suffix}`,
    };
  }

  private async detect(buffer: Buffer, trustedSvg: boolean): Promise<Ext> {
    let meta: Metadata;
    try {
      meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch (error) {
      throw this.decodeError(error);
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new DomainError('image_too_large');
    switch (meta.format) {
      case 'jpeg':
        return 'jpg';
      case 'png':
      case 'webp':
      case 'gif':
        return meta.format;
      case 'heif':
        if (meta.compression === 'av1') return 'avif';
        break;
      case 'svg':
        // SVG can carry script; visitors' uploads never pass. Trusted artwork is rasterised.
        if (trustedSvg) return 'webp';
        break;
    }
    throw new DomainError('unsupported_image');
  }

  private decodeError(error: unknown) {
    return /pixel limit/i.test(String((error as Error)?.message)) ? new DomainError('image_too_large') : new DomainError('unsupported_image');
  }
}

/** MP4: an ftyp box first (size, "ftyp", a playable major brand). WebM: the EBML magic 1A 45 DF A3
 *  and a DocType of "webm" in its header (Matroska shares the magic but browsers do not play it). */
export function detectVideo(buffer: Buffer): VideoExt | null {
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp' && MP4_BRANDS.test(buffer.toString('latin1', 8, 12))) return 'mp4';
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) {
    const header = buffer.subarray(4, 64);
    const at = header.indexOf(Buffer.from([0x42, 0x82])); // the DocType element, with a one-byte size
    if (at >= 0 && header[at + 2] === 0x84 && header.toString('latin1', at + 3, at + 7) === 'webm') return 'webm';
  }
  return null;
}

function encode(image: Sharp, ext: Ext): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'avif':
      return image.avif({ quality: 60 });
    case 'gif':
      return image.gif();
  }
}
