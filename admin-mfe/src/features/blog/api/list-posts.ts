import { api, type BlogPost } from '@konak/shared-ui';

/** With the administrator's token the list includes drafts. */
export const listPosts = () => api.get('blog/').json<BlogPost[]>();
