import { paths } from '../../config/paths';
import { staticPage } from './static-page';

/** Turkish only (SPEC §2): every language's URL names /kvkk as canonical, with no alternates. */
export const page = staticPage('kvkk', 'footer.kvkk', paths.kvkk, { turkishOnly: true });
