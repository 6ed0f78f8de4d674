// Where uploaded files live, behind one interface: this server's disk (the default) or an S3-compatible
// bucket shared by every instance (S3_BUCKET). Names are the uploads' stored names (YYYY/MM/<random>.ext);
// the uploads service decides them and what goes in, a storage only keeps and answers the bytes.
import type { Request, Response } from 'express';

export interface UploadStorage {
  /** Stores `data` under `name`, whole or not at all (an error leaves nothing under the name). */
  put(name: string, data: Buffer): Promise<void>;
  /** Removes `name`; a missing one is no error. */
  remove(name: string): Promise<void>;
  /** Whether anything is stored under `name`. */
  has(name: string): Promise<boolean>;
  /** The bytes stored under `name`, or null when there are none (server-side reads: the brochure's images). */
  read(name: string): Promise<Buffer | null>;
  /** Answers a GET or HEAD of `name` with the uploads' headers, conditional requests and byte ranges. */
  serve(name: string, req: Request, res: Response): Promise<void>;
}

export const UPLOAD_STORAGE = Symbol('UploadStorage');

/** Content types by extension: a stored name's extension is the type its bytes were judged to be. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Headers of every stored file, however it is served: immutable (names are random and never reused),
 *  typed by the extension and never sniffed. */
export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=31536000, immutable',
} as const;

/** The storage could not keep or give back a file (the bucket is missing, refuses, does not answer). */
export class StorageUnavailable extends Error {}
