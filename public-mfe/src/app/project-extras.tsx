// What other features say about a project wherever the projects feature shows one (its card on /projeler,
// the home showcase's overview): features do not import each other, so the app composes them here.
import type { Project } from '@konak/shared-ui';
import { UnitAvailability } from '../features/units/components/unit-availability';
import { projectUnitCounts } from '../features/units/unit-data';
import { ProgressBadge } from '../features/progress/components/progress-badge';

/** How many homes are for sale and how far the building is. */
export const projectExtra = (project: Project) => (
  <>
    <UnitAvailability counts={projectUnitCounts(project)} />
    <ProgressBadge project={project} />
  </>
);
