// `npm run bench`: what visitors' most frequent requests cost, against a running server (npm start), next to
// the framework's ceiling: a bare Express process sending the very same bytes and headers from memory.
// Load comes from wrk (Debian: apt-get install wrk), 2 threads and BENCH_CONNECTIONS connections for
// BENCH_SECONDS per URL, loopback only; each URL is warmed first so the server's cache is hot.
// Usage: npm run bench [-- http://127.0.0.1:3000]
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const target = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  console.error('bench only targets a server on this machine (127.0.0.1 / localhost)');
  process.exit(2);
}
if (spawnSync('wrk', ['--version']).error) {
  console.error('bench needs wrk: apt-get install wrk');
  process.exit(2);
}

/** The answer a browser gets (brotli accepted), as raw bytes and headers. */
function capture(url) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  return new Promise((resolve, reject) => {
    http.get({ host: target.hostname, port: target.port, path: url, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !skip.has(k)));
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

/** wrk's figures: requests per second and latency percentiles (ms), from its --latency report. */
function wrk(url) {
  const out = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url], { encoding: 'utf8' }).stdout;
  const ms = (label) => {
    const m = out.match(new RegExp(`\\b${label}\\s+([\\d.]+)(us|ms|s)\\b`));
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const errors = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(out.match(/Socket errors:.*?timeout (\d+)/)?.[1] ?? 0);
  return { rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)), p50: ms('50%'), p99: ms('99%'), errors };
}

const slug = await fetch(`${base}/api/blog/`).then((r) => r.json()).then((posts) => posts[0]?.slug).catch(() => undefined);
if (!slug) {
  console.error(`no server at ${base} — start one with npm start`);
  process.exit(1);
}
const urls = ['/api/settings/', '/api/projects/', '/api/projects/gunes-evleri/', '/api/blog/', '/', '/projeler/gunes-evleri', `/blog/${slug}`, '/en', '/mfe/public/remoteEntry.js'];

// The ceiling: the same answers from memory in a bare Express process of its own.
const answers = {};
for (const url of urls) {
  for (let i = 0; i < 3; i++) await capture(url); // warm every cache on the way
  answers[url] = await capture(url);
}
const file = path.join(os.tmpdir(), `konak-bench-${process.pid}.json`);
writeFileSync(file, JSON.stringify(answers));
const bare = spawn(process.execPath, ['-e', `
  const express = require('express');
  const answers = require(${JSON.stringify(file)});
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((req, res) => {
    const a = answers[req.path];
    if (!a) return res.status(404).end();
    res.status(a.status).set(a.headers).end(Buffer.from(a.body, 'base64'));
  });
  const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));
`], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
const [portLine] = await once(bare.stdout, 'data');
const barePort = Number(String(portLine).trim());

console.log(`wrk, 2 threads, ${connections} connections, ${seconds} s per URL; Konak at ${base} vs bare Express sending the same bytes`);
console.log('url'.padEnd(30), 'konak req/s'.padStart(12), 'p50'.padStart(7), 'p99'.padStart(7), 'express req/s'.padStart(14), 'p99'.padStart(7), 'ratio'.padStart(6), 'errors'.padStart(7));
const rows = [];
for (const url of urls) {
  const konak = wrk(`${base}${url}`);
  const express = wrk(`http://127.0.0.1:${barePort}${url}`);
  const ratio = konak.rps / express.rps;
  rows.push({ url, konak, express, ratio });
  console.log(
    url.slice(0, 30).padEnd(30),
    String(konak.rps).padStart(12),
    konak.p50.toFixed(1).padStart(7),
    konak.p99.toFixed(1).padStart(7),
    String(express.rps).padStart(14),
    express.p99.toFixed(1).padStart(7),
    ratio.toFixed(2).padStart(6),
    String(konak.errors).padStart(7),
  );
}
bare.kill();
mkdirSync('reports', { recursive: true });
writeFileSync(path.join('reports', 'bench.json'), JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, connections, seconds, rows }, null, 2));
