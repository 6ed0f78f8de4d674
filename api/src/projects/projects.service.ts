import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type FindOptionsWhere, type Repository } from 'typeorm';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { definedOnly } from '../common/objects.js';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import type { Localized } from '../database/columns.js';
import type { CreateProjectDto, UpdateProjectDto } from './dto/project.dto.js';
import type { ProjectArchitectureInput, ProjectLocationInput, TechnicalInfoInput } from './dto/project-parts.dto.js';
import { Project, type ProjectArchitecture, type ProjectLocation, type ProjectStatus, type TechnicalInfo } from './project.entity.js';

export const PROJECTS_CACHE = 'projects';

export interface ProjectFilter {
  featured?: boolean;
  status?: ProjectStatus;
  limit?: number;
}

const loc = (value?: Localized) => value ?? EMPTY_LOCALIZED();

@Injectable()
export class ProjectsService {
  constructor(
    @InjectRepository(Project) private readonly repo: Repository<Project>,
    private readonly cache: HttpCache,
  ) {}

  private async nextPosition(): Promise<number> {
    const last = await this.repo.find({ order: { position: 'DESC' }, take: 1 });
    return last.length ? last[0].position + 1 : 0;
  }

  /** Projects in display order (position, then id). */
  list({ featured, status, limit }: ProjectFilter = {}): Promise<Project[]> {
    const where: FindOptionsWhere<Project> = {};
    if (featured !== undefined) where.featured = featured;
    if (status) where.status = status;
    return this.repo.find({ where, order: { position: 'ASC', id: 'ASC' }, take: limit });
  }

  /** The project with this slug, or null. */
  findBySlug(slug: string): Promise<Project | null> {
    return this.repo.findOneBy({ slug });
  }

  async create(input: CreateProjectDto): Promise<Project> {
    await this.assertSlugFree(input.slug);
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
    });
    const saved = await this.repo.save(project);
    this.cache.invalidate(PROJECTS_CACHE);
    return saved;
  }

  async update(id: number, input: UpdateProjectDto): Promise<Project> {
    const project = await this.repo.findOneBy({ id });
    if (!project) throw new DomainError('not_found');
    if (input.slug && input.slug !== project.slug) await this.assertSlugFree(input.slug, id);
    Object.assign(project, this.toColumns(input));
    if (input.technical_info) project.technical_info = technicalInfo(input.technical_info);
    if (input.location || input.location_text) project.location = location(input.location ?? project.location, input.location_text);
    if (input.architecture || input.architecture_text) project.architecture = architecture(input.architecture ?? project.architecture, input.architecture_text);
    const saved = await this.repo.save(project);
    this.cache.invalidate(PROJECTS_CACHE);
    return saved;
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.repo.delete({ id });
    if (!affected) throw new DomainError('not_found');
    this.cache.invalidate(PROJECTS_CACHE);
  }

  private async assertSlugFree(slug: string, exceptId?: number) {
    const where: FindOptionsWhere<Project> = exceptId ? { slug, id: Not(exceptId) } : { slug };
    if (await this.repo.existsBy(where)) throw new DomainError('slug_taken');
  }

  /** The flat fields of a create or update, with nested lists completed to their full shape. */
  private toColumns(input: UpdateProjectDto): Partial<Project> {
    const { technical_info: _t, location: _l, architecture: _a, location_text: _lt, architecture_text: _at, features, plans, ...flat } = input;
    const columns: Partial<Project> = definedOnly(flat) as Partial<Project>;
    if (features) columns.features = features.map((f) => ({ title: loc(f.title), description: loc(f.description) }));
    if (plans) columns.plans = plans.map((p) => ({ name: loc(p.name), image: p.image ?? '', area: p.area ?? '', rooms: p.rooms ?? '' }));
    return columns;
  }
}

function technicalInfo(input?: TechnicalInfoInput): TechnicalInfo {
  return {
    description: loc(input?.description),
    total_units: input?.total_units ?? 0,
    iskan_date: input?.iskan_date ?? '',
    units: (input?.units ?? []).map((u) => ({ type: loc(u.type), count: u.count ?? 0, area: u.area ?? '', description: u.description ?? '' })),
  };
}

function location(input?: ProjectLocationInput | ProjectLocation, text?: Localized): ProjectLocation {
  return {
    description: input?.description ?? text ?? EMPTY_LOCALIZED(),
    map_image: input?.map_image ?? '',
    nearby: (input?.nearby ?? []).map((n) => ({ name: loc(n.name), distance: n.distance ?? '' })),
  };
}

function architecture(input?: ProjectArchitectureInput | ProjectArchitecture, text?: Localized): ProjectArchitecture {
  return { title: loc(input?.title), description: input?.description ?? text ?? EMPTY_LOCALIZED() };
}
