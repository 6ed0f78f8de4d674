// The built server as a child process for the crash test: started on a data folder and a fresh port,
// logged in, and stopped with a signal of the test's choosing.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';

export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const PG_URL = process.env.TEST_DATABASE_URL || '';
export const ADMIN = { email: 'crash@example.com', password: 'crash test password' };

export interface Server {
  base: string;
  token: string;
  child: ChildProcess;
}

/** Starts the built server on `dataDir` (a new port each time, so no client reuses a dead connection) and
 *  logs in; `env` adds or overrides settings (the two-instance test's Redis and bucket). */
export async function start(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: PG_URL || `sqlite:${path.join(dataDir, 'konak.db')}`,
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
      STATIC_ROOT: dataDir, // no pages are needed
      // A server behind one reverse proxy (a legitimate production setting): the contact form's per-client
      // rate limit then keys on X-Forwarded-For, which lets this test act as many visitors.
      TRUST_PROXY: '1',
      ...env,
    },
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start in 20 s:\n${output}`)),
        20_000,
      );
      const collect = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Konak is ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server stopped (${code ?? signal}) before it was ready:\n${output}`));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.255.255.1' },
      body: JSON.stringify(ADMIN),
    });
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}\n${output}`);
    return { base, token: ((await res.json()) as { access_token: string }).access_token, child };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

export function kill(server: Server, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
