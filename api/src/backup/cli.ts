// `npm run backup -- [FILE]` and `npm run restore -- FILE [--force] [--reset-sealed]` (scripts/backup.mjs runs this file
// after building the API): the same environment as `npm start` (DATABASE_URL, DATA_DIR, S3_*), plus
// BACKUP_PASSPHRASE to encrypt / decrypt and BACKUP_DIR for dated archives.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadEnv } from '../config/env.js';
import { ArchiveError, count } from './archive-format.js';
import { createBackup, datedName } from './backup-writer.js';
import { RestoreRefused, restoreBackup } from './restore.js';
import { sealedReport } from './sealed-secrets.js';

const USAGE = 'usage: npm run backup -- [FILE]   |   npm run restore -- FILE [--force] [--reset-sealed]';
const RESTORE_FLAGS = ['--force', '--reset-sealed'];
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

export async function main(argv: string[], cwd = process.env.INIT_CWD || process.cwd()): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const resetSealed = rest.includes('--reset-sealed');
  const files = rest.filter((a) => !RESTORE_FLAGS.includes(a));
  if (
    !['backup', 'restore'].includes(command) ||
    files.length > 1 ||
    (command === 'restore' && files.length !== 1) ||
    rest.some((a) => a.startsWith('--') && !(command === 'restore' ? RESTORE_FLAGS : ['--force']).includes(a))
  ) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const started = Date.now();
  if (command === 'backup') {
    const file = files[0]
      ? path.resolve(cwd, files[0])
      : path.join(env.backup.dir, datedName(new Date(), !!env.backup.passphrase));
    const result = await createBackup(env, file, {
      passphrase: env.backup.passphrase,
      progress: (line) => console.log(`  ${line}`),
    });
    const rows = result.manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Backed up ${count(rows, 'row')} of ${count(result.manifest.tables.length, 'table')} and ${count(result.manifest.uploads.length, 'upload')} to ${result.file} (${mb(result.bytes)}${env.backup.passphrase ? ', encrypted' : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  }
  const report = await restoreBackup(env, path.resolve(cwd, files[0]), {
    passphrase: env.backup.passphrase,
    force,
    resetSealed,
    progress: (line) => console.log(`  ${line}`),
  });
  const rows = report.tables.reduce((n, t) => n + t.rows, 0);
  const target = env.database.type === 'postgres' ? 'PostgreSQL' : env.database.path;
  console.log(
    `Restored ${count(rows, 'row')} of ${count(report.tables.length, 'table')} and ${count(report.uploads, 'upload')} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  for (const line of sealedReport(report.unreadable, resetSealed)) console.log(line);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      // Refusals and damaged archives are found before anything is written.
      const untouched =
        error instanceof ArchiveError || error instanceof RestoreRefused || error instanceof ConfigError;
      console.error(
        `${process.argv[2] !== 'restore' ? 'No backup was written' : untouched ? 'Nothing was restored' : 'The restore failed'}: ${error.message}`,
      );
      process.exit(1);
    },
  );
}
