import { DEFAULT_SETTINGS } from '@konak/shared-ui';
import { fontStack } from '@konak/contract';
import { applyTheme } from './apply-theme';

it('sets colours, fonts and base size from the settings', () => {
  applyTheme({
    ...DEFAULT_SETTINGS,
    primary_color: '#112233',
    heading_font: 'Merriweather',
    body_font: 'Lato',
    font_size_base: '18px',
    favicon: '/api/uploads/fav.png',
  });
  const style = document.documentElement.style;
  expect(style.getPropertyValue('--color-primary')).toBe('#112233');
  expect(style.getPropertyValue('--font-heading')).toBe(fontStack('Merriweather'));
  expect(style.getPropertyValue('--font-size-base')).toBe('18px');
  expect(document.getElementById('konak-font-heading')?.getAttribute('href')).toBe('/fonts/merriweather.css');
  expect(document.getElementById('konak-font-body')?.getAttribute('href')).toBe('/fonts/lato.css');
  expect(document.getElementById('konak-favicon')?.getAttribute('href')).toBe('/api/uploads/fav.png');
});

it('uses a serif fallback for serif families and sans-serif otherwise', () => {
  expect(fontStack('PT Serif')).toContain('serif');
  expect(fontStack('Inter')).toContain('sans-serif');
});

it('keeps a font stylesheet the server inlined while it is the one chosen, and links another in its place', () => {
  document.head.innerHTML =
    '<style id="konak-font-heading" data-href="/fonts/playfair-display.css">@font-face{}</style>' +
    '<style id="konak-font-body" data-href="/fonts/inter.css">@font-face{}</style>';
  applyTheme({ ...DEFAULT_SETTINGS, heading_font: 'Playfair Display', body_font: 'Lato' });
  expect(document.getElementById('konak-font-heading')?.tagName).toBe('STYLE');
  expect(document.querySelectorAll('#konak-font-heading')).toHaveLength(1);
  const body = document.getElementById('konak-font-body');
  expect(body?.tagName).toBe('LINK');
  expect(body?.getAttribute('href')).toBe('/fonts/lato.css');
  expect(document.querySelectorAll('#konak-font-body')).toHaveLength(1);
});

it("keeps a Russian page on its language's sheets, the ones the server inlined", () => {
  document.documentElement.lang = 'ru';
  document.head.innerHTML =
    '<style id="konak-font-heading" data-href="/fonts/playfair-display.cyrillic.css">@font-face{}</style>';
  try {
    applyTheme({ ...DEFAULT_SETTINGS, heading_font: 'Playfair Display', body_font: 'Inter' });
    expect(document.getElementById('konak-font-heading')?.tagName).toBe('STYLE');
    expect(document.getElementById('konak-font-body')?.getAttribute('href')).toBe(
      '/fonts/inter.cyrillic.css',
    );
  } finally {
    document.documentElement.lang = 'tr';
  }
});
