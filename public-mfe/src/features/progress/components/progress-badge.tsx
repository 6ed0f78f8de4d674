import { usePublicT } from '../../../i18n/use-lang';
import { projectProgress, type ProjectProgress } from '../progress-data';
import './progress-badge.css';

/** "%68 tamamlandı" with a thin bar on the card of an ongoing project with progress updates. */
export function ProgressBadge({ project }: { project: { progress?: ProjectProgress | null } }) {
  const { t } = usePublicT();
  const progress = projectProgress(project);
  if (!progress) return null;
  const label = t('progress.complete', { n: progress.percent });
  return (
    <div className="pub-progress-badge" data-testid="progress-badge">
      <span aria-hidden="true">{label}</span>
      <div
        className="pub-progress-badge__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
