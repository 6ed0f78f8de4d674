import { api, type AdminUser } from '@konak/shared-ui';

export const listUsers = () => api.get('users/').json<AdminUser[]>();
