import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { ProjectList } from '../../features/projects/components/project-list';
import { projectExtra } from '../project-extras';

export default function ProjectsPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('projects.title'));
  return <ProjectList cardExtra={projectExtra} />;
}
