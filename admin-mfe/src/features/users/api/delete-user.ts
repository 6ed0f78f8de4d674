import { api } from '@konak/shared-ui';

export const deleteUser = (email: string) => api.delete(`users/${encodeURIComponent(email)}/`);
