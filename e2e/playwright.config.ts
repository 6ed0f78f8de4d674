// Browser tests of the composed product: one server started from the built parts (like `npm start`),
// Debian's Chromium (Playwright's own browser download is not available here).
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `konak-e2e-${port}`);
export const BASE_URL = `http://127.0.0.1:${port}`;
export const ADMIN = { email: 'admin@konak.test', password: 'e2e-Sifre-2026!' };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
  webServer: {
    // A fresh data folder each run: the server migrates, seeds the sample content and creates ADMIN.
    command: `rm -rf '${E2E_DATA_DIR}' && node ../api/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/settings/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
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
  },
});
