import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { definedOnly } from '../common/objects.js';
import { siteDefault } from '@konak/contract';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import { About } from './about.entity.js';
import type { AboutDto, SaveAboutDto } from './dto/about.dto.js';

export const ABOUT_CACHE = 'about';

@Injectable()
export class AboutService {
  private readonly logger = new Logger(AboutService.name);

  constructor(
    @InjectRepository(About) private readonly repo: Repository<About>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
  ) {}

  /** The about page: the first record, or the built-in default when there is none or it is unreadable. */
  async get(): Promise<AboutDto> {
    try {
      return (await this.first()) ?? siteDefault<AboutDto>('about');
    } catch (error) {
      this.logger.warn(`about unreadable, answering the default: ${(error as Error).message}`);
      return siteDefault<AboutDto>('about');
    }
  }

  /** POST and PUT alike: the about page is one record, updated or created when missing. */
  async save(input: SaveAboutDto): Promise<AboutDto> {
    const record =
      (await this.first()) ??
      this.repo.create({
        image: '',
        subtitle: EMPTY_LOCALIZED(),
        mission: EMPTY_LOCALIZED(),
        vision: EMPTY_LOCALIZED(),
      });
    const before = record.id ? { ...record } : null;
    Object.assign(record, definedOnly(input));
    const saved = await this.repo.save(record);
    this.cache.invalidate(ABOUT_CACHE);
    await this.versions.keep('about', saved.id, saved, { before });
    await this.audit.record({ action: before ? 'update' : 'create', type: 'about', before, after: saved });
    return saved;
  }

  private first() {
    return this.repo.findOne({ where: {}, order: { id: 'ASC' } });
  }
}
