import { api, type BlogPost } from '@konak/shared-ui';
import type { BlogPayload } from '../components/blog-model';

export const updatePost = (id: number, payload: BlogPayload) => api.put(`blog/${id}/`, { json: payload }).json<BlogPost>();
