// `npm run backup -- [FILE]` and `npm run restore -- FILE [--force]`: builds the API when it is not built
// (as `npm start` does; Nx replays an unchanged build from its cache), then runs its backup command
// with the same environment as the server (DATABASE_URL, DATA_DIR, S3_*, BACKUP_*). docs/backups.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const cli = 'api/dist/backup/cli.js';

if (process.env.KONAK_SKIP_BUILD !== 'true' || !existsSync(root + cli)) {
  console.log('Building the API (cached after the first time)…');
  const build = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[2] === '--build-only') process.exit(0);

// File names are the caller's: relative to where `npm run` was typed (npm runs scripts in the root).
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD || process.cwd() },
});
process.exit(run.status ?? 1);
