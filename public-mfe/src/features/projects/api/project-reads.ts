// The projects feature's list reads, each under the API path the server preloads it as (issue 25): the
// /projeler cards and the home showcase's tabs are summaries, and the showcase reads one whole project at
// a time, so neither page grows with the number of projects.
import { PER_PAGE } from '@konak/contract';
import { api, type Project, type ProjectSummary } from '@konak/shared-ui';
import { apiPath, readApi } from '../../../api/client';

/** What a project card shows: the server sends only these of a summary (api/src/site siteCard). */
export type ProjectCard = Pick<
  ProjectSummary,
  'id' | 'slug' | 'title' | 'subtitle' | 'status' | 'cover' | 'logo' | 'units' | 'progress'
>;

/** Every published project's card: the first page of GET /api/projects/?fields=summary. */
export const PROJECT_CARDS_KEY = `projects/?fields=summary&per_page=${PER_PAGE.projects}`;
export const readProjectCards = () => api.get(PROJECT_CARDS_KEY).json<ProjectCard[]>();

/** The showcased projects' cards: the home showcase's tabs (the API picks them, contract SHOWCASE_SIZE). */
export const SHOWCASE_CARDS_KEY = 'projects/?showcase=true&fields=summary';
export const readShowcaseCards = () => api.get(SHOWCASE_CARDS_KEY).json<ProjectCard[]>();

/** The first showcased project, whole (drawn by the server with the page). */
export const SHOWCASE_FIRST_KEY = 'projects/?showcase=true&per_page=1';

/** Where the showcase reads its `index`-th project whole: the first with the page (a list of one, as the
 *  API answers it), another by its slug (the same read as its own page's, so a visitor who opens it next
 *  has it already). */
export function showcaseProjectRead(
  index: number,
  slug: string,
): { key: string; load: () => Promise<Project | Project[]> } {
  if (index === 0)
    return { key: SHOWCASE_FIRST_KEY, load: () => api.get(SHOWCASE_FIRST_KEY).json<Project[]>() };
  return {
    key: apiPath('/api/projects/{id_or_slug}', { id_or_slug: slug }),
    load: () => readApi('/api/projects/{id_or_slug}', { id_or_slug: slug }),
  };
}

/** The project a showcase read answered (the first one's is a list of one). */
export const wholeProject = (answer: Project | Project[] | undefined): Project | undefined =>
  Array.isArray(answer) ? answer[0] : answer;
