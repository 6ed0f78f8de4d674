// createBackup() in a worker thread of its own (backup-thread.ts), for the running server: the archive is
// written off the event loop that answers visitors. The CLI (`npm run backup`) has no visitors and calls
// createBackup() directly.
import { Worker } from 'node:worker_threads';
import { workerScript } from '../common/worker-script.js';
import type { BackupEnv, BackupResult } from './backup-writer.js';

/** The environment variables the thread sees: the AWS SDK reads a bucket's credentials from its own
 *  (AWS_ACCESS_KEY_ID, …, or a profile under HOME); nothing else of the server's environment crosses. */
const threadEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name.startsWith('AWS_') || ['HOME', 'TZ', 'NODE_EXTRA_CA_CERTS'].includes(name),
    ),
  );

/** Writes the archive to `file` in a new thread; settles when the thread has answered and ended. Only the
 *  settings a backup reads cross over (the database, the uploads' storage, the data folder). */
export function createBackupInThread(
  env: BackupEnv,
  file: string,
  passphrase?: string,
): Promise<BackupResult> {
  const { url, options } = workerScript('backup-thread', import.meta.url);
  const { database, storage, dataDir } = env;
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, {
      ...options,
      env: threadEnv(),
      workerData: { env: { database, storage, dataDir }, file, passphrase },
    });
    let answer: { result?: BackupResult; error?: string } | undefined;
    worker.once('message', (message: { result?: BackupResult; error?: string }) => (answer = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (answer?.result) resolve(answer.result);
      else
        reject(new Error(answer?.error ?? `the backup thread stopped without an answer (exit code ${code})`));
    });
  });
}
