import { pageCount } from '@konak/contract';
import { paths } from '../../config/paths';
import { buildHead, type PageContext } from '../../head/page-head';
import { DESCRIPTIONS } from '../../head/page-texts';
import { pageTitle } from '../../head/title';
import type { ListPage } from '../../api/client';
import { blogPageNumber, postsPageKey } from '../../features/blog/stores/paging';
import type { PageDeclaration } from '../page-declaration';
import { notFoundHead } from './not-found.page';

/** The page of posts the server read for this address (absent: past the last page, answered 404). */
export const postsOf = (ctx: Pick<PageContext, 'data' | 'params'>) =>
  ctx.data[postsPageKey(blogPageNumber(ctx.params))] as ListPage<unknown> | undefined;

/** /blog and /blog/sayfa/N: one page of posts, its own canonical and title, prev/next links; 404 past the
 *  last page (page 1 of an empty blog still exists). */
export const page: PageDeclaration = {
  data: (params) => [postsPageKey(blogPageNumber(params))],
  status: (ctx) => (postsOf(ctx) ? 200 : 404),
  head: (ctx, t) => {
    const posts = postsOf(ctx);
    if (!posts) return notFoundHead(ctx, t('blog.title'));
    const n = blogPageNumber(ctx.params);
    const last = pageCount(posts.total, posts.per_page);
    const title = n > 1 ? t('blog.pageTitle', { n }) : t('blog.title');
    return buildHead(ctx, {
      title: pageTitle(ctx.settings, ctx.lang, title)!,
      description:
        n > 1
          ? `${DESCRIPTIONS[ctx.lang].blog} ${t('blog.pageOf', { n, pages: last })}`
          : DESCRIPTIONS[ctx.lang].blog,
      pathIn: (lang) => paths.blogPage(lang, n),
      pager: {
        prev: n > 1 ? paths.blogPage(ctx.lang, n - 1) : undefined,
        next: n < last ? paths.blogPage(ctx.lang, n + 1) : undefined,
      },
    });
  },
};
