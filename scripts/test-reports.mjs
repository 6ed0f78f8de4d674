// Reads the JSON reports `npm test` asks Jest and Playwright to write: the counts for the summary line, and
// the names of the tests that failed, so the last lines of a long CI log say which test to look at.
import { stripVTControlCharacters } from 'node:util';

/** { passed, failed, skipped, failures: ["file › test name"] } of a Jest --json report. */
export function jestReport(report, label) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(
      /^.*?\/(api|contract|shared-ui|shell|public-mfe|admin-mfe|sample-content)\//,
      '$1/',
    );
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) failures.push(`${label}: ${name} › ${test.fullName}`);
    // A file that fails before any test runs (a syntax error, a failed import) has no failed assertion.
    if (!failed.length && file.status === 'failed')
      failures.push(`${label}: ${name} (${firstLine(file.message)})`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** The same for a Playwright JSON report: a test failed when its last result is not the expected one. */
export function playwrightReport(report, label) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const error = firstLine(last?.error?.message ?? last?.errors?.[0]?.message ?? '');
        failures.push(
          `${label}: ${[...titles, spec.title].join(' › ')} [${test.projectName}] ${error}`.trim(),
        );
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const s = report.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    failures,
  };
}

// Colour codes stripped, the first non-empty line kept short.
function firstLine(message = '') {
  const plain = stripVTControlCharacters(message);
  const line = plain.split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 200);
}
