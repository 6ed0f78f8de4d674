import { toast, type Project, type ProjectSummary } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { apiClient, body } from '../../../api/client';
import { failureDetail } from '../../../components/server-refusal';
import { PROJECT_FIELDS, type ProjectPayload } from '../components/project-model';

/** One project, whole, as its form edits it (the list holds only summaries). */
const readProject = (project: Pick<Project, 'slug'>) =>
  body(apiClient.GET('/api/projects/{id_or_slug}', { params: { path: { id_or_slug: project.slug } } }));

export const useProjectsStore = createCrudStore<Project, ProjectPayload>(
  {
    // The list is paged by the screen (projects-page.tsx) as cards; a project is read afresh by its address.
    get: readProject,
    create: (payload) => body(apiClient.POST('/api/projects', { body: payload })),
    update: (id, payload) =>
      body(
        apiClient.PUT('/api/projects/{id_or_slug}', { params: { path: { id_or_slug: id } }, body: payload }),
      ),
    remove: (id) =>
      body(apiClient.DELETE('/api/projects/{id_or_slug}', { params: { path: { id_or_slug: id } } })),
  },
  {
    loadError: () => 'Projeler yüklenirken hata oluştu',
    created: 'Proje oluşturuldu',
    updated: 'Proje güncellendi',
    deleted: 'Proje silindi',
    saveError: (detail) => detail ?? 'İşlem başarısız',
    deleteError: () => 'Silme işlemi başarısız',
    fields: PROJECT_FIELDS,
  },
);

/** Opens a card's project in the form, read whole first. */
export async function editProject(card: Pick<ProjectSummary, 'slug'>): Promise<void> {
  try {
    useProjectsStore.getState().openEdit(await readProject(card));
  } catch (error) {
    toast.error(`Proje açılamadı: ${(await failureDetail(error)) ?? 'sunucu beklenmeyen bir yanıt verdi'}`);
  }
}
