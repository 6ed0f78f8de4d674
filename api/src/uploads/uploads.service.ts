// The upload pipeline: the bytes decide the type (never the name or the declared type), images are
// decoded under a pixel limit, re-encoded (which drops EXIF/GPS and anything hidden after the image),
// stored under a random name, and resized WebP variants are written beside them for srcset. Videos
// (MP4, WebM) are stored as sent: there is no transcoder on the server (docs/decisions.md). Files go to
// the upload storage (storage/: this server's disk, or an S3-compatible bucket): each is stored whole
// before the request is answered, so an acknowledged upload survives a crash; an upload whose storing
// fails is removed again, so nothing half-stored is ever left under a name.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { IMAGE_WIDTHS, UPLOAD_LIMITS, WEBP_COPY } from '@konak/contract';
import type { Request, Response } from 'express';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Env } from '../config/env.js';
import { ENV } from '../config/env.module.js';
import { DomainError } from '../common/errors.js';
import { StorageUnavailable, UPLOAD_STORAGE, type UploadStorage } from '../storage/upload-storage.js';
import { removeStaleTempFiles } from './atomic-write.js';

export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.imageBytes;
export const MAX_VIDEO_BYTES = UPLOAD_LIMITS.videoBytes;
/** Decompression bombs: a small file may claim a gigantic canvas. 40 MP covers any camera photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type Ext = 'jpg' | 'png' | 'webp' | 'avif' | 'gif';
type VideoExt = 'mp4' | 'webm';
/** A stored file's name: year/month/random, then an image (or one of its copies at IMAGE_WIDTHS) or a video. */
export const STORED_NAME = new RegExp(
  `^(\\d{4})/(\\d{2})/([a-f0-9]{24})(?:(?:-(?:${IMAGE_WIDTHS.join('|')}))?\\.(?:jpg|png|webp|avif|gif)|\\.(?:mp4|webm))$`,
);
/** Major brands of the ftyp box that browsers play as MP4. AVIF/HEIF images and QuickTime also start
 *  with an ftyp box, under their own brands (avif, heic, mif1, qt…), and are refused. */
const MP4_BRANDS = /^(?:iso[m2-9]|mp4[12]|avc1|M4V |dash)$/;
/** Temporary files a crash left behind are removed at start once this old (younger ones may be another
 *  instance's write in progress on shared storage). Until then they are never served: no stored name
 *  matches them. */
const STALE_TEMP_MS = 10 * 60_000;

/** The WebP copy of an image at `width` beside every stored image (never enlarged: a narrow image's copy
 *  keeps its width, but the file exists so srcset never 404s). */
const webpCopy = (image: Sharp, width: number) =>
  image.resize({ width, withoutEnlargement: true }).webp(WEBP_COPY).toBuffer();

/** How many image copies a process remembers as stored before it starts checking again. */
const KNOWN_COPIES_MAX = 100_000;

