// Renders the <head> of a public page: title, description, canonical, hreflang alternates,
// Open Graph and Twitter tags, JSON-LD and preload hints.
import { escapeHtml, scriptJson } from './html.js';
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
  const tags: string[] = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (meta.alternates !== false && !meta.noindex) {
    for (const lang of LANGS) {
      tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(absolute(origin, publicPath(meta.page, lang)))}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, publicPath(meta.page, 'tr')))}" />`);
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
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  tags.push(`<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`);
  tags.push(`<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`);
  tags.push(`<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`);
  if (meta.image) tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(origin, meta.image))}" />`);
  if (meta.favicon) tags.push(`<link rel="icon" id="konak-favicon" href="${escapeHtml(meta.favicon)}" />`);
  for (const data of meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  tags.push(...(meta.links ?? []));
  if (meta.inlineStyle) tags.push(`<style>${meta.inlineStyle}</style>`);
  return tags.join('\n    ');
}
