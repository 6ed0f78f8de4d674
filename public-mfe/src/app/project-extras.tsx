// What other features say about a project wherever the projects feature shows one (its card on /projeler,
// the home showcase's overview): features do not import each other, so the app composes them here.
import { UnitAvailability } from '../features/units/components/unit-availability';
import { projectUnitCounts } from '../features/units/unit-data';
import { ProgressBadge } from '../features/progress/components/progress-badge';
import type { ProjectCard } from '../features/projects/api/project-reads';

/** How many homes are for sale and how far the building is: a card (a summary) has both. */
export const projectExtra = (card: ProjectCard) => (
  <>
    <UnitAvailability counts={projectUnitCounts(card)} />
    <ProgressBadge project={card} />
  </>
);
