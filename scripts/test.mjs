// `npm test`: everything this machine allows, and a clear line for what it cannot run.
//   1. unit tests of the contract, shared-ui, shell, public-mfe, admin-mfe and the sample content
//   2. the API's tests on SQLite and, at the same time, the same tests on PostgreSQL when
//      TEST_DATABASE_URL is set (each run is one Jest worker: together they use both cores of a 2-core box)
//   3. a production build of every part, then the browser tests (Playwright) when Chromium is present
//   4. crash safety: the built API killed with SIGKILL while clients write, restarted on the same data,
//      every acknowledged write found (api/test/crash), on SQLite and on PostgreSQL when it is set
//   5. several instances (api/test/scale): SIGTERM drains in-flight requests; two built instances on one
//      PostgreSQL, Redis and S3-compatible bucket behind a round-robin proxy share limits, logouts,
//      caches and uploads, and killing one loses no acknowledged write; and the pages the built public
//      remote draws stay the same size with thirty projects as with five
// Ends with the name of each failed test ("FAILED TEST: …") and one summary line:
// "konak: N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { jestReport, playwrightReport } from './test-reports.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const skippedSuites = [];
const failures = [];

function addCounts(r) {
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  failures.push(...r.failures);
}

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(label);
  console.log(`=== ${label}: ${result.status === 0 ? 'done' : 'FAILED'} in ${minutes(started)} ===`);
  return result.status === 0;
}

/** Like run(), beside other work: the output goes to reports/<log> and is printed whole when it ends,
 *  so two runs at once do not interleave their lines. */
function runBeside(label, log, command, args, { cwd = root, env = {} } = {}) {
  const file = path.join(reports, log);
  const fd = openSync(file, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    child.on('close', (status) => {
      closeSync(fd);
      console.log(`\n=== ${label} ===`);
      process.stdout.write(readFileSync(file, 'utf8'));
      if (status !== 0) problems.push(label);
      console.log(`=== ${label}: ${status === 0 ? 'done' : 'FAILED'} in ${minutes(started)} ===`);
      resolve(status === 0);
    });
  });
}

function addJest(file) {
  if (!existsSync(file)) return;
  addCounts(jestReport(JSON.parse(readFileSync(file, 'utf8')), path.basename(file, '.json')));
}

const jest = path.join(root, 'node_modules/jest/bin/jest.js');
for (const ws of ['contract', 'shared-ui', 'shell', 'public-mfe', 'admin-mfe', 'sample-content']) {
  const out = path.join(reports, `jest-${ws}.json`);
  run(`unit tests: ${ws}`, process.execPath, [jest, '--ci', '--json', `--outputFile=${out}`], {
    cwd: path.join(root, ws),
  });
  addJest(out);
}

const apiJestArgs = (out, args = []) => [
  '--experimental-vm-modules',
  jest,
  '--ci',
  '--json',
  `--outputFile=${out}`,
  ...args,
];
const apiJest = (label, out, env, args = []) => {
  run(label, process.execPath, apiJestArgs(out, args), { cwd: path.join(root, 'api'), env });
  addJest(out);
};
// The two databases' runs share nothing (SQLite in temporary folders, PostgreSQL in TEST_DATABASE_URL,
// Redis under a prefix per test), so they run side by side.
const apiRuns = [['SQLite', 'jest-api-sqlite', { TEST_DATABASE_URL: '' }]];
if (process.env.TEST_DATABASE_URL) apiRuns.push(['PostgreSQL', 'jest-api-postgres', {}]);
else
  skippedSuites.push(
    'API tests on PostgreSQL skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
await Promise.all(
  apiRuns.map(([db, name, env]) => {
    const out = path.join(reports, `${name}.json`);
    return runBeside(`API tests on ${db}`, `${name}.log`, process.execPath, apiJestArgs(out), {
      cwd: path.join(root, 'api'),
      env,
    }).then(() => addJest(out));
  }),
);

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  skippedSuites.push(
    `Browser tests skipped: no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`,
  );
} else if (
  run('build every part', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    env: { NX_DAEMON: 'false' },
  })
) {
  const out = path.join(reports, 'playwright.json');
  run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROME_PATH: chrome },
  });
  if (existsSync(out)) {
    addCounts(playwrightReport(JSON.parse(readFileSync(out, 'utf8')), 'playwright'));
  }
}

// Runs the built server as a child process, so after the build; alone, since on PostgreSQL it resets the
// database the other API tests use.
if (
  // The API, and the shell and public remote a scale spec draws pages with (replayed from Nx's cache when
  // the browser tests' build made them).
  run(
    'build the API and the public site',
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', 'public-mfe', '--outputStyle=static'],
    { env: { NX_DAEMON: 'false' } },
  )
) {
  const crash = ['-c', 'test/crash/jest.config.js'];
  apiJest(
    'crash safety (SIGKILL) on SQLite',
    path.join(reports, 'jest-crash-sqlite.json'),
    { TEST_DATABASE_URL: '' },
    crash,
  );
  if (process.env.TEST_DATABASE_URL)
    apiJest(
      'crash safety (SIGKILL) on PostgreSQL',
      path.join(reports, 'jest-crash-postgres.json'),
      {},
      crash,
    );
  else skippedSuites.push('Crash safety on PostgreSQL skipped: TEST_DATABASE_URL is not set');
  // Operating several instances: SIGTERM drains (always); two instances on one PostgreSQL, Redis and
  // bucket behind a proxy (when PostgreSQL and Redis answer; the suite says why it skips otherwise).
  const scale = ['-c', 'test/scale/jest.config.js'];
  apiJest(
    'scale: graceful shutdown, two instances behind a proxy, pages with years of projects',
    path.join(reports, 'jest-scale.json'),
    {},
    scale,
  );
  if (!process.env.TEST_DATABASE_URL)
    skippedSuites.push('Two API instances behind a proxy skipped: TEST_DATABASE_URL is not set');
}

console.log('');
for (const line of skippedSuites) console.log(`NOTE: ${line}`);
for (const line of failures) console.log(`FAILED TEST: ${line}`);
if (problems.length) console.log(`FAILED: ${problems.join('; ')}`);
console.log(`konak: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length ? 1 : 0);
