import type { ProjectDraft } from './project-model';

export interface ProjectTabProps {
  draft: ProjectDraft;
  patch: (part: Partial<ProjectDraft>) => void;
}
