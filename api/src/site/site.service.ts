// Everything the server answers outside /api: the remotes' files, the shell's files, /sitemap.xml,
// /robots.txt, /mfe/remotes.json, and for every page the shell's HTML with a server-rendered head
// and the first screen's data inline.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HttpCache, PAGES_CACHE } from '../common/http-cache.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { renderHead, type HeadMeta } from './head.js';
import { escapeHtml, scriptJson, tag } from './html.js';
import { describePage, type PageResult } from './page-meta.js';
import { parsePublicPath, type Lang, type PublicRoute } from './public-routes.js';
import { exposedFiles, REMOTE_DIRS, remoteBase, remoteBuildStamp, remoteLocations, type RemoteKey } from './remotes.js';
import { SiteContentService } from './site-content.service.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { sendBuildFile } from './static-files.js';
import { themeStyle, fontLinks } from './theme.js';
import { imageSrcset } from './images.js';
import { renderPublicPage } from './server-render.js';
import { inlineStyles } from './inline-styles.js';

const SHELL_DIR = 'shell/dist';
/** Longer paths are no page of this site: answered with the 404 page before any parsing. */
const MAX_PATH_LENGTH = 2048;

const isAdminPath = (p: string) => p === '/admin' || p.startsWith('/admin/');
const routeKey = (route: PublicRoute) => `${route.lang} ${route.path}`;

