import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import {
  PAGING,
  isLocalizedValue,
  recordTranslationProblems,
  turkishDay,
  type FieldTranslationProblem,
} from '@konak/contract';
import { About } from '../about/about.entity.js';
import { InstagramBanner } from '../banner/instagram-banner.entity.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { DomainError } from '../common/errors.js';
import { ValidationFailed } from '../common/validation.js';
import { ProgressUpdate } from '../progress/progress-update.entity.js';
import { Project } from '../projects/project.entity.js';
import { SiteSettings } from '../settings/site-settings.entity.js';
import { Slider } from '../sliders/slider.entity.js';
import type {
  CheckedType,
  KeepTranslationDto,
  KeptTranslationDto,
  TranslationProblemDto,
  TranslationReportDto,
} from './dto/translations.dto.js';
import { TranslationKeep } from './translation-keep.entity.js';

/** Records read per query. */
const BATCH = 200;

async function* batches(repo: Repository<ObjectLiteral>): AsyncGenerator<ObjectLiteral> {
  for (let after = 0; ;) {
    const rows = await repo.find({ where: { id: MoreThan(after) }, order: { id: 'ASC' }, take: BATCH });
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/** The list answers at most this many problems (the count is always whole). */
export const MAX_ITEMS = 1000;

/** The projects not in the trash: id → Turkish title (a construction update is named after its project). */
type ProjectTitles = Map<number, string>;

interface Source {
  type: CheckedType;
  entity: EntityTarget<ObjectLiteral>;
  title: (row: ObjectLiteral, projects: ProjectTitles) => string;
  /** A construction update's project (its updates are checked only while the project is live). */
  project?: (row: ObjectLiteral) => number;
}

const SOURCES: Source[] = [
  { type: 'project', entity: Project, title: (r) => r.title?.tr || r.slug },
  {
    type: 'progress_update',
    entity: ProgressUpdate,
    title: (r, p) => `${p.get(r.project_id) ?? ''} · ${turkishDay(r.date)}`,
    project: (r) => r.project_id,
  },
  { type: 'blog_post', entity: BlogPost, title: (r) => r.title?.tr || r.slug },
  { type: 'slider', entity: Slider, title: (r) => r.title?.tr || `Slayt ${r.id}` },
  { type: 'about', entity: About, title: () => 'Hakkımızda' },
  { type: 'banner', entity: InstagramBanner, title: () => 'Instagram bandı' },
  { type: 'settings', entity: SiteSettings, title: () => 'Site ayarları' },
];

const norm = (text: unknown) => (typeof text === 'string' ? text.trim() : '');

/** The value at a dotted path ("features.2.title", "tags.0") of a record. */
function valueAt(record: ObjectLiteral, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/** Issue 14: every translated text of the site's content whose English or Russian (or Turkish) needs a
 *  translator, by the contract's one rule — construction updates and blog tags included (issue 26).
 *  Items in the trash are not checked. A copy the office marked "böyle kalsın" (a name that reads the
 *  same in every language) is left out while its text is the one marked. */
@Injectable()
export class TranslationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async missing(): Promise<TranslationReportDto> {
    const items: TranslationProblemDto[] = [];
    let total = 0;
    let records = 0;
    const projects = await this.projectTitles();
    const keeps = await this.keepsByRecord();
    const kept: KeptTranslationDto[] = [];
    for (const source of SOURCES) {
      // A batch at a time (keyset on id): the report counts every record, never holding a table at once.
      for await (const row of batches(this.dataSource.getRepository(source.entity))) {
        const project_id = source.project?.(row);
        if (project_id !== undefined && !projects.has(project_id)) continue;
        const title = String(source.title(row, projects) ?? '');
        // The record's marks whose text is still the one marked (a changed text is checked again).
        const marks = (keeps.get(`${source.type}:${row.id}`) ?? []).filter(
          (k) => norm(k.text) === norm(valueAt(row, `${k.field}.tr`)),
        );
        const problems = recordTranslationProblems(row).filter(
          (p) => !(p.issue === 'copied' && marks.some((k) => k.field === p.field)),
        );
        for (const keep of marks)
          kept.push({ ...toKeptDto(keep), title, ...(project_id !== undefined ? { project_id } : {}) });
        if (problems.length === 0) continue;
        records += 1;
        total += problems.length;
        for (const p of problems)
          if (items.length < MAX_ITEMS)
            items.push({
              type: source.type,
              id: row.id,
              ...(project_id !== undefined ? { project_id } : {}),
              title,
              ...p,
            });
      }
    }
    return { total, records, items, kept };
  }

  /** Marks a field "böyle kalsın": its text, the same in every language, is right as it is. Only a text
   *  the check flags as a copy can be marked; marking it again answers the mark in place. */
  async keep(input: KeepTranslationDto, adminEmail: string): Promise<KeptTranslationDto> {
    const source = SOURCES.find((s) => s.type === input.type);
    if (!source) throw new DomainError('not_found');
    const row = await this.dataSource.getRepository(source.entity).findOneBy({ id: input.id });
    if (!row) throw new DomainError('not_found');
    const value = valueAt(row, input.field);
    const copies: FieldTranslationProblem[] = isLocalizedValue(value)
      ? recordTranslationProblems({ v: value }).filter((p) => p.issue === 'copied')
      : [];
    if (!isLocalizedValue(value) || copies.length === 0)
      throw new ValidationFailed([
        {
          loc: ['body', 'field'],
          msg: 'Bu alanın metni dillerde aynı değil; "Böyle kalsın" yalnızca her dilde aynı kalacak bir ad için işaretlenir',
          type: 'not_a_copy',
        },
      ]);
    const repo = this.dataSource.getRepository(TranslationKeep);
    const existing = await repo.findOneBy({ type: input.type, record_id: input.id, field: input.field });
    const saved = await repo.save(
      existing
        ? Object.assign(existing, { text: value.tr, created_by: adminEmail })
        : repo.create({
            type: input.type,
            record_id: input.id,
            field: input.field,
            text: value.tr,
            created_by: adminEmail,
          }),
    );
    const projects = source.project ? await this.projectTitles() : new Map<number, string>();
    const project_id = source.project?.(row);
    return {
      ...toKeptDto(saved),
      title: String(source.title(row, projects) ?? ''),
      ...(project_id !== undefined ? { project_id } : {}),
    };
  }

  /** Takes a "böyle kalsın" back: the check flags the copy again. */
  async unkeep(id: number): Promise<void> {
    const result = await this.dataSource.getRepository(TranslationKeep).delete({ id });
    if (!result.affected) throw new DomainError('not_found');
  }

  private async projectTitles(): Promise<ProjectTitles> {
    // A company's projects: a few dozen, bounded all the same.
    const rows = await this.dataSource
      .getRepository(Project)
      .find({ select: { id: true, title: true, slug: true }, take: PAGING.maxConfigRows });
    return new Map(rows.map((p) => [p.id, p.title?.tr || p.slug]));
  }

  /** The marks by record ("project:5"). A handful per record that has names; bounded all the same. */
  private async keepsByRecord(): Promise<Map<string, TranslationKeep[]>> {
    const rows = await this.dataSource
      .getRepository(TranslationKeep)
      .find({ order: { id: 'ASC' }, take: PAGING.maxConfigRows * 10 });
    const byRecord = new Map<string, TranslationKeep[]>();
    for (const k of rows)
      byRecord.set(`${k.type}:${k.record_id}`, [...(byRecord.get(`${k.type}:${k.record_id}`) ?? []), k]);
    return byRecord;
  }
}

function toKeptDto(k: TranslationKeep): Omit<KeptTranslationDto, 'title'> {
  return {
    id: k.id,
    type: k.type as CheckedType,
    record_id: k.record_id,
    field: k.field,
    text: k.text,
    created_by: k.created_by,
    created_at: new Date(k.created_at).toISOString(),
  };
}
