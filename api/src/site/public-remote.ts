// The public remote's current release, read from wherever it is deployed — its folder on this machine
// (the default, PUBLIC_MFE_URL unset or /mfe/public/) or its URL (PUBLIC_MFE_URL=https://cdn…/public/,
// or another path, taken on SITE_URL) — the way Module Federation loads a remote on the server: its
// mf-manifest.json names the browser files and, under `server`, the server entry (render.<hash>.cjs),
// which is downloaded (size and time bounded) and evaluated as a fresh CommonJS module once per release.
// The manifest is checked again on every page of a local folder (a stat) and at most every
// CHECK_EVERY_MS for a URL. When a release cannot be read, the last good one stays; when there is none,
// pages are drawn in the browser. Either way the log says why, once per failure streak.
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Env } from '../config/env.js';
import { REMOTE_DIRS, remoteBase, type ExposedFiles } from './remotes.js';

export const CHECK_EVERY_MS = 3_000;
/** After a failed read of a local folder (a deploy half done), try again this soon. */
const RETRY_LOCAL_MS = 1_000;
const LIMITS = {
  manifest: { maxBytes: 1 << 20, timeoutMs: 3_000 },
  server: { maxBytes: 32 << 20, timeoutMs: 20_000 },
  css: { maxBytes: 2 << 20, timeoutMs: 5_000 },
};
/** The server entry's contract version this host speaks (public-mfe/src/server.tsx `contract`). */
export const CONTRACT = 1;

/** What the host calls in the remote's server entry; everything it returns is checked (page-answer.ts). */
export interface ServerEntry {
  matchPage(path: string | null): unknown;
  renderPage(input: unknown): Promise<unknown>;
  sitemapData: unknown;
  sitemapUrls(input: unknown): unknown;
}

export interface Release {
  /** Names the release (a hash of its manifest): part of every cached page's key. */
  version: string;
  files: ExposedFiles;
  /** The exposed App's stylesheets by file name (null: not readable, linked instead), for inlining. */
  css: Map<string, string | null>;
  /** Null when the release has no usable server entry: its pages are drawn in the browser. */
  server: ServerEntry | null;
}

interface Manifest {
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
  server?: { entry?: string; contract?: number };
}

const require = createRequire(import.meta.url);
/** The server entry is self-contained: it may load Node's own modules, nothing from this process. */
function builtinsOnly(id: string): unknown {
  if (isBuiltin(id)) return require(id);
  throw new Error(`the public remote's server entry may only require Node's built-in modules, not "${id}"`);
}

/** Evaluates CommonJS source as a new module (never from require's cache) and returns its exports. */
function evaluate(source: string, filename: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename });
  wrapper(module.exports, builtinsOnly, module, filename, path.dirname(filename));
  return module.exports;
}

/** A URL's body as text, refused past `maxBytes` or `timeoutMs`. */
async function fetchText(url: string, { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number }): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A file of the release, relative to its base, that cannot leave it (no scheme, no `..`). */
function releaseFile(name: unknown): string {
  if (typeof name !== 'string' || !/^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/.test(name) || name.split('/').includes('..')) throw new Error(`the manifest names an unusable file: ${JSON.stringify(name)}`);
  return name;
}

export class PublicRemote {
  private readonly logger = new Logger('PublicRemote');
  private release: Release | null = null;
  private manifestText = '';
  private localStamp = '';
  private nextCheck = 0;
  private checking: Promise<void> | null = null;
  private failure: string | null = null;

  constructor(private readonly env: Env) {}

