import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { definedOnly } from '../common/objects.js';
import { siteDefault } from '@konak/contract';
import type { InstagramBannerDto, SaveBannerDto } from './dto/banner.dto.js';
import { InstagramBanner } from './instagram-banner.entity.js';

export const BANNER_CACHE = 'banner';

@Injectable()
export class BannerService {
  private readonly logger = new Logger(BannerService.name);

  constructor(
    @InjectRepository(InstagramBanner) private readonly repo: Repository<InstagramBanner>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
  ) {}

  /** The banner, or the built-in default when there is none or it is unreadable. */
  async get(): Promise<InstagramBannerDto> {
    try {
      return (await this.first()) ?? siteDefault<InstagramBannerDto>('banner');
    } catch (error) {
      this.logger.warn(`banner unreadable, answering the default: ${(error as Error).message}`);
      return siteDefault<InstagramBannerDto>('banner');
    }
  }

  /** POST and PUT alike: one record, updated or created when missing. */
  async save(input: SaveBannerDto): Promise<InstagramBannerDto> {
    const record = (await this.first()) ?? this.repo.create({ active: true, background_image: '' });
    const before = record.id ? { ...record } : null;
    Object.assign(record, definedOnly(input));
    const saved = await this.repo.save(record);
    this.cache.invalidate(BANNER_CACHE);
    await this.versions.keep('banner', saved.id, saved, { before });
    await this.audit.record({ action: before ? 'update' : 'create', type: 'banner', before, after: saved });
    return saved;
  }

  private first() {
    return this.repo.findOne({ where: {}, order: { id: 'ASC' } });
  }
}