@Injectable()
export class SiteService {
  private readonly logger = new Logger('Site');
  private template: { mtime: number; html: string } | null = null;
  private readonly rendering = new Map<string, Promise<{ status: number; body: string; etag: string }>>();

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly content: SiteContentService,
    private readonly cache: HttpCache,
  ) {}

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
    if (p.length > MAX_PATH_LENGTH) return this.sendPage(req, res, origin, { lang: 'tr', path: '/', page: { kind: 'not-found' } });
    if (p === '/mfe/remotes.json') {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(remoteLocations(this.env));
      return;
    }
    const remote = p.match(/^\/mfe\/(public|admin)\/(.*)$/);
    if (remote) {
      const dir = path.join(this.env.staticRoot, REMOTE_DIRS[remote[1] as RemoteKey]);
      // A remote's server render (dist/server) is for this process, not for browsers: judged on the
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
    if (p === '/sitemap.xml') {
      const [projects, posts] = await Promise.all([this.content.projects(), this.content.posts()]);
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
      res.send(renderSitemap(origin, projects.map((x) => x.slug), posts.map((x) => x.slug)));
      return;
    }
    if (p !== '/' && !p.endsWith('.html') && sendBuildFile(path.join(this.env.staticRoot, SHELL_DIR), p, req, res)) return;
    if (/\.[a-z0-9]{2,5}$/i.test(p) && !p.startsWith('/admin')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    await this.sendPage(req, res, origin, isAdminPath(p) ? null : parsePublicPath(p));
  }

  /** Pages are rendered once and kept until a write changes any content (or a new build). The cache key
   *  is the page, not the URL as typed: every admin URL is one entry, a public page is keyed by its
   *  route, and every unknown address shares its language's one 404 page — so a crawl of random URLs
   *  neither renders anything nor pushes real pages out. Concurrent misses of one key share one render. */
  private async sendPage(req: Request, res: Response, origin: string, route: PublicRoute | null) {
    const template = this.readTemplate();
    if (!template) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build` (or `npm start`).');
      return;
    }
    const remote: RemoteKey = route ? 'public' : 'admin';
    // A page names the current files of the shell and of its remote: a redeploy of either renders anew.
    const build = `${this.template?.mtime} ${remoteBuildStamp(this.env, remote)} ${origin}`;
    const page = route ? await describePage(route, this.content, origin) : adminPage(await this.content.settings());
    // Unknown addresses share their language's (and page kind's) 404: a 404 draws nothing of the URL.
    const key = !route ? `admin ${build}` : page.status === 404 ? `404 ${route.lang} ${route.page.kind} ${build}` : `${routeKey(route)} ${build}`;
    let entry = this.cache.get(PAGES_CACHE, key);
    if (!entry) {
      let pending = this.rendering.get(key);
      if (!pending) {
        const generation = this.cache.generation(PAGES_CACHE);
        pending = this.renderPage(page, route, origin, template)
          .then(({ status, html }) => {
            const made = { status, body: html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
            this.cache.set(PAGES_CACHE, key, made, generation);
            return made;
          })
          .finally(() => this.rendering.delete(key));
        this.rendering.set(key, pending);
      }
      entry = await pending;
    }
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.status(304).end();
      return;
    }
    res.status(entry.status ?? 200).type('text/html').send(entry.body);
  }

  private async renderPage(page: PageResult, route: PublicRoute | null, origin: string, template: string): Promise<{ status: number; html: string }> {
    const settings = await this.content.settings();
    const remote: RemoteKey = route ? 'public' : 'admin';
    const firstScreen = { remotes: remoteLocations(this.env), settings, lang: page.meta.lang, preloaded: page.preloaded };
    const body = route ? await renderPublicPage(this.env, route.path, firstScreen) : null;
    // A drawn page fetches its scripts once it has loaded (the shell's main.js reads this list).
    const boot = body === null ? firstScreen : { ...firstScreen, scripts: this.scriptFiles(remote) };
    const links = [...fontLinks(settings), ...this.headLinks(remote, body !== null)];
    if (page.heroImage) {
      const srcset = imageSrcset(page.heroImage);
      links.push(tag('link', { rel: 'preload', as: 'image', href: page.heroImage, imagesrcset: srcset, imagesizes: srcset && '100vw', fetchpriority: 'high' }));
    }
    const head = renderHead({ ...page.meta, links, inlineStyle: themeStyle(settings) }, origin);
    const html = template
      .replace('<html lang="tr">', () => `<html lang="${escapeHtml(page.meta.lang)}">`)
      .replace('<!--konak:head-->', () => head)
      // Functions, not strings, as replacements: content may hold `$&` and the like.
      .replace('<div id="root"></div>', () => (body === null ? '<div id="root"></div>' : `<div id="root" data-ssr>${body}</div>`))
      .replace('<!--konak:boot-->', () => `<script id="konak-boot" type="application/json">${scriptJson(boot)}</script>`);
    return { status: page.status, html };
  }

  /** The page's scripts in the order they are needed: the shell's, the remote entry, the remote's App and
   *  its lazily loaded pages. */
  private scriptFiles(remote: RemoteKey): string[] {
    const base = remoteBase(this.env, remote);
    const files = exposedFiles(this.env, remote);
    const shell = this.shellChunks().js.map((f) => `/${f}`);
    return [
      ...shell.slice(0, 1),
      `${base}remoteEntry.js`,
      ...files.js.map((f) => `${base}${f}`),
      ...shell.slice(1),
      ...files.asyncJs.map((f) => `${base}${f}`),
    ];
  }

  /** The head's styles and preloads. A page the browser draws links its styles and preloads all of its
   *  scripts, so they download in parallel instead of one after the other. A page the server drew needs no
   *  script to paint: its scripts are fetched after it has loaded (boot data `scripts`), and its styles —
   *  the lazily loaded page's too — are inlined, so it paints after one response. */
  private headLinks(remote: RemoteKey, drawn: boolean): string[] {
    const base = remoteBase(this.env, remote);
    const files = exposedFiles(this.env, remote);
    const shellCss = this.shellChunks().css;
    if (drawn) {
      const shellDir = path.join(this.env.staticRoot, SHELL_DIR);
      const remoteDir = path.join(this.env.staticRoot, REMOTE_DIRS[remote]);
      return inlineStyles([
        ...shellCss.map((f) => ({ path: path.join(shellDir, f), href: `/${f}` })),
        ...[...files.css, ...files.asyncCss].map((f) => ({ path: path.join(remoteDir, f), href: `${base}${f}` })),
      ]);
    }
    return [
      ...shellCss.map((f) => tag('link', { rel: 'stylesheet', href: `/${f}` })),
      ...files.css.map((f) => tag('link', { rel: 'stylesheet', href: `${base}${f}` })),
      ...this.scriptFiles(remote).map((href) => tag('link', { rel: 'preload', as: 'script', href })),
      ...files.asyncCss.map((f) => tag('link', { rel: 'preload', as: 'style', href: `${base}${f}` })),
    ];
  }

  private shellFiles: { mtime: number; js: string[]; css: string[] } | null = null;
  /** Every content-hashed file of the shell build, main.js first: the shell is small and all of it runs
   *  at start (its bootstrap and the shared libraries), so nothing waits for main.js to ask for it. */
  private shellChunks(): { js: string[]; css: string[] } {
    const dir = path.join(this.env.staticRoot, SHELL_DIR);
    try {
      const mtime = statSync(path.join(dir, 'index.html')).mtimeMs;
      if (this.shellFiles?.mtime !== mtime) {
        const hashed = readdirSync(dir).filter((f) => /^[\w-]+\.[0-9a-f]{8,}\.(js|css)$/.test(f));
        const js = hashed.filter((f) => f.endsWith('.js')).sort((a, b) => Number(b.startsWith('main.')) - Number(a.startsWith('main.')));
        this.shellFiles = { mtime, js, css: hashed.filter((f) => f.endsWith('.css')) };
      }
      return this.shellFiles;
    } catch {
      return { js: [], css: [] };
    }
  }

  private readTemplate(): string | null {
    const file = path.join(this.env.staticRoot, SHELL_DIR, 'index.html');
    try {
      const mtime = statSync(file).mtimeMs;
      if (this.template?.mtime !== mtime) this.template = { mtime, html: readFileSync(file, 'utf8') };
      return this.template.html;
    } catch {
      this.logger.warn(`No shell build at ${file}`);
      return null;
    }
  }
}

function adminPage(settings: SiteSettings): PageResult {
  const meta: HeadMeta = {
    lang: 'tr' as Lang,
    page: { kind: 'not-found' },
    title: `Yönetim Paneli | ${settings.site_name?.tr ?? 'Konak'}`,
    description: 'Konak yönetim paneli',
    siteName: settings.site_name?.tr ?? 'Konak',
    jsonLd: [],
    noindex: true,
    alternates: false,
    favicon: settings.favicon || undefined,
  };
  return { status: 200, meta, preloaded: {} };
}
