// `npm start`: builds whatever is not built yet (Nx replays unchanged builds from its cache), then runs
// the API server, which serves /api, the remotes' files and the shell on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const outputs = [
  'shell/dist/index.html',
  'public-mfe/dist/remoteEntry.js',
  'admin-mfe/dist/remoteEntry.js',
  'api/dist/main.js',
];

if (process.env.KONAK_SKIP_BUILD !== 'true' || !outputs.every((f) => existsSync(root + f))) {
  console.log('Building the shell, the remotes and the API (cached after the first time)…');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
