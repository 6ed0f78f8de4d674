// The protocol between the host (the API) and the public remote's server entry (public-mfe server.tsx),
// written once: the remote is deployed on its own, so both sides must agree on these shapes, and the host
// refuses an entry that speaks another SERVER_ENTRY_VERSION. The host still checks every answer
// (api/src/site/page-answer.ts): a type is a promise, not a guarantee, from code deployed elsewhere.
import { PER_PAGE } from './paging.js';
import { SLUG_PATTERN } from './rules.js';

/** Bumped when a shape below changes in a way an older host or remote cannot read. */
export const SERVER_ENTRY_VERSION = 1;

/** One <meta> (by name or by property) or one <link>; the host writes and escapes them. */
export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'alternate'; href: string; hreflang?: string }
  /** A paged list's neighbours (older hosts leave these out, which costs nothing but the hint). */
  | { tag: 'link'; rel: 'prev' | 'next'; href: string; hreflang?: undefined };

export interface PageHead {
  title: string;
  tags: HeadTag[];
  /** JSON-LD objects, each written as <script type="application/ld+json">. */
  jsonLd: object[];
}

/** matchPage's answer: which page an address names and what it reads. */
export interface PageMatch {
  /** Names the page, not the URL as typed: the host caches one render per key. */
  key: string;
  /** The address to render (slashes normalized). */
  url: string;
  /** API paths the page reads (each one PAGE_READS names), for the host to answer. */
  data: string[];
  /** The key every address of this kind shares when one of its data paths answers 404. */
  notFoundKey: string;
}

/** What the host gives matchAddress (an entry that exports it; older ones get matchPage(path)): the path,
 *  and the address's query string as the home finder reads it — never as typed, only
 *  finderPageQuery's canonical form (home-finder.ts), so one search is one page key and one render. A
 *  page that reads no query ignores it (its key is its path's). */
export interface AddressInput {
  path: string | null;
  /** finderPageQuery(the address's query string), '' for none */
  query: string;
}

/** renderPage's answer. */
export interface PageAnswer {
  status: number;
  lang: string;
  head: PageHead;
  /** The inside of #root. */
  html: string;
  /** Which of the data paths the browser gets with the page (boot data `preloaded`). */
  data: string[];
  /** The remote's files the page runs, relative to the remote's address, in order. */
  scripts: string[];
  /** The remote's lazily loaded stylesheets the page uses (its page chunk's), for the host to inline. */
  styles: string[];
  /** Images the first screen shows, to preload (`sizes` as their <img> has it). */
  preload: { href: string; srcset?: string; sizes?: string }[];
}

export interface SitemapUrl {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

/** A slug as a capture group: the contract's pattern without its anchors. */
const SLUG = `(${SLUG_PATTERN.source.slice(1, -1)})`;

/** The API paths a server-drawn page may read (as the public client names them: `projects/<slug>/`), by
 *  name; the host answers each one through the same service as its public route, and no other path. Each
 *  pattern is anchored and linear; its one group, if any, is what the reader is given. */
export const PAGE_READS = {
  settings: /^settings\/$/,
  sliders: /^sliders\/$/,
  projects: /^projects\/$/,
  /** The published projects' names (the home finder's project filter): `projects/?fields=summary`. */
  projectSummaries: /^projects\/\?fields=summary$/,
  /** The /projeler cards: the first page of card fields, `projects/?fields=summary&per_page=50`. */
  projectCards: new RegExp(`^projects/\\?fields=summary&per_page=${PER_PAGE.projects}$`),
  /** The home showcase's tabs: the showcased projects' card fields. */
  showcaseCards: /^projects\/\?showcase=true&fields=summary$/,
  /** The home showcase's first project, whole (the others are read by slug when a visitor picks one). */
  showcaseFirst: /^projects\/\?showcase=true&per_page=1$/,
  project: new RegExp(`^projects/${SLUG}/$`),
  progress: new RegExp(`^projects/${SLUG}/progress/$`),
  units: new RegExp(`^projects/${SLUG}/units/$`),
  rates: /^exchange-rates\/$/,
  blog: /^blog\/$/,
  /** A page of posts: `blog/?page=2&fields=summary`. */
  blogPage: /^blog\/\?([a-z0-9_=&]{1,100})$/,
  post: new RegExp(`^blog/${SLUG}/$`),
  /** The home finder's page of homes: `homes/` or `homes/?<homeQueryString>` (URLSearchParams' alphabet,
   *  one class, at most HOME_FINDER_LIMITS.query characters). */
  homes: /^homes\/(?:\?([A-Za-z0-9_=&%.*+-]{1,2000}))?$/,
  about: /^about\/$/,
  instagramBanner: /^instagram-banner\/$/,
  kvkk: /^kvkk\/$/,
} as const satisfies Record<string, RegExp>;
export type PageRead = keyof typeof PAGE_READS;

/** The longest API path a page may read (the finder's `homes/?` and its query). */
export const MAX_READ_PATH = 2_010;

/** Which read an API path is, with its argument (a slug or a query); null: not a path pages may read. */
export function pageReadOf(path: string): { read: PageRead; arg: string } | null {
  if (typeof path !== 'string' || path.length > MAX_READ_PATH) return null;
  for (const read of Object.keys(PAGE_READS) as PageRead[]) {
    const m = PAGE_READS[read].exec(path);
    if (m) return { read, arg: m[1] ?? '' };
  }
  return null;
}
