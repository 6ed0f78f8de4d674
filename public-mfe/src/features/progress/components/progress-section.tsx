import { api, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { progressKey, type ProgressUpdate } from '../progress-data';
import { ProgressTimeline } from './progress-timeline';
import './progress.css';

/** The section's anchor, for the page's section menu. */
export const PROGRESS_SECTION_ID = 'insaat';

/** The project's updates once read (one request, shared by every caller through its key). */
export function useProgressUpdates(project: Project): ProgressUpdate[] {
  const key = progressKey(project.slug);
  const state = useResource<ProgressUpdate[]>(key, () => api.get(key).json<ProgressUpdate[]>());
  return state.status === 'ready' ? state.data : [];
}

/** "İnşaat Durumu" on the project page (issue 12): the dated updates, newest first. The server draws it
 *  with the page from the answer it preloads (project-detail.page.ts); no updates, no section. */
export function ProgressSection({ project }: { project: Project }) {
  const { t } = usePublicT();
  const updates = useProgressUpdates(project);
  if (updates.length === 0) return null;
  return (
    <section
      id={PROGRESS_SECTION_ID}
      className="pub-section pub-detail__block pub-progress"
      aria-labelledby={`${PROGRESS_SECTION_ID}-title`}
    >
      <div className="pub-container">
        <p className="pub-eyebrow">{t('progress.eyebrow')}</p>
        <h2 id={`${PROGRESS_SECTION_ID}-title`} className="pub-section-title pub-detail__heading">
          {t('progress.title')}
        </h2>
        <ProgressTimeline updates={updates} title={project.title} />
      </div>
    </section>
  );
}
