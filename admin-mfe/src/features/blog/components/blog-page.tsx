import { useEffect, useRef } from 'react';
import { PER_PAGE } from '@konak/contract';
import { Badge, Button, formatDate, pick, Spinner, toast, type BlogPost } from '@konak/shared-ui';
import { getPage } from '../../../api/get-page';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { usePagedList } from '../../../components/use-paged-list';
import { useOpenFromAddress } from '../../../components/field-link';
import { publicPaths, readableAddress } from '../../../config/paths';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { PublicationBadge } from '../../../components/publication-badge';
import { TranslationBadge } from '../../../components/translation-badge';
import { useSavedMark } from '../../../components/saved-mark';
import { useBlogStore } from '../stores/blog-store';
import { BlogForm } from './blog-form';

// With the administrator's token the list includes drafts; newest first.
const fetchPosts = (query: Record<string, string | number>, signal: AbortSignal) =>
  getPage<BlogPost>('/api/blog', query, signal);
const onLoadError = () => toast.error('Blog yazıları yüklenirken hata oluştu');

export function BlogPage() {
  const { mode, savedId, changes } = useBlogStore();
  // A page of posts at a time, the page in the address (`?sayfa=2`, issue 25).
  const list = usePagedList<BlogPost>({
    params: [],
    perPage: PER_PAGE.blog,
    fetchPage: fetchPosts,
    onError: onLoadError,
  });
  const { items, status } = list;
  // A save or a delete changes the page: it is read again (not on the first render).
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    list.reload();
  }, [changes, list]);
  // A link to one record's field (the translation check, ?duzenle=5) opens its form.
  useOpenFromAddress(items, status === 'ready', useBlogStore.getState().openEdit);
  const mark = useSavedMark(savedId);
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<BlogPost>(
    (p) => `“${pick(p.title, 'tr')}” silinsin mi?`,
    (item) => void useBlogStore.getState().remove(item.id),
  );

  useEffect(() => () => useBlogStore.getState().close(), []);

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
            {status === 'error'
              ? 'Blog yazıları yüklenemedi.'
              : 'Henüz blog yazısı yok. Yukarıdaki butona tıklayarak ekleyin.'}
          </div>
        ) : (
          <div className="adm-list" aria-busy={status === 'loading'}>
            {items.map((post) => (
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
                    <TranslationBadge item={post} />
                    {/* A scheduled post's day is its publication's (the badge says when), not the date field's. */}
                    {post.publication !== 'scheduled' && <span>{formatDate(post.date, 'tr')}</span>}
                  </div>
                  <h3>{pick(post.title, 'tr')}</h3>
                  <p>{pick(post.excerpt, 'tr')}</p>
                  {post.published !== false && (
                    <a
                      href={publicPaths.post(post.slug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="adm-link"
                      title={readableAddress(publicPaths.post(post.slug))}
                      aria-label={`Sitede gör: ${pick(post.title, 'tr')}`}
                    >
                      Sitede gör ↗
                    </a>
                  )}
                  {post.tags?.length > 0 && (
                    <div className="adm-row__meta">
                      {post.tags.map((t, i) => (
                        <span key={i} className="adm-tag">
                          #{pick(t, 'tr')}
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
      {mode.kind === 'closed' && list.total > 0 && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          total={list.total}
          noun="yazı"
          href={list.pageHref}
        />
      )}
      {deleteDialog}
    </>
  );
}
