// The uploads a backup carries and a restore puts back: every stored name (STORED_NAME) on this server's
// disk (DATA_DIR/uploads) or in the S3 bucket. Backups kept in the bucket (backups/) are not uploads.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../config/env.js';
import { LocalStorage } from '../storage/local-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import type { UploadStorage } from '../storage/upload-storage.js';
import { STORED_NAME } from '../uploads/uploads.service.js';

export interface UploadFiles {
  storage: UploadStorage;
  /** Stored names in name order, a page at a time. */
  names(): AsyncGenerator<string>;
  close(): void;
}

export function uploadFiles(env: Pick<Env, 'storage' | 'dataDir'>): UploadFiles {
  if (env.storage.type === 's3') {
    const settings = env.storage;
    const client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      maxAttempts: 3,
    });
    return {
      storage: new S3Storage(settings),
      async *names() {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
          );
          for (const o of page.Contents ?? []) if (o.Key && STORED_NAME.test(o.Key)) yield o.Key;
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      },
      close: () => client.destroy(),
    };
  }
  const root = path.join(env.dataDir, 'uploads');
  return {
    storage: new LocalStorage(root),
    async *names() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      const names = entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((name) => STORED_NAME.test(name))
        .sort();
      yield* names;
    },
    close: () => undefined,
  };
}
