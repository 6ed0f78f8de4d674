import { api, type Project } from '@konak/shared-ui';
import type { ProjectPayload } from '../components/project-model';

export const createProject = (payload: ProjectPayload) => api.post('projects/', { json: payload }).json<Project>();
