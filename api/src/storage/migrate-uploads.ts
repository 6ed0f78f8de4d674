// `npm run uploads:to-bucket -w api` (node dist/storage/migrate-uploads.js): copies every upload kept on
// this server's disk (DATA_DIR/uploads) into the bucket named by S3_BUCKET, under the same names, so the
// addresses already in the content keep working. Files already in the bucket are skipped, so the
// command can run again after an interruption. The disk copy is left in place (delete it once the site
// runs on the bucket).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadEnv, type Env } from '../config/env.js';
import { STORED_NAME } from '../uploads/uploads.service.js';
import { S3Storage } from './s3-storage.js';

export interface MigrationReport {
  copied: number;
  skipped: number;
}

/** Copies DATA_DIR/uploads into the bucket; `progress` hears of each file. */
export async function migrateUploads(
  env: Env,
  progress: (name: string, copied: boolean) => void = () => undefined,
): Promise<MigrationReport> {
  if (env.storage.type !== 's3')
    throw new ConfigError(
      'S3_BUCKET is not set: name the bucket the uploads go to (and S3_ENDPOINT for a store other than AWS)',
    );
  const bucket = new S3Storage(env.storage);
  const root = path.join(env.dataDir, 'uploads');
  const report = { copied: 0, skipped: 0 };
  for (const name of await storedNames(root)) {
    const copy = !(await bucket.has(name));
    if (copy) await bucket.put(name, await readFile(path.join(root, name)));
    report[copy ? 'copied' : 'skipped']++;
    progress(name, copy);
  }
  return report;
}

/** Stored names under `root` (YYYY/MM/<name>); temporary and foreign files are not uploads. */
async function storedNames(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => STORED_NAME.test(name))
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const env = loadEnv();
    const report = await migrateUploads(env, (name, copied) =>
      console.log(`${copied ? 'copied ' : 'already there '} ${name}`),
    );
    console.log(`Uploads in the bucket: ${report.copied} copied, ${report.skipped} already there.`);
  } catch (error) {
    console.error(`Uploads were not copied: ${(error as Error).message}`);
    process.exit(1);
  }
}
