// A small round-robin reverse proxy for the two-instance test and the bench when nginx is not at hand:
// each request goes to the next upstream; X-Forwarded-For gets the client's address (as nginx's
// $proxy_add_x_forwarded_for). An upstream that refuses connections (stopped, killed) is skipped for a
// few seconds and the request goes to the next one — any method, since a refused connection carried
// nothing; like nginx, a request already sent is retried elsewhere only when it is a GET or HEAD.
//   node scripts/round-robin-proxy.mjs 8080 http://127.0.0.1:3001 http://127.0.0.1:3002
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const SKIP_MS = 3000;

/** Starts the proxy on `port` (0: any free one); resolves to { port, close() }. */
export async function startProxy({ port = 0, upstreams }) {
  const targets = upstreams.map((url) => ({ url: new URL(url), downUntil: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const pick = (tried) => {
    const now = Date.now();
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(next + i) % targets.length];
      if (!tried.has(target) && target.downUntil <= now) {
        next = (next + i + 1) % targets.length;
        return target;
      }
    }
    return targets.find((t) => !tried.has(t));
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  });

  function forward(req, res, body, tried) {
    const target = pick(tried);
    if (!target) {
      res
        .writeHead(502, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ detail: 'No upstream answers' }));
      return;
    }
    tried.add(target);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        agent,
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      const refused = error.code === 'ECONNREFUSED';
      if (refused) target.downUntil = Date.now() + SKIP_MS;
      if (refused || req.method === 'GET' || req.method === 'HEAD') return forward(req, res, body, tried);
      res
        .writeHead(502, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ detail: 'The upstream failed' }));
    });
    upstream.end(body);
  }

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, ...upstreams] = process.argv.slice(2);
  if (!port || !upstreams.length) {
    console.error('usage: node scripts/round-robin-proxy.mjs <port> <upstream URL>...');
    process.exit(1);
  }
  const proxy = await startProxy({ port: Number(port), upstreams });
  console.log(`round-robin proxy on http://127.0.0.1:${proxy.port} → ${upstreams.join(', ')}`);
}
