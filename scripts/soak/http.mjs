// The soak's HTTP client: one keep-alive agent for the visitors, a deadline per request, answers (or
// errors) always resolved, never thrown.
import http from 'node:http';
import { connections, timeoutMs } from './config.mjs';
import { target } from './server.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** Browsers' Accept-Encoding (Chrome/Edge, Firefox, Safari, an old client). */
export const ENCODINGS = [
  'gzip, deflate, br, zstd',
  'gzip, deflate, br, zstd',
  'gzip, deflate, br',
  'br, gzip',
  'gzip',
];

/** One request, its body read to the end. Resolves {status, ms, headers, body?}; never rejects. */
export function request({
  method = 'GET',
  path: p,
  headers = {},
  body,
  keepAlive = true,
  localAddress,
  wantBody = false,
}) {
  const { base } = target;
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const options = {
      method,
      host: base.hostname.replace(/^\[|\]$/g, ''),
      port: base.port || 80,
      path: p,
      agent: keepAlive ? agent : false,
      headers: {
        'user-agent': 'konak-soak',
        ...headers,
        ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
      },
    };
    if (localAddress) options.localAddress = localAddress;
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ms: ms(), ...result });
    };
    const req = http.request(options, (res) => {
      const chunks = [];
      res.on('data', (c) => wantBody && chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode,
          headers: res.headers,
          body: wantBody ? Buffer.concat(chunks).toString('utf8') : undefined,
        }),
      );
      res.on('error', (e) => done({ error: e.code || e.message }));
    });
    const timer = setTimeout(() => {
      done({ error: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('error', (e) => done({ error: e.code || e.message }));
    req.end(payload);
  });
}

/** Closes the visitors' kept-alive sockets (the soak is over). */
export function closeConnections() {
  agent.destroy();
}
