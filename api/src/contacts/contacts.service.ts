import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { DomainError } from '../common/errors.js';
import { RateLimiter } from '../common/rate-limiter.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { KvkkService } from '../kvkk/kvkk.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { Project } from '../projects/project.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { ContactRequest, type ContactStatus } from './contact-request.entity.js';
import { PAGE, type AlertsStatusDto, type ContactRequestDetailDto, type ContactRequestDto, type CreateContactDto } from './dto/contact.dto.js';
import { alertMail, type LeadMailContext } from './lead-mail.js';

/** Where a request came from, as the server saw it. */
export interface SubmitContext {
  clientIp: string;
  /** The Referer header of the POST: the page the form is on (used when the body names no page). */
  referer?: string;
}

@Injectable()
export class ContactsService {
  /** Call-back requests per client address: 5 in 10 minutes is plenty for a person. */
  private readonly submissions = new RateLimiter(5, 10 * 60_000);

  constructor(
    @InjectRepository(ContactRequest) private readonly repo: Repository<ContactRequest>,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly kvkk: KvkkService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async submit(input: CreateContactDto, context: SubmitContext): Promise<ContactRequestDto> {
    const key = `ip:${context.clientIp}`;
    const wait = this.submissions.retryAfter(key);
    if (wait > 0) throw new DomainError('too_many_contact_requests', wait);
    this.submissions.hit(key);
    const notice = input.notice_version ? await this.kvkk.byHash(input.notice_version) : null;
    if (input.notice_version && !notice) throw new DomainError('unknown_notice');
    const fields = {
      name: input.name,
      phone: input.phone,
      email: input.email.toLowerCase(),
      message: input.message ?? '',
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
    // A filled honeypot is a bot: it gets an answer that looks like success, and nothing is stored or sent.
    if (input.website) {
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
    return { ...this.toDto(row), notice_date: notice?.created_at ?? null, alerts_enabled: this.outbox.enabled, mails: mails.get(id) ?? [] };
  }

  async alertsStatus(): Promise<AlertsStatusDto> {
    const [counts, recipients] = await Promise.all([this.outbox.counts(), this.settings.alertRecipients()]);
    return { enabled: this.outbox.enabled, from: this.outbox.enabled ? this.env.mail!.from : '', recipients, ...counts };
  }

  async setStatus(id: number, status: ContactStatus): Promise<ContactRequestDto> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new DomainError('not_found');
    row.status = status;
    return this.toDto(await this.repo.save(row));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.repo.delete({ id });
    if (!affected) throw new DomainError('not_found');
  }

  toDto(row: ContactRequest): ContactRequestDto {
    const { reminder_queued: _reminder, ...rest } = row;
    return { ...rest, language: row.language as ContactRequestDto['language'], created_at: new Date(row.created_at).toISOString() };
  }
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
