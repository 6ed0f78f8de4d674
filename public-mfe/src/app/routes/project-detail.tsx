import { useParams } from 'react-router-dom';
import { pick, Spinner, type Project } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResource } from '../../components/use-resource';
import { StatusMessage } from '../../components/status-message';
import { readApi } from '../../api/client';
import { ProjectDetail } from '../../features/projects/components/project-detail';
import { UnitsSection } from '../../features/units/components/units-section';
import { ProgressSection } from '../../features/progress/components/progress-section';
import { ContactForm } from '../../features/contact/components/contact-form';

/** A unit's call-back form: the contact form, its message already naming the unit. */
const unitCallBack = (message: string) => <ContactForm tone="light" withMessage message={message} />;

/** /projeler/{slug} and /projects/{slug}; "Proje Bulunamadı" with a way back for an unknown slug. */
export default function ProjectDetailPage() {
  const { slug = '' } = useParams();
  const { t, lang } = usePublicT();
  const state = useResource<Project>(`projects/${slug}/`, () => readApi('/api/projects/{slug}', { slug }));
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
  return (
    <ProjectDetail project={state.data}>
      <UnitsSection project={state.data} callBackForm={unitCallBack} />
      <ProgressSection project={state.data} />
    </ProjectDetail>
  );
}
