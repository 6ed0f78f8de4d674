import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { installFrontDoor, type Step } from './front-door.js';

const silent = pino({ level: 'silent' });

async function serve(
  steps: Step[],
  application: http.RequestListener = (_req, res) => res.end('application'),
) {
  const server = http.createServer(application);
  installFrontDoor(server, steps, silent);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (path = '/') => fetch(base + path), close: () => new Promise((done) => server.close(done)) };
}

describe('installFrontDoor', () => {
  it('runs its steps in order before the application', async () => {
    const seen: string[] = [];
    const door = await serve(
      [(_q, _s, next) => (seen.push('first'), next()), (_q, _s, next) => (seen.push('second'), next())],
      (_req, res) => (seen.push('application'), res.end('ok')),
    );
    try {
      expect(await (await door.get()).text()).toBe('ok');
      expect(seen).toEqual(['first', 'second', 'application']);
    } finally {
      await door.close();
    }
  });

  it('lets a step answer without the application', async () => {
    let calls = 0;
    const door = await serve(
      [(req, res, next) => (req.url === '/kept' ? res.end('kept') : next())],
      (_req, res) => (calls++, res.end('application')),
    );
    try {
      expect(await (await door.get('/kept')).text()).toBe('kept');
      expect(calls).toBe(0);
      expect(await (await door.get('/other')).text()).toBe('application');
    } finally {
      await door.close();
    }
  });

  it('fails only the request whose step throws, with the API error body', async () => {
    const door = await serve([
      (req, _res, next) => {
        if (req.url === '/boom') throw new Error('broken step');
        next();
      },
    ]);
    try {
      const failed = await door.get('/boom');
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ detail: 'Beklenmeyen bir sunucu hatası oluştu' });
      expect((await door.get('/')).status).toBe(200);
    } finally {
      await door.close();
    }
  });

  it('refuses a server whose application it cannot tell apart', () => {
    const server = http.createServer();
    expect(() => installFrontDoor(server, [], silent)).toThrow('one request listener, found 0');
  });
});
