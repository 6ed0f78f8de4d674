import { pick, type BlogPost } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import { absolute, buildHead } from '../../head/page-head';
import { pageTitle } from '../../head/title';
import type { PageDeclaration } from '../page-declaration';
import { notFoundHead } from './not-found.page';
import { POST_IMAGE_SIZES } from '../../features/blog/components/blog-post-view';
import { postsPageKey, RELATED_POSTS } from '../../features/blog/stores/paging';

const key = (slug = '') => `blog/${slug}/`;
export const postOf = (data: Record<string, unknown>, slug?: string) =>
  data[key(slug)] as BlogPost | undefined;

/** /blog/{slug}: a BlogPosting; 404 for an unknown slug or a draft. */
export const page: PageDeclaration = {
  // The post and the newest posts' cards (the "other posts" under it), so both arrive drawn.
  data: ({ slug }) => [key(slug), postsPageKey(1, RELATED_POSTS + 1)],
  hero: (ctx) => {
    const image = postOf(ctx.data, ctx.params.slug)?.image;
    return image ? { src: image, sizes: POST_IMAGE_SIZES } : undefined;
  },
  status: (ctx) => (postOf(ctx.data, ctx.params.slug) ? 200 : 404),
  head: (ctx, t) => {
    const post = postOf(ctx.data, ctx.params.slug);
    if (!post) return notFoundHead(ctx, t('blog.notFound'));
    const { lang, origin, settings } = ctx;
    const siteName = pick(settings.site_name, lang);
    const pathIn = (l: typeof lang) => paths.post(l, post.slug);
    return buildHead(ctx, {
      ogType: 'article',
      title: pageTitle(settings, lang, pick(post.meta_title, lang) || pick(post.title, lang))!,
      description: pick(post.meta_description, lang) || pick(post.excerpt, lang),
      image: post.image,
      pathIn,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: pick(post.title, lang),
          description: pick(post.excerpt, lang),
          image: post.image ? absolute(origin, post.image) : undefined,
          datePublished: new Date(post.date).toISOString(),
          dateModified: new Date(post.updated_at ?? post.date).toISOString(),
          author: { '@type': 'Organization', name: post.author || siteName },
          publisher: {
            '@type': 'Organization',
            name: siteName,
            ...(settings.logo
              ? { logo: { '@type': 'ImageObject', url: absolute(origin, settings.logo) } }
              : {}),
          },
          inLanguage: lang,
          mainEntityOfPage: absolute(origin, pathIn(lang)),
        },
      ],
    });
  },
};
