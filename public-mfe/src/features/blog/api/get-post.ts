import { api, type BlogPost } from '@konak/shared-ui';

/** GET /api/blog/{slug}/: one post (404 when there is none). */
export function getPost(slug: string): Promise<BlogPost> {
  return api.get(`blog/${encodeURIComponent(slug)}/`).json<BlogPost>();
}
