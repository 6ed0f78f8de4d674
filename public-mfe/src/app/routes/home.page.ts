import { pick, type Slider } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import { buildHead } from '../../head/page-head';
import { pageTitle } from '../../head/title';
import type { PageDeclaration } from '../page-declaration';
import { HERO_IMAGE_SIZES } from '../../features/home/components/hero';
import { postsPageKey, TEASER_PAGE_SIZE } from '../../features/blog/stores/paging';
import { SHOWCASE_CARDS_KEY, SHOWCASE_FIRST_KEY } from '../../features/projects/api/project-reads';

/** The hero: the first slider, shown as the first screen (its image is preloaded). */
export const heroSlider = (data: Record<string, unknown>) =>
  (data['sliders/'] as Slider[] | undefined)?.find((s) => s.order === 1);

export const page: PageDeclaration = {
  // Every section of the page, so the drawn HTML holds what a visitor reads (and links a crawler follows):
  // hero, about, the projects showcase (its tabs' cards and its first project: not every project whole,
  // issue 25), the Instagram banner and the blog teaser's first page.
  data: () => [
    'sliders/',
    'about/',
    SHOWCASE_CARDS_KEY,
    SHOWCASE_FIRST_KEY,
    'instagram-banner/',
    postsPageKey(1, TEASER_PAGE_SIZE),
  ],
  hero: (ctx) => {
    const hero = heroSlider(ctx.data);
    return hero?.media_type === 'image' ? { src: hero.image_url, sizes: HERO_IMAGE_SIZES } : undefined;
  },
  head: (ctx) => {
    const { settings, lang } = ctx;
    return buildHead(ctx, {
      title: pageTitle(settings, lang, undefined, true)!,
      description: pick(settings.meta_description, lang),
      keywords: pick(settings.meta_keywords, lang),
      image: heroSlider(ctx.data)?.image_url,
      pathIn: paths.home,
    });
  },
};
