import { api, type Project } from '@konak/shared-ui';

/** GET /api/projects/: every public project. */
export function getProjects(): Promise<Project[]> {
  return api.get('projects/').json<Project[]>();
}
