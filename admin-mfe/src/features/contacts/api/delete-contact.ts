import { api } from '@konak/shared-ui';

export const deleteContact = (id: number) => api.delete(`contact/${id}/`);
