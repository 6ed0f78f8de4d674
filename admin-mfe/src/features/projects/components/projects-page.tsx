import { useEffect, useRef } from 'react';
import { PER_PAGE } from '@konak/contract';
import { Button, pick, Spinner, toast, type ProjectSummary } from '@konak/shared-ui';
import { getPage } from '../../../api/get-page';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { usePagedList } from '../../../components/use-paged-list';
import { useOpenFromAddress } from '../../../components/field-link';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { editProject, useProjectsStore } from '../stores/projects-store';
import { ProjectCard } from './project-card';
import { useSavedMark } from '../../../components/saved-mark';
import { ProjectForm } from './project-form';
import { ProjectPanels } from '../../../components/project-panels';
import { useCan } from '../../../components/use-role';

// Cards, not whole projects: a page of 50 is a few kB (issue 25); the form reads its project whole.
const fetchProjects = (query: Record<string, string | number>, signal: AbortSignal) =>
  getPage<ProjectSummary>('/api/projects', { ...query, fields: 'summary' }, signal);
const onLoadError = () => toast.error('Projeler yüklenirken hata oluştu');

const openCard = (card: ProjectSummary) => void editProject(card);

export function ProjectsPage() {
  const { mode, savedId, changes } = useProjectsStore();
  // A company's projects fit one page (50); past that the pager and `?sayfa=` appear (issue 25).
  const list = usePagedList<ProjectSummary>({
    params: [],
    perPage: PER_PAGE.projects,
    fetchPage: fetchProjects,
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
  useOpenFromAddress(items, status === 'ready', openCard);
  const mark = useSavedMark(savedId);
  // Sales sees the projects and opens their units; the content itself is the editors' and the owner's.
  const canCreate = useCan('POST /projects');
  const canEdit = useCan('PUT /projects/:id');
  const canDelete = useCan('DELETE /projects/:id');
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<ProjectSummary>(
    (p) => `“${pick(p.title, 'tr') || p.slug}” silinsin mi?`,
    (item) => void useProjectsStore.getState().remove(item.id),
  );

  useEffect(() => () => useProjectsStore.getState().close(), []);

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
          {status === 'error' ? (
            <strong>Projeler yüklenemedi.</strong>
          ) : (
            <>
              <strong>Henüz proje yok.</strong>
              Yukarıdaki “Yeni proje” butonuna tıklayarak ilk projenizi ekleyin.
            </>
          )}
        </div>
      ) : (
        <div className="adm-pgrid">
          {items.map((p) => (
            <ProjectCard
              key={p.id}
              mark={mark(p.id, 'adm-card adm-pcard')}
              project={p}
              onEdit={canEdit ? () => void editProject(p) : undefined}
              onDelete={canDelete ? () => setToDelete(p) : undefined}
            />
          ))}
        </div>
      )}
      {list.total > list.perPage && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          total={list.total}
          noun="proje"
          href={list.pageHref}
        />
      )}
      {deleteDialog}
    </>
  );
}
