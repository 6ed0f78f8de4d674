import type { BlogPost } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { listPosts } from '../api/list-posts';
import { createPost } from '../api/create-post';
import { updatePost } from '../api/update-post';
import { deletePost } from '../api/delete-post';
import { BLOG_FIELDS, type BlogPayload } from '../components/blog-model';

export const useBlogStore = createCrudStore<BlogPost, BlogPayload>(
  { list: listPosts, create: createPost, update: updatePost, remove: deletePost },
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
