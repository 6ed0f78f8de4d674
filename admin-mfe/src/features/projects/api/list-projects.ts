import { api, type Project } from '@konak/shared-ui';

export const listProjects = () => api.get('projects/').json<Project[]>();
