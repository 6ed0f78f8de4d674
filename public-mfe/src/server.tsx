// The public site's server entry: the host (the API) asks it which page a URL names and what that page
// needs (matchPage), reads those API answers, and asks it to draw the page (renderPage), which answers
// `{status, lang, head, html, data, scripts, preload}`. The head is data, not markup: the host writes it
// through its one escaping helper. Built into dist/server/render.<hash>.cjs with everything it needs
// inside (no shared modules on the server), named in mf-manifest.json (`server`), and loaded by the host
// from wherever this remote is deployed — so a release of this remote changes the server-drawn pages.
// The shapes it answers are the contract's (contract/src/server-entry.ts), which the host reads too.
//
// Renders run concurrently: each one draws inside providers of its own (settings, preloaded answers,
// first visit), so nothing a render reads is shared with another.
import {
  HOME_FINDER_LIMITS,
  SERVER_ENTRY_VERSION,
  type AddressInput,
  type PageAnswer,
  type PageMatch,
  type SitemapUrl,
} from '@konak/contract';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  imageVariants,
  LANGS,
  SettingsProvider,
  ShellFrame,
  withDefaults,
  type Lang,
  type SiteSettings,
} from '@konak/shared-ui';
import { App } from './app/app';
import { FinderQueryProvider } from './features/units/finder-query';
import { FirstVisitProvider } from './app/first-visit';
import type { PageDeclaration } from './app/page-declaration';
import { matchRoute, type PageId } from './app/route-table';
import { ResourceProvider } from './components/use-resource';
import { paths } from './config/paths';
import { absolute, type PageContext } from './head/page-head';
import { provideAllTexts } from './i18n/all-texts';
import { translator } from './i18n/texts';
import { page as about } from './app/routes/about.page';
import { page as blog } from './app/routes/blog.page';
import { page as post } from './app/routes/blog-post.page';
import { page as contact } from './app/routes/contact.page';
import { page as home } from './app/routes/home.page';
import { page as homes } from './app/routes/homes.page';
import { page as compare } from './app/routes/compare.page';
import { compareAddressQuery } from './features/units/compare-data';
import { page as kvkk } from './app/routes/kvkk.page';
import { page as notFound } from './app/routes/not-found.page';
import { page as project } from './app/routes/project-detail.page';
import { page as projects } from './app/routes/projects.page';

/** The protocol version this entry speaks (the contract's); the host refuses an entry with another. */
export const contract = SERVER_ENTRY_VERSION;

provideAllTexts();

const PAGES: Record<PageId | 'not-found', PageDeclaration> = {
  home,
  about,
  projects,
  project,
  homes,
  compare,
  blog,
  post,
  contact,
  kvkk,
  'not-found': notFound,
};

/** Which page `path` names (null: none — an address the host refused, e.g. too long). Pure and linear
 *  in the path's length: the host calls it for every request. */
export function matchPage(path: string | null): PageMatch {
  const route = matchRoute(path ?? '/404');
  const notFoundKey = `404 ${route.lang} ${route.page}`;
  if (path === null || route.page === 'not-found')
    return { key: `404 ${route.lang}`, url: route.path, data: [], notFoundKey: `404 ${route.lang}` };
  return {
    key: `page ${route.path}`,
    url: route.path,
    data: PAGES[route.page].data?.(route.params) ?? [],
    notFoundKey,
  };
}

/** Which page an address names, with the home finder's query (the host's finderPageQuery of the address's
 *  query string, AddressInput): the finder's key and address carry it — one render per search, kept by
 *  the host in its store for addresses with a query (bounded, least recently used first out) — and every
 *  other page ignores it. */
export function matchAddress(input: AddressInput): PageMatch {
  const path = typeof input?.path === 'string' ? input.path : null;
  const match = matchPage(path);
  const page = path === null ? 'not-found' : matchRoute(path).page;
  // The compare page keeps only the homes its address names (`id`), whatever other filters came along.
  const raw = finderQueryOf(input?.query);
  const query = page === 'compare' ? compareAddressQuery(raw) : raw;
  if (!query || (page !== 'homes' && page !== 'compare')) return match;
  const url = `${match.url}?${query}`;
  return { ...match, key: `page ${url}`, url, data: PAGES[page].data!({ query }) };
}

/** The query the host passed, if it is one (a string of URLSearchParams' alphabet within the finder's cap). */
function finderQueryOf(query: unknown): string {
  return typeof query === 'string' &&
    query.length <= HOME_FINDER_LIMITS.query &&
    /^[A-Za-z0-9_=&%.*+-]*$/.test(query)
    ? query
    : '';
}

/** An address's path and its query (what follows the first '?'). */
function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0
    ? { path: url, query: '' }
    : { path: url.slice(0, at), query: finderQueryOf(url.slice(at + 1)) };
}

