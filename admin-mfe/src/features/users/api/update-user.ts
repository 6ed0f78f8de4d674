import { api, type AdminUser, type AdminUserChanges } from '@konak/shared-ui';

/** Name and/or password; a password needs the signed-in administrator's own `current_password`. */
export type UserChanges = AdminUserChanges;
export const updateUser = (email: string, changes: UserChanges) => api.put(`users/${encodeURIComponent(email)}/`, { json: changes }).json<AdminUser>();
