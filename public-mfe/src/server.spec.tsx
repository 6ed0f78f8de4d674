/**
 * @jest-environment node
 */
// The server render draws what the browser will hydrate: the shell's frame, the page from the boot data,
// every section in place (no inline script: the CSP forbids them).
import { DEFAULT_SETTINGS, DEFAULT_SLIDERS } from '@konak/shared-ui';
import { renderPage } from './server';

const boot = (preloaded: Record<string, unknown> = {}) => ({
  settings: DEFAULT_SETTINGS,
  lang: 'tr' as const,
  preloaded,
});

describe('renderPage', () => {
  it('draws the home page from the preloaded sliders inside the shell frame', async () => {
    const sliders = DEFAULT_SLIDERS.map((s) =>
      s.order === 1 ? { ...s, title: { tr: 'Sunucudan Merhaba', en: 'Hello', ru: 'Привет' } } : s,
    );
    const html = await renderPage('/', boot({ 'sliders/': sliders }));
    expect(html).toMatch(/^(<link [^>]*\/>)*<!--\$--><div class="pub-site" data-mfe="public"/);
    expect(html).toContain('<h1 class="pub-hero__title">Sunucudan Merhaba</h1>');
    expect(html).toMatch(/<!--\/\$--><div class="kui-toaster"[^>]*><\/div>$/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
  });

  it('draws a page in its language and a lazily loaded page complete', async () => {
    const html = await renderPage('/en/kvkk', boot());
    expect(html).toContain('hrefLang="en"');
    expect(html).toContain('KVKK');
    expect(html).not.toContain('kui-spinner');
  });

  it('keeps each render to its own data', async () => {
    const [first, second] = await Promise.all([
      renderPage(
        '/',
        boot({ 'sliders/': DEFAULT_SLIDERS.map((s) => ({ ...s, title: { tr: 'Bir', en: '', ru: '' } })) }),
      ),
      renderPage(
        '/',
        boot({ 'sliders/': DEFAULT_SLIDERS.map((s) => ({ ...s, title: { tr: 'İki', en: '', ru: '' } })) }),
      ),
    ]);
    expect(first).toContain('>Bir</h1>');
    expect(second).toContain('>İki</h1>');
  });
});
