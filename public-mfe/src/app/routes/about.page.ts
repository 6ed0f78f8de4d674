import { paths } from '../../config/paths';
import { staticPage } from './static-page';

export const page = staticPage('about', 'about.title', paths.about);
