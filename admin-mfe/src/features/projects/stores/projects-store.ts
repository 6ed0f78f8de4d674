import type { Project } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { listProjects } from '../api/list-projects';
import { createProject } from '../api/create-project';
import { updateProject } from '../api/update-project';
import { deleteProject } from '../api/delete-project';
import { PROJECT_FIELDS, type ProjectPayload } from '../components/project-model';

export const useProjectsStore = createCrudStore<Project, ProjectPayload>(
  { list: listProjects, create: createProject, update: updateProject, remove: deleteProject },
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
