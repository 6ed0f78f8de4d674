import type { SiteSettings } from '../settings/site-settings.entity.js';
import { fontPreloads } from './theme.js';

const face = (file: string) => `@font-face{font-family:X;font-display:swap;font-weight:400;src:url(/fonts/files/${file}.woff2)format("woff2");unicode-range:U+0-FF}`;
const SHEETS: Record<string, string> = {
  '/fonts/inter.css': ['inter-cyrillic-ext-400-normal', 'inter-cyrillic-400-normal', 'inter-latin-ext-400-normal', 'inter-latin-400-normal', 'inter-latin-600-normal'].map(face).join('\n'),
  '/fonts/playfair-display.css': ['playfair-display-cyrillic-600-normal', 'playfair-display-latin-ext-600-normal', 'playfair-display-latin-600-normal'].map(face).join('\n'),
};
const settings = { heading_font: 'Playfair Display', body_font: 'Inter' } as SiteSettings;
const read = (href: string) => SHEETS[href] ?? null;
const hrefs = (links: string[]) => links.map((l) => l.match(/href="([^"]+)"/)?.[1]);

describe('fontPreloads', () => {
  it("preloads the chosen families' Latin files with Turkish letters for a Turkish page, Latin alone for an English one", () => {
    const links = fontPreloads(settings, 'tr', read);
    expect(hrefs(links).sort()).toEqual(
      ['inter-latin-ext-400', 'inter-latin-400', 'inter-latin-600', 'playfair-display-latin-ext-600', 'playfair-display-latin-600'].map((f) => `/fonts/files/${f}-normal.woff2`).sort(),
    );
    expect(links[0]).toBe('<link rel="preload" as="font" type="font/woff2" href="/fonts/files/playfair-display-latin-ext-600-normal.woff2" crossorigin />');
    expect(hrefs(fontPreloads(settings, 'en', read)).sort()).toEqual(
      ['inter-latin-400', 'inter-latin-600', 'playfair-display-latin-600'].map((f) => `/fonts/files/${f}-normal.woff2`).sort(),
    );
  });

  it('preloads Latin and Cyrillic for a Russian page, never the extended Cyrillic', () => {
    expect(hrefs(fontPreloads(settings, 'ru', read)).sort()).toEqual(
      ['inter-cyrillic-400', 'inter-latin-400', 'inter-latin-600', 'playfair-display-cyrillic-600', 'playfair-display-latin-600'].map((f) => `/fonts/files/${f}-normal.woff2`).sort(),
    );
  });

  it('preloads nothing for a family whose stylesheet the build does not have', () => {
    expect(fontPreloads(settings, 'tr', () => null)).toEqual([]);
    expect(fontPreloads({ heading_font: 'Unknown', body_font: '' } as SiteSettings, 'tr', read)).toEqual([]);
  });
});
