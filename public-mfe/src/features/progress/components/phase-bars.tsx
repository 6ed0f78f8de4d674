import { useId } from 'react';
import type { PhasePercent } from '@konak/contract';
import { usePublicT } from '../../../i18n/use-lang';
import { orderedPhases } from '../progress-data';

/** One labelled bar per phase (role=progressbar with its value, so a screen reader says "Structure, 60%"). */
export function PhaseBars({ phases }: { phases: readonly PhasePercent[] }) {
  const { t } = usePublicT();
  const id = useId();
  const list = orderedPhases(phases);
  if (!list.length) return null;
  return (
    <ul className="pub-progress__phases">
      {list.map(({ key, percent }) => (
        <li key={key} className={`pub-progress__phase${percent >= 100 ? ' pub-progress__phase--done' : ''}`}>
          <span id={`${id}-${key}`} className="pub-progress__phase-name">
            {t(`progress.phases.${key}`)}
          </span>
          <span className="pub-progress__phase-value" aria-hidden="true">
            {t('progress.percent', { n: percent })}
          </span>
          <div
            className="pub-progress__bar"
            role="progressbar"
            aria-labelledby={`${id}-${key}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('progress.percent', { n: percent })}
          >
            <span className="pub-progress__fill" style={{ width: `${percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
