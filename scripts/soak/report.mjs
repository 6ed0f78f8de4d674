// The soak's verdict: reports/soak.json and the summary printed at the end. PASS needs no error, no 5xx
// and, for a server the soak started, resident memory within ±10 % between the middle and the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connections, root } from './config.mjs';
import { target } from './server.mjs';
import { GROUPS, errorCount, percentiles, stats } from './stats.mjs';

/** Builds and writes the report; `rss` are the samples, `midAt` the second the middle sample is taken. */
export function writeReport({ elapsed, rss, midAt }) {
  const { groups, errors, perPath, total, fiveXX } = stats;
  const own = target.own;
  const all = GROUPS.flatMap((g) => groups[g].times);
  const mid = rss.find((s) => s.t >= midAt) ?? null;
  const end = rss.length > 1 ? rss.at(-1) : null;
  const rssChange = mid && end ? Math.round(((end.mb - mid.mb) / mid.mb) * 1000) / 10 : null;
  const checks = {
    errors: errorCount() === 0,
    no5xx: fiveXX === 0,
    rssFlat: rssChange === null ? null : Math.abs(rssChange) <= 10,
  };
  const pass = checks.errors && checks.no5xx && checks.rssFlat !== false;
  const slowPaths = [...perPath.entries()]
    .map(([label, p]) => ({
      path: label,
      count: p.count,
      meanMs: Math.round((p.sum / p.count) * 10) / 10,
      maxMs: Math.round(p.max),
    }))
    .sort((a, b) => b.meanMs - a.meanMs)
    .slice(0, 8);
  const report = {
    at: new Date().toISOString(),
    target: target.base.origin,
    ownServer: !!own,
    seconds: Math.round(elapsed),
    connections,
    requests: total,
    rps: Math.round(total / elapsed),
    errors: errorCount(),
    errorsByKind: Object.fromEntries(errors),
    fiveXX,
    latencyMs: {
      all: percentiles(all),
      ...Object.fromEntries(
        GROUPS.map((g) => [g, { ...percentiles(groups[g].times), statuses: groups[g].statuses }]),
      ),
    },
    slowestPathsByMean: slowPaths,
    rss: own
      ? {
          midAtSeconds: mid?.t ?? null,
          midMb: mid?.mb ?? null,
          endMb: end?.mb ?? null,
          changePercent: rssChange,
          samples: rss,
        }
      : 'not measured (server not started by the soak)',
    serverLog: own ? { stderrLines: own.log.stderrLines, last: own.log.lines.slice(-20) } : null,
    checks,
    result: pass ? 'PASS' : 'FAIL',
  };
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/soak.json'), JSON.stringify(report, null, 2) + '\n');
  printReport(report, { mid, end, rssChange, slowPaths });
  return pass;
}

function printReport(report, { mid, end, rssChange, slowPaths }) {
  const { groups, errors, total, fiveXX } = stats;
  const own = target.own;
  const line = (name, p) =>
    `${name.padEnd(10)} ${String(p.n ?? 0).padStart(8)} ${[p.p50, p.p90, p.p99, p.max].map((v) => String(v ?? '-').padStart(8)).join(' ')}`;
  console.log(`\n${total} requests in ${report.seconds} s: ${report.rps} req/s, ${connections} connections`);
  console.log(
    `${'group'.padEnd(10)} ${'requests'.padStart(8)} ${['p50 ms', 'p90 ms', 'p99 ms', 'max ms'].map((s) => s.padStart(8)).join(' ')}`,
  );
  console.log(line('all', report.latencyMs.all));
  for (const g of GROUPS) console.log(line(g, report.latencyMs[g]));
  for (const g of GROUPS)
    console.log(
      `  ${g} statuses: ${
        Object.entries(groups[g].statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(', ') || '-'
      }`,
    );
  console.log(`errors: ${report.errors}${errors.size ? '' : ' (none)'}`);
  for (const [kind, e] of errors) console.log(`  ${kind}: ${e.count} (e.g. ${e.examples.join(', ')})`);
  console.log(`5xx: ${fiveXX}`);
  console.log(
    `slowest paths by mean: ${slowPaths
      .slice(0, 5)
      .map((p) => `${p.path} ${p.meanMs} ms`)
      .join('; ')}`,
  );
  if (own) {
    console.log(
      mid && end
        ? `server RSS: ${mid.mb} MB at ${mid.t} s, ${end.mb} MB at the end (${rssChange > 0 ? '+' : ''}${rssChange} %)`
        : 'server RSS: too few samples',
    );
    if (own.log.stderrLines)
      console.log(
        `the server wrote ${own.log.stderrLines} lines to stderr; last ones:\n  ${own.log.lines.slice(-5).join('\n  ')}`,
      );
  } else
    console.log('server RSS: not measured (an existing server was soaked; run without a URL to measure it)');
  console.log('report: reports/soak.json');
  console.log(
    `${report.result}: ${report.errors} errors, ${fiveXX} 5xx, ` +
      (rssChange === null
        ? 'RSS not checked'
        : `RSS ${rssChange > 0 ? '+' : ''}${rssChange} % (limit ±10 %)`),
  );
}
