import type { SiteSettings } from '../settings/site-settings.entity.js';
import { fontLinks, fontPreloads } from './theme.js';

const face = (file: string) =>
  `@font-face{font-family:X;font-display:swap;font-weight:${file.match(/-(\d{3})-/)?.[1]};src:url(/fonts/files/${file}.0123456789.woff2)format("woff2");unicode-range:U+0-FF}`;
const SHEETS: Record<string, string> = {
  '/fonts/inter.css': [
    'inter-400-latin',
    'inter-400-cyrillic',
    'inter-400-rest',
    'inter-600-latin',
    'inter-600-rest',
  ]
    .map(face)
    .join(''),
  '/fonts/inter.cyrillic.css': [
    'inter-400-latin-cyrillic',
    'inter-400-rest',
    'inter-600-latin-cyrillic',
    'inter-600-rest',
  ]
    .map(face)
    .join('\n'),
  '/fonts/playfair-display.css': ['playfair-display-600-latin', 'playfair-display-600-cyrillic']
    .map(face)
    .join('\n'),
};
const settings = { heading_font: 'Playfair Display', body_font: 'Inter' } as SiteSettings;
const read = (href: string) => SHEETS[href] ?? null;
const hrefs = (links: string[]) => links.map((l) => l.match(/href="([^"]+)"/)?.[1]);
const files = (...names: string[]) => names.map((f) => `/fonts/files/${f}.0123456789.woff2`).sort();

describe('fontPreloads', () => {
  it("preloads each weight's first file of the page's sheet: Latin with Turkish letters for Turkish and English", () => {
    const links = fontPreloads(settings, 'tr', read);
    expect(hrefs(links).sort()).toEqual(
      files('inter-400-latin', 'inter-600-latin', 'playfair-display-600-latin'),
    );
    expect(links[0]).toBe(
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/files/playfair-display-600-latin.0123456789.woff2" crossorigin />',
    );
    expect(hrefs(fontPreloads(settings, 'en', read)).sort()).toEqual(
      files('inter-400-latin', 'inter-600-latin', 'playfair-display-600-latin'),
    );
  });

  it("preloads a Russian page's Cyrillic-and-Latin files, or the Latin sheet's when a family has no Cyrillic sheet", () => {
    expect(hrefs(fontPreloads(settings, 'ru', read)).sort()).toEqual(
      files('inter-400-latin-cyrillic', 'inter-600-latin-cyrillic', 'playfair-display-600-latin'),
    );
  });

  it('preloads nothing for a family whose stylesheet the build does not have, nor for files of an older naming', () => {
    expect(fontPreloads(settings, 'tr', () => null)).toEqual([]);
    expect(fontPreloads({ heading_font: 'Unknown', body_font: '' } as SiteSettings, 'tr', read)).toEqual([]);
    const older =
      '@font-face{font-weight:400;src:url(/fonts/files/inter-latin-400-normal.woff2)format("woff2")}';
    expect(fontPreloads(settings, 'tr', (href) => (href === '/fonts/inter.css' ? older : null))).toEqual([]);
  });
});

describe('fontLinks', () => {
  it("inlines the page language's sheet, named by data-href as the shell's applyTheme names it", () => {
    const [heading, body] = fontLinks(settings, 'ru', read);
    expect(body).toContain('id="konak-font-body"');
    expect(body).toContain('data-href="/fonts/inter.cyrillic.css"');
    expect(body).toContain('inter-400-latin-cyrillic');
    // A build without the family's Cyrillic sheet: its Latin one, which covers Cyrillic too.
    expect(heading).toContain('data-href="/fonts/playfair-display.css"');
  });

  it('links the Latin sheet when the build cannot be read', () => {
    expect(fontLinks(settings, 'ru', () => null)).toEqual([
      '<link rel="stylesheet" id="konak-font-heading" href="/fonts/playfair-display.css" />',
      '<link rel="stylesheet" id="konak-font-body" href="/fonts/inter.css" />',
    ]);
  });
});
