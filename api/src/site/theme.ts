// The settings' theme in the first HTML, so the page never flashes the default colours and fonts.
// The shell applies the same mapping in the browser (shell/src/theme/apply-theme.ts) after an edit.
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { tag } from './html.js';

const FONT_SLUGS: Record<string, string> = {
  'Playfair Display': 'playfair-display',
  Inter: 'inter',
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  Montserrat: 'montserrat',
  Poppins: 'poppins',
  Raleway: 'raleway',
  Merriweather: 'merriweather',
  'PT Serif': 'pt-serif',
};
const SERIF = new Set(['Playfair Display', 'Merriweather', 'PT Serif']);
const SAFE = /^[#(),.%\w\s-]+$/;

function stack(font: string) {
  return `'${font}', ${SERIF.has(font) ? 'Georgia, serif' : "system-ui, -apple-system, 'Segoe UI', sans-serif"}`;
}

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
  if (FONT_SLUGS[s.heading_font]) decl.push(`--font-heading:${stack(s.heading_font)}`);
  if (FONT_SLUGS[s.body_font]) decl.push(`--font-body:${stack(s.body_font)}`);
  return `:root{${decl.join(';')}}`;
}

export function fontLinks(s: SiteSettings): string[] {
  // The ids match the links the shell's applyTheme() keeps up to date.
  return (['heading', 'body'] as const)
    .map((role) => [role, FONT_SLUGS[role === 'heading' ? s.heading_font : s.body_font]] as const)
    .filter(([, slug]) => slug)
    .map(([role, slug]) => tag('link', { rel: 'stylesheet', id: `konak-font-${role}`, href: `/fonts/${slug}.css` }));
}
