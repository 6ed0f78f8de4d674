import { paths } from '../../config/paths';
import { staticPage } from './static-page';

export const page = staticPage('projects', 'projects.title', paths.projects, { data: ['projects/'] });
