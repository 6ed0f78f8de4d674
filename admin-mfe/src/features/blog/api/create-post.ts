import { api, type BlogPost } from '@konak/shared-ui';
import type { BlogPayload } from '../components/blog-model';

export const createPost = (payload: BlogPayload) => api.post('blog/', { json: payload }).json<BlogPost>();
