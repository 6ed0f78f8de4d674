// The server under test: one given on the command line (loopback only), or node api/dist/main.js started
// here on a temporary DATA_DIR with the sample content, whose resident memory the soak then samples.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '../free-port.mjs';
import { root, sleep, START_TIMEOUT_MS } from './config.mjs';

/** { base: URL, adminEmail, adminPassword, own: { child, pid, dataDir, log } | null } */
export const target = {
  base: null,
  adminEmail: process.env.ADMIN_EMAIL,
  adminPassword: process.env.ADMIN_PASSWORD,
  own: null,
};

/** Checks the command line's URL (or that the build is there to start one); exits 2 when it cannot. */
export function checkTarget(explicit) {
  if (explicit) {
    target.base = new URL(explicit);
    if (
      !['127.0.0.1', 'localhost', '[::1]'].includes(target.base.hostname) ||
      target.base.protocol !== 'http:'
    ) {
      console.error('soak only targets a server on this machine (http://127.0.0.1 / localhost)');
      process.exit(2);
    }
    return;
  }
  for (const f of ['api/dist/main.js', 'shell/dist/index.html']) {
    if (!existsSync(path.join(root, f))) {
      console.error(`${f} is missing: run npm run build first`);
      process.exit(2);
    }
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

let stopped = false;
export async function stopServer() {
  if (!target.own || stopped) return;
  stopped = true;
  await stopChild(target.own.child);
  rmSync(target.own.dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    stopServer().finally(() => process.exit(130));
  });
}

/** Starts node api/dist/main.js and waits until it says it is ready; exits 2 when it cannot start. */
async function launch(env, dataDir) {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { lines: [], stderrLines: 0 };
  const keep = (stream, isErr) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const line of parts) {
        log.lines.push(line);
        if (log.lines.length > 200) log.lines.shift();
        if (isErr) log.stderrLines++;
      }
    });
  };
  keep(child.stdout, false);
  keep(child.stderr, true);
  target.own = { child, pid: child.pid, dataDir, log };
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      console.error(
        `the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${log.lines.slice(-30).join('\n')}`,
      );
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(2);
    }
    if (log.lines.some((l) => l.startsWith('Konak is ready'))) {
      console.log(`server ready after ${((Date.now() - started) / 1000).toFixed(0)} s, pid ${child.pid}`);
      return log;
    }
    await sleep(500);
  }
  console.error(
    `the server was not ready after ${START_TIMEOUT_MS / 1000} s:\n${log.lines.slice(-30).join('\n')}`,
  );
  await stopServer();
  process.exit(2);
}

export async function startServer() {
  const port = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konak-soak-'));
  target.adminEmail = 'soak@localhost';
  target.adminPassword = randomBytes(12).toString('base64url');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: target.adminEmail,
    ADMIN_PASSWORD: target.adminPassword,
    SEED_SAMPLE_CONTENT: 'true',
  };
  // Its own SQLite file under DATA_DIR, and the client address taken from the socket (call-back limit).
  for (const name of ['DATABASE_URL', 'TRUST_PROXY', 'STATIC_ROOT', 'PUBLIC_MFE_URL', 'ADMIN_MFE_URL'])
    delete env[name];
  target.base = new URL(`http://127.0.0.1:${port}`);
  console.log(
    `starting node api/dist/main.js on ${target.base.origin} (DATA_DIR ${dataDir}); the first start seeds the sample content and draws its images…`,
  );
  const log = await launch(env, dataDir);
  const seeded = log.lines.find((l) => l.startsWith('Sample content:'));
  if (seeded) console.log(seeded);
  // Drawing the images leaves the seeding process with memory a server never has otherwise: the soak
  // measures a fresh start on the seeded DATA_DIR, as a deployed server runs.
  console.log("restarting it on the seeded DATA_DIR, so that the RSS measured is a serving process's…");
  await stopChild(target.own.child);
  await launch(env, dataDir);
}

/** The started server's resident memory in kB; null for a server the soak did not start. */
export function rssKb() {
  if (!target.own) return null;
  try {
    const m = readFileSync(`/proc/${target.own.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}
