// What the server knows about a public page before any script runs: its head, its HTTP status and the
// data its first render needs (handed to the page as boot data, so it paints without a round trip).
import type { BlogPost } from '../blog/blog-post.entity.js';
import type { Localized } from '../database/columns.js';
import type { Project } from '../projects/project.entity.js';
import type { SiteSettings } from '../settings/site-settings.entity.js';
import type { Slider } from '../sliders/slider.entity.js';
import type { HeadMeta } from './head.js';
import { absolute } from './head.js';
import { summary } from './html.js';
import { PAGE_TEXTS } from './page-texts.js';
import { publicPath, type Lang, type PublicRoute } from './public-routes.js';

/** Reads the site needs from the domain services (site.service.ts supplies them). */
export interface SiteContent {
  settings(): Promise<SiteSettings>;
  activeSliders(): Promise<Slider[]>;
  projects(): Promise<Project[]>;
  project(slug: string): Promise<Project | null>;
  posts(): Promise<BlogPost[]>;
  post(slug: string): Promise<BlogPost | null>;
}

export interface PageResult {
  status: number;
  meta: HeadMeta;
  /** API answers the page's first render uses, keyed by API path (see shared-ui takePreloaded). */
  preloaded: Record<string, unknown>;
  /** The image the first screen shows, to preload. */
  heroImage?: string;

}

const pick = (text: Localized | string | undefined, lang: Lang) =>
  !text ? '' : typeof text === 'string' ? text : text[lang] || text.tr || '';

function organization(settings: SiteSettings, origin: string, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: pick(settings.site_name, lang),
    url: `${origin}/`,
    logo: settings.logo ? absolute(origin, settings.logo) : undefined,
    email: settings.contact_email || undefined,
    telephone: settings.contact_phone || undefined,
    address: { '@type': 'PostalAddress', streetAddress: pick(settings.address, lang), addressLocality: 'Kepez', addressRegion: 'Antalya', addressCountry: 'TR' },
    sameAs: [settings.social_facebook, settings.social_instagram, settings.social_twitter, settings.social_linkedin, settings.social_youtube].filter(Boolean),
  };
}

export async function describePage(route: PublicRoute, content: SiteContent, origin: string): Promise<PageResult> {
  const { lang, page } = route;
  const settings = await content.settings();
  const siteName = pick(settings.site_name, lang);
  const texts = PAGE_TEXTS[lang];
  const base = {
    lang,
    page,
    siteName,
    favicon: settings.favicon || undefined,
    image: settings.logo || undefined,
    jsonLd: [organization(settings, origin, lang)] as object[],
  };
  const titled = (title: string) => `${title} | ${siteName}`;

  switch (page.kind) {
    case 'home': {
      const sliders = await content.activeSliders();
      const hero = sliders.find((s) => s.order === 1);
      return {
        status: 200,
        meta: {
          ...base,
          title: pick(settings.meta_title, lang) || siteName,
          description: pick(settings.meta_description, lang),
          keywords: pick(settings.meta_keywords, lang),
          image: hero?.image_url || base.image,
        },
        preloaded: { 'sliders/': sliders },
        heroImage: hero?.media_type === 'image' ? hero.image_url : undefined,
      };
    }
    case 'project': {
      const project = await content.project(page.slug);
      if (!project) return notFound();
      const url = absolute(origin, publicPath(page, lang));
      return {
        status: 200,
        meta: {
          ...base,
          title: titled(pick(project.title, lang)),
          description: summary(pick(project.description, lang)) || pick(project.subtitle, lang),
          image: project.cover_images[0] || project.logo || base.image,
          jsonLd: [
            ...base.jsonLd,
            {
              '@context': 'https://schema.org',
              '@type': 'ApartmentComplex',
              name: pick(project.title, lang),
              description: summary(pick(project.description, lang), 300),
              url,
              image: project.cover_images.map((i) => absolute(origin, i)),
              numberOfAccommodationUnits: project.technical_info?.total_units || undefined,
              address: { '@type': 'PostalAddress', addressLocality: 'Kepez', addressRegion: 'Antalya', addressCountry: 'TR' },
            },
          ],
        },
        preloaded: { [`projects/${project.slug}/`]: project },
        heroImage: project.cover_images[0],
      };
    }
    case 'post': {
      const post = await content.post(page.slug);
      if (!post) return notFound();
      return {
        status: 200,
        meta: {
          ...base,
          ogType: 'article',
          title: titled(pick(post.meta_title, lang) || pick(post.title, lang)),
          description: pick(post.meta_description, lang) || pick(post.excerpt, lang),
          image: post.image || base.image,
          jsonLd: [
            ...base.jsonLd,
            {
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: pick(post.title, lang),
              description: pick(post.excerpt, lang),
              image: post.image ? absolute(origin, post.image) : undefined,
              datePublished: new Date(post.date).toISOString(),
              dateModified: new Date(post.updated_at ?? post.date).toISOString(),
              author: { '@type': 'Organization', name: post.author || siteName },
              publisher: { '@type': 'Organization', name: siteName },
              inLanguage: lang,
              mainEntityOfPage: absolute(origin, publicPath(page, lang)),
            },
          ],
        },
        preloaded: { [`blog/${post.slug}/`]: post },
        heroImage: post.image,
      };
    }
    case 'projects':
      return { status: 200, meta: { ...base, title: titled(texts.projects.title), description: texts.projects.description }, preloaded: { 'projects/': await content.projects() } };
    case 'blog':
      return { status: 200, meta: { ...base, title: titled(texts.blog.title), description: texts.blog.description }, preloaded: { 'blog/': await content.posts() } };
    case 'about':
    case 'contact':
    case 'kvkk': {
      const t = texts[page.kind];
      return { status: 200, meta: { ...base, title: titled(t.title), description: t.description, alternates: page.kind !== 'kvkk' }, preloaded: {} };
    }
    case 'not-found':
      return notFound();
  }

  function notFound(): PageResult {
    return { status: 404, meta: { ...base, title: titled(texts.notFound.title), description: texts.notFound.description, noindex: true }, preloaded: {} };
  }
}
