// Everything the server answers outside /api: the remotes' files, the shell's files, /sitemap.xml,
// /robots.txt, /mfe/remotes.json, and for every page the shell's HTML with its head, the first screen's
// data inline and — for a public page — the page drawn by the public remote's server entry.
//
// A thin host: it knows no public route, title or text. For a public URL it asks the remote's current
// release (public-remote.ts) which page the URL names and which API paths it reads (matchPage), answers
// those through the domain services (site-content.service.ts), asks the remote to draw the page
// (renderPage → status, head as data, HTML, scripts), checks the answer (page-answer.ts), writes it into
// the shell's HTML through the one escaping helper, and caches it.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { HttpCache, PAGES_CACHE } from '../common/http-cache.js';
import { encodeBody, pickEncoding, PreparedAnswers, type EncodedBody } from '../common/prepared-answers.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { Metrics } from '../metrics/metrics.js';
import type { PreviewGrant } from '../publishing/preview-token.js';
import { PublishingService } from '../publishing/publishing.service.js';
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { renderHead, type HeadData } from './head.js';
import { escapeHtml, scriptJson, tag } from './html.js';
import { inlineStyles, readCss } from './inline-styles.js';
import { readAnswer, readMatch, readSitemap, type PageAnswer, type PageMatch } from './page-answer.js';
import { withPreviewBanner } from './preview-banner.js';
import { PublicRemote, type Release } from './public-remote.js';
import { SandboxUnavailable } from './render-sandbox.js';
import { ShellBuild } from './shell-build.js';
import { exposedFiles, REMOTE_DIRS, remoteBase, remoteBuildStamp, remoteLocations, type ExposedFiles, type RemoteKey } from './remotes.js';
import { SiteContentService } from './site-content.service.js';
import { renderRobots, renderSitemap, SITEMAP_MAX_URLS } from './sitemap.js';
import { SitemapWriter } from './sitemap-writer.js';
import { sendBuildFile } from './static-files.js';
import { fontLinks, fontPreloads, themeStyle } from './theme.js';

/** Longer paths are no page of this site: answered with the 404 page before any parsing. */
const MAX_PATH_LENGTH = 2048;
/** A server render that takes longer is given up: the page is drawn in the browser. */
const RENDER_TIMEOUT_MS = 10_000;

const isAdminPath = (p: string) => p === '/admin' || p.startsWith('/admin/');
const NO_FILES: ExposedFiles = { js: [], css: [], asyncJs: [], asyncCss: [] };

/** A drawn page, its compressed variants made once, and the cache generation it was drawn in. */
type CachedPage = { status: number; body: string; etag: string; encoded: EncodedBody; generation: number };

/** What a page is before it is drawn: the admin's shell, a public page the remote names, or — with no
 *  usable server entry — a public page for the browser to draw. */
type PageRequest =
  | { kind: 'admin' }
  | { kind: 'public'; release: Release; match: PageMatch; data: Map<string, unknown>; notFound: boolean }
  | { kind: 'browser'; release: Release | null };

