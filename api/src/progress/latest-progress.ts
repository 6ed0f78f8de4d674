// The `progress` of project list items: the latest update's overall percentage (the mean of its phases)
// for ongoing projects, null otherwise. Read by the projects service straight from the table, one query
// for the whole list, so that the projects module needs nothing of the progress module.
import { In, type EntityManager } from 'typeorm';
import { overallPercent } from '@konak/contract';
import type { Project } from '../projects/project.entity.js';
import { ProgressUpdate } from './progress-update.entity.js';

/** Display order of a project's updates: position, then the newer first. */
export const PROGRESS_ORDER = { position: 'ASC', date: 'DESC', id: 'DESC' } as const;

export interface ProjectProgress {
  percent: number;
  date: string;
}

export async function withProgress<P extends Pick<Project, 'id' | 'status'>>(
  manager: EntityManager,
  projects: P[],
): Promise<(P & { progress: ProjectProgress | null })[]> {
  const ongoing = projects.filter((p) => p.status === 'ongoing').map((p) => p.id);
  const latest = new Map<number, ProjectProgress>();
  if (ongoing.length) {
    const rows = await manager.getRepository(ProgressUpdate).find({
      where: { project_id: In(ongoing) },
      select: { id: true, project_id: true, date: true, phases: true, position: true },
      order: PROGRESS_ORDER,
    });
    for (const row of rows)
      if (!latest.has(row.project_id))
        latest.set(row.project_id, { percent: overallPercent(row.phases), date: row.date });
  }
  return projects.map((p) => Object.assign(p, { progress: latest.get(p.id) ?? null }));
}
