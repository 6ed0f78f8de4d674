import { pick, type Project } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import { absolute, buildHead, summary } from '../../head/page-head';
import { pageTitle } from '../../head/title';
import type { PageDeclaration } from '../page-declaration';
import { notFoundHead } from './not-found.page';
import { FIRST_COVER_SIZES } from '../../features/projects/components/cover-carousel';
import { RATES_KEY, unitsKey, type UnitsAnswer } from '../../features/units/unit-data';
import { unitsJsonLd } from '../../features/units/unit-json-ld';
import { progressKey } from '../../features/progress/progress-data';

const key = (slug = '') => `projects/${slug}/`;
export const projectOf = (data: Record<string, unknown>, slug?: string) =>
  data[key(slug)] as Project | undefined;

/** /projeler/{slug}: an ApartmentComplex; 404 for an unknown slug. */
export const page: PageDeclaration = {
  // The units, rates and progress answers too: the grid (in the page's currency) and the timeline are
  // drawn with the page (the JSON-LD counts come from the units answer).
  data: ({ slug }) => [key(slug), unitsKey(slug ?? ''), RATES_KEY, progressKey(slug ?? '')],
  hero: (ctx) => {
    const cover = projectOf(ctx.data, ctx.params.slug)?.cover_images[0];
    return cover ? { src: cover, sizes: FIRST_COVER_SIZES } : undefined;
  },
  status: (ctx) => (projectOf(ctx.data, ctx.params.slug) ? 200 : 404),
  head: (ctx, t) => {
    const project = projectOf(ctx.data, ctx.params.slug);
    if (!project) return notFoundHead(ctx, t('projects.notFound'));
    const { lang, origin } = ctx;
    const pathIn = (l: typeof lang) => paths.project(l, project.slug);
    return buildHead(ctx, {
      title: pageTitle(ctx.settings, lang, pick(project.title, lang))!,
      description: summary(pick(project.description, lang)) || pick(project.subtitle, lang),
      image: project.cover_images[0] || project.logo,
      pathIn,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ApartmentComplex',
          name: pick(project.title, lang),
          description: summary(pick(project.description, lang), 300),
          url: absolute(origin, pathIn(lang)),
          image: project.cover_images.map((i) => absolute(origin, i)),
          numberOfAccommodationUnits: project.technical_info?.total_units || undefined,
          ...unitsJsonLd(project, ctx.data[unitsKey(project.slug)] as UnitsAnswer | undefined, lang, (url) =>
            absolute(origin, url),
          ),
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Kepez',
            addressRegion: 'Antalya',
            addressCountry: 'TR',
          },
        },
      ],
    });
  },
};
