// Panels other features add under a project's edit form (construction progress, issue 12). Features
// never import each other, so the projects page renders this slot and the app fills it.
import { createContext, useContext, type ComponentType } from 'react';
import type { Project } from '@konak/shared-ui';

export type ProjectPanel = ComponentType<{ project: Project }>;

const PanelsSlot = createContext<readonly ProjectPanel[]>([]);

export const ProjectPanelsProvider = PanelsSlot.Provider;

/** The panels for a saved project (a new one has nothing to hang them on yet). */
export function ProjectPanels({ project }: { project: Project }) {
  const panels = useContext(PanelsSlot);
  return (
    <>
      {panels.map((Panel, i) => (
        <Panel key={i} project={project} />
      ))}
    </>
  );
}
