import { api, type AdminUser } from '@konak/shared-ui';

export interface UserChanges {
  name?: string;
  password?: string;
}
export const updateUser = (email: string, changes: UserChanges) => api.put(`users/${encodeURIComponent(email)}/`, { json: changes }).json<AdminUser>();