@Injectable()
export class UploadsService implements OnApplicationBootstrap {
  private readonly log = new Logger('Uploads');
  /** Copies known to be stored, and copies being made (ensureCopy). */
  private readonly knownCopies = new Set<string>();
  private readonly makingCopies = new Map<string, Promise<void>>();

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(UPLOAD_STORAGE) private readonly storage: UploadStorage,
  ) {}

  /** Tidies up after an earlier crash on disk; never stops the start (leftovers are harmless, only disk). */
  async onApplicationBootstrap() {
    if (this.env.storage.type !== 'local') return;
    const log = this.log;
    await removeStaleTempFiles(this.root, STALE_TEMP_MS).then(
      (removed) =>
        removed && log.warn(`removed ${removed} unfinished upload file(s) left by an earlier crash`),
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
    const open = (frames = animated) =>
      sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: frames }).rotate();
    let main: Buffer;
    try {
      main = await encode(open(), ext).toBuffer();
    } catch (error) {
      throw this.decodeError(error);
    }
    const variants = new Map<number, Buffer>();
    for (const width of IMAGE_WIDTHS) {
      variants.set(width, await webpCopy(open(false), width));
    }
    return this.storeSet(ext, main, variants);
  }

  /** Stores an image already encoded with its WebP copy for every one of IMAGE_WIDTHS (also the sample
   *  content's pictures, drawn at its build time) under a new name like any upload's; answers its URL. */
  async storeSet(ext: Ext, main: Buffer, variants: ReadonlyMap<number, Buffer>): Promise<string> {
    const name = this.newName();
    const files: [string, Buffer][] = IMAGE_WIDTHS.map((width) => [
      `${name}-${width}.webp`,
      variants.get(width)!,
    ]);
    // The main file last: once its URL exists, so do its variants.
    files.push([`${name}.${ext}`, main]);
    await this.storeAll(files);
    return `/api/uploads/${name}.${ext}`;
  }

  /** Stores an MP4 or WebM video as sent and answers its URL (/api/uploads/YYYY/MM/<random>.mp4|webm). */
  async storeVideo(buffer: Buffer): Promise<string> {
    const ext = detectVideo(buffer);
    if (!ext) throw new DomainError('unsupported_video');
    const name = `${this.newName()}.${ext}`;
    await this.storeAll([[name, buffer]]);
    return `/api/uploads/${name}`;
  }

  /** Whether `relative` is a name this service produces (anything else is never looked up). */
  isStoredName(relative: string): boolean {
    return STORED_NAME.test(relative);
  }

  /** The bytes of the image behind an upload URL (/api/uploads/…), for server-side use (the brochure):
   *  its WebP copy at the smallest of IMAGE_WIDTHS that is at least `width` (less to decode), else the
   *  file itself; null for any other URL or a file that is not there. */
  async readImage(url: string, width: number): Promise<Buffer | null> {
    const relative = url.startsWith('/api/uploads/') ? url.slice('/api/uploads/'.length) : '';
    if (!this.isStoredName(relative) || /-\d+\.webp$/.test(relative) || /\.(mp4|webm)$/.test(relative))
      return null;
    const copy = IMAGE_WIDTHS.find((w) => w >= width);
    const base = relative.slice(0, relative.lastIndexOf('.'));
    try {
      return (
        (copy && (await this.storage.read(`${base}-${copy}.webp`))) || (await this.storage.read(relative))
      );
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      this.log.error(error.message);
      return null;
    }
  }

  /** Answers a GET or HEAD of the stored file `relative` from the storage (404 for any other name). */
  async serve(relative: string, req: Request, res: Response): Promise<void> {
    if (!this.isStoredName(relative)) throw new DomainError('not_found');
    try {
      await this.ensureCopy(relative);
      await this.storage.serve(relative, req, res);
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      this.log.error(error.message);
      throw new DomainError('storage_unavailable');
    }
  }

  /**
   * An image stored before one of IMAGE_WIDTHS existed (720 and 800 came later) lacks that WebP copy: the first
   * request for it makes it from the widest copy and stores it, so every srcset the sites write is
   * served. Bounded work: only a stored name can get here, each copy is made at most once at a time
   * (concurrent requests share it), and a copy known to be there costs nothing again in this process.
   * A name whose image does not exist costs two existence checks and ends in the usual 404.
   */
  async ensureCopy(relative: string): Promise<void> {
    const dash = relative.lastIndexOf('-');
    if (
      !relative.endsWith('.webp') ||
      dash < 0 ||
      !this.isStoredName(relative) ||
      this.knownCopies.has(relative)
    )
      return;
    let making = this.makingCopies.get(relative);
    if (!making) {
      making = this.makeCopy(
        relative,
        relative.slice(0, dash),
        Number(relative.slice(dash + 1, -'.webp'.length)),
      ).finally(() => this.makingCopies.delete(relative));
      this.makingCopies.set(relative, making);
    }
    try {
      await making;
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      this.log.error(error.message);
    }
  }

  private async makeCopy(relative: string, base: string, width: number): Promise<void> {
    const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
    if (!(await this.storage.has(relative))) {
      const source = width < widest ? await this.storage.read(`${base}-${widest}.webp`) : null;
      if (!source) return;
      await this.storage.put(
        relative,
        await webpCopy(sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }), width),
      );
      this.log.log(`made the missing copy ${relative}`);
    }
    // Bounded memory: forgotten copies are only checked again.
    if (this.knownCopies.size >= KNOWN_COPIES_MAX) this.knownCopies.clear();
    this.knownCopies.add(relative);
  }

  /** A new random name in this month's folder, never one the client chose (96 random bits: never reused
   *  in practice). */
  private newName() {
    const now = new Date();
    return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(12).toString('hex')}`;
  }

  /** Stores `files` in order; when one fails, those already stored are removed and the upload is refused
   *  with a clear error (503), so no half upload stays behind. */
  private async storeAll(files: [string, Buffer][]) {
    const stored: string[] = [];
    try {
      for (const [name, data] of files) {
        await this.storage.put(name, data);
        stored.push(name);
      }
    } catch (error) {
      for (const name of stored) await this.storage.remove(name).catch(() => undefined);
      if (!(error instanceof StorageUnavailable)) throw error;
      this.log.error(error.message);
      throw new DomainError('storage_unavailable');
    }
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
    return /pixel limit/i.test(String((error as Error)?.message))
      ? new DomainError('image_too_large')
      : new DomainError('unsupported_image');
  }
}

/** MP4: an ftyp box first (size, "ftyp", a playable major brand). WebM: the EBML magic 1A 45 DF A3
 *  and a DocType of "webm" in its header (Matroska shares the magic but browsers do not play it). */
export function detectVideo(buffer: Buffer): VideoExt | null {
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 4, 8) === 'ftyp' &&
    MP4_BRANDS.test(buffer.toString('latin1', 8, 12))
  )
    return 'mp4';
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) {
    const header = buffer.subarray(4, 64);
    const at = header.indexOf(Buffer.from([0x42, 0x82])); // the DocType element, with a one-byte size
    if (at >= 0 && header[at + 2] === 0x84 && header.toString('latin1', at + 3, at + 7) === 'webm')
      return 'webm';
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
