import { useState } from 'react';
import { pick, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { areaText } from '../../../i18n/numbers';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Icon } from '../../../components/icons';

interface Props {
  project: Project;
  /** Controlled plan index (the home showcase keeps it in its store). */
  plan?: number;
  onPlanChange?: (index: number) => void;
}

/** Plan tabs and the selected plan; a placeholder when its image fails (SPEC §8). */
export function FloorPlans({ project, plan, onPlanChange }: Props) {
  const { t, lang } = usePublicT();
  const [own, setOwn] = useState(0);
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const plans = project.plans ?? [];
  if (plans.length === 0) return <p className="pub-empty">{t('projects.noPlans')}</p>;
  const index = Math.min(plan ?? own, plans.length - 1);
  const current = plans[index];
  const select = (i: number) => (onPlanChange ? onPlanChange(i) : setOwn(i));
  const tabId = (i: number) => `pub-plan-${project.slug}-${i}`;
  return (
    <div className="pub-plans">
      <div className="pub-plans__tabs" role="tablist" aria-label={t('projects.floorPlans')}>
        {plans.map((p, i) => (
          <button
            key={i}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            className={`pub-chip${i === index ? ' is-active' : ''}`}
            onClick={() => select(i)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const next = (i + (e.key === 'ArrowRight' ? 1 : -1) + plans.length) % plans.length;
              select(next);
              document.getElementById(tabId(next))?.focus();
            }}
          >
            {pick(p.name, lang) || `${index + 1}`}
          </button>
        ))}
      </div>
      <div className="pub-plans__panel" role="tabpanel" aria-labelledby={tabId(index)}>
        <div className="pub-plans__figure">
          {current.image && !failed[current.image] ? (
            <ResponsiveImage
              src={current.image}
              alt={`${t('projects.floorPlans')}: ${pick(current.name, lang)}`}
              sizes="(min-width: 960px) 50vw, 100vw"
              width={1200}
              height={900}
              onError={() => setFailed((f) => ({ ...f, [current.image]: true }))}
            />
          ) : (
            <div className="pub-plans__placeholder" role="img" aria-label={t('projects.planMissing')}>
              <Icon name="pin" size={32} />
              <span>{t('projects.planMissing')}</span>
            </div>
          )}
        </div>
        <dl className="pub-plans__facts">
          {current.rooms && (
            <div>
              <dt>{t('projects.rooms')}</dt>
              <dd>{current.rooms}</dd>
            </div>
          )}
          {current.area && (
            <div>
              <dt>{t('projects.area')}</dt>
              <dd>
                {areaText(current.area, lang)} {t('projects.gross')}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}
