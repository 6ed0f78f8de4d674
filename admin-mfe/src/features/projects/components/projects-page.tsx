import { useEffect } from 'react';
import { Button, pick, Spinner, type Project } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { useOpenFromAddress } from '../../../components/field-link';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { useProjectsStore } from '../stores/projects-store';
import { ProjectCard } from './project-card';
import { useSavedMark } from '../../../components/saved-mark';
import { ProjectForm } from './project-form';
import { ProjectPanels } from '../../../components/project-panels';
import { useCan } from '../../../components/use-role';

export function ProjectsPage() {
  const { items, status, mode, savedId } = useProjectsStore();
  // A link to one record's field (the translation check, ?duzenle=5) opens its form.
  useOpenFromAddress(items, status === 'ready', useProjectsStore.getState().openEdit);
  const mark = useSavedMark(savedId);
  // Sales sees the projects and opens their units; the content itself is the editors' and the owner's.
  const canCreate = useCan('POST /projects');
  const canEdit = useCan('PUT /projects/:id');
  const canDelete = useCan('DELETE /projects/:id');
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<Project>(
    (p) => `“${pick(p.title, 'tr') || p.slug}” silinsin mi?`,
    (item) => void useProjectsStore.getState().remove(item.id),
  );

  useEffect(() => {
    void useProjectsStore.getState().load();
    return () => useProjectsStore.getState().close();
  }, []);

  if (mode.kind !== 'closed')
    return (
      <>
        <PageHeader
          title={mode.kind === 'edit' ? 'Projeyi düzenle' : 'Yeni proje'}
          description="Türkçe, İngilizce ve Rusça metinleri dil sekmelerinden girin."
        />
        <ProjectForm
          key={mode.kind === 'edit' ? mode.item.id : 'new'}
          project={mode.kind === 'edit' ? mode.item : undefined}
        />
        {mode.kind === 'edit' && <ProjectPanels project={mode.item} />}
      </>
    );

  return (
    <>
      <PageHeader
        title="Projeler"
        description="Sitede listelenen konut projeleri."
        actions={
          canCreate && (
            <Button variant="gold" onClick={() => useProjectsStore.getState().openCreate()}>
              + Yeni proje
            </Button>
          )
        }
      />
      {status === 'loading' && items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : items.length === 0 ? (
        <div className="adm-card adm-empty">
          <strong>Henüz proje yok.</strong>
          Yukarıdaki “Yeni proje” butonuna tıklayarak ilk projenizi ekleyin.
        </div>
      ) : (
        <div className="adm-pgrid">
          {items.map((p) => (
            <ProjectCard
              key={p.id}
              mark={mark(p.id, 'adm-card adm-pcard')}
              project={p}
              onEdit={canEdit ? () => useProjectsStore.getState().openEdit(p) : undefined}
              onDelete={canDelete ? () => setToDelete(p) : undefined}
            />
          ))}
        </div>
      )}
      {deleteDialog}
    </>
  );
}
