// Everything the server answers outside /api: the remotes' files, the shell's files, /sitemap.xml,
// /robots.txt, /mfe/remotes.json, and for every page the shell's HTML with its head, the first screen's
// data inline and — for a public page — the page drawn by the public remote's server entry.
//
// A thin host: it knows no public route, title or text. For a public URL it asks the remote's current
// release (public-remote.ts) which page the URL names and which API paths it reads (matchPage), answers
// those through the domain services (site-content.service.ts), asks the remote to draw the page
// (renderPage → status, head as data, HTML, scripts), checks the answer (page-answer.ts), writes it into
// the shell's HTML through the one escaping helper (page-html.ts), and caches it. The sitemap is
// site-sitemap.ts.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { finderPageQuery } from '@konak/contract';
import { HttpCache, PAGES_CACHE } from '../common/http-cache.js';
import { encodeBody, pickEncoding, PreparedAnswers, type EncodedBody } from '../common/prepared-answers.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { Metrics } from '../metrics/metrics.js';
import type { PreviewGrant } from '../publishing/preview-token.js';
import { PublishingService } from '../publishing/publishing.service.js';
import { readMatch, type PageMatch } from './page-answer.js';
import { PageHtml, type PageRequest } from './page-html.js';
import { withPreviewBanner } from './preview-banner.js';
import { PublicRemote } from './public-remote.js';
import { ShellBuild } from './shell-build.js';
import { REMOTE_DIRS, remoteBuildStamp, remoteLocations, type RemoteKey } from './remotes.js';
import { SiteContentService } from './site-content.service.js';
import { SitemapSender } from './site-sitemap.js';
import { renderRobots, SITEMAP_MAX_URLS } from './sitemap.js';
import { sendBuildFile } from './static-files.js';

/** Longer paths are no page of this site: answered with the 404 page before any parsing. */
const MAX_PATH_LENGTH = 2048;

const isAdminPath = (p: string) => p === '/admin' || p.startsWith('/admin/');

/** A drawn page, its compressed variants made once, and the cache generation it was drawn in. */
type CachedPage = { status: number; body: string; etag: string; encoded: EncodedBody; generation: number };

