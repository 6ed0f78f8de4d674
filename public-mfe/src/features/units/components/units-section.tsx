import type { ReactNode } from 'react';
import type { Project } from '@konak/shared-ui';
import { readApi } from '../../../api/client';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { projectUnitCounts, unitsKey, type UnitsAnswer } from '../unit-data';
import { UnitAvailability } from './unit-availability';
import { UnitsBrowser } from './units-browser';
import './units.css';

/** "Daireler" on the project page (issue 12): the counts, then the blocks' floors and units to browse. The
 *  server draws it with the page from the units answer it preloads (project-detail.page.ts); a project
 *  with no units has no such section. */
/** The section's anchor, for the page's section menu. */
export const UNITS_SECTION_ID = 'daireler';

export function UnitsSection(props: Props) {
  if (!projectUnitCounts(props.project)) return null;
  return <UnitsSectionBody {...props} />;
}

interface Props {
  project: Project;
  /** The call-back form of a unit's panel, its message given (the contact feature's form, passed in by
   *  the route: features do not import each other). */
  callBackForm: (message: string, unit: string) => ReactNode;
}

function UnitsSectionBody({ project, callBackForm }: Props) {
  const { t } = usePublicT();
  const state = useResource<UnitsAnswer>(unitsKey(project.slug), () =>
    readApi('/api/projects/{id_or_slug}/units', { id_or_slug: project.slug }),
  );
  // The answer's own counts once it is here (the grid's source), the project's until then.
  const counts = state.status === 'ready' ? state.data.counts : projectUnitCounts(project);
  return (
    <section
      id={UNITS_SECTION_ID}
      className="pub-section pub-detail__block pub-units"
      aria-labelledby={`${UNITS_SECTION_ID}-title`}
    >
      <div className="pub-container">
        <div className="pub-units__head">
          <h2 id={`${UNITS_SECTION_ID}-title`} className="pub-section-title pub-detail__heading">
            {t('units.title')}
          </h2>
          <UnitAvailability counts={counts} />
        </div>
        {counts && counts.available <= 0 && <p className="pub-units__sold-out">{t('units.soldOutText')}</p>}
        {state.status === 'ready' && (
          <UnitsBrowser project={project} answer={state.data} callBackForm={callBackForm} />
        )}
        {state.status === 'error' && <p className="pub-empty">{t('units.loadError')}</p>}
      </div>
    </section>
  );
}
