// `npm run bench`: throughput and latency of the answers visitors cause most, against a running server
// (npm start). Bounded: a fixed number of requests per URL over a few connections, loopback only.
// Usage: npm run bench [-- http://127.0.0.1:3000] ; BENCH_REQUESTS, BENCH_CONCURRENCY to tune.
import http from 'node:http';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const total = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const target = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  console.error('bench only targets a server on this machine (127.0.0.1 / localhost)');
  process.exit(2);
}
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function get(path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: target.hostname, port: target.port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
  });
}

async function bench(path) {
  const first = await get(path).catch(() => null);
  if (!first) throw new Error(`no server at ${base} — start one with npm start`);
  const times = [];
  let next = 0;
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const r = await get(path);
        if (r.status >= 400) errors++;
        times.push(r.ms);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  return { path, rps: Math.round(times.length / seconds), p50: pct(50), p99: pct(99), errors };
}

const slug = await fetch(`${base}/api/blog/`).then((r) => r.json()).then((posts) => posts[0]?.slug).catch(() => undefined);
const paths = ['/api/settings/', '/api/projects/', '/api/projects/gunes-evleri/', '/api/blog/', '/', '/projeler/gunes-evleri', slug && `/blog/${slug}`, '/mfe/public/remoteEntry.js'].filter(Boolean);
console.log(`${total} requests per URL, ${concurrency} connections, ${base}`);
console.log('path'.padEnd(34), 'req/s'.padStart(7), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const path of paths) {
  const r = await bench(path);
  console.log(r.path.padEnd(34), String(r.rps).padStart(7), r.p50.padStart(8), r.p99.padStart(8), String(r.errors).padStart(7));
}
agent.destroy();
