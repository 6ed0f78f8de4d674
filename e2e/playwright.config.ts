// Browser tests of the composed product: servers started from the built parts (like `npm start`),
// Debian's Chromium (Playwright's own browser download is not available here).
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// One seeded server per worker, each with its own port and data folder, so two workers never share a
// server's state: on CI two (the machine's two cores), here one unless E2E_WORKERS says otherwise. On
// PostgreSQL (E2E_DATABASE_URL) the servers would share one database: one worker then.
const WORKERS = process.env.E2E_DATABASE_URL
  ? 1
  : Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

export interface E2EServer {
  port: number;
  url: string;
  dataDir: string;
}
export const E2E_SERVERS: E2EServer[] = Array.from({ length: WORKERS }, (_, i) => ({
  port: port + i,
  url: `http://127.0.0.1:${port + i}`,
  dataDir: path.join(tmpdir(), `konak-e2e-${port + i}`),
}));
/** The server of the worker running a test (its `parallelIndex`, 0 … workers − 1). */
export const e2eServer = (parallelIndex: number) => E2E_SERVERS[parallelIndex] ?? E2E_SERVERS[0];
export const BASE_URL = E2E_SERVERS[0].url;
export const ADMIN = { email: 'admin@konak.test', password: 'e2e-Sifre-2026!' };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a test that passes only on its second try is a defect to fix, not a pass.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: E2E_SERVERS.map((server) => ({
    // A fresh data folder each run: the server migrates, seeds the sample content and creates ADMIN.
    command: `rm -rf '${server.dataDir}' && node ../api/dist/main.js`,
    url: `${server.url}/api/settings/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      STATIC_ROOT: path.resolve(__dirname, '..'),
      // One proxy hop trusted, so each test can arrive from its own address (support/visitor.ts).
      TRUST_PROXY: '1',
      // Request lines would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // Scheduled posts go live within a second of their time (admin-publishing.spec.ts); 60 s in production.
      CONTENT_JOBS_INTERVAL_MS: '1000',
    },
  })),
});
