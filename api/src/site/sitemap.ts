import { absolute } from './head.js';
import { escapeHtml } from './html.js';
import { LANGS, publicPath, type PublicPage } from './public-routes.js';

/** Every public page in every language, each with its alternates. KVKK is Turkish only. */
export function renderSitemap(origin: string, projectSlugs: string[], postSlugs: string[]): string {
  const pages: PublicPage[] = [
    { kind: 'home' },
    { kind: 'about' },
    { kind: 'projects' },
    ...projectSlugs.map((slug) => ({ kind: 'project', slug }) as const),
    { kind: 'blog' },
    ...postSlugs.map((slug) => ({ kind: 'post', slug }) as const),
    { kind: 'contact' },
  ];
  const urls: string[] = [];
  for (const page of pages) {
    const alternates = LANGS.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(absolute(origin, publicPath(page, l)))}"/>`)
      .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, publicPath(page, 'tr')))}"/>`)
      .join('\n');
    for (const lang of LANGS) urls.push(`  <url>\n    <loc>${escapeHtml(absolute(origin, publicPath(page, lang)))}</loc>\n${alternates}\n  </url>`);
  }
  urls.push(`  <url>\n    <loc>${escapeHtml(absolute(origin, '/kvkk'))}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`;
}
