import { useEffect } from 'react';
import { Badge, Button, formatDate, pick, Spinner, type BlogPost } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { useOpenFromAddress } from '../../../components/field-link';
import { publicPaths } from '../../../config/paths';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { PublicationBadge } from '../../../components/publication-badge';
import { useSavedMark } from '../../../components/saved-mark';
import { useBlogStore } from '../stores/blog-store';
import { BlogForm } from './blog-form';

export function BlogPage() {
  const { items, status, mode, savedId } = useBlogStore();
  // A link to one record's field (the translation check, ?duzenle=5) opens its form.
  useOpenFromAddress(items, status === 'ready', useBlogStore.getState().openEdit);
  const mark = useSavedMark(savedId);
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<BlogPost>(
    (p) => `“${pick(p.title, 'tr')}” silinsin mi?`,
    (item) => void useBlogStore.getState().remove(item.id),
  );

  useEffect(() => {
    void useBlogStore.getState().load();
    return () => useBlogStore.getState().close();
  }, []);

  const sorted = [...items].sort((a, b) => String(b.date).localeCompare(String(a.date)));
  return (
    <>
      <PageHeader
        title="Blog Yönetimi"
        description="Yazılar Türkçe, İngilizce ve Rusça yayınlanır."
        actions={
          mode.kind === 'closed' && (
            <Button variant="gold" onClick={() => useBlogStore.getState().openCreate()}>
              + Yeni yazı ekle
            </Button>
          )
        }
      />
      {mode.kind !== 'closed' && (
        <BlogForm
          key={mode.kind === 'edit' ? mode.item.id : 'new'}
          post={mode.kind === 'edit' ? mode.item : undefined}
        />
      )}
      {mode.kind === 'closed' &&
        (status === 'loading' && items.length === 0 ? (
          <Spinner label="Yükleniyor..." />
        ) : items.length === 0 ? (
          <div className="adm-card adm-empty">
            Henüz blog yazısı yok. Yukarıdaki butona tıklayarak ekleyin.
          </div>
        ) : (
          <div className="adm-list">
            {sorted.map((post) => (
              <article key={post.id} {...mark(post.id, 'adm-card adm-row')}>
                {post.id === savedId && <span className="adm-saved__badge">Az önce kaydedildi</span>}
                {post.image ? (
                  <img className="adm-row__thumb" src={post.image} alt="" loading="lazy" />
                ) : (
                  <div className="adm-row__thumb" aria-hidden="true" />
                )}
                <div className="adm-row__body">
                  <div className="adm-row__meta">
                    <Badge>{post.category || 'Blog'}</Badge>
                    {post.featured && <Badge tone="warning">Öne çıkan</Badge>}
                    <PublicationBadge item={post} />
                    <span>{formatDate(post.date, 'tr')}</span>
                  </div>
                  <h3>{pick(post.title, 'tr')}</h3>
                  <p>{pick(post.excerpt, 'tr')}</p>
                  {post.published !== false && (
                    <a href={publicPaths.post(post.slug)} target="_blank" rel="noopener noreferrer" className="adm-link">
                      {publicPaths.post(post.slug)}
                    </a>
                  )}
                  {post.tags?.length > 0 && (
                    <div className="adm-row__meta">
                      {post.tags.map((t) => (
                        <span key={t} className="adm-tag">
                          #{t}
                        </span>
                      ))}
                    </div>
                  )}
                </div>
                <div className="adm-row__actions">
                  <Button size="sm" variant="outline" onClick={() => useBlogStore.getState().openEdit(post)}>
                    Düzenle
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="adm-danger-text"
                    onClick={() => setToDelete(post)}
                  >
                    Sil
                  </Button>
                </div>
              </article>
            ))}
          </div>
        ))}
      {deleteDialog}
    </>
  );
}