export interface RenderInput {
  url: string;
  /** The site's address (SITE_URL) for canonical links and JSON-LD. */
  origin: string;
  settings?: Partial<SiteSettings>;
  /** The answers to the match's data paths, as JSON; a path that answered 404 is absent. */
  data: Record<string, unknown>;
  /** This release's browser files, from its mf-manifest.json (the exposed App's). */
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

export async function renderPage(input: RenderInput): Promise<PageAnswer> {
  const address = splitUrl(input.url);
  const route = matchRoute(address.path);
  const declaration = PAGES[route.page];
  const settings = withDefaults(input.settings);
  const params: PageContext['params'] =
    route.page === 'homes'
      ? { ...route.params, query: address.query }
      : route.page === 'compare'
        ? { ...route.params, query: compareAddressQuery(address.query) }
        : route.params;
  const ctx: PageContext = {
    lang: route.lang,
    origin: input.origin,
    settings,
    params,
    data: input.data,
  };
  const t = translator(route.lang);
  const wanted = declaration.data?.(params) ?? [];
  const preloaded = Object.fromEntries(
    wanted.filter((p) => input.data[p] !== undefined).map((p) => [p, input.data[p]]),
  );
  const hero = declaration.hero?.(ctx);
  const { js, css } = input.assets ?? {};
  const ownChunk = (file: string) => file.startsWith(`page-${route.page}.`);
  const ownTexts = (file: string) => file.startsWith(`texts-${route.lang}.`);
  return {
    status: declaration.status?.(ctx) ?? 200,
    lang: route.lang,
    head: declaration.head(ctx, t),
    html: await draw(route.path, settings, preloaded, params.query ?? ''),
    data: Object.keys(preloaded),
    // The remote's entry, the exposed App, this page's own chunk (app.tsx names them `page-<id>`) and its
    // language's texts (i18n/texts.ts, `texts-<lang>`): not every page and language of the site. What
    // else the page needs is fetched when asked for.
    scripts: [
      'remoteEntry.js',
      ...(js?.sync ?? []),
      ...(js?.async ?? []).filter((file) => ownChunk(file) || ownTexts(file)),
    ],
    styles: (css?.async ?? []).filter(ownChunk),
    preload: hero ? [{ href: hero.src, srcset: imageVariants(hero.src), sizes: hero.sizes }] : [],
  };
}

/** The HTML inside #root: what the browser will hydrate, drawn from the same data the page carries. */
async function draw(
  url: string,
  settings: SiteSettings,
  preloaded: Record<string, unknown>,
  finderQuery: string,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <SettingsProvider settings={settings}>
      <ResourceProvider preloaded={structuredClone(preloaded)}>
        <FirstVisitProvider>
          <FinderQueryProvider query={finderQuery}>
            <StaticRouter location={url}>
              <ShellFrame>
                <Suspense fallback={null}>
                  <App />
                </Suspense>
              </ShellFrame>
            </StaticRouter>
          </FinderQueryProvider>
        </FirstVisitProvider>
      </ResourceProvider>
    </SettingsProvider>,
    // Never outline a large section into a later <template> + inline script (the page's CSP has no
    // inline scripts): every boundary arrives complete, in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  // React puts preload links for eager images first; the head already preloads the hero image.
  return html.replace(/^(?:<link [^>]*\/>)+/, '');
}

/** API paths the sitemap is made from: with every list empty, sitemapUrls lists the site's own pages. The
 *  projects' addresses need only their slugs: the finder's list of names, the smallest (issue 25). */
const PROJECT_NAMES_KEY = 'projects/?fields=summary';
export const sitemapData = [PROJECT_NAMES_KEY, 'blog/'];

/** The lists whose every item has a page: the host reads their published items' slugs a batch at a time
 *  (`path` as the API names the list) and asks sitemapItemUrls for their addresses, so a sitemap of any
 *  size is made without the whole list in memory, split into children when it outgrows one file. */
export const sitemapLists = [
  { name: 'projects', path: 'projects/' },
  { name: 'posts', path: 'blog/' },
] as const;
type SitemapList = (typeof sitemapLists)[number]['name'];

const ITEM_PAGES: Record<SitemapList, (lang: Lang, slug: string) => string> = {
  projects: paths.project,
  posts: paths.post,
};

/** A page in every language, each with its alternates. */
function inEveryLanguage(origin: string, pathIn: (lang: Lang) => string): SitemapUrl[] {
  const alternates = [
    ...LANGS.map((l) => ({ hreflang: l, href: absolute(origin, pathIn(l)) })),
    { hreflang: 'x-default', href: absolute(origin, pathIn('tr')) },
  ];
  return LANGS.map((lang) => ({ loc: absolute(origin, pathIn(lang)), alternates }));
}

/** The addresses of a batch of one list's items (unknown lists and malformed items: none). */
export function sitemapItemUrls({
  origin,
  list,
  items,
}: {
  origin: string;
  list: string;
  items: unknown[];
}): SitemapUrl[] {
  const pageIn = ITEM_PAGES[list as SitemapList];
  if (!pageIn || !Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const slug = (item as { slug?: unknown } | null)?.slug;
    return typeof slug === 'string' ? inEveryLanguage(origin, (lang) => pageIn(lang, slug)) : [];
  });
}

/** Every public page in every language, each with its alternates (the KVKK notice too: it is written in
 *  each language, issue 26). The lists' items
 *  come from `data` (a host that predates sitemapLists passes them whole; today's host passes none). */
export function sitemapUrls({
  origin,
  data,
}: {
  origin: string;
  data: Record<string, unknown>;
}): SitemapUrl[] {
  const items = (key: string) => (data[key] as { slug: string }[] | undefined) ?? [];
  const urls: SitemapUrl[] = [
    ...[paths.home, paths.about, paths.projects].flatMap((pathIn) => inEveryLanguage(origin, pathIn)),
    ...sitemapItemUrls({ origin, list: 'projects', items: items(PROJECT_NAMES_KEY) }),
    // The home finder's first page (every home, no filter) in each language; its filtered pages are
    // reached from its form's links and carry their own canonical.
    ...inEveryLanguage(origin, (lang) => paths.homes(lang)),
    ...inEveryLanguage(origin, paths.blog),
    ...sitemapItemUrls({ origin, list: 'posts', items: items('blog/') }),
    ...inEveryLanguage(origin, paths.contact),
    ...inEveryLanguage(origin, paths.kvkk),
  ];
  return urls;
}
