import type { KvkkNotice } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import type { PageDeclaration } from '../page-declaration';
import { staticPage } from './static-page';

const DATA = ['kvkk/'];
const withAlternates = staticPage('kvkk', 'footer.kvkk', paths.kvkk, { data: DATA });
const turkishOnly = staticPage('kvkk', 'footer.kvkk', paths.kvkk, { data: DATA, turkishOnly: true });

/** The notice arrives with the page. While it is written in Turkish only (SPEC: the notice is Turkish),
 *  every language's URL names /kvkk as canonical with no alternates; once the admin saves an English or
 *  Russian text, each language's page is its own. */
export const page: PageDeclaration = {
  data: withAlternates.data,
  head: (ctx, t) => {
    const notice = ctx.data['kvkk/'] as KvkkNotice | undefined;
    const translated = !!(notice?.text.en?.trim() || notice?.text.ru?.trim());
    return (translated ? withAlternates : turkishOnly).head(ctx, t);
  },
};
