// Renders the <head> of a public page: title, description, canonical, hreflang alternates,
// Open Graph and Twitter tags, JSON-LD and preload hints.
import { escapeHtml, scriptJson, tag } from './html.js';
import { OG_LOCALE } from './page-texts.js';
import { LANGS, publicPath, type Lang, type PublicPage } from './public-routes.js';

export interface HeadMeta {
  lang: Lang;
  page: PublicPage;
  title: string;
  description: string;
  siteName: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  ogType?: 'website' | 'article';
  jsonLd: object[];
  /** False for pages with one language only (KVKK) and for 404s. */
  alternates?: boolean;
  noindex?: boolean;
  keywords?: string;
  favicon?: string;
  /** Extra <link> elements: preloads of the hero image, remote entry, fonts. */
  links?: string[];
  inlineStyle?: string;
}

export function absolute(origin: string, url: string): string {
  if (!url) return '';
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function renderHead(meta: HeadMeta, origin: string): string {
  const canonical = absolute(origin, publicPath(meta.page, meta.page.kind === 'kvkk' ? 'tr' : meta.lang));
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`, tag('meta', { name: 'description', content: meta.description })];
  if (meta.keywords) tags.push(tag('meta', { name: 'keywords', content: meta.keywords }));
  if (meta.noindex) tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  else tags.push(tag('link', { rel: 'canonical', href: canonical }));
  if (meta.alternates !== false && !meta.noindex) {
    for (const lang of LANGS) tags.push(tag('link', { rel: 'alternate', hreflang: lang, href: absolute(origin, publicPath(meta.page, lang)) }));
    tags.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: absolute(origin, publicPath(meta.page, 'tr')) }));
  }
  const og: [string, string | undefined][] = [
    ['og:type', meta.ogType ?? 'website'],
    ['og:site_name', meta.siteName],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', canonical],
    ['og:locale', OG_LOCALE[meta.lang]],
    ['og:image', meta.image ? absolute(origin, meta.image) : undefined],
  ];
  for (const [property, content] of og) if (content) tags.push(tag('meta', { property, content }));
  tags.push(tag('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }));
  tags.push(tag('meta', { name: 'twitter:title', content: meta.title }));
  tags.push(tag('meta', { name: 'twitter:description', content: meta.description }));
  if (meta.image) tags.push(tag('meta', { name: 'twitter:image', content: absolute(origin, meta.image) }));
  if (meta.favicon) tags.push(tag('link', { rel: 'icon', id: 'konak-favicon', href: meta.favicon }));
  for (const data of meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  tags.push(...(meta.links ?? []));
  if (meta.inlineStyle) tags.push(`<style>${meta.inlineStyle}</style>`);
  return tags.join('\n    ');
}
