import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { KvkkService } from '../kvkk/kvkk.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { Project } from '../projects/project.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { ContactRequest, type ContactStatus } from './contact-request.entity.js';
import { countByWeek, median, weekStart } from './contact-stats.js';
import { ContactStatusChange } from './contact-status-change.entity.js';
import {
  PAGE,
  type AlertsStatusDto,
  type ContactRequestDetailDto,
  type ContactRequestDto,
  type ContactStatsDto,
  type CreateContactDto,
  type StatusChangeDto,
  type UpdateContactDto,
} from './dto/contact.dto.js';
import { alertMail, type LeadMailContext } from './lead-mail.js';
import { unicodeEmail } from './unicode-email.js';
import { moveToTrash } from '../trash/trash-rules.js';

/** A person needs more than this to fill in the form; a faster submit is a bot (treated as the honeypot). */
export const MIN_FORM_MS = 3000;
/** The dashboard's window. */
const STATS_WEEKS = 12;

/** Where a request came from, as the server saw it. */
export interface SubmitContext {
  clientIp: string;
  /** The Referer header of the POST: the page the form is on (used when the body names no page). */
  referer?: string;
}

@Injectable()
export class ContactsService {
  constructor(
    @InjectRepository(ContactRequest) private readonly repo: Repository<ContactRequest>,
    @InjectRepository(ContactStatusChange) private readonly changes: Repository<ContactStatusChange>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly kvkk: KvkkService,
    @Inject(ENV) private readonly env: Env,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
  ) {}

