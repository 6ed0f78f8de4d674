// Applies the site settings to the page (SPEC §4): colours as CSS variables, the two chosen fonts,
// the base size, the favicon. The same mapping runs on the server for the first HTML (no flash).
import type { SiteSettings } from '@konak/shared-ui';

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

export function fontStack(font: string): string {
  return `'${font}', ${SERIF.has(font) ? 'Georgia, serif' : "system-ui, -apple-system, 'Segoe UI', sans-serif"}`;
}

export function themeVariables(s: SiteSettings): Record<string, string> {
  return {
    '--color-primary': s.primary_color,
    '--color-secondary': s.secondary_color,
    '--color-accent': s.accent_color,
    '--color-background': s.background_color,
    '--color-text': s.text_color,
    '--font-heading': fontStack(s.heading_font),
    '--font-body': fontStack(s.body_font),
    '--font-size-base': s.font_size_base,
  };
}

function ensureLink(rel: string, href: string, id: string) {
  let link = document.getElementById(id) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    link.rel = rel;
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

export function applyTheme(settings: SiteSettings) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(settings))) if (value) root.style.setProperty(name, value);
  for (const [role, font] of [['heading', settings.heading_font], ['body', settings.body_font]] as const) {
    const slug = FONT_SLUGS[font];
    if (slug) ensureLink('stylesheet', `/fonts/${slug}.css`, `konak-font-${role}`);
  }
  if (settings.favicon) ensureLink('icon', settings.favicon, 'konak-favicon');
}
