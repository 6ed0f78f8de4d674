// The settings' theme in the first HTML, so the page never flashes the default colours and fonts.
// The shell applies the same mapping in the browser (shell/src/theme/apply-theme.ts) after an edit.
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { fontFile, fontStack } from '@konak/contract';
import { tag } from './html.js';
import { styleElement } from './inline-styles.js';

const SAFE = /^[#(),.%\w\s-]+$/;

export function themeStyle(s: SiteSettings): string {
  const vars: [string, string][] = [
    ['--color-primary', s.primary_color],
    ['--color-secondary', s.secondary_color],
    ['--color-accent', s.accent_color],
    ['--color-background', s.background_color],
    ['--color-text', s.text_color],
    ['--font-size-base', s.font_size_base],
  ];
  const decl = vars.filter(([, v]) => v && SAFE.test(v)).map(([k, v]) => `${k}:${v}`);
  if (fontFile(s.heading_font)) decl.push(`--font-heading:${fontStack(s.heading_font)}`);
  if (fontFile(s.body_font)) decl.push(`--font-body:${fontStack(s.body_font)}`);
  return `:root{${decl.join(';')}}`;
}

/** The two chosen families' stylesheets: [role, href] of each family the settings name. */
function fontSheets(s: SiteSettings): [role: 'heading' | 'body', href: string][] {
  return (['heading', 'body'] as const)
    .map((role) => [role, fontFile(role === 'heading' ? s.heading_font : s.body_font)] as const)
    .filter((pair): pair is readonly ['heading' | 'body', string] => !!pair[1])
    .map(([role, slug]) => [role, `/fonts/${slug}.css`]);
}

/** The two chosen families' @font-face rules, inlined when `read` has the shell's stylesheet (one request
 *  less before the first paint, whose fonts are then asked for straight from the page), else linked.
 *  The ids (and data-href) match what the shell's applyTheme() keeps up to date. */
export function fontLinks(s: SiteSettings, read: (href: string) => string | null = () => null): string[] {
  return fontSheets(s).map(([role, href]) => {
    const css = read(href);
    const id = `konak-font-${role}`;
    return css === null ? tag('link', { rel: 'stylesheet', id, href }) : styleElement(css, { id, 'data-href': href });
  });
}

/** The font files a page in `lang` draws its text with: Latin (digits and punctuation too) with Turkish's
 *  letters, Latin alone, or Latin with Cyrillic. A Turkish name on an English or Russian page (Güneş) brings
 *  the Turkish letters' small file when the text asks for it. */
const PAGE_SUBSETS: Record<string, ReadonlySet<string>> = {
  tr: new Set(['latin', 'latin-ext']),
  en: new Set(['latin']),
  ru: new Set(['latin', 'cyrillic']),
};
/** A file of the shell's font stylesheets: /fonts/files/<family>-<subset>-<weight>-normal.woff2. */
const FONT_FILE = /url\((\/fonts\/files\/[a-z0-9-]+?-(latin|latin-ext|cyrillic|cyrillic-ext)-\d{3}-normal\.woff2)\)/g;

/** Preloads of the chosen families' files a page in `lang` uses. Otherwise the browser asks for each only
 *  once it has laid the page out with the fallback fonts, and each one that arrives lays the page out
 *  again (a phone's main thread: ~60 ms of layout a page); asked for with the HTML, they are usually there
 *  for the first layout. */
export function fontPreloads(s: SiteSettings, lang: string, read: (href: string) => string | null): string[] {
  const subsets = PAGE_SUBSETS[lang] ?? PAGE_SUBSETS.tr;
  const files = new Set<string>();
  for (const [, href] of fontSheets(s)) for (const [, file, subset] of (read(href) ?? '').matchAll(FONT_FILE)) if (subsets.has(subset)) files.add(file);
  return [...files].map((href) => tag('link', { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: true }));
}
