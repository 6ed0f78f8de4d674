import { api } from '@konak/shared-ui';

export const deleteProject = (id: number) => api.delete(`projects/${id}/`);
