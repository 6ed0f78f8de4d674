// A real S3-protocol server for the object-storage tests (s3rver, files in a temp folder), with the AWS
// SDK's standard credential variables set to the keys it accepts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3Server {
  endpoint: string;
  /** Every key in `bucket`, sorted. */
  keys(bucket: string): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startS3(buckets: string[], port = 0): Promise<S3Server> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  process.env.AWS_REGION = 'us-east-1';
  const directory = mkdtempSync(path.join(os.tmpdir(), 'konak-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  let stopped = false;
  return {
    endpoint,
    async keys(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
