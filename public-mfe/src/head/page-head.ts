// What a page's head says, as data: the remote's server entry answers it, and the host that puts it in
// the HTML writes it through its one escaping helper. Nothing here writes markup.
import type { HeadTag, PageHead } from '@konak/contract';
import { LANGS, pick, type Lang, type SiteSettings } from '@konak/shared-ui';
import { OG_LOCALE } from './page-texts';

// The head's shapes are the server entry protocol's (contract/src/server-entry.ts).
export type { HeadTag, PageHead };

/** Everything a page's head and status may be decided from. */
export interface PageContext {
  lang: Lang;
  /** The site's address, e.g. https://konak.com.tr (the host's SITE_URL, never a request's Host). */
  origin: string;
  settings: SiteSettings;
  /** The address's parts a page reads: its slug or page number, and the finder's canonical query
   *  (finderPageQuery, '' for none; only the home finder is given one). */
  params: { slug?: string; page?: string; query?: string };
  /** The API answers the page asked for, keyed by API path; a path that answered 404 is missing. */
  data: Record<string, unknown>;
}

export interface HeadInput {
  title: string;
  description: string;
  /** The page in a language (its canonical address in `lang`); absent for a 404. */
  pathIn?: (lang: Lang) => string;
  /** False for pages with one language only (KVKK). */
  alternates?: boolean;
  /** The canonical language when it is not the page's own (KVKK is Turkish). */
  canonicalLang?: Lang;
  noindex?: boolean;
  keywords?: string;
  image?: string;
  /** What the shared image shows, for readers who cannot see it (defaults to the page's title). */
  imageAlt?: string;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  /** A paged list's previous and next pages, in the page's language (absent at either end). */
  pager?: { prev?: string; next?: string };
}

export function absolute(origin: string, url: string): string {
  if (!url) return '';
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Plain text of Markdown-like content (## headings, blank-line paragraphs), cut to `max` characters. */
export function summary(text: string, max = 160): string {
  const plain = text
    .replace(/^##\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The company, on every page. */
export function organization(ctx: PageContext): object {
  const { settings: s, origin, lang } = ctx;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: pick(s.site_name, lang),
    url: `${origin}/`,
    logo: s.logo ? absolute(origin, s.logo) : undefined,
    email: s.contact_email || undefined,
    telephone: s.contact_phone || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: pick(s.address, lang),
      addressLocality: 'Kepez',
      addressRegion: 'Antalya',
      addressCountry: 'TR',
    },
    sameAs: [
      s.social_facebook,
      s.social_instagram,
      s.social_twitter,
      s.social_linkedin,
      s.social_youtube,
    ].filter(Boolean),
  };
}

/** Title, description, canonical, hreflang alternates with x-default, Open Graph and Twitter tags, and
 *  JSON-LD (the Organization first). */
export function buildHead(ctx: PageContext, input: HeadInput): PageHead {
  const { origin, lang, settings } = ctx;
  const image = input.image || settings.logo || undefined;
  // The logo stands in when the page has no image of its own: then it is the company's logo that shows.
  const imageAlt = input.image ? (input.imageAlt ?? input.title) : pick(settings.site_name, lang);
  const canonical = input.pathIn ? absolute(origin, input.pathIn(input.canonicalLang ?? lang)) : undefined;
  const tags: HeadTag[] = [{ tag: 'meta', name: 'description', content: input.description }];
  if (input.keywords) tags.push({ tag: 'meta', name: 'keywords', content: input.keywords });
  if (input.noindex || !canonical) tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  else tags.push({ tag: 'link', rel: 'canonical', href: canonical });
  if (canonical && !input.noindex) {
    if (input.pager?.prev) tags.push({ tag: 'link', rel: 'prev', href: absolute(origin, input.pager.prev) });
    if (input.pager?.next) tags.push({ tag: 'link', rel: 'next', href: absolute(origin, input.pager.next) });
  }
  if (input.pathIn && input.alternates !== false && !input.noindex) {
    for (const l of LANGS)
      tags.push({ tag: 'link', rel: 'alternate', hreflang: l, href: absolute(origin, input.pathIn(l)) });
    tags.push({
      tag: 'link',
      rel: 'alternate',
      hreflang: 'x-default',
      href: absolute(origin, input.pathIn('tr')),
    });
  }
  const og: [string, string | undefined][] = [
    ['og:type', input.ogType ?? 'website'],
    ['og:site_name', pick(settings.site_name, lang)],
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:url', canonical],
    ['og:locale', OG_LOCALE[lang]],
    ['og:image', image ? absolute(origin, image) : undefined],
    ['og:image:alt', image ? imageAlt : undefined],
  ];
  for (const [property, content] of og) if (content) tags.push({ tag: 'meta', property, content });
  tags.push({ tag: 'meta', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  tags.push({ tag: 'meta', name: 'twitter:title', content: input.title });
  tags.push({ tag: 'meta', name: 'twitter:description', content: input.description });
  if (image) {
    tags.push({ tag: 'meta', name: 'twitter:image', content: absolute(origin, image) });
    tags.push({ tag: 'meta', name: 'twitter:image:alt', content: imageAlt });
  }
  return { title: input.title, tags, jsonLd: [organization(ctx), ...(input.jsonLd ?? [])] };
}
