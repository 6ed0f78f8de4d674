// Applies the site settings to the page (SPEC §4): colours as CSS variables, the two chosen fonts,
// the base size, the favicon. The same mapping runs on the server for the first HTML (no flash).
import { fontSheet, fontStack } from '@konak/contract';
import type { SiteSettings } from '@konak/shared-ui';

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
  const found = document.getElementById(id);
  // The server may have inlined the stylesheet (<style data-href>): kept while it is the one wanted.
  if (found && !(found instanceof HTMLLinkElement)) {
    if (found.dataset.href === href) return;
    found.remove();
  }
  let link = found instanceof HTMLLinkElement ? found : null;
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
  for (const [name, value] of Object.entries(themeVariables(settings)))
    if (value) root.style.setProperty(name, value);
  for (const [role, font] of [
    ['heading', settings.heading_font],
    ['body', settings.body_font],
  ] as const) {
    // The sheet of the page's language, as the server chose it for the first HTML.
    const href = fontSheet(font, document.documentElement.lang);
    if (href) ensureLink('stylesheet', href, `konak-font-${role}`);
  }
  if (settings.favicon) ensureLink('icon', settings.favicon, 'konak-favicon');
}
