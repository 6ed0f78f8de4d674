// A second server for tests that change the deployed files: its own copy of the built parts (its
// STATIC_ROOT), its own port and data folder, no sample content (fast to start).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../..');

export interface TestServer {
  url: string;
  root: string;
  stop: () => Promise<void>;
}

/** Copies the built parts (all, or those listed) into a fresh folder and serves them. `from` names
 *  another build's dist folder for a part (an older release, say). */
export async function startServer(
  port: number,
  parts = ['shell', 'public-mfe', 'admin-mfe'],
  from: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<TestServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'konak-deploy-'));
  for (const part of parts)
    cpSync(from[part] ?? path.join(REPO, part, 'dist'), path.join(root, part, 'dist'), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      STATIC_ROOT: root,
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_EMAIL: 'deploy@konak.test',
      ADMIN_PASSWORD: 'deploy-test-1234',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/settings/`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 120 || child.exitCode !== null) throw new Error(`test server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    root,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
