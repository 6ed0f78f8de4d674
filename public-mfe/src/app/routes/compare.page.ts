import { paths } from '../../config/paths';
import { buildHead } from '../../head/page-head';
import { DESCRIPTIONS } from '../../head/page-texts';
import { pageTitle } from '../../head/title';
import { compareReads } from '../../features/units/compare-data';
import { RATES_KEY } from '../../features/units/unit-data';
import type { PageDeclaration } from '../page-declaration';

/** /karsilastir?id=…: the homes a shortlist names, side by side (docs/decisions/0196-shortlist-and-compare.md).
 *  Reads those homes (and the exchange rates) when the address names them (a shared link arrives drawn); without ids the page is
 *  drawn empty and shows the visitor's stored list once the app runs. Never indexed: a shortlist is one
 *  visitor's, and every set of homes would be a thin page of its own — so no canonical, no alternates,
 *  and no place in the sitemap. */
export const page: PageDeclaration = {
  // With the exchange rates, so the drawn prices carry the buyer's currency as the project page's do.
  data: ({ query = '' }) => {
    const reads = compareReads(query);
    return reads.length ? [...reads, RATES_KEY] : [];
  },
  head: (ctx, t) =>
    buildHead(ctx, {
      title: pageTitle(ctx.settings, ctx.lang, t('shortlist.title'))!,
      description: DESCRIPTIONS[ctx.lang].compare,
      pathIn: (lang) => paths.compare(lang, ctx.params.query ?? ''),
      noindex: true,
    }),
};
