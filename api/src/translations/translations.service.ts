import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { recordTranslationProblems } from '@konak/contract';
import { About } from '../about/about.entity.js';
import { InstagramBanner } from '../banner/instagram-banner.entity.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { Project } from '../projects/project.entity.js';
import { SiteSettings } from '../settings/site-settings.entity.js';
import { Slider } from '../sliders/slider.entity.js';
import type { CheckedType, TranslationProblemDto, TranslationReportDto } from './dto/translations.dto.js';

/** Records read per query. */
const BATCH = 200;

async function* batches(repo: Repository<ObjectLiteral>): AsyncGenerator<ObjectLiteral> {
  for (let after = 0; ; ) {
    const rows = await repo.find({ where: { id: MoreThan(after) }, order: { id: 'ASC' }, take: BATCH });
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/** The list answers at most this many problems (the count is always whole). */
export const MAX_ITEMS = 1000;

const SOURCES: { type: CheckedType; entity: EntityTarget<ObjectLiteral>; title: (row: ObjectLiteral) => string }[] = [
  { type: 'project', entity: Project, title: (r) => r.title?.tr || r.slug },
  { type: 'blog_post', entity: BlogPost, title: (r) => r.title?.tr || r.slug },
  { type: 'slider', entity: Slider, title: (r) => r.title?.tr || `Slayt ${r.id}` },
  { type: 'about', entity: About, title: () => 'Hakkımızda' },
  { type: 'banner', entity: InstagramBanner, title: () => 'Instagram bandı' },
  { type: 'settings', entity: SiteSettings, title: () => 'Site ayarları' },
];

/** Issue 14: every translated text of the site's content whose English or Russian (or Turkish) needs a
 *  translator, by the contract's one rule. Items in the trash are not checked. */
@Injectable()
export class TranslationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async missing(): Promise<TranslationReportDto> {
    const items: TranslationProblemDto[] = [];
    let total = 0;
    let records = 0;
    for (const source of SOURCES) {
      // A batch at a time (keyset on id): the report counts every record, never holding a table at once.
      for await (const row of batches(this.dataSource.getRepository(source.entity))) {
        const problems = recordTranslationProblems(row);
        if (problems.length === 0) continue;
        records += 1;
        total += problems.length;
        const title = String(source.title(row) ?? '');
        for (const p of problems) if (items.length < MAX_ITEMS) items.push({ type: source.type, id: row.id, title, ...p });
      }
    }
    return { total, records, items };
  }
}
