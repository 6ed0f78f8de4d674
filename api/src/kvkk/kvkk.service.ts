import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PAGING } from '@konak/contract';
import { DomainError } from '../common/errors.js';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import type { Localized } from '../database/columns.js';
import type { KvkkNoticeDto } from './dto/kvkk.dto.js';
import { KvkkNotice } from './kvkk-notice.entity.js';

export const KVKK_CACHE = 'kvkk';

/** SHA-256 of a notice text: the JSON of tr, en, ru in that order (what the migrations of version 1 use). */
export function noticeHash(text: Localized): string {
  return createHash('sha256')
    .update(JSON.stringify({ tr: text.tr, en: text.en, ru: text.ru }))
    .digest('hex');
}

@Injectable()
export class KvkkService {
  constructor(
    @InjectRepository(KvkkNotice) private readonly repo: Repository<KvkkNotice>,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
  ) {}

  async current(): Promise<KvkkNoticeDto> {
    const row = await this.repo.findOne({ where: {}, order: { id: 'DESC' } });
    if (!row) throw new DomainError('not_found');
    return toDto(row);
  }

  /** Every version, newest first. */
  async list(): Promise<KvkkNoticeDto[]> {
    // The notice's versions, newest first: a handful a year, bounded all the same.
    return (await this.repo.find({ order: { id: 'DESC' }, take: PAGING.maxConfigRows })).map(toDto);
  }

  async get(version: number): Promise<KvkkNoticeDto> {
    const row = await this.repo.findOneBy({ id: version });
    if (!row) throw new DomainError('not_found');
    return toDto(row);
  }

  async byHash(hash: string): Promise<KvkkNotice | null> {
    return this.repo.findOneBy({ hash });
  }

  /** Saves a new version; the same text as an existing version answers that version (nothing new). */
  async create(input: { tr: string; en?: string; ru?: string }, adminEmail: string): Promise<KvkkNoticeDto> {
    const text = {
      tr: input.tr.replace(/\r\n/g, '\n'),
      en: (input.en ?? '').replace(/\r\n/g, '\n'),
      ru: (input.ru ?? '').replace(/\r\n/g, '\n'),
    };
    const hash = noticeHash(text);
    const same = await this.repo.findOneBy({ hash });
    if (same) return toDto(same);
    const row = await this.repo.save(this.repo.create({ text, hash, created_by: adminEmail }));
    this.cache.invalidate(KVKK_CACHE);
    await this.audit.record({
      action: 'create',
      type: 'kvkk_notice',
      id: row.id,
      title: `Sürüm ${row.id}`,
      after: { text },
    });
    return toDto(row);
  }
}

function toDto(row: KvkkNotice): KvkkNoticeDto {
  return {
    version: row.id,
    hash: row.hash,
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by,
    text: row.text,
  };
}
