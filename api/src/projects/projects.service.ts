import { pageWindow, type Page, type PageQuery } from '../common/paging.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type FindOptionsWhere, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { Clock } from '../common/clock.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { definedOnly } from '../common/objects.js';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import type { Localized } from '../database/columns.js';
import { nextPublication, VISIBLE } from '../publishing/publication-rules.js';
import { assertSlugFree, moveToTrash } from '../trash/trash-rules.js';
import { withProgress, type ProjectProgress } from '../progress/latest-progress.js';
import { assertPlansKept, withPlanKeys } from '../units/plan-keys.js';
import { withUnitSummary, type UnitSummary } from '../units/unit-summary.js';
import type { ProjectSummaryDto } from './dto/project.dto.js';
import { projectSummary } from './project-summary.js';
import type { CreateProjectDto, UpdateProjectDto } from './dto/project.dto.js';
import type {
  ProjectArchitectureInput,
  ProjectLocationInput,
  TechnicalInfoInput,
} from './dto/project-parts.dto.js';
import { SHOWCASE_SIZE, type ProjectStatus } from '@konak/contract';
import {
  Project,
  type ProjectArchitecture,
  type ProjectLocation,
  type TechnicalInfo,
} from './project.entity.js';

export const PROJECTS_CACHE = 'projects';

export interface ProjectFilter extends PageQuery {
  featured?: boolean;
  status?: ProjectStatus;
  /** The older name of per_page. */
  limit?: number;
  /** Drafts and scheduled projects are for administrators only. */
  includeDrafts?: boolean;
  /** The home page's showcase: featured projects, else all; the first SHOWCASE_SIZE of them. */
  showcase?: boolean;
}

const loc = (value?: Localized) => value ?? EMPTY_LOCALIZED();

@Injectable()
export class ProjectsService {
  constructor(
    @InjectRepository(Project) private readonly repo: Repository<Project>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
  ) {}

  private async nextPosition(): Promise<number> {
    const last = await this.repo.find({ order: { position: 'DESC' }, take: 1 });
    return last.length ? last[0].position + 1 : 0;
  }

  /** A page of projects in the site's order (50 by default), with their progress and unit summaries. */
  async list(
    filter: ProjectFilter = {},
  ): Promise<Page<Project & { progress: ProjectProgress | null; units: UnitSummary | null }>> {
    const { rows, ...page } = await this.page(filter);
    const items = await withUnitSummary(this.repo.manager, await withProgress(this.repo.manager, rows));
    return { items, ...page };
  }

  /** The same page as list(), each project as its card shows it (project-summary.ts). */
  async summaries(filter: ProjectFilter = {}): Promise<Page<ProjectSummaryDto>> {
    const { rows, ...page } = await this.page(filter);
    const items = await withUnitSummary(this.repo.manager, await withProgress(this.repo.manager, rows));
    return { items: items.map(projectSummary), ...page };
  }

  private async page({ featured, status, limit, includeDrafts, showcase, ...query }: ProjectFilter) {
    const where: FindOptionsWhere<Project> = {};
    if (featured !== undefined) where.featured = featured;
    if (status) where.status = status;
    if (!includeDrafts) Object.assign(where, VISIBLE);
    // The showcase offers the featured projects; with none featured, the first ones.
    if (showcase && featured === undefined && (await this.repo.countBy({ ...where, featured: true })) > 0)
      where.featured = true;
    const { page, per_page, skip, take } = pageWindow(
      { page: query.page, per_page: query.per_page ?? limit },
      'projects',
    );
    const order = { position: 'ASC', id: 'ASC' } as const;
    if (!showcase) {
      const [rows, total] = await this.repo.findAndCount({ where, order, skip, take });
      return { rows, total, page, per_page };
    }
    // Paged within the showcase's first SHOWCASE_SIZE (a `take` of 0 would mean "no limit" to TypeORM).
    const within = Math.min(take, SHOWCASE_SIZE - skip);
    const [rows, count] =
      within > 0
        ? await this.repo.findAndCount({ where, order, skip, take: within })
        : [[], await this.repo.countBy(where)];
    return { rows, total: Math.min(count, SHOWCASE_SIZE), page, per_page };
  }

  /** Published projects' slugs, by id after `afterId`: the sitemap reads them a batch at a time. */
  sitemapBatch(
    afterId: number,
    take: number,
    skip = 0,
  ): Promise<Pick<Project, 'id' | 'slug' | 'updated_at'>[]> {
    return this.repo.find({
      select: { id: true, slug: true, updated_at: true },
      where: { ...VISIBLE, id: MoreThan(afterId) },
      order: { id: 'ASC' },
      skip,
      take,
    });
  }

  /** Published projects (the sitemap's size). */
  countPublished(): Promise<number> {
    return this.repo.countBy(VISIBLE);
  }

