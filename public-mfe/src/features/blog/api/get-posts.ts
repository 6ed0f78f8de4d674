import { api, type BlogPost } from '@konak/shared-ui';

/** GET /api/blog/: the published posts, newest first. */
export function getPosts(): Promise<BlogPost[]> {
  return api.get('blog/').json<BlogPost[]>();
}
