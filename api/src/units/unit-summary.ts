// The `units` of project answers ({total, available}, or null for a project without units): read by the
// projects service straight from the table, one grouped query for the whole list, so that the projects
// module needs nothing of the units module.
import { In, type EntityManager } from 'typeorm';
import type { Project } from '../projects/project.entity.js';
import { ProjectUnit } from './project-unit.entity.js';

export interface UnitSummary {
  total: number;
  available: number;
}

export async function withUnitSummary<P extends Pick<Project, 'id'>>(
  manager: EntityManager,
  projects: P[],
): Promise<(P & { units: UnitSummary | null })[]> {
  const summary = new Map<number, UnitSummary>();
  if (projects.length) {
    const rows: { project_id: number; status: string; n: string | number }[] = await manager
      .getRepository(ProjectUnit)
      .createQueryBuilder('u')
      .select('u.project_id', 'project_id')
      .addSelect('u.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where({ project_id: In(projects.map((p) => p.id)) })
      .groupBy('u.project_id')
      .addGroupBy('u.status')
      .getRawMany();
    for (const row of rows) {
      const id = Number(row.project_id);
      const s = summary.get(id) ?? { total: 0, available: 0 };
      s.total += Number(row.n);
      if (row.status === 'available') s.available += Number(row.n);
      summary.set(id, s);
    }
  }
  return projects.map((p) => Object.assign(p, { units: summary.get(p.id) ?? null }));
}
