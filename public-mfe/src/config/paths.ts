// Every public URL, built in one place (app/route-table.ts says which page each path draws): Turkish paths,
// English and Russian under /en and /ru with the same slugs.
import { pathLanguage, pathWithoutLanguage } from '@konak/contract';
import { LANGS, type Lang } from '@konak/shared-ui';

/** Every language has its prefix; Turkish's is empty (langPrefix). */
export const LANG_PREFIXES: readonly Lang[] = LANGS;

/** The anchors of the home page sections (SPEC §2). */
export type HomeAnchor = 'hakkimizda' | 'projeler' | 'blog' | 'iletisim';

export function langPrefix(lang: Lang): string {
  return lang === 'tr' ? '' : `/${lang}`;
}

export const paths = {
  home: (lang: Lang) => langPrefix(lang) || '/',
  homeAnchor: (lang: Lang, anchor: HomeAnchor) => `${langPrefix(lang) || '/'}#${anchor}`,
  about: (lang: Lang) => `${langPrefix(lang)}/hakkimizda`,
  projects: (lang: Lang) => `${langPrefix(lang)}/projeler`,
  project: (lang: Lang, slug: string) => `${langPrefix(lang)}/projeler/${encodeURIComponent(slug)}`,
  /** The home finder; `query` is its canonical query string (homeQueryString), '' for every home. */
  homes: (lang: Lang, query = '') => `${langPrefix(lang)}/konutlar${query ? `?${query}` : ''}`,
  /** The shortlist's compare page; `query` names its homes (contract compareQuery, '' for the stored list). */
  compare: (lang: Lang, query = '') => `${langPrefix(lang)}/karsilastir${query ? `?${query}` : ''}`,
  blog: (lang: Lang) => `${langPrefix(lang)}/blog`,
  /** Page `page` of the blog: page 1 is /blog itself, later pages /blog/sayfa/N in every language. */
  blogPage: (lang: Lang, page: number) =>
    page > 1 ? `${langPrefix(lang)}/blog/sayfa/${page}` : `${langPrefix(lang)}/blog`,
  post: (lang: Lang, slug: string) => `${langPrefix(lang)}/blog/${encodeURIComponent(slug)}`,
  contact: (lang: Lang) => `${langPrefix(lang)}/iletisim`,
  kvkk: (lang: Lang) => `${langPrefix(lang)}/kvkk`,
};

/** The language a public path is in (the contract's rule, which the shell and the API read too). */
export const languageFromPath: (pathname: string) => Lang = pathLanguage;

/** The same page in another language (the switch keeps the page, SPEC §4). */
export function pathInLanguage(pathname: string, lang: Lang): string {
  const rest = pathWithoutLanguage(pathname).replace(/\/+$/, '');
  return langPrefix(lang) + rest || '/';
}

/** Whether a path is the home page of any language. */
export function isHomePath(pathname: string): boolean {
  return pathWithoutLanguage(pathname).replace(/\/+$/, '') === '';
}
