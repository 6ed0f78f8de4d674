// The render process holds none of the API's rights: a hostile server entry that tries every way out it
// can think of gets none of them, and a crashing, stuck or flooding one costs a restart, not the API.
import { RenderSandbox, SandboxUnavailable } from './render-sandbox.js';

const SECRET = 'sentinel-secret-of-the-api-process';

/** An entry whose `probe` tries each escape and reports what it got (a string per attempt). */
const PROBE = `'use strict';
exports.contract = 1;
function attempt(fn) {
  try {
    const value = fn();
    if (value && typeof value.then === 'function') return value.then((v) => 'GOT ' + String(v).slice(0, 200), (e) => 'denied: ' + (e && e.message));
    return 'GOT ' + (typeof value === 'object' ? JSON.stringify(value) : String(value)).slice(0, 200);
  } catch (e) {
    return 'denied: ' + (e && e.message);
  }
}
exports.probe = async () => {
  const results = {
    process: attempt(() => process.env),
    globalProcess: attempt(() => globalThis.process.env),
    requireGlobal: attempt(() => globalThis.require('fs')),
    constructorEscape: attempt(() => this.constructor.constructor('return process')().env),
    hostFunctionEscape: attempt(() => setTimeout.constructor('return process')().env),
    moduleEscape: attempt(() => require('stream').Readable.constructor('return process')().env),
    eval: attempt(() => eval('1 + 1')),
    childProcess: attempt(() => require('child_process').execSync('id').toString()),
    fs: attempt(() => require('fs').readFileSync('/etc/passwd', 'utf8')),
    nodeFs: attempt(() => require('node:fs').readFileSync('/etc/passwd', 'utf8')),
    net: attempt(() => require('net').connect(80, '127.0.0.1')),
    http: attempt(() => require('http').get('http://127.0.0.1/')),
    dns: attempt(() => require('dns').lookup('example.com', () => {})),
    workers: attempt(() => require('worker_threads')),
    fetch: attempt(() => fetch('http://127.0.0.1/')),
    dynamicImport: attempt(() => import('node:fs')),
    wasm: attempt(() => new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))),
  };
  for (const k of Object.keys(results)) results[k] = await results[k];
  return results;
};
exports.echo = (input) => ({ got: input, at: typeof Date.now() });
exports.slow = () => new Promise(() => {});
exports.loop = () => { for (;;) {} };
exports.crash = () => { setTimeout(() => { throw new Error('boom'); }, 0); return new Promise(() => {}); };
exports.huge = () => 'x'.repeat(13 << 20);
`;

let sandbox: RenderSandbox;
beforeAll(() => {
  process.env.KONAK_SENTINEL = SECRET;
});
beforeEach(() => {
  sandbox = new RenderSandbox();
});
afterEach(() => sandbox.close());

describe('the render process', () => {
  it('gives a hostile entry no environment, no command, no file, no network module, no eval', async () => {
    await sandbox.load(PROBE, '/nowhere/render.cjs');
    const results = (await sandbox.call('probe', null, 10_000)) as Record<string, string>;
    for (const [what, result] of Object.entries(results))
      expect(`${what}: ${result}`).toMatch(new RegExp(`^${what}: denied`));
    expect(JSON.stringify(results)).not.toContain(SECRET);
  });

  it('answers calls with JSON copies, and loads a new entry in place of the last', async () => {
    await sandbox.load(PROBE, '/nowhere/render.cjs');
    expect(await sandbox.call('echo', { a: [1, 'b'], d: new Date(0) }, 2_000)).toEqual({
      got: { a: [1, 'b'], d: '1970-01-01T00:00:00.000Z' },
      at: 'number',
    });
    const info = await sandbox.load(
      `exports.contract = 1; exports.sitemapData = ['x/']; exports.echo = () => 'second';`,
      '/nowhere/2.cjs',
    );
    expect(info).toEqual({ contract: 1, functions: ['echo'], sitemapData: ['x/'] });
    expect(await sandbox.call('echo', null, 2_000)).toBe('second');
  });

  it('refuses an entry whose top level reaches for the process, and keeps the last one', async () => {
    await sandbox.load(PROBE, '/nowhere/render.cjs');
    await expect(
      sandbox.load(`exports.contract = 1; exports.stolen = process.env;`, '/nowhere/bad.cjs'),
    ).rejects.toThrow(/process is not defined/);
    await expect(
      sandbox.load(`require('child_process').execSync('touch /tmp/konak-pwned');`, '/nowhere/bad.cjs'),
    ).rejects.toThrow(/may not require "child_process"/);
    expect(await sandbox.call('echo', 1, 2_000)).toEqual({ got: 1, at: 'number' });
  });

  it('kills a call stuck in a loop, then starts a new process with the entry after a back-off', async () => {
    await sandbox.load(PROBE, '/nowhere/render.cjs');
    await expect(sandbox.call('loop', null, 300)).rejects.toBeInstanceOf(SandboxUnavailable);
    // Meanwhile: refused at once, no page waits.
    const started = Date.now();
    await expect(sandbox.call('echo', 1, 2_000)).rejects.toBeInstanceOf(SandboxUnavailable);
    expect(Date.now() - started).toBeLessThan(100);
    await new Promise((r) => setTimeout(r, 300));
    expect(await sandbox.call('echo', 2, 5_000)).toEqual({ got: 2, at: 'number' });
    expect(sandbox.starts).toBe(2);
  });

  it('survives a crash, a never-ending call and an oversized answer', async () => {
    await sandbox.load(PROBE, '/nowhere/render.cjs');
    await expect(sandbox.call('crash', null, 5_000)).rejects.toBeInstanceOf(SandboxUnavailable);
    await new Promise((r) => setTimeout(r, 300));
    await expect(sandbox.call('huge', null, 10_000)).rejects.toThrow(/more than|over/);
    await new Promise((r) => setTimeout(r, 600));
    await expect(sandbox.call('slow', null, 200)).rejects.toBeInstanceOf(SandboxUnavailable);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await sandbox.call('echo', 3, 5_000)).toEqual({ got: 3, at: 'number' });
  });
});
