import type { BlogPost } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { apiClient, body } from '../../../api/client';
import { BLOG_FIELDS, type BlogPayload } from '../components/blog-model';

export const useBlogStore = createCrudStore<BlogPost, BlogPayload>(
  {
    // The list is paged by the screen (blog-page.tsx); a post is read afresh by its slug (with the
    // administrator's token, drafts too).
    get: (post) =>
      body(apiClient.GET('/api/blog/{id_or_slug}', { params: { path: { id_or_slug: post.slug } } })),
    create: (payload) => body(apiClient.POST('/api/blog', { body: payload })),
    update: (id, payload) =>
      body(apiClient.PUT('/api/blog/{id_or_slug}', { params: { path: { id_or_slug: id } }, body: payload })),
    remove: (id) =>
      body(apiClient.DELETE('/api/blog/{id_or_slug}', { params: { path: { id_or_slug: id } } })),
  },
  {
    loadError: () => 'Blog yazıları yüklenirken hata oluştu',
    created: 'Blog yazısı oluşturuldu',
    updated: 'Blog yazısı güncellendi',
    deleted: 'Blog yazısı silindi',
    saveError: (detail) => detail ?? 'İşlem başarısız',
    deleteError: () => 'Silme işlemi başarısız',
    fields: BLOG_FIELDS,
  },
);
