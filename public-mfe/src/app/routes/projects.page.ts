import { paths } from '../../config/paths';
import { PROJECT_CARDS_KEY } from '../../features/projects/api/project-reads';
import { staticPage } from './static-page';

// The cards only (issue 25): a summary's few fields, not every project whole.
export const page = staticPage('projects', 'projects.title', paths.projects, { data: [PROJECT_CARDS_KEY] });
