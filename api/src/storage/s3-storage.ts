// Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every instance: path-style
// addresses at S3_ENDPOINT, credentials from the AWS SDK's own variables (AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, AWS_REGION). Served through the API as a stream with the same headers as from
// disk; ranges and conditional requests are passed to the bucket, which answers them.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Request, Response } from 'express';
import { StorageUnavailable, UPLOAD_HEADERS, contentTypeOf, type UploadStorage } from './upload-storage.js';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
}

export class S3Storage implements UploadStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      maxAttempts: 2,
    });
  }

  /** One PUT: S3 stores an object whole or not at all. */
  async put(name: string, data: Buffer): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: name,
          Body: data,
          ContentType: contentTypeOf(name),
          CacheControl: UPLOAD_HEADERS['Cache-Control'],
        }),
      );
    } catch (error) {
      throw this.unavailable('store', name, error);
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
    } catch (error) {
      throw this.unavailable('remove', name, error);
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (status(error) === 404) return null;
      throw this.unavailable('read', name, error);
    }
  }

  /** Whether `name` is in the bucket (the migration skips what is already there; missing image copies are made). */
  async has(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return true;
    } catch (error) {
      if (status(error) === 404) return false;
      throw this.unavailable('read', name, error);
    }
  }

  async serve(name: string, req: Request, res: Response): Promise<void> {
    const conditions = {
      Bucket: this.settings.bucket,
      Key: name,
      IfNoneMatch: req.headers['if-none-match'],
      IfModifiedSince: req.headers['if-modified-since']
        ? new Date(req.headers['if-modified-since'])
        : undefined,
    };
    let answer;
    try {
      answer =
        req.method === 'HEAD'
          ? await this.client.send(new HeadObjectCommand(conditions))
          : await this.client.send(
              new GetObjectCommand({ ...conditions, Range: singleRange(req.headers.range) }),
            );
    } catch (error) {
      const code = status(error);
      if (code === 304) return void res.status(304).set(UPLOAD_HEADERS).end();
      if (code === 404) return void res.status(404).json({ detail: 'Kayıt bulunamadı' });
      if (code === 416)
        return void res
          .status(416)
          .set(UPLOAD_HEADERS)
          .set('Content-Range', `bytes */${await this.size(name)}`)
          .end();
      throw this.unavailable('read', name, error);
    }
    const range = 'ContentRange' in answer ? answer.ContentRange : undefined;
    res.status(range ? 206 : 200).set({
      ...UPLOAD_HEADERS,
      'Content-Type': contentTypeOf(name),
      'Accept-Ranges': 'bytes',
      ...(answer.ContentLength !== undefined ? { 'Content-Length': String(answer.ContentLength) } : {}),
      ...(range ? { 'Content-Range': range } : {}),
      ...(answer.ETag ? { ETag: answer.ETag } : {}),
      ...(answer.LastModified ? { 'Last-Modified': answer.LastModified.toUTCString() } : {}),
    });
    const body = 'Body' in answer ? (answer.Body as Readable | undefined) : undefined;
    if (!body) return void res.end();
    // A client that goes away mid-file ends the bucket's stream too.
    await pipeline(body, res).catch(() => body.destroy());
  }

  private async size(name: string) {
    const head = await this.client
      .send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }))
      .catch(() => null);
    return head?.ContentLength ?? '*';
  }

  private unavailable(action: string, name: string, error: unknown) {
    const reason =
      error instanceof S3ServiceException ? `${error.name}: ${error.message}` : (error as Error)?.message;
    return new StorageUnavailable(
      `could not ${action} ${name} in bucket "${this.settings.bucket}" (${reason})`,
    );
  }
}

/** One `bytes=a-b` range, as Express's sendFile honours; several ranges get the whole file, as there. */
function singleRange(header: string | undefined): string | undefined {
  return header && /^bytes=\d*-\d*$/.test(header.trim()) ? header.trim() : undefined;
}

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
