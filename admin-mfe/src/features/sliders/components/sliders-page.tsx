import { useEffect } from 'react';
import { Badge, Button, pick, Spinner, type Slider } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { useOpenFromAddress } from '../../../components/field-link';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { useSavedMark } from '../../../components/saved-mark';
import { useSlidersStore } from '../stores/sliders-store';
import { SliderForm } from './slider-form';

const ROLE: Record<number, string> = { 1: 'Ana görsel', 2: 'Tanıtım bölümü' };

export function SlidersPage() {
  const { items, status, mode, savedId } = useSlidersStore();
  // A link to one record's field (the translation check, ?duzenle=5) opens its form.
  useOpenFromAddress(items, status === 'ready', useSlidersStore.getState().openEdit);
  const mark = useSavedMark(savedId);
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<Slider>(
    (s) => `“${pick(s.title, 'tr')}” silinsin mi?`,
    (item) => void useSlidersStore.getState().remove(item.id),
  );

  useEffect(() => {
    void useSlidersStore.getState().load();
    return () => useSlidersStore.getState().close();
  }, []);

  const sorted = [...items].sort((a, b) => a.order - b.order);
  const nextOrder = sorted.length ? Math.max(...sorted.map((s) => s.order)) + 1 : 1;
  return (
    <>
      <PageHeader
        title="Slider"
        description="Ana sayfanın üst görseli (sıra 1) ve tanıtım bölümü (sıra 2)."
        actions={
          mode.kind === 'closed' && (
            <Button variant="gold" onClick={() => useSlidersStore.getState().openCreate()}>
              + Yeni slider
            </Button>
          )
        }
      />
      {mode.kind !== 'closed' ? (
        <SliderForm
          key={mode.kind === 'edit' ? mode.item.id : 'new'}
          slider={mode.kind === 'edit' ? mode.item : undefined}
          nextOrder={nextOrder}
        />
      ) : status === 'loading' && items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : items.length === 0 ? (
        <div className="adm-card adm-empty">Henüz slider yok. Yukarıdaki butona tıklayarak ekleyin.</div>
      ) : (
        <div className="adm-list">
          {sorted.map((s) => (
            <article key={s.id} {...mark(s.id, 'adm-card adm-row')}>
              {s.id === savedId && <span className="adm-saved__badge">Az önce kaydedildi</span>}
              {s.image_url ? (
                <img className="adm-row__thumb" src={s.image_url} alt="" loading="lazy" />
              ) : (
                <div className="adm-row__thumb" aria-hidden="true" />
              )}
              <div className="adm-row__body">
                <div className="adm-row__meta">
                  <Badge>Sıra {s.order}</Badge>
                  {ROLE[s.order] && <span>{ROLE[s.order]}</span>}
                  <Badge tone={s.active ? 'success' : 'neutral'}>{s.active ? 'Aktif' : 'Pasif'}</Badge>
                  <Badge tone="info">{s.media_type === 'video' ? 'Video' : 'Görsel'}</Badge>
                </div>
                <h3>{pick(s.title, 'tr')}</h3>
                <p>{pick(s.subtitle, 'tr') || pick(s.description, 'tr')}</p>
              </div>
              <div className="adm-row__actions">
                <Button size="sm" variant="outline" onClick={() => useSlidersStore.getState().openEdit(s)}>
                  Düzenle
                </Button>
                <Button size="sm" variant="ghost" className="adm-danger-text" onClick={() => setToDelete(s)}>
                  Sil
                </Button>
              </div>
            </article>
          ))}
        </div>
      )}
      {deleteDialog}
    </>
  );
}
