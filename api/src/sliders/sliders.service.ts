import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { definedOnly } from '../common/objects.js';
import { PAGING, siteDefault } from '@konak/contract';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import { moveToTrash } from '../trash/trash-rules.js';
import type { CreateSliderDto, SliderDto, UpdateSliderDto } from './dto/slider.dto.js';
import { Slider } from './slider.entity.js';

export const SLIDERS_CACHE = 'sliders';

@Injectable()
export class SlidersService {
  private readonly logger = new Logger(SlidersService.name);

  constructor(
    @InjectRepository(Slider) private readonly repo: Repository<Slider>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Active sliders by order. The built-in ones when no slider exists at all or the read fails; when
   *  the admin switched every slider off, the answer is empty on purpose. */
  async listActive(): Promise<SliderDto[]> {
    try {
      const active = await this.repo.find({
        where: { active: true },
        order: { order: 'ASC', id: 'ASC' },
        take: PAGING.maxConfigRows,
      });
      if (active.length === 0 && (await this.repo.count()) === 0) return siteDefault<SliderDto[]>('sliders');
      return active;
    } catch (error) {
      this.logger.warn(`sliders unreadable, answering the defaults: ${(error as Error).message}`);
      return siteDefault<SliderDto[]>('sliders');
    }
  }

  listAll(): Promise<SliderDto[]> {
    // A carousel's slides: a short configuration list, bounded all the same.
    return this.repo.find({ order: { order: 'ASC', id: 'ASC' }, take: PAGING.maxConfigRows });
  }

  async create(input: CreateSliderDto): Promise<SliderDto> {
    const slider = this.repo.create({
      order: 0,
      active: true,
      subtitle: EMPTY_LOCALIZED(),
      cta_text: EMPTY_LOCALIZED(),
      cta_link: '',
      media_type: 'image',
      media_url: '',
      image_url: '',
      ...definedOnly(input),
    });
    const saved = await this.repo.save(slider);
    this.cache.invalidate(SLIDERS_CACHE);
    await this.versions.keep('slider', saved.id, saved);
    await this.audit.record({
      action: 'create',
      type: 'slider',
      id: saved.id,
      title: saved.title,
      after: saved,
    });
    return saved;
  }

  async update(id: number, input: UpdateSliderDto): Promise<SliderDto> {
    const slider = await this.repo.findOneBy({ id });
    if (!slider) throw new DomainError('not_found');
    const before = { ...slider };
    Object.assign(slider, definedOnly(input));
    const saved = await this.repo.save(slider);
    this.cache.invalidate(SLIDERS_CACHE);
    await this.versions.keep('slider', saved.id, saved, { before });
    await this.audit.record({
      action: 'update',
      type: 'slider',
      id,
      title: saved.title,
      before,
      after: saved,
    });
    return saved;
  }

  /** To the trash (restored or deleted for good from there, api/src/trash). */
  async remove(id: number, by: string): Promise<void> {
    const row = await this.repo.findOneBy({ id });
    await moveToTrash(this.repo, id, by, this.clock.now());
    this.cache.invalidate(SLIDERS_CACHE);
    await this.audit.record({ action: 'delete', type: 'slider', id, title: row?.title });
  }
}
