import type { Project } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { apiClient, body } from '../../../api/client';
import { PROJECT_FIELDS, type ProjectPayload } from '../components/project-model';

export const useProjectsStore = createCrudStore<Project, ProjectPayload>(
  {
    // The list is paged by the screen (projects-page.tsx); a project is read afresh by its address.
    get: (project) =>
      body(apiClient.GET('/api/projects/{slug}', { params: { path: { slug: project.slug } } })),
    create: (payload) => body(apiClient.POST('/api/projects', { body: payload })),
    update: (id, payload) =>
      body(apiClient.PUT('/api/projects/{id}', { params: { path: { id } }, body: payload })),
    remove: (id) => body(apiClient.DELETE('/api/projects/{id}', { params: { path: { id } } })),
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
