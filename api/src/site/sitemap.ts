// /sitemap.xml from the public remote's list of pages (it owns the URL scheme), /robots.txt from the
// site's address. Every value is escaped.
import { escapeHtml } from './html.js';
import type { SitemapUrl } from './page-answer.js';

export function renderSitemap(urls: SitemapUrl[]): string {
  const entries = urls.map((u) => {
    const alternates = u.alternates.map((a) => `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`).join('');
    return `  <url>\n    <loc>${escapeHtml(u.loc)}</loc>${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`;
}
