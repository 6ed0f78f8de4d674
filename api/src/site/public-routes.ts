// The public site's URL scheme (DESIGN "Public site"): Turkish paths, /en and /ru prefixes, same slugs.
// The public remote has the same table in public-mfe/src/config/paths.ts; the two must agree.
export type Lang = 'tr' | 'en' | 'ru';
export const LANGS: Lang[] = ['tr', 'en', 'ru'];

export type PublicPage =
  | { kind: 'home' }
  | { kind: 'about' }
  | { kind: 'projects' }
  | { kind: 'project'; slug: string }
  | { kind: 'blog' }
  | { kind: 'post'; slug: string }
  | { kind: 'contact' }
  | { kind: 'kvkk' }
  | { kind: 'not-found' };

export interface PublicRoute {
  lang: Lang;
  /** The address without leading or trailing slashes' repeats: `/en/projeler/x`. */
  path: string;
  page: PublicPage;
}

/** `s` without leading and trailing slashes, in one pass (a regex like /\/+$/ is quadratic on a long
 *  run of slashes followed by another character). */
export function trimSlashes(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) === 47) start++;
  while (end > start && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(start, end);
}

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const TABLE: [RegExp, (m: RegExpMatchArray) => PublicPage][] = [
  [/^$/, () => ({ kind: 'home' })],
  [/^hakkimizda$/, () => ({ kind: 'about' })],
  [/^projeler$/, () => ({ kind: 'projects' })],
  [new RegExp(`^(?:projeler|projects)/${SLUG}$`), (m) => ({ kind: 'project', slug: m[1] })],
  [/^blog$/, () => ({ kind: 'blog' })],
  [new RegExp(`^blog/${SLUG}$`), (m) => ({ kind: 'post', slug: m[1] })],
  [/^iletisim$/, () => ({ kind: 'contact' })],
  [/^kvkk$/, () => ({ kind: 'kvkk' })],
];

/** Every pattern here is anchored and free of nested ambiguity: linear in the path's length. */
export function parsePublicPath(pathname: string): PublicRoute {
  const trimmed = trimSlashes(pathname);
  const path = `/${trimmed}`;
  const m = trimmed.match(/^(en|ru)(?:\/(.*))?$/);
  const lang = (m?.[1] as Lang | undefined) ?? 'tr';
  const rest = m ? (m[2] ?? '') : trimmed;
  for (const [pattern, page] of TABLE) {
    const match = rest.match(pattern);
    if (match) return { lang, path, page: page(match) };
  }
  return { lang, path, page: { kind: 'not-found' } };
}

/** The canonical path of a page in a language (project details canonical under /projeler/). */
export function publicPath(page: PublicPage, lang: Lang): string {
  const prefix = lang === 'tr' ? '' : `/${lang}`;
  const rest = (() => {
    switch (page.kind) {
      case 'home':
        return '';
      case 'about':
        return '/hakkimizda';
      case 'projects':
        return '/projeler';
      case 'project':
        return `/projeler/${page.slug}`;
      case 'blog':
        return '/blog';
      case 'post':
        return `/blog/${page.slug}`;
      case 'contact':
        return '/iletisim';
      case 'kvkk':
        return '/kvkk';
      case 'not-found':
        return '/404';
    }
  })();
  return prefix + rest || '/';
}
