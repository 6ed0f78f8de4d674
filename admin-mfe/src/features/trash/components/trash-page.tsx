// "Çöp Kutusu" (issue 14): deleted projects, blog posts, sliders and contact requests, kept 30 days —
// restored with one click, or deleted for good after a confirmation. A page at a time, the kind and the
// page in the address (`/admin/cop-kutusu?tur=talep&sayfa=2`, issue 25).
import { useState } from 'react';
import { PER_PAGE, TRASH_KEEP_DAYS, TRASH_TYPES } from '@konak/contract';
import { Badge, Button, Spinner, toast } from '@konak/shared-ui';
import { getPage } from '../../../api/get-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { LIST_PARAMS, usePagedList, type ListParam } from '../../../components/use-paged-list';
import { trashKey, useTrashStore, type TrashItem } from '../stores/trash-store';
import { deletedLabel, purgeLabel, TRASH_WORDS, trashTypeOf, typeLabel } from './trash-model';

const PARAMS: ListParam[] = [{ name: LIST_PARAMS.type, api: 'type', toApi: trashTypeOf }];
const fetchTrash = (query: Record<string, string | number>, signal: AbortSignal) =>
  getPage<TrashItem>('/api/trash', query, signal);
const onLoadError = () => toast.error('Çöp kutusu yüklenemedi');

export function TrashPage() {
  const list = usePagedList<TrashItem>({
    params: PARAMS,
    perPage: PER_PAGE.trash,
    fetchPage: fetchTrash,
    onError: onLoadError,
  });
  const busy = useTrashStore((s) => s.busy);
  const [toDestroy, setToDestroy] = useState<TrashItem | null>(null);
  const word = trashTypeOf(list.value(LIST_PARAMS.type)) ? list.value(LIST_PARAMS.type) : '';

  /** An item that left the trash leaves this page: the page is read again (the next one's first row moves up). */
  const after = (ok: boolean, item: TrashItem) => {
    if (ok) list.setItems((items) => items.filter((i) => trashKey(i) !== trashKey(item)));
    list.reload();
  };

  return (
    <>
      <PageHeader
        title="Çöp Kutusu"
        description={`Silinen projeler, blog yazıları, slaytlar ve geri arama talepleri ${TRASH_KEEP_DAYS} gün burada kalır; sonra kendiliğinden kalıcı olarak silinir.`}
      />
      <div className="adm-filters" role="group" aria-label="Türe göre süz">
        {['', ...TRASH_TYPES.map((t) => TRASH_WORDS[t])].map((w) => (
          <button
            key={w || 'all'}
            type="button"
            className="adm-chip"
            aria-pressed={word === w}
            onClick={() => list.setFilter(LIST_PARAMS.type, w)}
          >
            {w ? typeLabel(trashTypeOf(w)!) : 'Tümü'}
          </button>
        ))}
      </div>
      {list.status === 'loading' && list.items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : list.items.length === 0 ? (
        <div className="adm-card adm-empty">
          <strong>{list.status === 'error' ? 'Çöp kutusu yüklenemedi' : 'Çöp kutusu boş'}</strong>
          {list.status !== 'error' &&
            (word
              ? 'Bu türden silinmiş içerik yok.'
              : `Sildiğiniz içerikler burada ${TRASH_KEEP_DAYS} gün bekler.`)}
        </div>
      ) : (
        <div className="adm-list" aria-busy={list.status === 'loading'}>
          {list.items.map((item) => {
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
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={waiting}
                    onClick={() =>
                      void useTrashStore
                        .getState()
                        .restore(item)
                        .then((ok) => after(ok, item))
                    }
                  >
                    Geri al
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="adm-danger-text"
                    disabled={waiting}
                    onClick={() => setToDestroy(item)}
                  >
                    Kalıcı olarak sil
                  </Button>
                </div>
              </article>
            );
          })}
        </div>
      )}
      {list.total > 0 && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          total={list.total}
          noun="kayıt"
          href={list.pageHref}
        />
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
            void useTrashStore
              .getState()
              .destroy(item)
              .then((ok) => after(ok, item));
          }}
        />
      )}
    </>
  );
}
