// `npm run dev`: the API (recompiled and restarted on change) on :3000, and the shell and both remotes
// from their rspack dev servers (:4200, :4201, :4202) with live reload. Open http://localhost:3000 —
// the API tells the shell to load the remotes from their dev servers.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const procs = [];

function start(name, command, args, { cwd = root, env = {} } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => process.stdout.write(d.toString().replace(/^(?=.)/gm, prefix)));
  }
  procs.push(child);
}

console.log('Compiling the contract and the API and building the shell once…');
// The API runs the contract's build (api/dist imports @konak/contract); the sites take its sources.
for (const project of ['contract', 'api'])
  if (
    spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.build.json`], { cwd: root, stdio: 'inherit' })
      .status !== 0
  )
    process.exit(1);
if (
  spawnSync('npx', ['nx', 'run', 'shell:build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  }).status !== 0
)
  process.exit(1);

// Binaries run directly (not through npx), so stopping dev stops them too.
const bin = (name) => `${root}node_modules/.bin/${name}`;
start('api:tsc', bin('tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
start('api', process.execPath, ['--watch', 'api/dist/main.js'], {
  env: {
    NODE_ENV: 'development',
    PUBLIC_MFE_URL: 'http://localhost:4201/',
    ADMIN_MFE_URL: 'http://localhost:4202/',
  },
});
start('public-mfe', bin('rspack'), ['serve', '--mode', 'development'], { cwd: `${root}public-mfe` });
start('admin-mfe', bin('rspack'), ['serve', '--mode', 'development'], { cwd: `${root}admin-mfe` });
start('shell', bin('rspack'), ['serve', '--mode', 'development'], { cwd: `${root}shell` });

const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
