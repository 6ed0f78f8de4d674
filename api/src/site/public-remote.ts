// The public remote's current release, read from wherever it is deployed — its folder on this machine
// (the default, PUBLIC_MFE_URL unset or /mfe/public/) or its URL (PUBLIC_MFE_URL=https://cdn…/public/,
// or another path, taken on SITE_URL) — the way Module Federation loads a remote on the server: its
// mf-manifest.json names the browser files and, under `server`, the server entry (render.<hash>.cjs).
// A release's server entry is used only when its manifest is signed by the public-mfe release key and the
// entry has the SHA-256 the manifest lists (release-signature.ts); it is then downloaded (size and time
// bounded) and run in a process of its own without the API's rights (render-sandbox.ts), once per release.
// A URL must be https in production (loopback excepted) and may not redirect to another origin; every
// list of the manifest is bounded in count, and every file read in size. The manifest is checked again on
// every page of a local folder (a stat) and at most every CHECK_EVERY_MS for a URL. When a release cannot
// be read, the last good one stays; when there is none, pages are drawn in the browser. Either way the
// log says why, once per failure streak.
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_VERSION, type AddressInput } from '@konak/contract';
import type { Env } from '../config/env.js';
import { ReleaseKeys, entryHashProblem, signatureProblem } from './release-signature.js';
import { RenderSandbox } from './render-sandbox.js';
import { REMOTE_DIRS, remoteBase, type ExposedFiles } from './remotes.js';

export const CHECK_EVERY_MS = 3_000;
/** After a failed read of a local folder (a deploy half done), try again this soon. */
const RETRY_LOCAL_MS = 1_000;
const LIMITS = {
  manifest: { maxBytes: 1 << 20, timeoutMs: 3_000 },
  server: { maxBytes: 32 << 20, timeoutMs: 20_000 },
  css: { maxBytes: 2 << 20, timeoutMs: 5_000 },
};
/** A manifest's lists: a real release has a few dozen files; more is no release of this site. */
export const MANIFEST_LIMITS = {
  exposes: 50,
  filesPerList: 200,
  fileName: 200,
  stylesheets: 40,
  stylesheetBytes: 8 << 20,
};
/** Redirects followed on the remote's own origin (never to another). */
const MAX_REDIRECTS = 3;
/** Time limits of the entry's calls (a render's is the host's: site.service.ts). */
const MATCH_TIMEOUT_MS = 2_000;
const SITEMAP_TIMEOUT_MS = 10_000;
/** The server entry's protocol version this host speaks (public-mfe/src/server.tsx `contract`). */
export const CONTRACT = SERVER_ENTRY_VERSION;

/** What the host calls in the remote's server entry, each call in the render process; everything it
 *  returns is checked (page-answer.ts). */
export interface ServerEntry {
  matchPage(path: string | null): Promise<unknown>;
  /** The page of a path and the finder's canonical query (contract AddressInput); a release from before
   *  it has none and is asked matchPage(path), as then. */
  matchAddress?(input: AddressInput): Promise<unknown>;
  renderPage(input: unknown, timeoutMs: number): Promise<unknown>;
  sitemapData: unknown;
  sitemapUrls(input: unknown): Promise<unknown>;
  /** The lists whose items the sitemap reads in batches, and their items' addresses (a release from
   *  before these has neither: its sitemap is made from sitemapData, as then). */
  sitemapLists?: unknown;
  sitemapItemUrls?(input: unknown): Promise<unknown>;
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

interface AssetLists {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}
interface Manifest {
  exposes?: { name: string; assets?: AssetLists }[];
  server?: { entry?: string; contract?: number; sha256?: string };
}

/** A loopback host: plain http is fine there (a CDN stand-in, a dev server), nowhere else in production. */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** A URL's body as text, refused past `maxBytes` or `timeoutMs`, or when it redirects to another origin. */
async function fetchText(
  url: string,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number },
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  for (let hop = 0, at = url; ; hop++) {
    res = await fetch(at, { signal, redirect: 'manual' });
    if (res.status < 300 || res.status > 399) break;
    const location = res.headers.get('location');
    await res.body?.cancel();
    const next = location ? new URL(location, at) : null;
    if (!next || next.origin !== new URL(url).origin)
      throw new Error(`${at} redirects to another origin (${next?.origin ?? 'nowhere'})`);
    if (hop >= MAX_REDIRECTS) throw new Error(`${url} redirects more than ${MAX_REDIRECTS} times`);
    at = next.href;
  }
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes)
    throw new Error(`${url} is larger than ${maxBytes} bytes`);
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
  if (
    typeof name !== 'string' ||
    name.length > MANIFEST_LIMITS.fileName ||
    !/^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/.test(name) ||
    name.split('/').includes('..')
  )
    throw new Error(`the manifest names an unusable file: ${JSON.stringify(name).slice(0, 300)}`);
  return name;
}

