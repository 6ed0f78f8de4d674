// The process the public remote's server entry runs in, away from the API's rights: its code is foreign
// (it comes from wherever the remote is deployed), so it gets no secret, no file, no command and no network
// module — see render-sandbox-host.ts for what the process and the entry's context hold. Requests and
// answers travel over the IPC channel, each with a time limit. A crash, a call over its time (the process
// is killed: it may be stuck in a loop) or an answer over its size fails the calls in flight — their pages
// are drawn in the browser — and the next call starts a new process after a back-off that doubles with
// each failure of a process younger than a minute (up to MAX_BACKOFF_MS), reloading the last entry that
// loaded.
import { Logger } from '@nestjs/common';
import { spawn, type ChildProcess } from 'node:child_process';
import { sandboxHost } from './render-sandbox-host.js';

/** The largest answer taken from the entry (a page's HTML is at most 8 MB: page-answer.ts). */
export const MAX_ANSWER_CHARS = 12 << 20;
const MAX_LOG_CHARS = 2_000;
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;
const LOAD_TIMEOUT_MS = 20_000;
const HEALTHY_AFTER_MS = 60_000;
/** The process's heap: a render needs a few tens of MB; a runaway entry is stopped here, not by the host. */
const HEAP_MB = 384;

export interface EntryInfo {
  contract: number | null;
  functions: string[];
  sitemapData: unknown;
  /** The lists the sitemap reads a batch at a time (absent from a release that predates them). */
  sitemapLists?: unknown;
}