@Injectable()
export class SiteService implements OnModuleDestroy {
  private readonly logger = new Logger('Site');
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private matchFailure: string | null = null;
  private readonly remote: PublicRemote;
  /** Addresses past which /sitemap.xml is an index of children of at most this many (tests lower it). */
  sitemapMaxUrls = SITEMAP_MAX_URLS;
  private readonly shell: ShellBuild;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly content: SiteContentService,
    private readonly cache: HttpCache,
    private readonly prepared: PreparedAnswers,
    private readonly metrics: Metrics,
    private readonly publishing: PublishingService,
  ) {
    this.remote = new PublicRemote(env);
    this.shell = new ShellBuild(env.staticRoot);
  }

  onModuleDestroy() {
    this.remote.close();
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/api' || req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      this.handle(req, res).catch(next);
    };
  }

  private async handle(req: Request, res: Response) {
    const p = req.path;
    // The site's own address, never the request's Host header (a forged Host would poison every
    // cache on the way); only development, with no SITE_URL, follows the request.
    const origin = this.env.siteUrl ?? `${req.protocol}://${req.get('host')}`;
    if (p.length > MAX_PATH_LENGTH) return this.sendPage(req, res, origin, null);
    if (p === '/mfe/remotes.json') {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(remoteLocations(this.env));
      return;
    }
    const remote = p.match(/^\/mfe\/(public|admin)\/(.*)$/);
    if (remote) {
      const dir = path.join(this.env.staticRoot, REMOTE_DIRS[remote[1] as RemoteKey]);
      // A remote's server entry (dist/server) is for this process, not for browsers: judged on the
      // decoded, normalized path, however the request spells it.
      if (!sendBuildFile(dir, remote[2], req, res, { deny: (rel) => rel === 'server' || rel.startsWith('server/') })) {
        res.status(404).type('text/plain').send('Not found');
      }
      return;
    }
    if (p === '/robots.txt') {
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(renderRobots(origin));
      return;
    }
    if (p === '/sitemap.xml' || /^\/sitemap-[a-z0-9-]{1,60}\.xml$/.test(p)) return this.sendSitemap(req, res, origin, p);
    if (p !== '/' && !p.endsWith('.html') && sendBuildFile(this.shell.dir, p, req, res)) return;
    if (/\.[a-z0-9]{2,5}$/i.test(p) && !p.startsWith('/admin')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // A valid preview token draws the draft it names; any other value is ignored (the visitor's page).
    const grant = typeof req.query.preview === 'string' && !isAdminPath(p) ? this.publishing.grant(req.query.preview) : null;
    if (grant) return this.sendPreview(req, res, origin, p, grant);
    await this.sendPage(req, res, origin, p);
  }

  /** An administrator's preview of a draft or scheduled item at its public address: drawn with that one
   *  item for this request only — never put in or served from the page cache, never stored by a browser
   *  or proxy (no-store), never indexed — with a bar saying it is a preview (issue 26). */
  private async sendPreview(req: Request, res: Response, origin: string, p: string, grant: PreviewGrant) {
    const template = this.shell.template();
    const page = await this.describe(p);
    if (!template || page.kind !== 'public') return this.sendPage(req, res, origin, p);
    Object.assign(page, await this.readData(page.match.data, grant));
    const { status, html } = await this.renderPage(page, origin, template);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(status).type('text/html; charset=utf-8').send(withPreviewBanner(html));
  }

  /** The public remote lists the pages (it owns the URL scheme); the host reads the data it names —
   *  the lists a batch at a time, written out as read (sitemap-writer.ts), an index past maxUrls. */
  private async sendSitemap(req: Request, res: Response, origin: string, p: string) {
    const release = await this.remote.current();
    const server = release?.server;
    try {
      if (!server) throw new Error('no server entry');
      if (SitemapWriter.supports(server)) {
        // Kept like the pages: until a write changes any content, or another release or limit.
        const key = `sitemap ${p} ${release.version} ${origin} ${this.sitemapMaxUrls}`;
        const kept = this.cache.get(PAGES_CACHE, key) as KeptSitemap | undefined;
        if (kept) return sendKeptSitemap(req, res, kept);
        const generation = this.cache.generation(PAGES_CACHE);
        const writer = new SitemapWriter(this.content, server, origin, this.sitemapMaxUrls);
        const parts: string[] = [];
        const found = await writer.write(p, (text) => {
          if (!parts.length) res.setHeader('Content-Type', SITEMAP_TYPE).setHeader('Cache-Control', SITEMAP_CACHING);
          parts.push(text);
          res.write(text);
        });
        if (!found) {
          this.cache.set(PAGES_CACHE, key, { body: '', etag: '', status: 404 }, generation);
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        res.end();
        // Kept gzipped (a few per cent of its size): what crawlers ask for; anyone else gets it unzipped.
        const gzip = gzipSync(parts.join(''), { level: 6 });
        const file: KeptSitemap = { body: '', etag: `"${createHash('sha1').update(gzip).digest('base64url')}"`, gzip };
        this.cache.set(PAGES_CACHE, key, file, generation);
        return;
      }
      // A release from before sitemapLists: its sitemapData read as it names them, one file.
      if (p !== '/sitemap.xml') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const paths = Array.isArray(server.sitemapData) ? (server.sitemapData as unknown[]).filter((x): x is string => typeof x === 'string').slice(0, 20) : [];
      const data = Object.fromEntries((await this.readData(paths)).data);
      const urls = readSitemap(await server.sitemapUrls({ origin, data }));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
      res.send(renderSitemap(urls));
    } catch (error) {
      this.logger.warn(`No sitemap: ${error instanceof Error ? error.message : String(error)}`);
      // Part of a file already went out: end it broken rather than pretend it is whole.
      if (res.headersSent) return void res.destroy();
      res.status(503).setHeader('Retry-After', '60');
      res.type('text/plain').send('The sitemap is not available right now.');
    }
  }

  /** Answers the API paths a page reads; `notFound` when one of them is a missing record. */
  private async readData(paths: string[], preview?: PreviewGrant): Promise<{ data: Map<string, unknown>; notFound: boolean }> {
    const answers = await Promise.all(paths.map(async (p) => [p, await this.content.read(p, preview)] as const));
    const data = new Map<string, unknown>();
    for (const [p, answer] of answers) if (answer.status === 200) data.set(p, answer.body);
    return { data, notFound: answers.some(([, a]) => a.status === 404) };
  }

  /** Which page `p` is (null: a path too long to be one). Asks the remote's server entry; with none
   *  (or when it fails), the page is the browser's to draw. */
  private async describe(p: string | null): Promise<PageRequest> {
    if (p !== null && isAdminPath(p)) return { kind: 'admin' };
    const release = await this.remote.current();
    if (!release?.server) return { kind: 'browser', release };
    let match: PageMatch;
    try {
      match = readMatch(await release.server.matchPage(p));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      // Once per streak: while the render process restarts, every page would say it again.
      if (why !== this.matchFailure) this.logger.error(`The public remote's matchPage failed; pages are drawn in the browser`, why);
      this.matchFailure = why;
      return { kind: 'browser', release };
    }
    this.matchFailure = null;
    return { kind: 'public', release, match, data: new Map(), notFound: false };
  }

  /** Pages are rendered once and kept until a write changes any content (or a new build). The cache key
   *  is the page, not the URL as typed: every admin URL is one entry, a public page is keyed by what the
   *  remote names it, and every address of a kind whose record is missing shares that kind's one 404 —
   *  so a crawl of random URLs neither renders anything nor pushes real pages out. Concurrent misses of
   *  one key share one render. */
  private async sendPage(req: Request, res: Response, origin: string, p: string | null) {
    const template = this.shell.template();
    if (!template) {
      this.logger.warn(`No shell build at ${this.shell.dir}`);
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build` (or `npm start`).');
      return;
    }
    const page = await this.describe(p);
    // A page names the current files of the shell and of its remote: a redeploy of either renders anew.
    const build =
      page.kind === 'admin' ? `${this.shell.stamp()} ${remoteBuildStamp(this.env, 'admin')} ${origin}` : `${this.shell.stamp()} ${page.release?.version ?? 'none'} ${origin}`;
    let key = page.kind === 'public' ? `public ${page.match.key} ${build}` : `${page.kind} ${build}`;
    let entry = this.cache.get(PAGES_CACHE, key) as CachedPage | undefined;
    if (!entry && page.kind === 'public') {
      // Known only from the data: a page whose record is missing is its kind's shared 404.
      Object.assign(page, await this.readData(page.match.data));
      if (page.notFound) {
        key = `public ${page.match.notFoundKey} ${build}`;
        entry = this.cache.get(PAGES_CACHE, key) as CachedPage | undefined;
      }
    }
    if (!entry) {
      let pending = this.rendering.get(key);
      if (!pending) {
        const generation = this.cache.generation(PAGES_CACHE);
        pending = this.metrics
          .timeRender(page.kind, () => this.renderPage(page, origin, template))
          .then(({ status, html, transient }) => {
            const made = { status, body: html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, encoded: encodeBody(html), generation };
            // A page the browser draws because the render process was down or too slow is not kept: the
            // next visitor gets the server's page again once the process is back.
            if (!transient) this.cache.set(PAGES_CACHE, key, made, generation);
            return made;
          })
          .finally(() => this.rendering.delete(key));
        this.rendering.set(key, pending);
      }
      entry = await pending;
    }
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    // A public page asked for by its own address is kept as bytes for the middleware in front of Nest,
    // for as long as no write and no deploy changes it (unknown addresses and query strings never are).
    if (page.kind === 'public' && entry.status === 200 && req.url === page.match.url) {
      const build = this.currentBuild();
      this.prepared.prepare(req.url, PAGES_CACHE, entry.generation, res.getHeaders(), entry.encoded, () => this.currentBuild() === build);
    }
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.status(304).end();
      return;
    }
    // Compressed once when drawn, not on every request (the compression middleware leaves encoded bodies).
    const { bytes, encoding } = pickEncoding(req.headers['accept-encoding'], entry.encoded);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.status(entry.status ?? 200).end(bytes);
  }

  /** What the drawn pages depend on besides the content: the shell's build and the public remote's release. */
  private currentBuild(): string {
    return `${this.shell.stamp()} ${this.remote.stamp()}`;
  }

  /** Asks the remote to draw the page; null (and a log line saying why) when it cannot — `transient` when
   *  the render process, not the page, failed (crashed, restarting, over its time or size). */
  private async drawPublic(page: Extract<PageRequest, { kind: 'public' }>, origin: string, settings: SiteSettings): Promise<{ answer: PageAnswer | null; transient: boolean }> {
    const { release, match } = page;
    try {
      const input = {
        url: match.url,
        origin,
        settings,
        data: Object.fromEntries(page.data),
        assets: { js: { sync: release.files.js, async: release.files.asyncJs }, css: { sync: release.files.css, async: release.files.asyncCss } },
      };
      // Sent as JSON: what the browser will read from the page (dates as strings, no undefined), so the two agree.
      return { answer: readAnswer(await release.server!.renderPage(input, RENDER_TIMEOUT_MS)), transient: false };
    } catch (error) {
      this.logger.error(`Server render of ${match.url} failed; the browser draws it`, error instanceof Error ? error.message : String(error));
      return { answer: null, transient: error instanceof SandboxUnavailable };
    }
  }

  private async renderPage(page: PageRequest, origin: string, template: string): Promise<{ status: number; html: string; transient: boolean }> {
    const settings = JSON.parse(JSON.stringify(await this.content.settings())) as SiteSettings;
    const remote: RemoteKey = page.kind === 'admin' ? 'admin' : 'public';
    const files = page.kind === 'admin' ? exposedFiles(this.env, 'admin') : (page.release?.files ?? NO_FILES);
    const { answer: drawn, transient } = page.kind === 'public' ? await this.drawPublic(page, origin, settings) : { answer: null, transient: false };
    const siteName = settings.site_name?.tr || 'Konak';
    const head: HeadData = drawn?.head ?? (page.kind === 'admin' ? adminHead(siteName) : { title: siteName, tags: [], jsonLd: [] });
    // The API answers the page's first render used: the host's own copies of those the remote names.
    const preloaded = page.kind === 'public' && drawn ? Object.fromEntries(drawn.data.filter((p) => page.data.has(p)).map((p) => [p, page.data.get(p)])) : {};
    const firstScreen = { remotes: remoteLocations(this.env), settings, ...(drawn?.lang ? { lang: drawn.lang } : {}), preloaded };
    // A drawn page fetches its scripts once it has loaded (the shell's main.js reads this list).
    const boot = drawn ? { ...firstScreen, scripts: this.scriptFiles(remote, files, drawn.scripts) } : firstScreen;
    const readFonts = (href: string) => this.shell.plainCss(href);
    // The first screen's image first (it is what the visitor waits for), then the fonts its text needs.
    const links = [
      ...(drawn?.preload ?? []).map((image) =>
        tag('link', { rel: 'preload', as: 'image', href: image.href, imagesrcset: image.srcset, imagesizes: image.srcset && (image.sizes ?? '100vw'), fetchpriority: 'high' }),
      ),
      ...fontPreloads(settings, drawn?.lang ?? 'tr', readFonts),
      ...fontLinks(settings, drawn?.lang ?? 'tr', readFonts),
      ...this.headLinks(page, files, drawn),
    ];
    const headHtml = renderHead(head, { favicon: settings.favicon || undefined, links, inlineStyle: themeStyle(settings) });
    const html = (drawn ? this.shell.firstScriptOnly(template) : template)
      .replace('<html lang="tr">', (m) => (drawn?.lang ? `<html lang="${escapeHtml(drawn.lang)}">` : m))
      .replace('<!--konak:head-->', () => headHtml)
      // Functions, not strings, as replacements: content may hold `$&` and the like.
      .replace('<div id="root"></div>', () => (drawn ? `<div id="root" data-ssr>${drawn.html}</div>` : '<div id="root"></div>'))
      .replace('<!--konak:boot-->', () => `<script id="konak-boot" type="application/json">${scriptJson(boot)}</script>`);
    const status = drawn ? drawn.status : page.kind === 'public' && (page.notFound || page.match.key === page.match.notFoundKey) ? 404 : 200;
    return { status, html, transient };
  }

  /** The page's scripts in the order they are needed: the shell's main.js, the remote entry and the
   *  remote's App, the shell's other chunks, then the lazily loaded pages. `named` (a drawn page's own
   *  list, relative to the remote) keeps only files of this release. */
  private scriptFiles(remote: RemoteKey, files: ExposedFiles, named?: string[]): string[] {
    const base = remoteBase(this.env, remote);
    const shell = this.shell.chunks().js.map((f) => `/${f}`);
    const first = new Set(['remoteEntry.js', ...files.js]);
    const known = new Set([...first, ...files.asyncJs]);
    const own = (named ?? ['remoteEntry.js', ...files.js, ...files.asyncJs]).filter((f) => known.has(f));
    return [
      ...shell.slice(0, 1),
      ...own.filter((f) => first.has(f)).map((f) => `${base}${f}`),
      ...shell.slice(1),
      ...own.filter((f) => !first.has(f)).map((f) => `${base}${f}`),
    ];
  }

  /** The head's styles and preloads. A page the browser draws links its styles and preloads all of its
   *  scripts, so they download in parallel instead of one after the other. A page the server drew needs no
   *  script to paint: its scripts are fetched after it has loaded (boot data `scripts`), and its styles —
   *  its lazily loaded page chunk's too — are inlined, so it paints after one response. Other pages'
   *  styles come with their chunks when the visitor goes there. */
  private headLinks(page: PageRequest, files: ExposedFiles, drawn: PageAnswer | null): string[] {
    const remote: RemoteKey = page.kind === 'admin' ? 'admin' : 'public';
    const base = remoteBase(this.env, remote);
    const shellCss = this.shell.chunks().css;
    if (drawn && page.kind === 'public') {
      return inlineStyles([
        ...shellCss.map((f) => ({ text: readCss(path.join(this.shell.dir, f)), href: `/${f}` })),
        ...[...files.css, ...pageStyles(files, drawn)].map((f) => ({ text: page.release.css.get(f) ?? null, href: `${base}${f}` })),
      ]);
    }
    return [
      ...shellCss.map((f) => tag('link', { rel: 'stylesheet', href: `/${f}` })),
      ...files.css.map((f) => tag('link', { rel: 'stylesheet', href: `${base}${f}` })),
      ...this.scriptFiles(remote, files).map((href) => tag('link', { rel: 'preload', as: 'script', href })),
      ...files.asyncCss.map((f) => tag('link', { rel: 'preload', as: 'style', href: `${base}${f}` })),
    ];
  }
}

const SITEMAP_TYPE = 'application/xml; charset=utf-8';
const SITEMAP_CACHING = 'public, max-age=600';

/** A sitemap file as kept between writes: its gzip bytes, or (status 404) no such file. */
type KeptSitemap = { body: string; etag: string; status?: number; gzip?: Buffer };

function sendKeptSitemap(req: Request, res: Response, kept: KeptSitemap) {
  if (kept.status === 404 || !kept.gzip) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  res.setHeader('Content-Type', SITEMAP_TYPE);
  res.setHeader('Cache-Control', SITEMAP_CACHING);
  res.setHeader('ETag', kept.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === kept.etag) {
    res.status(304).end();
    return;
  }
  const zipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = zipped ? kept.gzip : gunzipSync(kept.gzip);
  if (zipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** The lazily loaded stylesheets a drawn page names, of this release (all of them when it names none). */
function pageStyles(files: ExposedFiles, drawn: PageAnswer): string[] {
  const named = drawn.styles;
  return named ? files.asyncCss.filter((f) => named.includes(f)) : files.asyncCss;
}

/** The admin panel's shell: never indexed (the admin remote draws everything in the browser). */
function adminHead(siteName: string): HeadData {
  return {
    title: `Yönetim Paneli | ${siteName}`,
    tags: [
      { tag: 'meta', name: 'description', content: 'Konak yönetim paneli' },
      { tag: 'meta', name: 'robots', content: 'noindex' },
    ],
    jsonLd: [],
  };
}
