import { paths } from '../../config/paths';
import { staticPage } from './static-page';

export const page = staticPage('blog', 'blog.title', paths.blog, { data: ['blog/'] });
