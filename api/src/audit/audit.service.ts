import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  AUDIT_SIGN_IN_ACTIONS,
  SITE_UTC_OFFSET_MS,
  type AuditAction,
  type ContentType,
} from '@konak/contract';
import { DomainError } from '../common/errors.js';
import { pageWindow } from '../common/paging.js';
import type { Localized } from '../database/columns.js';
import { diffFields } from './audit-diff.js';
import { AuditEntry, type FieldChange } from './audit-entry.entity.js';
import type { AuditEntryDto, AuditEntrySummaryDto, AuditPageDto, ListAuditQuery } from './dto/audit.dto.js';
import { requestContext } from './request-context.js';
import { restoringVersion } from '../versions/versions.service.js';

/** One write, as a service reports it: the states before and after (null when created or deleted). */
export interface AuditRecord {
  action: AuditAction;
  type: ContentType;
  id?: number | null;
  title?: string | Localized | null;
  before?: unknown;
  after?: unknown;
  /** Who acted, when it is not the request's signed-in administrator (a login names who signed in). */
  actor?: { userId: number | null; userName: string; userEmail?: string };
}

const DAY_MS = 86_400_000;

@Injectable()
export class AuditService {
  private readonly logger = new Logger('audit');

  constructor(@InjectRepository(AuditEntry) private readonly repo: Repository<AuditEntry>) {}

  /** Adds one entry. A failure to write the log is logged, never turned into a failed save: the
   *  editor's change has already happened and must not look lost. */
  async record(recorded: AuditRecord): Promise<void> {
    const input = withoutPersonalData(recorded);
    const context = requestContext();
    const actor = input.actor ?? {
      userId: context?.userId ?? null,
      userName: context?.userName ?? '',
      userEmail: context?.userEmail ?? '',
    };
    const changes = diffFields(input.before, input.after);
    const entry = this.repo.create({
      user_id: actor.userId,
      user_name: actor.userName.slice(0, 120),
      user_email: (actor.userEmail ?? '').slice(0, 254),
      client_ip: (context?.clientIp ?? '').slice(0, 64),
      action: publicationAction(input.action, changes),
      type: input.type,
      item_id: input.id ?? null,
      title: titleText(input.title).slice(0, 300),
      changes,
    });
    try {
      await this.repo.save(entry);
    } catch (error) {
      this.logger.error(
        { err: error, action: input.action, type: input.type, id: input.id },
        'audit entry not written',
      );
    }
  }

  async list(query: ListAuditQuery): Promise<AuditPageDto> {
    const { page, per_page: perPage, skip, take } = pageWindow(query, 'audit');
    const qb = this.repo.createQueryBuilder('e');
    if (query.user_id) qb.andWhere('e.user_id = :user', { user: query.user_id });
    if (query.type) qb.andWhere('e.type = :type', { type: query.type });
    if (query.action) qb.andWhere('e.action = :action', { action: query.action });
    // Routine sign-ins would drown the changes (decision 0202): left out unless asked for.
    else if (!query.sign_ins)
      qb.andWhere('e.action NOT IN (:...signIns)', { signIns: [...AUDIT_SIGN_IN_ACTIONS] });
    if (query.from) qb.andWhere('e.at >= :from', { from: dayStart(query.from) });
    if (query.to) qb.andWhere('e.at < :to', { to: new Date(dayStart(query.to).getTime() + DAY_MS) });
    const [rows, total] = await qb.orderBy('e.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return { items: rows.map(summary), total, page, per_page: perPage };
  }

  async get(id: number): Promise<AuditEntryDto> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new DomainError('not_found');
    return { ...summary(row), changes: row.changes };
  }
}

function summary(row: AuditEntry): AuditEntrySummaryDto {
  const { changes, at, ...rest } = row;
  return { ...rest, at: new Date(at).toISOString(), fields: changes.map((c) => c.field) };
}

/** The first instant of an Antalya calendar day. */
function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SITE_UTC_OFFSET_MS);
}

function titleText(title: AuditRecord['title']): string {
  if (!title) return '';
  if (typeof title === 'string') return title;
  return title.tr || title.en || title.ru || '';
}

/** A save that restores an earlier version is a restore; one that takes a draft or scheduled item live is
 *  a publish, one that takes it off the site an unpublish — whichever route did it (the form's status
 *  control, a scheduled job's update). */
function publicationAction(action: AuditAction, changes: FieldChange[]): AuditAction {
  if (action !== 'update') return action;
  if (restoringVersion() !== null) return 'restore';
  const change = changes.find((c) => c.field === 'publication');
  if (change?.after === 'published') return 'publish';
  if (change?.before === 'published') return 'unpublish';
  return action;
}

/** A call-back request holds a visitor's personal data, which an erasure must be able to reach: the log
 *  keeps only the sales team's status, the length of their notes and, when it changes, whether the request
 *  is suspected spam (and why), and names the request by number. */
function withoutPersonalData(input: AuditRecord): AuditRecord {
  if (input.type !== 'contact_request') return input;
  const kept = (row: unknown) => {
    if (!row || typeof row !== 'object') return row;
    const { status, notes, suspicious, suspicious_reason } = row as Record<string, unknown>;
    return {
      status,
      notes: typeof notes === 'string' && notes ? `${[...notes].length} karakter` : '',
      ...(typeof suspicious === 'boolean' && { suspicious, suspicious_reason }),
    };
  };
  return {
    ...input,
    title: input.id ? `Talep #${input.id}` : 'Talep',
    before: kept(input.before),
    after: kept(input.after),
  };
}
