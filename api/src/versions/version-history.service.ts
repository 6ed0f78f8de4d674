import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { VersionedType } from '@konak/contract';
import { AboutService } from '../about/about.service.js';
import { BannerService } from '../banner/banner.service.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { BlogService } from '../blog/blog.service.js';
import { DomainError } from '../common/errors.js';
import type { Page, PageQuery } from '../common/paging.js';
import { ApiValidationPipe } from '../common/validation.js';
import { Project } from '../projects/project.entity.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { Slider } from '../sliders/slider.entity.js';
import { SlidersService } from '../sliders/sliders.service.js';
import { VERSION_FORMS, restorable } from './snapshots.js';
import { VersionsService, type VersionSummary } from './versions.service.js';

/** How the history reaches one type's items: read the current one, write a snapshot back. */
interface ItemAccess {
  /** The item as it is now, or null when it is gone (deleted or in the trash). */
  current(id: number): Promise<object | null>;
  /** Writes a validated snapshot through the item's own service (its rules, caches, audit, versions). */
  save(id: number, input: never): Promise<unknown>;
  /** A one-record type: the id of its record, if there is one yet. */
  only?(): Promise<number | undefined>;
}

/** Listing (with a baseline for items saved before the history existed) and restoring versions. */
@Injectable()
export class VersionHistory {
  private readonly items: Record<VersionedType, ItemAccess>;
  private readonly validation = new ApiValidationPipe();

  constructor(
    private readonly versions: VersionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    projects: ProjectsService,
    blog: BlogService,
    sliders: SlidersService,
    about: AboutService,
    banner: BannerService,
    settings: SettingsService,
  ) {
    const row = (entity: EntityTarget<ObjectLiteral>) => (id: number) =>
      this.dataSource.getRepository(entity).findOneBy({ id });
    // The about page, the banner and the settings are one record each; an id other than its own is gone.
    const single = (get: () => Promise<{ id?: number }>): Pick<ItemAccess, 'current' | 'only'> => ({
      current: async (id) => {
        const record = await get();
        return record.id === id ? record : null;
      },
      // The built-in defaults (no record yet) answer id 0 or none.
      only: async () => (await get()).id || undefined,
    });
    this.items = {
      project: { current: row(Project), save: (id, input) => projects.update(id, input) },
      blog_post: { current: row(BlogPost), save: (id, input) => blog.update(id, input) },
      slider: { current: row(Slider), save: (id, input) => sliders.update(id, input) },
      about: { ...single(() => about.get()), save: (_id, input) => about.save(input) },
      banner: { ...single(() => banner.get()), save: (_id, input) => banner.save(input) },
      settings: { ...single(() => settings.get()), save: (_id, input) => settings.save(input) },
    };
  }

  /** The item's versions, newest first. An existing item without any gets its current state as version 1
   *  (docs/decisions/0108-version-history-snapshots.md); an unknown item is a 404. */
  async list(type: VersionedType, id?: number, query: PageQuery = {}): Promise<Page<VersionSummary>> {
    if (id === undefined) id = await this.items[type].only?.();
    if (id === undefined) throw new DomainError('not_found');
    const versions = await this.versions.list(type, id, query);
    if (versions.total) return versions;
    const item = await this.items[type].current(id);
    if (!item) throw new DomainError('not_found');
    await this.versions.baseline(type, id, item);
    return this.versions.list(type, id, query);
  }

  /** Writes the version's snapshot back through the item's service (validated like a form save) and
   *  answers the version that write kept. An item that is gone is refused: restore it from the trash first. */
  async restore(versionId: number): Promise<VersionSummary> {
    const version = await this.versions.get(versionId);
    const access = this.items[version.type];
    if (!(await access.current(version.item_id))) throw new DomainError('version_item_gone');
    const input = (await this.validation.transform(restorable(version.data), {
      type: 'body',
      metatype: VERSION_FORMS[version.type].dto,
      data: '',
    })) as never;
    await this.versions.restoring(version.number, () => access.save(version.item_id, input));
    const [latest] = (await this.versions.list(version.type, version.item_id, { per_page: 1 })).items;
    return latest;
  }
}