  async submit(input: CreateContactDto, context: SubmitContext): Promise<ContactRequestDto> {
    // Call-back requests per client address: 5 in 10 minutes is plenty for a person.
    const wait = await this.limits.admit([{ key: `contact:ip:${context.clientIp}`, limit: 5, windowMs: 10 * 60_000 }], Date.now(), randomUUID());
    if (wait > 0) throw new DomainError('too_many_contact_requests', wait);
    const notice = input.notice_version ? await this.kvkk.byHash(input.notice_version) : null;
    if (input.notice_version && !notice) throw new DomainError('unknown_notice');
    const fields = {
      name: input.name,
      phone: input.phone,
      email: unicodeEmail(input.email),
      message: input.message ?? '',
      notes: '',
      project: input.project ?? '',
      language: input.language ?? 'tr',
      status: 'new' as const,
      notice_version: notice?.id ?? null,
      notice_hash: notice?.hash ?? '',
      marketing_consent: input.marketing_consent === true,
      page: input.page ?? pageOf(context.referer, this.env.siteUrl),
      referrer_host: hostOf(input.referrer),
      utm_source: input.utm_source ?? '',
      utm_medium: input.utm_medium ?? '',
      utm_campaign: input.utm_campaign ?? '',
      unit: input.unit ?? '',
    };
    // A filled honeypot, or a form sent faster than a person types, is a bot: it gets an answer that looks
    // like success, and nothing is stored or sent.
    if (input.website || (input.form_ms !== undefined && input.form_ms < MIN_FORM_MS)) {
      return { id: randomInt(1000, 100_000), ...fields, client_ip: '', anonymised: false, created_at: new Date().toISOString() };
    }
    // Read before the transaction: SQLite has one connection, and the transaction holds it.
    const recipients = this.outbox.enabled ? await this.settings.alertRecipients() : [];
    const mailContext = recipients.length ? await this.mailContext(fields.project) : undefined;
    const row = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(ContactRequest, manager.create(ContactRequest, { ...fields, client_ip: context.clientIp.slice(0, 64) }));
      // The alert is written with the request or not at all; sending happens later, off the visitor's time.
      if (mailContext) await this.outbox.enqueue(manager, { kind: 'alert', contactId: saved.id, to: recipients.join(', '), ...alertMail(saved, mailContext) });
      return saved;
    });
    return this.toDto(row);
  }

  /** The site's address and the project's Turkish title, for the mails. */
  async mailContext(projectSlug: string, manager: EntityManager = this.dataSource.manager): Promise<LeadMailContext> {
    const siteUrl = this.env.siteUrl ?? `http://localhost:${this.env.port}`;
    if (!projectSlug) return { siteUrl };
    const project = await manager.findOne(Project, { where: { slug: projectSlug }, select: { id: true, title: true } });
    return { siteUrl, projectTitle: project?.title?.tr || undefined };
  }

  /** Newest first, optionally only one status. */
  async list(status?: ContactStatus): Promise<ContactRequestDto[]> {
    const rows = await this.repo.find({ where: status ? { status } : {}, order: { created_at: 'DESC', id: 'DESC' } });
    return rows.map((r) => this.toDto(r));
  }

  /** One request with its ledger and the state of its alert mails. */
  async detail(id: number): Promise<ContactRequestDetailDto> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new DomainError('not_found');
    const [mails, notice] = await Promise.all([
      this.outbox.statesFor([id]),
      row.notice_version ? this.kvkk.get(row.notice_version).catch(() => null) : Promise.resolve(null),
    ]);
    const history = await this.changes.find({ where: { contact_id: id }, order: { id: 'ASC' } });
    return {
      ...this.toDto(row),
      notice_date: notice?.created_at ?? null,
      alerts_enabled: this.outbox.enabled,
      mails: mails.get(id) ?? [],
      history: history.map(changeDto),
    };
  }

  /** Requests per week and per project over the last weeks, the median time to first contact, and how
   *  many wait as "new" (the admin menu's count). */
  async stats(): Promise<ContactStatsDto> {
    const now = this.clock.now().getTime();
    const from = new Date(weekStart(now) - (STATS_WEEKS - 1) * 7 * 86_400_000);
    const [rows, newCount] = await Promise.all([
      this.repo.find({ where: { created_at: MoreThanOrEqual(from) }, select: { id: true, created_at: true, project: true } }),
      this.repo.countBy({ status: 'new' }),
    ]);
    const byProject = new Map<string, number>();
    for (const r of rows) byProject.set(r.project, (byProject.get(r.project) ?? 0) + 1);
    const slugs = [...byProject.keys()].filter(Boolean);
    const titles = new Map(
      slugs.length ? (await this.dataSource.getRepository(Project).find({ where: { slug: In(slugs) }, select: { slug: true, title: true } })).map((p) => [p.slug, p.title?.tr ?? '']) : [],
    );
    const firstContact = await this.firstContactMinutes(rows);
    return {
      new_count: newCount,
      weeks: countByWeek(rows.map((r) => new Date(r.created_at).getTime()), now, STATS_WEEKS),
      projects: [...byProject].map(([project, count]) => ({ project, title: titles.get(project) ?? '', count })).sort((a, b) => b.count - a.count || a.project.localeCompare(b.project)),
      median_first_contact_minutes: median(firstContact),
      contacted: firstContact.length,
    };
  }

  /** Minutes from each request to its first new → contacted change, for those that have one. */
  private async firstContactMinutes(rows: Pick<ContactRequest, 'id' | 'created_at'>[]): Promise<number[]> {
    const created = new Map(rows.map((r) => [r.id, new Date(r.created_at).getTime()]));
    const first = new Map<number, number>();
    const ids = [...created.keys()];
    // Chunks keep the IN list under SQLite's bound-parameter limit.
    for (let i = 0; i < ids.length; i += 500) {
      const changes = await this.changes.find({ where: { contact_id: In(ids.slice(i, i + 500)), from_status: 'new', to_status: 'contacted' }, order: { id: 'ASC' } });
      for (const c of changes) if (!first.has(c.contact_id)) first.set(c.contact_id, new Date(c.created_at).getTime());
    }
    return [...first].map(([id, at]) => Math.max(0, Math.round((at - created.get(id)!) / 60_000)));
  }

  async alertsStatus(): Promise<AlertsStatusDto> {
    const [counts, recipients] = await Promise.all([this.outbox.counts(), this.settings.alertRecipients()]);
    return { enabled: this.outbox.enabled, from: this.outbox.enabled ? this.env.mail!.from : '', recipients, ...counts };
  }

  /** A new status (logged with who and when, if it changed) and/or new notes. */
  async update(id: number, input: UpdateContactDto, adminEmail: string): Promise<ContactRequestDto> {
    if (input.status === undefined && input.notes === undefined) throw new DomainError('nothing_to_update');
    let before: Pick<ContactRequest, 'status' | 'notes'> | null = null;
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(ContactRequest, { id });
      if (!row) throw new DomainError('not_found');
      before = { status: row.status, notes: row.notes };
      if (input.status !== undefined && input.status !== row.status) {
        await manager.insert(ContactStatusChange, { contact_id: id, from_status: row.status, to_status: input.status, admin_email: adminEmail });
        row.status = input.status;
      }
      if (input.notes !== undefined) row.notes = input.notes.replace(/\r\n/g, '\n').trim();
      return this.toDto(await manager.save(row));
    });
    await this.audit.record({ action: 'update', type: 'contact_request', id, before, after: saved });
    return saved;
  }

  /** To the trash, its status history kept (restored or deleted for good from there, api/src/trash). */
  async remove(id: number, by: string): Promise<void> {
    await moveToTrash(this.repo, id, by, this.clock.now());
    await this.audit.record({ action: 'delete', type: 'contact_request', id });
  }

  toDto(row: ContactRequest): ContactRequestDto {
    const { reminder_queued: _reminder, deleted_at: _deletedAt, deleted_by: _deletedBy, ...rest } = row;
    return {
      ...rest,
      email: unicodeEmail(row.email),
      language: row.language as ContactRequestDto['language'],
      created_at: new Date(row.created_at).toISOString(),
    };
  }
}

function changeDto(c: ContactStatusChange): StatusChangeDto {
  return { from_status: c.from_status, to_status: c.to_status, admin_email: c.admin_email, created_at: new Date(c.created_at).toISOString() };
}

/** The path of a Referer on this site (no query: it may carry anything); "" for another site or nonsense. */
function pageOf(referer: string | undefined, siteUrl: string | undefined): string {
  if (!referer || referer.length > 2048) return '';
  try {
    const url = new URL(referer);
    if (siteUrl && url.origin !== new URL(siteUrl).origin) return '';
    const page = url.pathname;
    return PAGE.test(page) && page.length <= 512 ? page : '';
  } catch {
    return '';
  }
}

/** Only the host of a referrer is kept (the full URL may carry someone's search or session). */
function hostOf(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.hostname.slice(0, 255) : '';
  } catch {
    return '';
  }
}
