// A page's HTML: the shell's template with the page's head (the remote's as data, or the admin's), the
// first screen's data inline (boot data), its styles inlined or linked, its scripts listed, and — for a
// public page — the HTML the public remote's server entry drew. Every value goes through the one escaping
// helper (html.ts); the host caches the result (site.service.ts).
import { Logger } from '@nestjs/common';
import path from 'node:path';
import type { Env } from '../config/env.js';
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { renderHead, type HeadData } from './head.js';
import { escapeHtml, scriptJson, tag } from './html.js';
import { inlineStyles, readCss } from './inline-styles.js';
import { readAnswer, type PageAnswer, type PageMatch } from './page-answer.js';
import type { Release } from './public-remote.js';
import { SandboxUnavailable } from './render-sandbox.js';
import type { ShellBuild } from './shell-build.js';
import { exposedFiles, remoteBase, remoteLocations, type ExposedFiles, type RemoteKey } from './remotes.js';
import type { SiteContentService } from './site-content.service.js';
import { fontLinks, fontPreloads, themeStyle } from './theme.js';

/** A server render that takes longer is given up: the page is drawn in the browser. */
const RENDER_TIMEOUT_MS = 10_000;
const NO_FILES: ExposedFiles = { js: [], css: [], asyncJs: [], asyncCss: [] };

/** What a page is before it is drawn: the admin's shell, a public page the remote names, or — with no
 *  usable server entry — a public page for the browser to draw. */
export type PageRequest =
  | { kind: 'admin' }
  | { kind: 'public'; release: Release; match: PageMatch; data: Map<string, unknown>; notFound: boolean }
  | { kind: 'browser'; release: Release | null };

export class PageHtml {
  private readonly logger = new Logger('Site');

  constructor(
    private readonly env: Env,
    private readonly content: SiteContentService,
    private readonly shell: ShellBuild,
  ) {}

  async render(
    page: PageRequest,
    origin: string,
    template: string,
  ): Promise<{ status: number; html: string; transient: boolean }> {
    const settings = JSON.parse(JSON.stringify(await this.content.settings())) as SiteSettings;
    const remote: RemoteKey = page.kind === 'admin' ? 'admin' : 'public';
    const files = page.kind === 'admin' ? exposedFiles(this.env, 'admin') : (page.release?.files ?? NO_FILES);
    const { answer: drawn, transient } =
      page.kind === 'public'
        ? await this.drawPublic(page, origin, settings)
        : { answer: null, transient: false };
    const siteName = settings.site_name?.tr || 'Konak';
    const head: HeadData =
      drawn?.head ??
      (page.kind === 'admin' ? adminHead(siteName) : { title: siteName, tags: [], jsonLd: [] });
    // The API answers the page's first render used: the host's own copies of those the remote names.
    const preloaded =
      page.kind === 'public' && drawn
        ? Object.fromEntries(drawn.data.filter((p) => page.data.has(p)).map((p) => [p, page.data.get(p)]))
        : {};
    const firstScreen = {
      remotes: remoteLocations(this.env),
      settings,
      ...(drawn?.lang ? { lang: drawn.lang } : {}),
      preloaded,
    };
    // A drawn page fetches its scripts once it has loaded (the shell's main.js reads this list).
    const boot = drawn
      ? { ...firstScreen, scripts: this.scriptFiles(remote, files, drawn.scripts) }
      : firstScreen;
    const readFonts = (href: string) => this.shell.plainCss(href);
    // The first screen's image first (it is what the visitor waits for), then the fonts its text needs.
    const links = [
      ...(drawn?.preload ?? []).map((image) =>
        tag('link', {
          rel: 'preload',
          as: 'image',
          href: image.href,
          imagesrcset: image.srcset,
          imagesizes: image.srcset && (image.sizes ?? '100vw'),
          fetchpriority: 'high',
        }),
      ),
      ...fontPreloads(settings, drawn?.lang ?? 'tr', readFonts),
      ...fontLinks(settings, drawn?.lang ?? 'tr', readFonts),
      ...this.headLinks(page, files, drawn),
    ];
    const headHtml = renderHead(head, {
      favicon: settings.favicon || undefined,
      links,
      inlineStyle: themeStyle(settings),
    });
    const html = (drawn ? this.shell.firstScriptOnly(template) : template)
      .replace('<html lang="tr">', (m) => (drawn?.lang ? `<html lang="${escapeHtml(drawn.lang)}">` : m))
      .replace('<!--konak:head-->', () => headHtml)
      // Functions, not strings, as replacements: content may hold `$&` and the like.
      .replace('<div id="root"></div>', () =>
        drawn ? `<div id="root" data-ssr>${drawn.html}</div>` : '<div id="root"></div>',
      )
      .replace(
        '<!--konak:boot-->',
        () => `<script id="konak-boot" type="application/json">${scriptJson(boot)}</script>`,
      );
    const status = drawn
      ? drawn.status
      : page.kind === 'public' && (page.notFound || page.match.key === page.match.notFoundKey)
        ? 404
        : 200;
    return { status, html, transient };
  }

  /** Asks the remote to draw the page; null (and a log line saying why) when it cannot — `transient` when
   *  the render process, not the page, failed (crashed, restarting, over its time or size). */
  private async drawPublic(
    page: Extract<PageRequest, { kind: 'public' }>,
    origin: string,
    settings: SiteSettings,
  ): Promise<{ answer: PageAnswer | null; transient: boolean }> {
    const { release, match } = page;
    try {
      const input = {
        url: match.url,
        origin,
        settings,
        data: Object.fromEntries(page.data),
        assets: {
          js: { sync: release.files.js, async: release.files.asyncJs },
          css: { sync: release.files.css, async: release.files.asyncCss },
        },
      };
      // Sent as JSON: what the browser will read from the page (dates as strings, no undefined), so the two agree.
      return {
        answer: readAnswer(await release.server!.renderPage(input, RENDER_TIMEOUT_MS)),
        transient: false,
      };
    } catch (error) {
      this.logger.error(
        `Server render of ${match.url} failed; the browser draws it`,
        error instanceof Error ? error.message : String(error),
      );
      return { answer: null, transient: error instanceof SandboxUnavailable };
    }
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
        ...[...files.css, ...pageStyles(files, drawn)].map((f) => ({
          text: page.release.css.get(f) ?? null,
          href: `${base}${f}`,
        })),
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
