import { paths } from '../../config/paths';
import { staticPage } from './static-page';

export const page = staticPage('contact', 'contact.title', paths.contact);
