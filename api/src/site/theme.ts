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

/** The two chosen families' @font-face rules, inlined when `read` has the shell's stylesheet (one request
 *  less before the first paint, whose fonts are then asked for straight from the page), else linked.
 *  The ids (and data-href) match what the shell's applyTheme() keeps up to date. */
export function fontLinks(s: SiteSettings, read: (href: string) => string | null = () => null): string[] {
  return (['heading', 'body'] as const)
    .map((role) => [role, fontFile(role === 'heading' ? s.heading_font : s.body_font)] as const)
    .filter(([, slug]) => slug)
    .map(([role, slug]) => {
      const href = `/fonts/${slug}.css`;
      const css = read(href);
      const id = `konak-font-${role}`;
      return css === null ? tag('link', { rel: 'stylesheet', id, href }) : styleElement(css, { id, 'data-href': href });
    });
}
