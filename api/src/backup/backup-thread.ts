// The scheduled backup's thread (backup-in-thread.ts starts it): reading every table in batches, JSON,
// gzip and encryption held the server's event loop for up to 82 ms (SQLite) and 157 ms (PostgreSQL) at a
// time while a backup ran; here they hold this thread's (issue 28: /api/health within 50 ms meanwhile).
import { parentPort, workerData } from 'node:worker_threads';
import { createBackup, type BackupEnv } from './backup-writer.js';

const { env, file, passphrase } = workerData as { env: BackupEnv; file: string; passphrase?: string };

createBackup(env, file, { passphrase }).then(
  (result) => parentPort!.postMessage({ result }),
  (error: unknown) =>
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
