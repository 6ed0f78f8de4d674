import { api, type AdminUser } from '@konak/shared-ui';

export interface NewUser {
  name: string;
  email: string;
  password: string;
}
export const createUser = (user: NewUser) => api.post('users/', { json: user }).json<AdminUser>();
