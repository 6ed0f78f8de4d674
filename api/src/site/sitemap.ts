// /sitemap.xml from the public remote's list of pages (it owns the URL scheme), /robots.txt from the
// site's address. Every value is escaped. Past SITEMAP_MAX_URLS addresses /sitemap.xml is a sitemap
// index (sitemaps.org) naming children of at most that many addresses each (site.service.ts).
import { escapeHtml } from './html.js';
import type { SitemapUrl } from './page-answer.js';

/** The sitemaps.org limit of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = `</urlset>\n`;

/** One <url> entry with its language alternates, and a newline. */
export function urlEntries(urls: SitemapUrl[]): string {
  return urls
    .map((u) => {
      const alternates = u.alternates
        .map(
          (a) =>
            `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
        )
        .join('');
      return `  <url>\n    <loc>${escapeHtml(u.loc)}</loc>${alternates}\n  </url>\n`;
    })
    .join('');
}

export function renderSitemap(urls: SitemapUrl[]): string {
  return `${URLSET_OPEN}${urlEntries(urls)}${URLSET_CLOSE}`;
}

/** The index: one <sitemap> per child file. */
export function renderSitemapIndex(locs: string[]): string {
  const entries = locs
    .map((loc) => `  <sitemap>\n    <loc>${escapeHtml(loc)}</loc>\n  </sitemap>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** Paths under /api that pages show or link to: images (every og:image and upload) and brochures.
 *  Crawlers take the longest matching rule, so these win over `Disallow: /api/`. */
export const CRAWLABLE_API_PATHS = ['/api/uploads/', '/api/projects/*/brochure.pdf'];

export function renderRobots(origin: string): string {
  const allow = CRAWLABLE_API_PATHS.map((p) => `Allow: ${p}\n`).join('');
  return `User-agent: *\nAllow: /\n${allow}Disallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