/** The process, not the entry's answer, failed: down, restarting, over its time or its answer's size. */
export class SandboxUnavailable extends Error {}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/** Node 20 names the permission model --experimental-permission; later versions --permission. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

export class RenderSandbox {
  private readonly logger = new Logger('RenderSandbox');
  private child: ChildProcess | null = null;
  private started: Promise<ChildProcess> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** The entry to load into a new process: the last one that loaded. */
  private loaded: { source: string; filename: string } | null = null;
  /** The process that holds `loaded` (a new process gets it before its first call). */
  private loadedInto: ChildProcess | null = null;
  private reloading: Promise<void> | null = null;
  private startedAt = 0;
  private failures = 0;
  private downUntil = 0;
  private closed = false;
  /** Processes already counted as failed ('error' and 'exit' may both come). */
  private readonly gone = new WeakSet<ChildProcess>();
  /** Processes started so far (the tests count restarts). */
  starts = 0;

  /** Evaluates a server entry in the process (a fresh context); it replaces the loaded one once it loads. */
  async load(source: string, filename: string): Promise<EntryInfo> {
    const child = await this.process(false);
    const info = (await this.send(child, { op: 'load', source, filename }, LOAD_TIMEOUT_MS)) as EntryInfo;
    this.loaded = { source, filename };
    this.loadedInto = child;
    return info;
  }

  /** Calls one of the loaded entry's functions with a JSON copy of `arg`; its answer as parsed JSON. */
  async call(name: string, arg: unknown, timeoutMs: number): Promise<unknown> {
    const child = await this.process(true);
    return this.send(child, { op: 'call', name, arg: JSON.stringify(arg ?? null) }, timeoutMs);
  }

  /** Ends the process (the API is stopping). */
  close() {
    this.closed = true;
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  /** The running process, or a new one (with the last loaded entry when `withEntry`) once the back-off after
   *  a failure has passed; until then SandboxUnavailable at once, so no page waits on it. */
  private async process(withEntry: boolean): Promise<ChildProcess> {
    if (this.closed) throw new SandboxUnavailable('the render process is closed');
    if (this.child) return this.child;
    if (Date.now() < this.downUntil)
      throw new SandboxUnavailable(`the render process restarts in ${this.downUntil - Date.now()} ms`);
    this.started ??= this.start().finally(() => (this.started = null));
    const child = await this.started;
    if (withEntry && this.loaded && this.loadedInto !== child) {
      const { source, filename } = this.loaded;
      this.reloading ??= this.send(child, { op: 'load', source, filename }, LOAD_TIMEOUT_MS)
        .then(() => void (this.loadedInto = child))
        .finally(() => (this.reloading = null));
      await this.reloading;
    }
    return child;
  }

  private start(): Promise<ChildProcess> {
    this.starts++;
    this.startedAt = Date.now();
    const source = `(${String(sandboxHost)})(${MAX_ANSWER_CHARS}, ${MAX_LOG_CHARS});`;
    const child = spawn(
      process.execPath,
      [
        PERMISSION_FLAG,
        '--disallow-code-generation-from-strings',
        '--disable-warning=ExperimentalWarning',
        `--max-old-space-size=${HEAP_MB}`,
        '-e',
        source,
      ],
      // An empty environment: nothing of the API's (secrets, NODE_OPTIONS) reaches it, even by a way out.
      { env: {}, cwd: '/', stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'json' },
    );
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_LOG_CHARS) stderr += chunk;
    });
    return new Promise((resolve, reject) => {
      const onReady = (message: { ready?: boolean }) => {
        if (!message?.ready) return;
        child.off('message', onReady);
        this.child = child;
        resolve(child);
      };
      child.on('message', onReady);
      child.on(
        'message',
        (message: { id?: number; ok?: boolean; value?: unknown; error?: unknown; log?: unknown }) =>
          this.receive(child, message),
      );
      child.on('error', (error) => {
        reject(new SandboxUnavailable(`the render process cannot start: ${error.message}`));
        this.failed(child, `cannot start: ${error.message}`);
      });
      child.on('exit', (code, signal) => {
        reject(
          new SandboxUnavailable(
            `the render process ended before it was ready (${signal ?? code})${stderr ? `: ${stderr.trim()}` : ''}`,
          ),
        );
        this.failed(child, `ended (${signal ?? code})${stderr ? `: ${stderr.trim()}` : ''}`);
      });
    });
  }

  private receive(
    child: ChildProcess,
    message: { id?: number; ok?: boolean; value?: unknown; error?: unknown; log?: unknown },
  ) {
    if (typeof message?.log === 'string') {
      this.logger.warn(`public-mfe server entry: ${message.log.slice(0, MAX_LOG_CHARS)}`);
      return;
    }
    const waiting = typeof message?.id === 'number' ? this.pending.get(message.id) : undefined;
    if (!waiting) return;
    this.pending.delete(message.id!);
    clearTimeout(waiting.timer);
    if (message.ok !== true)
      return waiting.reject(
        new Error(
          typeof message.error === 'string'
            ? message.error.slice(0, MAX_LOG_CHARS)
            : 'the server entry failed',
        ),
      );
    // The process is not trusted to keep its own limit.
    if (typeof message.value !== 'string' || message.value.length > MAX_ANSWER_CHARS) {
      waiting.reject(
        new SandboxUnavailable(`the server entry's answer is over ${MAX_ANSWER_CHARS} characters`),
      );
      child.kill('SIGKILL');
      return;
    }
    try {
      waiting.resolve(JSON.parse(message.value));
    } catch {
      waiting.reject(new Error('the server entry answered no JSON'));
    }
  }

  private send(child: ChildProcess, message: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new SandboxUnavailable(`the server entry gave no answer in ${timeoutMs} ms`));
        // Stuck (a loop) or too slow: either way it holds the other pages up. A new process takes over.
        child.kill('SIGKILL');
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, ...message }, (error) => {
        if (error && this.pending.delete(id)) {
          clearTimeout(timer);
          reject(new SandboxUnavailable(`the render process cannot be reached: ${error.message}`));
        }
      });
    });
  }

  /** The process is gone: fail what it had in hand and wait before the next one. */
  private failed(child: ChildProcess, why: string) {
    if (this.gone.has(child)) return;
    this.gone.add(child);
    if (this.child === child) this.child = null;
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new SandboxUnavailable(`the render process ${why}`));
      this.pending.delete(id);
    }
    if (this.closed) return;
    // A process that served a while before failing starts the back-off afresh; one failing at once doubles it.
    if (Date.now() - this.startedAt > HEALTHY_AFTER_MS) this.failures = 0;
    const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** this.failures);
    this.failures++;
    this.downUntil = Date.now() + backoff;
    this.logger.warn(
      `The public remote's render process ${why}; a new one starts in ${backoff} ms at the earliest`,
    );
  }
}
