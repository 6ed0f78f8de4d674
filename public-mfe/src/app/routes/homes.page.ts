import { finderQueryErrors } from '@konak/contract';
import { paths } from '../../config/paths';
import { absolute, buildHead } from '../../head/page-head';
import { DESCRIPTIONS } from '../../head/page-texts';
import { pageTitle } from '../../head/title';
import { RATES_KEY } from '../../features/units/unit-data';
import {
  finderReadPath,
  isRefused,
  offersJsonLd,
  pageOfQuery,
  PROJECT_SUMMARIES_KEY,
  queryOf,
  type HomesAnswer,
} from '../../features/units/homes-data';
import type { PageDeclaration } from '../page-declaration';
import { notFoundHead } from './not-found.page';

/** /konutlar?…: one page of the homes the filters find (docs/decisions/0190-public-home-finder-page.md).
 *  Reads the page of homes, the published projects (the project filter) and the rates (the currencies
 *  offered); its canonical is its canonical query, with prev/next pages; 404 past the last page; a search
 *  with refused filters is drawn with their messages and not indexed. */
export const page: PageDeclaration = {
  data: ({ query = '' }) => [finderReadPath(query), PROJECT_SUMMARIES_KEY, RATES_KEY],
  status: (ctx) => (ctx.data[finderReadPath(ctx.params.query ?? '')] ? 200 : 404),
  head: (ctx, t) => {
    const pageQuery = ctx.params.query ?? '';
    const answer = ctx.data[finderReadPath(pageQuery)] as HomesAnswer | undefined;
    if (!answer) return notFoundHead(ctx, t('homes.title'));
    const query = queryOf(pageQuery);
    const refused = finderQueryErrors(pageQuery).length > 0 || isRefused(answer);
    const title = query.page > 1 ? t('homes.pageTitle', { n: query.page }) : t('homes.title');
    const found = isRefused(answer) ? undefined : answer;
    return buildHead(ctx, {
      title: pageTitle(ctx.settings, ctx.lang, title)!,
      description: DESCRIPTIONS[ctx.lang].homes,
      pathIn: (lang) => paths.homes(lang, pageOfQuery(query, query.page)),
      noindex: refused,
      pager: found
        ? {
            prev: query.page > 1 ? paths.homes(ctx.lang, pageOfQuery(query, query.page - 1)) : undefined,
            next:
              query.page < found.pages
                ? paths.homes(ctx.lang, pageOfQuery(query, query.page + 1))
                : undefined,
          }
        : undefined,
      jsonLd: found ? [offersJsonLd(found, ctx.lang, title, (url) => absolute(ctx.origin, url))] : undefined,
    });
  },
};
