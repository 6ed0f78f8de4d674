// `npm run soak`: a long steady load over what visitors and the staff cause — the public pages in three
// languages (and some unknown paths), the API reads, a trickle of admin writes (which invalidate the
// caches) and of call-back requests — checking that nothing fails and the server's memory stays flat.
// A benchmark script, not a timed test. Bounded: it stops by itself after SOAK_SECONDS, loopback only.
//
// Usage: npm run soak                              starts its own server (built: api/dist, shell/dist) on a
//                                                  temporary DATA_DIR with the sample content, measures its RSS
//        npm run soak -- http://127.0.0.1:3000     soaks a running server instead (RSS not measured; admin
//                                                  writes need ADMIN_EMAIL and ADMIN_PASSWORD of that server)
// SOAK_SECONDS (600), SOAK_CONNECTIONS (50), SOAK_WRITE_EVERY (3 s), SOAK_CALLBACK_EVERY (15 s),
// SOAK_TIMEOUT (30 s per request), SOAK_PORT (a free one). Writes the report to reports/soak.json;
// exit code 0 on PASS, 1 on FAIL, 2 when it cannot run.
// The parts are in scripts/soak/: config (settings), server (the server under test), http (the client),
// stats (what is counted), visitors (the reading traffic), staff (admin writes and call-backs), report.
import {
  PROGRESS_EVERY_MS,
  RSS_EVERY_MS,
  callbackEveryMs,
  connections,
  seconds,
  writeEveryMs,
} from './soak/config.mjs';
import { closeConnections } from './soak/http.mjs';
import { writeReport } from './soak/report.mjs';
import { checkTarget, rssKb, startServer, stopServer, target } from './soak/server.mjs';
import { callbackAddresses, caller, cleanUp, login, writer } from './soak/staff.mjs';
import { errorCount, percentiles, stats } from './soak/stats.mjs';
import { addresses, discover, visitor, warmUp } from './soak/visitors.mjs';

const explicit = process.argv[2];
checkTarget(explicit);
if (!explicit) await startServer();
else console.log(`soaking the server at ${target.base.origin} (not started here: its RSS is not measured)`);

let content;
try {
  content = await discover();
} catch (error) {
  console.error(`cannot read the content of ${target.base.origin}: ${error.message}`);
  await stopServer();
  process.exit(2);
}
const canWrite = await login();
if (!canWrite)
  console.log(
    explicit && !target.adminEmail
      ? 'no ADMIN_EMAIL/ADMIN_PASSWORD given: no admin writes'
      : 'admin login failed: no admin writes',
  );
const callbackFrom = await callbackAddresses();

const warmStarted = Date.now();
const slowest = await warmUp();
console.log(
  `warm-up: ${addresses.pages.length} page URLs and ${addresses.apiReads.length} API URLs once each in ${((Date.now() - warmStarted) / 1000).toFixed(1)} s, slowest ${slowest.path} ${slowest.ms.toFixed(0)} ms`,
);
stats.perPath.clear();

console.log(
  `soak: ${seconds} s, ${connections} connections, ${target.base.origin}; admin writes every ${writeEveryMs / 1000} s${canWrite ? '' : ' (off)'}, ` +
    `call-backs every ${callbackEveryMs / 1000} s from ${callbackFrom[0] ? `${callbackFrom.length} loopback addresses` : 'one address'}`,
);
const startedAt = Date.now();
const deadline = startedAt + seconds * 1000;
const midAt = Math.min(300, seconds / 2);
const rss = [];
const sampleRss = () => {
  const kb = rssKb();
  if (kb !== null)
    rss.push({ t: Math.round((Date.now() - startedAt) / 1000), mb: Math.round(kb / 102.4) / 10 });
};
sampleRss();
if (target.own) target.own.log.stderrLines = 0; // count what the server reports during the soak, not its start-up
stats.measuring = true;
const rssTimer = setInterval(sampleRss, RSS_EVERY_MS);
let lastTotal = 0;
const progressTimer = setInterval(() => {
  const t = Math.round((Date.now() - startedAt) / 1000);
  const w = percentiles(stats.window30);
  const last = rss.at(-1);
  console.log(
    `[${String(t).padStart(4)} s] ${stats.total} requests (${Math.round((stats.total - lastTotal) / (PROGRESS_EVERY_MS / 1000))}/s), ` +
      `errors ${errorCount()}, 5xx ${stats.fiveXX}, p99 ${w.p99 ?? '-'} ms (last 30 s)${last ? `, RSS ${last.mb} MB` : ''}`,
  );
  lastTotal = stats.total;
  stats.window30 = [];
}, PROGRESS_EVERY_MS);

await Promise.all([
  ...Array.from({ length: connections }, () => visitor(deadline)),
  writer(deadline, content.posts),
  caller(
    deadline,
    callbackFrom,
    content.projects.map((p) => p.slug),
  ),
]);
stats.measuring = false;
const elapsed = (Date.now() - startedAt) / 1000;
clearInterval(progressTimer);
clearInterval(rssTimer);
sampleRss();
if (explicit) await cleanUp();
closeConnections();

const pass = writeReport({ elapsed, rss, midAt });
await stopServer();
process.exit(pass ? 0 : 1);
