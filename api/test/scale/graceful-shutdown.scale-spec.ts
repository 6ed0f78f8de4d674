// SIGTERM (an orchestrator replacing an instance): the built server stops accepting connections,
// finishes the requests in flight, closes its pools and exits — well within 10 s.
//   npx nx run api:build && cd api && node --experimental-vm-modules ../node_modules/jest/bin/jest.js -c test/scale/jest.config.js graceful
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { start, type Server } from '../crash/server-process.js';

let dataDir: string;
let server: Server | undefined;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'konak-shutdown-'));
});
afterAll(() => {
  if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('finishes the requests in flight after SIGTERM, refuses new connections, and exits within 10 s', async () => {
  // The database is SQLite unless TEST_DATABASE_URL is set: either way its pool must be closed cleanly.
  server = await start(dataDir, {
    TEST_DATABASE_URL: '',
    DATABASE_URL: `sqlite:${path.join(dataDir, 'konak.db')}`,
  });
  const { base, token, child } = server;
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  // Slow requests: a large photo takes the server a while to re-encode with its variants.
  const photo = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const send = () => {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'big.jpg');
    return fetch(`${base}/api/upload/image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const inFlight = [send(), send()];
  // Both requests are with the server (their bodies sent) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalled = Date.now();
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const refused = await fetch(`${base}/api/health`).then(
    (res) => `answered ${res.status}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  const answers = await Promise.all(inFlight);
  expect(answers.map((r) => r.status)).toEqual([201, 201]);
  for (const answer of answers)
    expect(((await answer.json()) as { url: string }).url).toMatch(/^\/api\/uploads\/.+\.jpg$/);
  expect(refused).toBe('ECONNREFUSED');
  const { code, signal, at } = await exited;
  expect(at - signalled).toBeLessThan(10_000);
  // Ended by its own SIGTERM after closing (Nest re-raises it), never by the deadline's forced exit.
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' });
  expect(output).toContain('Konak is stopping');
  expect(output).not.toContain('did not stop');
});
