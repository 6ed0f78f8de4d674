import type { Lang } from '@konak/shared-ui';
import { buildHead } from '../../head/page-head';
import { DESCRIPTIONS, type DescribedPage } from '../../head/page-texts';
import { pageTitle } from '../../head/title';
import type { PageDeclaration } from '../page-declaration';

/** A page whose head is its interface title (i18n key `titleKey`) and its description. */
export function staticPage(
  described: DescribedPage,
  titleKey: string,
  pathIn: (lang: Lang) => string,
  options: { data?: string[] } = {},
): PageDeclaration {
  return {
    data: options.data && (() => options.data!),
    head: (ctx, t) =>
      buildHead(ctx, {
        title: pageTitle(ctx.settings, ctx.lang, t(titleKey))!,
        description: DESCRIPTIONS[ctx.lang][described],
        pathIn,
      }),
  };
}
