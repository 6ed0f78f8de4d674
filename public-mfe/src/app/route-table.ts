// The public site's pages: which path draws which page, in each language (/, /en, /ru — config/paths.ts
// builds the links). The browser's router (app.tsx) and the server entry (server.tsx) both read this
// table; nobody else keeps one.
import type { Lang } from '@konak/shared-ui';
import { LANG_PREFIXES } from '../config/paths';

export type PageId =
  'home' | 'about' | 'projects' | 'project' | 'homes' | 'compare' | 'blog' | 'post' | 'contact' | 'kvkk';

/** Paths inside a language, react-router style (`:slug` is one path segment). */
export const ROUTES: readonly { id: PageId; path: string }[] = [
  { id: 'home', path: '' },
  { id: 'about', path: 'hakkimizda' },
  { id: 'projects', path: 'projeler' },
  { id: 'project', path: 'projeler/:slug' },
  { id: 'project', path: 'projects/:slug' },
  // The home finder (docs/decisions/0190-public-home-finder-page.md): its filters are the query string.
  { id: 'homes', path: 'konutlar' },
  // The shortlist's compare page (docs/decisions/0196-shortlist-and-compare.md): `?id=` names its homes.
  { id: 'compare', path: 'karsilastir' },
  { id: 'blog', path: 'blog' },
  // The blog's later pages (docs/decisions/0149-public-blog-pages.md): the same address in every language.
  { id: 'blog', path: 'blog/sayfa/:page' },
  { id: 'post', path: 'blog/:slug' },
  { id: 'contact', path: 'iletisim' },
  { id: 'kvkk', path: 'kvkk' },
];

export interface MatchedRoute {
  lang: Lang;
  /** The address without repeated or trailing slashes: `/en/projeler/x`. */
  path: string;
  page: PageId | 'not-found';
  params: { slug?: string; page?: string };
}

/** A slug as the API stores them: lowercase words joined by single hyphens (anything else is no page). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page number as an address writes it: no leading zero, at most the API's deepest page (6 digits). */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** `s` without leading and trailing slashes, in one pass (a regex like /\/+$/ is quadratic on a long
 *  run of slashes followed by another character). */
export function trimSlashes(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) === 47) start++;
  while (end > start && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(start, end);
}

/** The page a server request's path names. Linear in the path's length: one trim, one split, and
 *  segment-by-segment comparisons. */
export function matchRoute(pathname: string): MatchedRoute {
  const trimmed = trimSlashes(pathname);
  const segments = trimmed === '' ? [] : trimmed.split('/');
  const lang = LANG_PREFIXES.find((l) => l !== 'tr' && segments[0] === l) ?? 'tr';
  const rest = lang === 'tr' ? segments : segments.slice(1);
  const path = `/${trimmed}`;
  for (const route of ROUTES) {
    const pattern = route.path === '' ? [] : route.path.split('/');
    if (pattern.length !== rest.length) continue;
    const params: { slug?: string; page?: string } = {};
    const fits = pattern.every((part, i) => {
      if (part === ':slug') {
        params.slug = rest[i];
        return SLUG.test(rest[i]);
      }
      if (part === ':page') {
        params.page = rest[i];
        return PAGE_NUMBER.test(rest[i]);
      }
      return part === rest[i];
    });
    if (fits) return { lang, path, page: route.id, params };
  }
  return { lang, path, page: 'not-found', params: {} };
}
