// The sample package's blocks and units (issue 12) written for the seeded projects: a project is named
// by slug; a project the package does not have is skipped.
import type { EntityManager } from 'typeorm';
import type { Project } from '../projects/project.entity.js';
import { ProjectBlock } from './project-block.entity.js';
import { ProjectUnit } from './project-unit.entity.js';

export interface SampleProjectUnits {
  project_slug: string;
  blocks: { name: string; units: Omit<ProjectUnit, 'id' | 'project_id' | 'block_id' | 'updated_at'>[] }[];
}

export async function seedUnits(
  manager: EntityManager,
  seeds: SampleProjectUnits[],
  projects: Pick<Project, 'id' | 'slug'>[],
): Promise<void> {
  const ids = new Map(projects.map((p) => [p.slug, p.id]));
  for (const { project_slug, blocks } of seeds) {
    const project_id = ids.get(project_slug);
    if (project_id === undefined) continue;
    for (const [position, { name, units }] of blocks.entries()) {
      const block = await manager.save(manager.create(ProjectBlock, { project_id, name, position }));
      const rows = units.map((u) => ({ ...u, project_id, block_id: block.id }));
      // In slices: SQLite takes at most 999 bound values per statement.
      for (let i = 0; i < rows.length; i += 100) await manager.insert(ProjectUnit, rows.slice(i, i + 100));
    }
  }
}