  /** The project with this slug, or null (also for a draft when drafts are not included). */
  async findBySlug(
    slug: string,
    { includeDrafts }: { includeDrafts: boolean } = { includeDrafts: false },
  ): Promise<(Project & { units: UnitSummary | null }) | null> {
    const project = await this.repo.findOneBy(includeDrafts ? { slug } : { slug, ...VISIBLE });
    return project && (await withUnitSummary(this.repo.manager, [project]))[0];
  }

  async create(input: CreateProjectDto): Promise<Project> {
    await assertSlugFree(this.repo, input.slug);
    const project = this.repo.create({
      logo: '',
      cover_images: [],
      featured: false,
      status: 'ongoing',
      video_url: '',
      gallery: [],
      location_image: '',
      architecture_image: '',
      features: [],
      plans: [],
      // New projects go to the end of the list (the order staff see on the site).
      position: await this.nextPosition(),
      ...this.toColumns(input),
      technical_info: technicalInfo(input.technical_info),
      location: location(input.location, input.location_text),
      architecture: architecture(input.architecture, input.architecture_text),
      ...nextPublication(input, undefined, this.clock.now()),
    });
    const saved = await this.repo.save(project);
    this.cache.invalidate(PROJECTS_CACHE);
    await this.versions.keep('project', saved.id, saved);
    await this.audit.record({
      action: 'create',
      type: 'project',
      id: saved.id,
      title: saved.title,
      after: saved,
    });
    if (saved.publication === 'published') await this.webhooks.published('project', saved);
    return saved;
  }

  async update(id: number, input: UpdateProjectDto): Promise<Project> {
    const project = await this.repo.findOneBy({ id });
    if (!project) throw new DomainError('not_found');
    const before = { ...project };
    if (input.slug && input.slug !== project.slug) await assertSlugFree(this.repo, input.slug, id);
    const columns = this.toColumns(input);
    if (columns.plans)
      await assertPlansKept(this.repo.manager, id, project.plans, columns.plans as { key: string }[]);
    Object.assign(project, columns, nextPublication(input, project, this.clock.now()));
    if (input.technical_info) project.technical_info = technicalInfo(input.technical_info);
    if (input.location || input.location_text)
      project.location = location(input.location ?? project.location, input.location_text);
    if (input.architecture || input.architecture_text)
      project.architecture = architecture(
        input.architecture ?? project.architecture,
        input.architecture_text,
      );
    const saved = await this.repo.save(project);
    this.cache.invalidate(PROJECTS_CACHE);
    await this.versions.keep('project', saved.id, saved, { before });
    await this.audit.record({
      action: 'update',
      type: 'project',
      id,
      title: saved.title,
      before,
      after: saved,
    });
    if (saved.publication === 'published' && before.publication !== 'published')
      await this.webhooks.published('project', saved);
    return saved;
  }

  /** To the trash (restored or deleted for good from there, api/src/trash). */
  async remove(id: number, by: string): Promise<void> {
    const row = await this.repo.findOneBy({ id });
    await moveToTrash(this.repo, id, by, this.clock.now());
    this.cache.invalidate(PROJECTS_CACHE);
    await this.audit.record({ action: 'delete', type: 'project', id, title: row?.title });
  }

  /** The flat fields of a create or update, with nested lists completed to their full shape. */
  private toColumns(input: UpdateProjectDto): Partial<Project> {
    const {
      technical_info: _t,
      location: _l,
      architecture: _a,
      location_text: _lt,
      architecture_text: _at,
      features,
      plans,
      publication: _p,
      publish_at: _pa,
      ...flat
    } = input;
    const columns: Partial<Project> = definedOnly(flat) as Partial<Project>;
    if (features)
      columns.features = features.map((f) => ({ title: loc(f.title), description: loc(f.description) }));
    // Units name their type by the plan's key: kept as sent, filled in when missing (api/src/units).
    if (plans)
      columns.plans = withPlanKeys(
        plans.map((p) => ({
          key: p.key,
          name: loc(p.name),
          image: p.image ?? '',
          area: p.area ?? '',
          rooms: p.rooms ?? '',
        })),
      );
    return columns;
  }
}

function technicalInfo(input?: TechnicalInfoInput): TechnicalInfo {
  return {
    description: loc(input?.description),
    total_units: input?.total_units ?? 0,
    iskan_date: input?.iskan_date ?? '',
    units: (input?.units ?? []).map((u) => ({
      type: loc(u.type),
      count: u.count ?? 0,
      area: u.area ?? '',
      description: u.description ?? '',
    })),
  };
}

function location(input?: ProjectLocationInput | ProjectLocation, text?: Localized): ProjectLocation {
  return {
    description: input?.description ?? text ?? EMPTY_LOCALIZED(),
    map_image: input?.map_image ?? '',
    nearby: (input?.nearby ?? []).map((n) => ({ name: loc(n.name), distance: n.distance ?? '' })),
  };
}

function architecture(
  input?: ProjectArchitectureInput | ProjectArchitecture,
  text?: Localized,
): ProjectArchitecture {
  return { title: loc(input?.title), description: input?.description ?? text ?? EMPTY_LOCALIZED() };
}
