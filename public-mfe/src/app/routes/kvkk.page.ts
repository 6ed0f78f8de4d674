import { paths } from '../../config/paths';
import type { PageDeclaration } from '../page-declaration';
import { staticPage } from './static-page';

/** The notice arrives with the page. It is written in each language (issue 26: consent is asked on the
 *  English and Russian sites too), so each language's URL is its own canonical page with its
 *  alternates; a language the office has not yet written shows the Turkish text, said so. */
export const page: PageDeclaration = staticPage('kvkk', 'footer.kvkk', paths.kvkk, { data: ['kvkk/'] });
