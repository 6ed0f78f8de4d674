// The code of the process that runs the public remote's server entry (render-sandbox.ts starts it with
// `node -e`, so the process reads no file, not even this one). It is foreign code: the process runs
// under Node's permission model (no file system, no child process, no worker, no addon), with code
// generation from strings disabled in every realm (so a function of this realm the entry gets hold of
// cannot be turned into `Function('return process')`), with an empty environment, and the entry itself
// is evaluated in a `vm` context holding only what a server render needs: no `process`, no `require`
// beyond a few built-in modules without I/O, no `fetch` and no network module.
//
// Messages (over the IPC channel, JSON):
//   parent → {id, op: 'load', source, filename} | {id, op: 'call', name, arg}   (arg: JSON text)
//   child  → {id, ok: true, value} (value: JSON text) | {id, ok: false, error} | {log}
//
// This function is sent as source text (`String(sandboxHost)`): it may use nothing from its module.
/* eslint-disable @typescript-eslint/no-require-imports */
export function sandboxHost(maxAnswerChars: number, maxLogChars: number): void {
  'use strict';
  const vm = require('node:vm') as typeof import('node:vm');
  const { performance: clock } = require('node:perf_hooks') as typeof import('node:perf_hooks');
  const web = require('node:stream/web') as typeof import('node:stream/web');
  // Built-in modules without I/O that a React server render (react-dom/static on Node) requires.
  const modules: Record<string, unknown> = {
    stream: require('node:stream'),
    util: require('node:util'),
    crypto: require('node:crypto'),
    async_hooks: require('node:async_hooks'),
    events: require('node:events'),
    buffer: require('node:buffer'),
    string_decoder: require('node:string_decoder'),
  };
  const send = process.send!.bind(process) as (message: unknown) => boolean;
  // What a way out of the vm context would look for: gone before any foreign code runs.
  const bare = process as unknown as Record<string, unknown>;
  for (const name of ['binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'mainModule']) {
    try {
      delete bare[name];
    } catch {
      /* not configurable: overwritten below */
    }
    if (name in bare) Object.defineProperty(bare, name, { value: undefined });
  }
  const top = globalThis as unknown as Record<string, unknown>;
  for (const name of [
    'require',
    'module',
    'exports',
    '__filename',
    '__dirname',
    'fetch',
    'WebSocket',
    'EventSource',
  ])
    delete top[name];

  const log = (level: string, args: unknown[]) => {
    // The entry's errors are of its own realm (not `instanceof Error` here): read by their stack.
    const text = args
      .map((a) =>
        typeof a === 'string'
          ? a
          : a && typeof a === 'object' && 'stack' in a
            ? String(a.stack)
            : safeJson(a),
      )
      .join(' ');
    send({ log: `${level}: ${text.slice(0, maxLogChars)}` });
  };
  function safeJson(value: unknown): string {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  }

  type Entry = Record<string, unknown>;
  let current: { entry: Entry; parse: (text: string) => unknown } | null = null;

  function load(source: string, filename: string) {
    const sandbox: Record<string, unknown> = {
      console: {
        log() {},
        info() {},
        debug() {},
        warn: (...a: unknown[]) => log('warn', a),
        error: (...a: unknown[]) => log('error', a),
      },
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      setImmediate,
      clearImmediate,
      queueMicrotask,
      structuredClone,
      TextEncoder,
      TextDecoder,
      URL,
      URLSearchParams,
      AbortController,
      AbortSignal,
      Event,
      EventTarget,
      Buffer,
      atob,
      btoa,
      ReadableStream: web.ReadableStream,
      WritableStream: web.WritableStream,
      TransformStream: web.TransformStream,
      performance: { now: () => clock.now(), timeOrigin: clock.timeOrigin },
    };
    const context = vm.createContext(sandbox, {
      name: 'public-mfe server entry',
      codeGeneration: { strings: false, wasm: false },
    });
    vm.runInContext('globalThis.global = globalThis; globalThis.self = undefined;', context);
    const moduleObject = vm.runInContext('({ exports: {} })', context) as { exports: Entry };
    const requireBuiltin = (id: string) => {
      const name = id.replace(/^node:/, '');
      if (Object.prototype.hasOwnProperty.call(modules, name)) return modules[name];
      throw new Error(`the public remote's server entry may not require "${id}"`);
    };
    const wrapper = new vm.Script(
      `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
      { filename },
    ).runInContext(context, { timeout: 10_000 }) as (...args: unknown[]) => void;
    wrapper(moduleObject.exports, requireBuiltin, moduleObject, filename, filename.replace(/\/[^/]*$/, ''));
    const entry = moduleObject.exports;
    current = { entry, parse: vm.runInContext('JSON.parse', context) as (text: string) => unknown };
    const functions = Object.keys(entry).filter((k) => typeof entry[k] === 'function');
    return {
      contract: typeof entry.contract === 'number' ? entry.contract : null,
      functions,
      sitemapData: entry.sitemapData,
      sitemapLists: entry.sitemapLists,
    };
  }

  async function call(name: string, arg: string) {
    if (!current) throw new Error('no server entry is loaded');
    const fn = current.entry[name];
    if (typeof fn !== 'function') throw new Error(`the server entry exports no ${name}()`);
    return await (fn as (input: unknown) => unknown).call(current.entry, current.parse(arg));
  }

  process.on(
    'message',
    (message: {
      id: number;
      op: 'load' | 'call';
      source?: string;
      filename?: string;
      name?: string;
      arg?: string;
    }) => {
      const { id } = message;
      Promise.resolve()
        .then(() =>
          message.op === 'load'
            ? load(String(message.source), String(message.filename))
            : call(String(message.name), String(message.arg)),
        )
        .then((value) => {
          const text = JSON.stringify(value ?? null);
          if (text.length > maxAnswerChars)
            throw new Error(`its answer has ${text.length} characters, more than ${maxAnswerChars}`);
          send({ id, ok: true, value: text });
        })
        .catch((error: unknown) =>
          send({ id, ok: false, error: error instanceof Error ? error.message : String(error) }),
        );
    },
  );
  // An error the entry throws later (a timer of its own) ends this process; the host starts another.
  process.on('uncaughtException', (error) => {
    log('crash', [error]);
    process.exit(70);
  });
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
}
