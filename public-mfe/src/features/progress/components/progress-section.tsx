import { api, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { progressKey, type ProgressUpdate } from '../progress-data';
import { ProgressTimeline } from './progress-timeline';
import './progress.css';

/** "İnşaat Durumu" on the project page (issue 12): the dated updates, newest first. The server draws it
 *  with the page from the answer it preloads (project-detail.page.ts); no updates, no section. */
export function ProgressSection({ project }: { project: Project }) {
  const { t } = usePublicT();
  const key = progressKey(project.slug);
  const state = useResource<ProgressUpdate[]>(key, () => api.get(key).json<ProgressUpdate[]>());
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section
      id="insaat"
      className="pub-section pub-detail__block pub-progress"
      aria-labelledby="insaat-title"
    >
      <div className="pub-container">
        <p className="pub-eyebrow">{t('progress.eyebrow')}</p>
        <h2 id="insaat-title" className="pub-section-title pub-detail__heading">
          {t('progress.title')}
        </h2>
        <ProgressTimeline updates={state.data} title={project.title} />
      </div>
    </section>
  );
}
