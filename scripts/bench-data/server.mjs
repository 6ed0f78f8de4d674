// The built API (api/dist/main.js) as a child process on a free port, for the data benchmark: started,
// waited for, asked for its resident memory, stopped with SIGTERM like a deploy would.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port.mjs';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench-Veri-Olcumu-2026!kepez' };

/** Starts the API on `dataDir` / `databaseUrl`; resolves once it logs that it is ready. */
export async function startServer(root, { dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'bench-data-secret-bench-data-secret-0123',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The scheduled jobs stay out of the measured minutes (they are measured by their own tests).
      CONTENT_JOBS_INTERVAL_MS: String(24 * 3_600_000),
      ...env,
    },
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 300 s:\n${output}`)), 300_000);
    const collect = (chunk) => {
      output += chunk;
      if (output.includes('Konak is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API stopped (${code}) before it was ready:\n${output}`));
    });
  });
  child.stdout.removeAllListeners('data').resume();
  child.stderr.removeAllListeners('data').on('data', (chunk) => process.stderr.write(chunk));
  child.removeAllListeners('exit');
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Resident memory now, in MB (Linux /proc). */
    rssMb: () => kb(readFileSync(`/proc/${child.pid}/status`, 'utf8'), 'VmRSS') / 1024,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

function kb(status, field) {
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
}

/** Signs in as the bench administrator; the bearer token. */
export async function signIn(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** Sets the exchange rates the finder converts with (the sample content sets none): without them every
 *  search in euros, dollars or roubles is refused (422) and the mix would not measure a conversion. */
export async function setExchangeRates(base, token) {
  const res = await fetch(`${base}/api/exchange-rates`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ eur: 44, usd: 41, rub: 0.44, as_of: new Date().toISOString().slice(0, 10) }),
  });
  if (!res.ok) throw new Error(`exchange rates: ${res.status} ${await res.text()}`);
}
