import { api, type Project } from '@konak/shared-ui';
import type { ProjectPayload } from '../components/project-model';

export const updateProject = (id: number, payload: ProjectPayload) => api.put(`projects/${id}/`, { json: payload }).json<Project>();