/** One list of the manifest's files, bounded. */
function fileList(list: unknown, what: string): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`the manifest's ${what} is not a list`);
  if (list.length > MANIFEST_LIMITS.filesPerList)
    throw new Error(`the manifest lists ${list.length} ${what}, more than ${MANIFEST_LIMITS.filesPerList}`);
  return list.map(releaseFile);
}

export class PublicRemote {
  private readonly logger = new Logger('PublicRemote');
  private release: Release | null = null;
  private manifestText = '';
  private localStamp = '';
  private nextCheck = 0;
  private checking: Promise<void> | null = null;
  private failure: string | null = null;
  private readonly keys: ReleaseKeys;
  /** The process the server entry runs in (one for every release: a new one replaces the entry in it). */
  readonly sandbox = new RenderSandbox();

  constructor(private readonly env: Env) {
    this.keys = new ReleaseKeys(env.publicMfeReleasePublicKey);
  }

  /** Where the release is read from: a folder here, or a URL. */
  private source(): { dir: string } | { url: string } {
    const base = remoteBase(this.env, 'public');
    if (base === '/mfe/public/') return { dir: path.join(this.env.staticRoot, REMOTE_DIRS.public) };
    return {
      url: /^https?:\/\//.test(base)
        ? base
        : new URL(base, this.env.siteUrl ?? `http://127.0.0.1:${this.env.port}`).href,
    };
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
      'dir' in source
        ? Promise.resolve(readLocal(path.join(source.dir, file), limits.maxBytes))
        : fetchText(new URL(file, source.url).href, limits);
    const where = 'dir' in source ? source.dir : source.url;
    this.nextCheck = Date.now() + ('dir' in source ? RETRY_LOCAL_MS : CHECK_EVERY_MS);
    try {
      if ('url' in source) {
        const { protocol, hostname } = new URL(source.url);
        if (protocol !== 'https:' && this.env.nodeEnv === 'production' && !isLoopback(hostname))
          throw new Error('a release is read over https only (plain http only from this machine)');
      }
      const text = await read('mf-manifest.json', LIMITS.manifest);
      this.localStamp = stamp;
      if (text === this.manifestText && this.release?.server) return this.recovered();
      const manifest = JSON.parse(text) as Manifest & Record<string, unknown>;
      if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest))
        throw new Error('its manifest is no JSON object');
      if (
        manifest.exposes !== undefined &&
        (!Array.isArray(manifest.exposes) || manifest.exposes.length > MANIFEST_LIMITS.exposes)
      )
        throw new Error(`its manifest exposes more than ${MANIFEST_LIMITS.exposes} modules`);
      const app = manifest.exposes?.find((e) => e?.name === 'App');
      const files: ExposedFiles = {
        js: fileList(app?.assets?.js?.sync, 'scripts'),
        css: fileList(app?.assets?.css?.sync, 'stylesheets'),
        asyncJs: fileList(app?.assets?.js?.async, 'lazily loaded scripts'),
        asyncCss: fileList(app?.assets?.css?.async, 'lazily loaded stylesheets'),
      };
      const sheets = [...files.css, ...files.asyncCss];
      if (sheets.length > MANIFEST_LIMITS.stylesheets)
        throw new Error(
          `its manifest lists ${sheets.length} stylesheets, more than ${MANIFEST_LIMITS.stylesheets}`,
        );
      const css = new Map<string, string | null>();
      await Promise.all(sheets.map(async (f) => css.set(f, await read(f, LIMITS.css).catch(() => null))));
      // Inlined into every page: bounded as a whole too (past it, a stylesheet is linked instead).
      let inlined = 0;
      for (const [f, sheet] of css)
        if (sheet !== null && (inlined += sheet.length) > MANIFEST_LIMITS.stylesheetBytes) css.set(f, null);
      let server: ServerEntry | null = null;
      const entry = manifest.server?.entry;
      let problem: string | null = null;
      if (!entry) problem = `${where}mf-manifest.json names no server entry`;
      else if (manifest.server?.contract !== undefined && manifest.server.contract !== CONTRACT)
        problem = `its server entry speaks contract ${manifest.server.contract}, this API ${CONTRACT}`;
      else if ((problem = signatureProblem(manifest, this.keys.trusted())))
        problem = `${problem}, so its server entry is not run`;
      else {
        try {
          const file = releaseFile(entry);
          const code = await read(file, LIMITS.server);
          const mismatch = entryHashProblem(manifest.server?.sha256, code);
          if (mismatch) throw new Error(mismatch);
          server = await this.run(
            code,
            'dir' in source ? path.join(source.dir, file) : new URL(file, source.url).href,
          );
        } catch (error) {
          problem = `its server entry ${entry} cannot be used: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      this.manifestText = text;
      this.release = {
        version: createHash('sha1').update(text).digest('base64url').slice(0, 12),
        files,
        css,
        server,
      };
      if (problem) {
        this.failed(`Public remote release at ${where}: ${problem}; its pages are drawn in the browser`);
        this.nextCheck = Date.now() + 10 * CHECK_EVERY_MS;
      } else {
        this.logger.log(`Public remote release ${this.release.version} loaded from ${where}`);
        this.failure = null;
      }
    } catch (error) {
      this.failed(
        `Public remote at ${where} cannot be read (${error instanceof Error ? error.message : String(error)}); ${this.release ? `release ${this.release.version} stays` : 'pages are drawn in the browser'}`,
      );
    }
  }

  /** Loads the entry into the render process and answers the host's calls through it. */
  private async run(code: string, filename: string): Promise<ServerEntry> {
    const info = await this.sandbox.load(code, filename);
    if (info.contract !== CONTRACT)
      throw new Error(`it speaks contract ${String(info.contract)}, this API ${CONTRACT}`);
    for (const name of ['matchPage', 'renderPage', 'sitemapUrls'])
      if (!info.functions.includes(name)) throw new Error(`it exports no ${name}()`);
    const sandbox = this.sandbox;
    return {
      matchPage: (p) => sandbox.call('matchPage', p, MATCH_TIMEOUT_MS),
      ...(info.functions.includes('matchAddress')
        ? { matchAddress: (input: AddressInput) => sandbox.call('matchAddress', input, MATCH_TIMEOUT_MS) }
        : {}),
      renderPage: (input, timeoutMs) => sandbox.call('renderPage', input, timeoutMs),
      sitemapData: info.sitemapData,
      sitemapUrls: (input) => sandbox.call('sitemapUrls', input, SITEMAP_TIMEOUT_MS),
      ...(info.functions.includes('sitemapItemUrls')
        ? {
            sitemapLists: info.sitemapLists,
            sitemapItemUrls: (input: unknown) => sandbox.call('sitemapItemUrls', input, SITEMAP_TIMEOUT_MS),
          }
        : {}),
    };
  }

  /** Stops the render process (the API is stopping). */
  close() {
    this.sandbox.close();
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
