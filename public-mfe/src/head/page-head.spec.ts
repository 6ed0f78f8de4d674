import type { SiteSettings } from '@konak/shared-ui';
import { buildHead, type PageContext } from './page-head';

const ctx = (logo?: string): PageContext => ({
  lang: 'en',
  origin: 'https://konak.test',
  settings: {
    site_name: { tr: 'Konak Yapı', en: 'Konak Homes', ru: 'Конак' },
    logo,
  } as unknown as SiteSettings,
  params: {},
  data: {},
});
const meta = (head: ReturnType<typeof buildHead>, key: string) =>
  head.tags.find(
    (t) => (t as { property?: string }).property === key || (t as { name?: string }).name === key,
  ) as { content?: string } | undefined;

describe('the shared image’s text alternative', () => {
  it('describes a page’s own image by the page’s title, or by the words it is given', () => {
    const head = buildHead(ctx('/logo.svg'), {
      title: 'Güneş Evleri',
      description: 'd',
      image: '/api/uploads/a.webp',
      pathIn: () => '/en/projects/gunes-evleri',
    });
    expect(meta(head, 'og:image')?.content).toBe('https://konak.test/api/uploads/a.webp');
    expect(meta(head, 'og:image:alt')?.content).toBe('Güneş Evleri');
    expect(meta(head, 'twitter:image:alt')?.content).toBe('Güneş Evleri');
    const told = buildHead(ctx(), {
      title: 'T',
      description: 'd',
      image: '/a.webp',
      imageAlt: 'Block A at dusk',
    });
    expect(meta(told, 'og:image:alt')?.content).toBe('Block A at dusk');
  });

  it('names the company when its logo stands in, and says nothing without any image', () => {
    const logo = buildHead(ctx('/logo.svg'), { title: 'About us', description: 'd' });
    expect(meta(logo, 'og:image:alt')?.content).toBe('Konak Homes');
    expect(meta(logo, 'twitter:image:alt')?.content).toBe('Konak Homes');
    const none = buildHead(ctx(), { title: 'About us', description: 'd' });
    expect(meta(none, 'og:image')).toBeUndefined();
    expect(meta(none, 'og:image:alt')).toBeUndefined();
    expect(meta(none, 'twitter:image:alt')).toBeUndefined();
  });
});
