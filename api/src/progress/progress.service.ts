import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { PAGING, PROGRESS_LIMITS, PROGRESS_PHASES, type PhasePercent } from '@konak/contract';
import { DomainError } from '../common/errors.js';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import { Project } from '../projects/project.entity.js';
import { PROJECTS_CACHE, ProjectsService } from '../projects/projects.service.js';
import type {
  CreateProgressUpdateDto,
  PhasePercentInput,
  UpdateProgressUpdateDto,
} from './dto/progress-update.dto.js';
import { PROGRESS_ORDER as ORDER } from './latest-progress.js';
import { ProgressUpdate } from './progress-update.entity.js';

/** Phases in building order, each once. */
const sortedPhases = (phases: PhasePercentInput[]): PhasePercent[] =>
  [...phases]
    .sort((a, b) => PROGRESS_PHASES.indexOf(a.key) - PROGRESS_PHASES.indexOf(b.key))
    .map(({ key, percent }) => ({ key, percent }));

/** Named by every progress write (the brochure listens for it); the public timeline itself is cached
 *  under the projects' tag. */
export const PROGRESS_CACHE = 'progress';

@Injectable()
export class ProgressService {
  constructor(
    @InjectRepository(ProgressUpdate) private readonly repo: Repository<ProgressUpdate>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    private readonly projectsService: ProjectsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
  ) {}

  /** The updates of the project with this slug, in display order; null when the project is not shown
   *  (the projects service's public rule). */
  async listBySlug(slug: string): Promise<ProgressUpdate[] | null> {
    const project = await this.projectsService.findBySlug(slug);
    return project ? this.listForProject(project.id) : null;
  }

  /** The updates of a project (admin), in display order; 404 for an unknown project. */
  async listByProjectId(projectId: number): Promise<ProgressUpdate[]> {
    if (!(await this.projects.existsBy({ id: projectId }))) throw new DomainError('not_found');
    return this.listForProject(projectId);
  }

  private listForProject(projectId: number) {
    // A project's construction diary: a few dozen entries over its build, bounded all the same.
    return this.repo.find({ where: { project_id: projectId }, order: ORDER, take: PAGING.maxConfigRows });
  }

  /** A new update goes where its date puts it among the others (newest first); staff may reorder after. */
  async create(input: CreateProgressUpdateDto): Promise<ProgressUpdate> {
    if (!(await this.projects.existsBy({ id: input.project_id }))) throw new DomainError('not_found');
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ProgressUpdate);
      const others = await repo.find({
        where: { project_id: input.project_id },
        order: ORDER,
        select: { id: true, date: true, position: true },
      });
      if (others.length >= PROGRESS_LIMITS.updates) throw new DomainError('too_many_progress_updates');
      const at = others.findIndex((o) => o.date <= input.date);
      const index = at === -1 ? others.length : at;
      const update = await repo.save(
        repo.create({
          project_id: input.project_id,
          date: input.date,
          title: input.title,
          text: input.text ?? EMPTY_LOCALIZED(),
          photos: input.photos ?? [],
          video_url: input.video_url ?? '',
          phases: sortedPhases(input.phases ?? []),
          expected_handover: input.expected_handover || null,
          position: index,
        }),
      );
      // Renumber the rest around it (a few rows per project).
      for (const [i, o] of others.entries()) {
        const position = i < index ? i : i + 1;
        if (o.position !== position) await repo.update({ id: o.id }, { position });
      }
      return update;
    });
    this.invalidate();
    await this.audit.record({
      action: 'create',
      type: 'progress_update',
      id: saved.id,
      title: saved.title,
      after: progressFields(saved),
    });
    return saved;
  }

  async update(id: number, input: UpdateProgressUpdateDto): Promise<ProgressUpdate> {
    const update = await this.repo.findOneBy({ id });
    if (!update) throw new DomainError('not_found');
    const before = progressFields(update);
    if (input.date !== undefined) update.date = input.date;
    if (input.title !== undefined) update.title = input.title;
    if (input.text !== undefined) update.text = input.text;
    if (input.photos !== undefined) update.photos = input.photos;
    if (input.video_url !== undefined) update.video_url = input.video_url;
    if (input.phases !== undefined) update.phases = sortedPhases(input.phases);
    if (input.expected_handover !== undefined) update.expected_handover = input.expected_handover || null;
    const saved = await this.repo.save(update);
    this.invalidate();
    await this.audit.record({
      action: 'update',
      type: 'progress_update',
      id,
      title: saved.title,
      before,
      after: progressFields(saved),
    });
    return saved;
  }

  async remove(id: number): Promise<void> {
    const update = await this.repo.findOneBy({ id });
    if (!update) throw new DomainError('not_found');
    const { affected } = await this.repo.delete({ id });
    if (!affected) throw new DomainError('not_found');
    this.invalidate();
    await this.audit.record({
      action: 'delete',
      type: 'progress_update',
      id,
      title: update.title,
      before: progressFields(update),
    });
  }

  /** `ids` must name every update of the project exactly once; positions become 0..n-1. */
  async reorder(projectId: number, ids: number[]): Promise<ProgressUpdate[]> {
    if (!(await this.projects.existsBy({ id: projectId }))) throw new DomainError('not_found');
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ProgressUpdate);
      const current = await repo.find({ where: { project_id: projectId }, select: { id: true } });
      const known = new Set(current.map((u) => u.id));
      if (ids.length !== known.size || !ids.every((id) => known.has(id)))
        throw new DomainError('progress_order_mismatch');
      for (const [position, id] of ids.entries()) await repo.update({ id }, { position });
    });
    this.invalidate();
    return this.listForProject(projectId);
  }

  /** The public timeline is cached with the projects' answers (a project write — a new slug, a draft,
   *  the trash — changes it too), and a progress write changes the list items' percentage. */
  private invalidate() {
    this.cache.invalidate(PROGRESS_CACHE, PROJECTS_CACHE);
  }
}

/** What the audit log compares of an update (its project and position are not staff's words). */
function progressFields(u: ProgressUpdate) {
  return {
    date: u.date,
    title: u.title,
    text: u.text,
    photos: u.photos,
    video_url: u.video_url,
    phases: u.phases,
    expected_handover: u.expected_handover,
  };
}
