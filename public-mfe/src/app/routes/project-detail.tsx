import { useParams } from 'react-router-dom';
import { pick, Spinner, type Project } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResource } from '../../components/use-resource';
import { StatusMessage } from '../../components/status-message';
import { readApi } from '../../api/client';
import { ProjectDetail } from '../../features/projects/components/project-detail';
import { UNITS_SECTION_ID, UnitsSection } from '../../features/units/components/units-section';
import { projectUnitCounts } from '../../features/units/unit-data';
import {
  PROGRESS_SECTION_ID,
  ProgressSection,
  useProgressUpdates,
} from '../../features/progress/components/progress-section';
import { ContactForm } from '../../features/contact/components/contact-form';

/** A unit's call-back form: the contact form, its message already naming the unit, and the unit sent in a
 *  field of its own (the visitor may rewrite the message). */
const unitCallBack = (message: string, unit: string) => (
  <ContactForm tone="light" withMessage message={message} unit={unit} />
);

/** /projeler/{slug} and /projects/{slug}; "Proje Bulunamadı" with a way back for an unknown slug. */
export default function ProjectDetailPage() {
  const { slug = '' } = useParams();
  const { t, lang } = usePublicT();
  const state = useResource<Project>(`projects/${slug}/`, () =>
    readApi('/api/projects/{id_or_slug}', { id_or_slug: slug }),
  );
  useDocumentTitle(
    state.status === 'ready'
      ? pick(state.data.title, lang)
      : state.status === 'error'
        ? t('projects.notFound')
        : undefined,
  );
  if (state.status === 'loading')
    return (
      <div className="pub-status-page pub-status">
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="pub-status-page">
        <StatusMessage
          title={t('projects.notFound')}
          text={t('projects.notFoundText')}
          backTo={paths.projects(lang)}
          backLabel={t('projects.back')}
        />
      </div>
    );
  return <ProjectWithExtras project={state.data} />;
}

/** The project's page with what the units and progress features add, each with its section menu entry. */
function ProjectWithExtras({ project }: { project: Project }) {
  const { t } = usePublicT();
  const progress = useProgressUpdates(project);
  const extraSections = [
    ...(projectUnitCounts(project) ? [{ id: UNITS_SECTION_ID, label: t('units.title') }] : []),
    ...(progress.length > 0 ? [{ id: PROGRESS_SECTION_ID, label: t('progress.title') }] : []),
  ];
  return (
    <ProjectDetail project={project} extraSections={extraSections}>
      <UnitsSection project={project} callBackForm={unitCallBack} />
      <ProgressSection project={project} />
    </ProjectDetail>
  );
}
