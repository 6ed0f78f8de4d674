import { buildHead, type PageContext, type PageHead } from '../../head/page-head';
import { DESCRIPTIONS } from '../../head/page-texts';
import { pageTitle } from '../../head/title';
import type { PageDeclaration } from '../page-declaration';

/** The head of a page that is not there: its title, no canonical, not indexed. */
export function notFoundHead(ctx: PageContext, title: string): PageHead {
  return buildHead(ctx, {
    title: pageTitle(ctx.settings, ctx.lang, title)!,
    description: DESCRIPTIONS[ctx.lang].notFound,
    noindex: true,
  });
}

export const page: PageDeclaration = {
  status: () => 404,
  head: (ctx, t) => notFoundHead(ctx, t('notFound.title')),
};
