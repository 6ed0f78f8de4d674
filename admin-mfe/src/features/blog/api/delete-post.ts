import { api } from '@konak/shared-ui';

export const deletePost = (id: number) => api.delete(`blog/${id}/`);