  /** Where the release is read from: a folder here, or a URL. */
  private source(): { dir: string } | { url: string } {
    const base = remoteBase(this.env, 'public');
    if (base === '/mfe/public/') return { dir: path.join(this.env.staticRoot, REMOTE_DIRS.public) };
    return { url: /^https?:\/\//.test(base) ? base : new URL(base, this.env.siteUrl ?? `http://127.0.0.1:${this.env.port}`).href };
  }

  /** Cheap, synchronous: what names the deployed release now — the manifest file's stamp in a folder (a
   *  deploy changes it at once), the last release read from a URL (checked in the background). */
  stamp(): string {
    const source = this.source();
    if (!('dir' in source)) {
      // Pages answered from prepared bytes still keep the URL checked every CHECK_EVERY_MS.
      if (Date.now() >= this.nextCheck) this.current().catch(() => undefined);
      return this.release?.version ?? 'none';
    }
    try {
      const stat = statSync(path.join(source.dir, 'mf-manifest.json'));
      return `${stat.mtimeMs} ${stat.size}`;
    } catch {
      return 'missing';
    }
  }

  /** The current release, or null when none could be read. */
  async current(): Promise<Release | null> {
    const source = this.source();
    const now = Date.now();
    if ('dir' in source) {
      let stamp = '';
      try {
        const stat = statSync(path.join(source.dir, 'mf-manifest.json'));
        stamp = `${stat.mtimeMs} ${stat.size}`;
      } catch {
        stamp = 'missing';
      }
      if (stamp === this.localStamp && now < this.nextCheck) return this.release;
      if (stamp === this.localStamp && !this.failure) return this.release;
      this.checking ??= this.check(source, stamp).finally(() => (this.checking = null));
    } else {
      if (now < this.nextCheck) return this.release;
      this.checking ??= this.check(source, '').finally(() => (this.checking = null));
      // A page never waits on the network for a check: it is drawn by the release in hand meanwhile.
      if (this.release) return this.release;
    }
    await this.checking;
    return this.release;
  }

  private async check(source: { dir: string } | { url: string }, stamp: string) {
    const read = (file: string, limits: { maxBytes: number; timeoutMs: number }) =>
      'dir' in source ? Promise.resolve(readLocal(path.join(source.dir, file), limits.maxBytes)) : fetchText(new URL(file, source.url).href, limits);
    const where = 'dir' in source ? source.dir : source.url;
    this.nextCheck = Date.now() + ('dir' in source ? RETRY_LOCAL_MS : CHECK_EVERY_MS);
    try {
      const text = await read('mf-manifest.json', LIMITS.manifest);
      this.localStamp = stamp;
      if (text === this.manifestText && this.release?.server) return this.recovered();
      const manifest = JSON.parse(text) as Manifest;
      const app = manifest.exposes?.find((e) => e.name === 'App');
      const files: ExposedFiles = {
        js: (app?.assets?.js?.sync ?? []).map(releaseFile),
        css: (app?.assets?.css?.sync ?? []).map(releaseFile),
        asyncJs: (app?.assets?.js?.async ?? []).map(releaseFile),
        asyncCss: (app?.assets?.css?.async ?? []).map(releaseFile),
      };
      const css = new Map<string, string | null>();
      await Promise.all([...files.css, ...files.asyncCss].map(async (f) => css.set(f, await read(f, LIMITS.css).catch(() => null))));
      let server: ServerEntry | null = null;
      const entry = manifest.server?.entry;
      let problem: string | null = null;
      if (!entry) problem = `${where}mf-manifest.json names no server entry`;
      else if (manifest.server?.contract !== undefined && manifest.server.contract !== CONTRACT) problem = `its server entry speaks contract ${manifest.server.contract}, this API ${CONTRACT}`;
      else {
        try {
          const file = releaseFile(entry);
          const exports = evaluate(await read(file, LIMITS.server), 'dir' in source ? path.join(source.dir, file) : new URL(file, source.url).href);
          if (exports.contract !== CONTRACT) throw new Error(`it speaks contract ${String(exports.contract)}, this API ${CONTRACT}`);
          for (const name of ['matchPage', 'renderPage', 'sitemapUrls'])
            if (typeof exports[name] !== 'function') throw new Error(`it exports no ${name}()`);
          server = exports as unknown as ServerEntry;
        } catch (error) {
          problem = `its server entry ${entry} cannot be used: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      this.manifestText = text;
      this.release = { version: createHash('sha1').update(text).digest('base64url').slice(0, 12), files, css, server };
      if (problem) {
        this.failed(`Public remote release at ${where}: ${problem}; its pages are drawn in the browser`);
        this.nextCheck = Date.now() + 10 * CHECK_EVERY_MS;
      }
      else {
        this.logger.log(`Public remote release ${this.release.version} loaded from ${where}`);
        this.failure = null;
      }
    } catch (error) {
      this.failed(
        `Public remote at ${where} cannot be read (${error instanceof Error ? error.message : String(error)}); ${this.release ? `release ${this.release.version} stays` : 'pages are drawn in the browser'}`,
      );
    }
  }

  private recovered() {
    if (this.failure) this.logger.log(`Public remote reachable again (release ${this.release?.version})`);
    this.failure = null;
  }

  /** Logs a failure once per streak (a different failure is a new streak). */
  private failed(message: string) {
    if (this.failure !== message) this.logger.warn(message);
    this.failure = message;
  }
}

function readLocal(file: string, maxBytes: number): string {
  if (statSync(file).size > maxBytes) throw new Error(`${file} is larger than ${maxBytes} bytes`);
  return readFileSync(file, 'utf8');
}
