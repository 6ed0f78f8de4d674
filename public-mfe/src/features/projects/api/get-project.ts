import { api, type Project } from '@konak/shared-ui';

/** GET /api/projects/{slug}/: one project (404 when there is none). */
export function getProject(slug: string): Promise<Project> {
  return api.get(`projects/${encodeURIComponent(slug)}/`).json<Project>();
}
