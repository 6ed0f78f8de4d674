import { useEffect, useRef, useState } from 'react';
import { overallPercent } from '@konak/contract';
import {
  Badge,
  Button,
  formatDate,
  pick,
  Spinner,
  type Project,
  type ProgressUpdate,
} from '@konak/shared-ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormSection } from '../../../components/fields';
import { UPDATE_PARAM } from '../../../components/field-link';
import { useSavedMark } from '../../../components/saved-mark';
import { useProgressStore } from '../stores/progress-store';
import { ProgressForm } from './progress-form';
import './progress-panel.css';

/** "İnşaat Durumu" on a project's edit page: the dated updates as the site shows them (first = top of
 *  the timeline), with add, edit, move up/down and delete. */
export function ProgressPanel({ project }: { project: Project }) {
  const { items, status, mode, savedId } = useProgressStore();
  const mark = useSavedMark(savedId);
  const [toDelete, setToDelete] = useState<ProgressUpdate | null>(null);

  useEffect(() => {
    void useProgressStore.getState().load(project.id);
    return () => useProgressStore.getState().close();
  }, [project.id]);
  // A link to one update's text (the translation check, ?guncelleme=12) opens that update's form.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || status !== 'ready' || useProgressStore.getState().projectId !== project.id) return;
    opened.current = true;
    const id = Number(new URLSearchParams(window.location.search).get(UPDATE_PARAM));
    const item = id ? items.find((u) => u.id === id) : undefined;
    if (item) useProgressStore.getState().openEdit(item);
  }, [items, status, project.id]);

  if (mode.kind !== 'closed')
    return (
      <div className="adm-progress" id="insaat-durumu">
        <ProgressForm
          key={mode.kind === 'edit' ? mode.item.id : 'new'}
          update={mode.kind === 'edit' ? mode.item : undefined}
          latest={items[0]}
        />
      </div>
    );

  const ongoing = project.status === 'ongoing';
  return (
    <div className="adm-progress" id="insaat-durumu">
      <FormSection
        title="İnşaat Durumu"
        aside={
          <Button variant="gold" onClick={() => useProgressStore.getState().openCreate()}>
            + Yeni güncelleme
          </Button>
        }
      >
        <p className="adm-progress__intro">
          Sitede proje sayfasındaki zaman çizelgesinde, en üstteki en başta görünür.
          {ongoing
            ? ' Proje kartında en üstteki güncellemenin genel yüzdesi gösterilir.'
            : ' Yüzde, proje kartında yalnızca “Devam ediyor” durumundaki projelerde gösterilir.'}
        </p>
        {status === 'loading' && items.length === 0 ? (
          <Spinner label="Yükleniyor..." />
        ) : items.length === 0 ? (
          <div className="adm-empty">
            <strong>Henüz güncelleme yok.</strong>
            “Yeni güncelleme” ile şantiyeden ilk haberi ekleyin.
          </div>
        ) : (
          <ol className="adm-list adm-progress__list">
            {items.map((u, i) => (
              <li
                key={u.id}
                {...mark(u.id, 'adm-card adm-row adm-progress__row')}
                data-testid="admin-progress-row"
              >
                {u.id === savedId && <span className="adm-saved__badge">Az önce kaydedildi</span>}
                {u.photos[0] ? (
                  <img className="adm-row__thumb" src={u.photos[0]} alt="" loading="lazy" />
                ) : (
                  <div className="adm-row__thumb" aria-hidden="true" />
                )}
                <div className="adm-row__body">
                  <div className="adm-row__meta">
                    <time dateTime={u.date}>{formatDate(u.date, 'tr')}</time>
                    {u.phases.length > 0 && <Badge tone="info">%{overallPercent(u.phases)} tamamlandı</Badge>}
                    <span>{u.photos.length} fotoğraf</span>
                    {u.video_url && <Badge>Video</Badge>}
                  </div>
                  <h3>{pick(u.title, 'tr')}</h3>
                </div>
                <div className="adm-row__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`“${pick(u.title, 'tr')}” yukarı taşı`}
                    disabled={i === 0}
                    onClick={() => void useProgressStore.getState().move(u.id, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`“${pick(u.title, 'tr')}” aşağı taşı`}
                    disabled={i === items.length - 1}
                    onClick={() => void useProgressStore.getState().move(u.id, 1)}
                  >
                    ↓
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => useProgressStore.getState().openEdit(u)}>
                    Düzenle
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="adm-danger-text"
                    onClick={() => setToDelete(u)}
                  >
                    Sil
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </FormSection>
      {toDelete && (
        <ConfirmDialog
          title={`“${pick(toDelete.title, 'tr')}” silinsin mi?`}
          message="Bu güncelleme ve sitedeki zaman çizelgesindeki yeri kalıcı olarak silinecek (fotoğraf dosyaları yüklemelerde kalır)."
          onCancel={() => setToDelete(null)}
          onConfirm={() => {
            void useProgressStore.getState().remove(toDelete.id);
            setToDelete(null);
          }}
        />
      )}
    </div>
  );
}