@Injectable()
export class SiteService implements OnModuleDestroy {
  private readonly logger = new Logger('Site');
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private matchFailure: string | null = null;
  private readonly remote: PublicRemote;
  /** Addresses past which /sitemap.xml is an index of children of at most this many (tests lower it). */
  sitemapMaxUrls = SITEMAP_MAX_URLS;
  private readonly shell: ShellBuild;
  private readonly pages: PageHtml;
  private readonly sitemaps: SitemapSender;

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
    this.pages = new PageHtml(env, content, this.shell);
    this.sitemaps = new SitemapSender(
      this.remote,
      content,
      cache,
      () => this.sitemapMaxUrls,
      (paths) => this.readData(paths),
    );
  }

  onModuleDestroy() {
    this.remote.close();
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (
        req.path === '/api' ||
        req.path.startsWith('/api/') ||
        (req.method !== 'GET' && req.method !== 'HEAD')
      )
        return next();
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
      if (
        !sendBuildFile(dir, remote[2], req, res, {
          deny: (rel) => rel === 'server' || rel.startsWith('server/'),
        })
      ) {
        res.status(404).type('text/plain').send('Not found');
      }
      return;
    }
    if (p === '/robots.txt') {
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(renderRobots(origin));
      return;
    }
    if (p === '/sitemap.xml' || /^\/sitemap-[a-z0-9-]{1,60}\.xml$/.test(p))
      return this.sitemaps.send(req, res, origin, p);
    if (p !== '/' && !p.endsWith('.html') && sendBuildFile(this.shell.dir, p, req, res)) return;
    if (/\.[a-z0-9]{2,5}$/i.test(p) && !p.startsWith('/admin')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // A valid preview token draws the draft it names; any other value is ignored (the visitor's page).
    const grant =
      typeof req.query.preview === 'string' && !isAdminPath(p)
        ? this.publishing.grant(req.query.preview)
        : null;
    if (grant) return this.sendPreview(req, res, origin, p, grant);
    await this.sendPage(req, res, origin, p);
  }

  /** The address's query string as the home finder reads it (finderPageQuery's canonical form, at most
   *  HOME_FINDER_LIMITS.query characters): the only part of a query a page is given, so one search is
   *  one page key whatever order or spelling it was typed in. */
  private static finderQuery(req: Request): string {
    const at = req.originalUrl.indexOf('?');
    return at < 0 ? '' : finderPageQuery(req.originalUrl.slice(at + 1));
  }

  /** An administrator's preview of a draft or scheduled item at its public address: drawn with that one
   *  item for this request only — never put in or served from the page cache, never stored by a browser
   *  or proxy (no-store), never indexed — with a bar saying it is a preview (issue 26). */
  private async sendPreview(req: Request, res: Response, origin: string, p: string, grant: PreviewGrant) {
    const template = this.shell.template();
    const page = await this.describe(p, SiteService.finderQuery(req));
    if (!template || page.kind !== 'public') return this.sendPage(req, res, origin, p);
    Object.assign(page, await this.readData(page.match.data, grant));
    const { status, html } = await this.pages.render(page, origin, template);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(status).type('text/html; charset=utf-8').send(withPreviewBanner(html));
  }

  /** Answers the API paths a page reads; `notFound` when one of them is a missing record. */
  private async readData(
    paths: string[],
    preview?: PreviewGrant,
  ): Promise<{ data: Map<string, unknown>; notFound: boolean }> {
    const answers = await Promise.all(
      paths.map(async (p) => [p, await this.content.read(p, preview)] as const),
    );
    const data = new Map<string, unknown>();
    for (const [p, answer] of answers) if (answer.status === 200) data.set(p, answer.body);
    return { data, notFound: answers.some(([, a]) => a.status === 404) };
  }

  /** Which page `p` is (null: a path too long to be one). Asks the remote's server entry; with none
   *  (or when it fails), the page is the browser's to draw. */
  private async describe(p: string | null, query = ''): Promise<PageRequest> {
    if (p !== null && isAdminPath(p)) return { kind: 'admin' };
    const release = await this.remote.current();
    if (!release?.server) return { kind: 'browser', release };
    let match: PageMatch;
    try {
      match = readMatch(
        await (release.server.matchAddress
          ? release.server.matchAddress({ path: p, query })
          : release.server.matchPage(p)),
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      // Once per streak: while the render process restarts, every page would say it again.
      if (why !== this.matchFailure)
        this.logger.error(`The public remote's matchPage failed; pages are drawn in the browser`, why);
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
      res
        .status(503)
        .type('text/plain')
        .send('The site is not built yet: run `npm run build` (or `npm start`).');
      return;
    }
    const page = await this.describe(p, p === null ? '' : SiteService.finderQuery(req));
    // A page names the current files of the shell and of its remote: a redeploy of either renders anew.
    const build =
      page.kind === 'admin'
        ? `${this.shell.stamp()} ${remoteBuildStamp(this.env, 'admin')} ${origin}`
        : `${this.shell.stamp()} ${page.release?.version ?? 'none'} ${origin}`;
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
          .timeRender(page.kind, () => this.pages.render(page, origin, template))
          .then(({ status, html, transient }) => {
            const made = {
              status,
              body: html,
              etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
              encoded: encodeBody(html),
              generation,
            };
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
    if (
      page.kind === 'public' &&
      entry.status === 200 &&
      req.url === page.match.url &&
      !req.url.includes('?')
    ) {
      const build = this.currentBuild();
      this.prepared.prepare(
        req.url,
        PAGES_CACHE,
        entry.generation,
        res.getHeaders(),
        entry.encoded,
        () => this.currentBuild() === build,
      );
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
}
