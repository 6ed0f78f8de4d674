// "Çöp Kutusu" (issue 14): deleted projects, blog posts, sliders and contact requests, kept 30 days —
// restored with one click, or deleted for good after a confirmation.
import { useEffect, useState } from 'react';
import { TRASH_KEEP_DAYS, TRASH_TYPES } from '@konak/contract';
import { Badge, Button, Spinner } from '@konak/shared-ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { trashKey, useTrashStore, type TrashItem, type TrashType } from '../stores/trash-store';
import { deletedLabel, purgeLabel, typeLabel } from './trash-model';

type Filter = TrashType | 'all';

export function TrashPage() {
  const { items, status, busy } = useTrashStore();
  const [filter, setFilter] = useState<Filter>('all');
  const [toDestroy, setToDestroy] = useState<TrashItem | null>(null);

  useEffect(() => {
    void useTrashStore.getState().load();
  }, []);

  const count = (type: Filter) => (type === 'all' ? items.length : items.filter((i) => i.type === type).length);
  const shown = filter === 'all' ? items : items.filter((i) => i.type === filter);
  return (
    <>
      <PageHeader
        title="Çöp Kutusu"
        description={`Silinen projeler, blog yazıları, slaytlar ve geri arama talepleri ${TRASH_KEEP_DAYS} gün burada kalır; sonra kendiliğinden kalıcı olarak silinir.`}
      />
      <div className="adm-filters" role="group" aria-label="Türe göre süz">
        {(['all', ...TRASH_TYPES] as Filter[]).map((type) => (
          <button key={type} type="button" className="adm-chip" aria-pressed={filter === type} onClick={() => setFilter(type)}>
            {type === 'all' ? 'Tümü' : typeLabel(type)} ({count(type)})
          </button>
        ))}
      </div>
      {status === 'loading' && items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : shown.length === 0 ? (
        <div className="adm-card adm-empty">
          <strong>Çöp kutusu boş</strong>
          {filter === 'all' ? 'Sildiğiniz içerikler burada 30 gün bekler.' : 'Bu türden silinmiş içerik yok.'}
        </div>
      ) : (
        <div className="adm-list">
          {shown.map((item) => {
            const waiting = busy === trashKey(item);
            return (
              <article key={trashKey(item)} className="adm-card adm-row">
                <div className="adm-row__body">
                  <div className="adm-row__meta">
                    <Badge tone="info">{typeLabel(item.type)}</Badge>
                    <Badge tone="warning">{purgeLabel(item.purge_at)}</Badge>
                  </div>
                  <h3>{item.title}</h3>
                  <p>Silindi: {deletedLabel(item)}</p>
                </div>
                <div className="adm-row__actions">
                  <Button size="sm" variant="outline" disabled={waiting} onClick={() => void useTrashStore.getState().restore(item)}>
                    Geri al
                  </Button>
                  <Button size="sm" variant="ghost" className="adm-danger-text" disabled={waiting} onClick={() => setToDestroy(item)}>
                    Kalıcı olarak sil
                  </Button>
                </div>
              </article>
            );
          })}
        </div>
      )}
      {toDestroy && (
        <ConfirmDialog
          title={`“${toDestroy.title}” kalıcı olarak silinsin mi?`}
          message="Bu işlem geri alınamaz: kayıt bütünüyle silinir."
          confirmLabel="Kalıcı olarak sil"
          busy={busy !== null}
          onCancel={() => setToDestroy(null)}
          onConfirm={() => {
            const item = toDestroy;
            setToDestroy(null);
            void useTrashStore.getState().destroy(item);
          }}
        />
      )}
    </>
  );
}
