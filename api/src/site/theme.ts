// The settings' theme in the first HTML, so the page never flashes the default colours and fonts.
// The shell applies the same mapping in the browser (shell/src/theme/apply-theme.ts) after an edit.
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { fontFile, fontSheet, fontStack } from '@konak/contract';
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

/** The two chosen families' stylesheets for a page in `lang`: [role, href, its rules or null] of each
 *  family the settings name — its language's sheet when `read` has it, else the Latin one (a shell built
 *  before the per-language sheets). */
function fontSheets(
  s: SiteSettings,
  lang: string,
  read: (href: string) => string | null,
): [role: 'heading' | 'body', href: string, css: string | null][] {
  return (['heading', 'body'] as const).flatMap((role) => {
    const font = role === 'heading' ? s.heading_font : s.body_font;
    const own = fontSheet(font, lang);
    const latin = fontSheet(font, 'tr');
    if (!own || !latin) return [];
    const css = read(own);
    return [css === null ? [role, latin, read(latin)] : [role, own, css]];
  });
}

/** The two chosen families' @font-face rules, inlined when `read` has the shell's stylesheet (one request
 *  less before the first paint, whose fonts are then asked for straight from the page), else linked.
 *  The ids (and data-href) match what the shell's applyTheme() keeps up to date. */
export function fontLinks(
  s: SiteSettings,
  lang: string,
  read: (href: string) => string | null = () => null,
): string[] {
  return fontSheets(s, lang, read).map(([role, href, css]) => {
    const id = `konak-font-${role}`;
    return css === null
      ? tag('link', { rel: 'stylesheet', id, href })
      : styleElement(css, { id, 'data-href': href });
  });
}

// A face of the shell's stylesheets: its weight and its file (/fonts/files/<family>-<weight>-<part>.<hash>.woff2).
const FACE =
  /@font-face\s*\{[^}]*?font-weight:\s*(\d{3})[^}]*?url\(["']?(\/fonts\/files\/[a-z0-9-]+-\d{3}-[a-z-]+\.[0-9a-f]{10}\.woff2)["']?\)[^}]*\}/g;

/** Preloads of the files a page in `lang` draws its first screen with: in each chosen family's sheet, the
 *  first face of each weight (shell/fonts-plugin.mjs puts the file of the sheet's language there).
 *  Otherwise the browser asks for each only once it has laid the page out with the fallback fonts, and
 *  each one that arrives lays the page out again (a phone's main thread: ~60 ms of layout a page); asked
 *  for with the HTML, they are usually there for the first layout. */
export function fontPreloads(s: SiteSettings, lang: string, read: (href: string) => string | null): string[] {
  const files = new Set<string>();
  for (const [, , css] of fontSheets(s, lang, read)) {
    const weights = new Set<string>();
    for (const [, weight, file] of (css ?? '').matchAll(FACE)) {
      if (weights.has(weight)) continue;
      weights.add(weight);
      files.add(file);
    }
  }
  return [...files].map((href) =>
    tag('link', { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: true }),
  );
}
