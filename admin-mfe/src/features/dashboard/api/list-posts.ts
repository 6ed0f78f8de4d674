import { api, type BlogPost } from '@konak/shared-ui';

export const listPosts = () => api.get('blog/').json<BlogPost[]>();
