import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../common/clock.js';
import { pageWindow, type Page } from '../common/paging.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { clientKey } from '../common/client-key.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { KvkkService } from '../kvkk/kvkk.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { Project } from '../projects/project.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { webhookContact } from '../webhooks/webhook-contact.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { ContactRequest, type SuspiciousReason } from './contact-request.entity.js';
import {
  CSV_HEADER,
  EXPORT_BATCH,
  EXPORT_SELECT,
  csvLine,
  exportRow,
  writeWithBackpressure,
} from './contact-export.js';
import {
  applyAfter,
  applyFilters,
  applyOrder,
  resolveFilters,
  SORT_COLUMNS,
  type ResolvedFilters,
  type SearchPlan,
} from './contact-query.js';
import { repeatCounts, repeatsOf } from './contact-repeats.js';
import { prefixRange } from './contact-search.js';
import { indexSearchTerms } from './contact-search-index.js';
import { ContactStatusChange } from './contact-status-change.entity.js';
import {
  PAGE,
  type AlertsStatusDto,
  type AssigneeDto,
  type ContactFilters,
  type ContactListItemDto,
  type ContactRequestDetailDto,
  type ContactReceiptDto,
  type ContactRequestDto,
  type CreateContactDto,
  type ListContactsQuery,
  type StatusChangeDto,
  type UpdateContactDto,
} from './dto/contact.dto.js';
import { alertMail, type LeadMailContext } from './lead-mail.js';
import { unicodeEmail } from './unicode-email.js';
import { moveToTrash } from '../trash/trash-rules.js';
import {
  CONTACT_RATE_LIMITS,
  mayUse,
  requestUnitProjects,
  ROLE_LABELS,
  PAGING,
  ROLES,
  isRole,
  shownLanguage,
} from '@konak/contract';
import { ValidationFailed } from '../common/validation.js';
import { AdminUser } from '../users/admin-user.entity.js';

/** A person needs more than this to fill in the form; a faster submit is suspected spam. */
export const MIN_FORM_MS = 3000;
/** A search word with more matching terms than this (one request in 100 at a million) is "common" (see
 *  commonSearch); a rarer word drives the query from its terms. At 50,000, "ayşe" (35,000 of a million)
 *  sorted all its matches for a page of 50 (1 s on PostgreSQL under load); walked in order, 1,400 rows. */
const COMMON_TERM = 10_000;

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
    private readonly webhooks: WebhookEvents,
    @Inject(ENV) private readonly env: Env,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
  ) {}

  async submit(input: CreateContactDto, context: SubmitContext): Promise<ContactReceiptDto> {
    // Call-back requests per client address (decision 0200): the first CONTACT_RATE_LIMITS.kept in the
    // window are ordinary; the next ones, up to `refused` in all, are kept but marked; past that, 429.
    const { windowMs, kept, refused } = CONTACT_RATE_LIMITS;
    const client = clientKey(context.clientIp);
    const now = Date.now();
    const overKept =
      (await this.limits.admit([{ key: `contact:ip:${client}`, limit: kept, windowMs }], now, randomUUID())) >
      0;
    if (overKept) {
      const wait = await this.limits.admit(
        [{ key: `contact-over:ip:${client}`, limit: refused - kept, windowMs }],
        now,
        randomUUID(),
      );
      if (wait > 0) throw new DomainError('too_many_contact_requests', wait);
    }
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
      // Which of the notice's texts the visitor read: the page's language, or Turkish where it had none.
      notice_lang: notice ? shownLanguage(notice.text, input.language ?? 'tr') : '',
      marketing_consent: input.marketing_consent === true,
      page: input.page ?? pageOf(context.referer, this.env.siteUrl),
      referrer_host: hostOf(input.referrer),
      utm_source: input.utm_source ?? '',
      utm_medium: input.utm_medium ?? '',
      utm_campaign: input.utm_campaign ?? '',
      unit: input.unit ?? '',
    };
    // A filled honeypot, or a form sent faster than a person types, looks like a bot, but it might be a
    // buyer: it is stored, marked and listed apart, and no alert goes out (issue 26: no lead discarded).
    // So is a request past the per-address count: buyers behind one carrier or office address share it.
    const reason: SuspiciousReason | '' = input.website
      ? 'honeypot'
      : input.form_ms !== undefined && input.form_ms < MIN_FORM_MS
        ? 'fast'
        : overKept
          ? 'rate'
          : '';
    // Read before the transaction: SQLite has one connection, and the transaction holds it.
    const recipients = this.outbox.enabled && !reason ? await this.settings.alertRecipients() : [];
    const mailContext = recipients.length ? await this.mailContext(fields) : undefined;
    const row = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        ContactRequest,
        manager.create(ContactRequest, {
          ...fields,
          client_ip: context.clientIp.slice(0, 64),
          suspicious: !!reason,
          suspicious_reason: reason,
        }),
      );
      await indexSearchTerms(manager, saved);
      // The alert is written with the request or not at all; sending happens later, off the visitor's time.
      if (mailContext)
        await this.outbox.enqueue(manager, {
          kind: 'alert',
          contactId: saved.id,
          to: recipients.join(', '),
          ...alertMail(saved, mailContext),
        });
      // Suspected spam goes to no CRM, as it gets no alert.
      if (!reason) await this.webhooks.emit('contact.created', { contact: webhookContact(saved) }, manager);
      return saved;
    });
    // The visitor's answer: never the suspicion, its reason or any staff field (issue 26/27).
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: unicodeEmail(row.email),
      status: 'new',
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  /** The site's address and the Turkish titles of the request's projects (its own, its shortlist's
   *  homes'), for the mails. */
  async mailContext(
    request: Pick<ContactRequest, 'project' | 'unit'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LeadMailContext> {
    const siteUrl = this.env.siteUrl ?? `http://localhost:${this.env.port}`;
    const slugs = [request.project, ...requestUnitProjects(request)].filter(Boolean);
    if (!slugs.length) return { siteUrl, titles: {} };
    const projects = await manager.find(Project, {
      where: { slug: In(slugs) },
      select: { id: true, slug: true, title: true },
    });
    return { siteUrl, titles: Object.fromEntries(projects.map((p) => [p.slug, p.title?.tr ?? ''])) };
  }

  /** One page of the filtered list, in the chosen order, with the count of all that match — for a search,
   *  counted up to PAGING.searchCap and listed no further (decision 0203). The count and the page are read
   *  side by side (PostgreSQL answers them on two connections). */
  async list(query: ListContactsQuery): Promise<Page<ContactListItemDto>> {
    const filters = resolveFilters(query);
    const { page, per_page, skip, take } = pageWindow(query, 'contacts');
    const searching = filters.terms.length > 0;
    if (searching && skip >= PAGING.searchCap)
      throw new ValidationFailed([
        {
          loc: ['query', 'page'],
          msg: `Aramada ilk ${PAGING.searchCap.toLocaleString('tr-TR')} sonuç listelenir: aramayı daraltın ya da sonuçların hepsini CSV olarak indirin`,
          type: 'value_error.search_page',
        },
      ]);
    const plan = searching && (await this.commonSearch(filters.terms)) ? 'order' : 'terms';
    const [counted, rows] = await Promise.all([
      searching ? this.countUpTo(filters, PAGING.searchCap + 1) : this.count(filters),
      this.pageRows(filters, plan, skip, take),
    ]);
    const capped = searching && counted > PAGING.searchCap;
    // The same person's other requests near each row: one bounded query for the page (contact-repeats).
    const repeats = await repeatCounts(this.dataSource, rows);
    return {
      items: rows.map((r) => ({ ...this.toDto(r), repeat_count: repeats.get(r.id) ?? 0 })),
      page,
      per_page,
      total: capped ? PAGING.searchCap : counted,
      ...(capped ? { capped } : {}),
    };
  }

  /** A page's rows: their ids first, from the order's index alone (a deep page steps over index entries,
   *  not over rows read from the table: OFFSET 500,000 went from 1.2 s to 0.2 s on PostgreSQL), then
   *  those rows by primary key, in the page's order. */
  private async pageRows(
    filters: ResolvedFilters,
    plan: SearchPlan,
    skip: number,
    take: number,
  ): Promise<ContactRequest[]> {
    const found = await applyOrder(this.filtered(filters, plan).select('c.id', 'id'), filters.sort)
      .offset(skip)
      .limit(take)
      .getRawMany<{ id: number | string }>();
    const ids = found.map((r) => Number(r.id));
    if (!ids.length) return [];
    const byId = new Map((await this.repo.findBy({ id: In(ids) })).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The requests matching the filters (the trash left out by the delete-date column). */
  private filtered(filters: ResolvedFilters, plan: SearchPlan = 'terms'): SelectQueryBuilder<ContactRequest> {
    return applyFilters(this.repo.createQueryBuilder('c'), filters, plan);
  }

  /** Whether every word of a search is common (more than COMMON_TERM matching terms, counted no
   *  further): then a page is found faster by walking the list's order than by sorting every match. */
  private async commonSearch(terms: string[]): Promise<boolean> {
    for (const term of terms) {
      const [lo, hi] = prefixRange(term);
      const [{ n }] = await this.dataSource.query(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM contact_search_terms WHERE term BETWEEN ${this.param(1)} AND ${this.param(2)} LIMIT ${COMMON_TERM + 1}) x`,
        [lo, hi],
      );
      if (Number(n) <= COMMON_TERM) return false;
    }
    return true;
  }

  private param(n: number): string {
    return this.dataSource.options.type === 'postgres' ? `$${n}` : '?';
  }

  /** How many match, counted no further than `limit` (a search's count: visiting 35,000 matches of a
   *  common name to print their number cost more than the page itself). */
  private async countUpTo(filters: ResolvedFilters, limit: number): Promise<number> {
    const [sql, params] = this.filtered(filters).select('1', 'one').limit(limit).getQueryAndParameters();
    const [{ n }] = await this.dataSource.query(`SELECT COUNT(*) AS n FROM (${sql}) x`, params);
    return Number(n);
  }

  /** COUNT(*) in SQL (TypeORM's getCount counts DISTINCT ids, which no index answers as cheaply). */
  private async count(filters: ResolvedFilters): Promise<number> {
    const raw = await this.filtered(filters).select('COUNT(*)', 'n').getRawOne<{ n: string | number }>();
    return Number(raw?.n ?? 0);
  }

  /** The filters checked as the list checks them (for the export link, before it is signed). */
  checkFilters(filters: ContactFilters, where: 'query' | 'body'): void {
    resolveFilters(filters, where);
  }

  /** Writes the CSV of every request matching the filters to `out`, in the list's order, reading
   *  EXPORT_BATCH rows at a time after the last one written (keyset, never OFFSET); stops when the
   *  client goes away. Returns the rows written. */
  async exportCsv(input: ContactFilters, out: Writable): Promise<number> {
    const filters = resolveFilters(input);
    const { columns } = SORT_COLUMNS[filters.sort];
    const titles = new Map<string, string>();
    const title = (slug: string) => titles.get(slug) ?? '';
    if (!(await writeWithBackpressure(out, CSV_HEADER))) return 0;
    let cursor: Record<string, string | number> | undefined;
    let written = 0;
    const plan = filters.terms.length && (await this.commonSearch(filters.terms)) ? 'order' : 'terms';
    for (;;) {
      const qb = applyOrder(this.filtered(filters, plan), filters.sort);
      if (cursor) applyAfter(qb, filters.sort, cursor);
      // Plain rows of the exported columns (hydrating entities costs several times the query), and the
      // database's own text of created_at as the cursor: PostgreSQL keeps microseconds a Date loses.
      qb.select(EXPORT_SELECT.map((column) => `c.${column}`)).addSelect(
        'CAST(c.created_at AS VARCHAR(40))',
        'cursor_at',
      );
      const raw = await qb.limit(EXPORT_BATCH).getRawMany<Record<string, unknown>>();
      if (!raw.length) break;
      const rows = raw.map(exportRow);
      // The request's project and the projects a shortlist's homes belong to (its "Daire" names them).
      const slugs = rows.flatMap((r) => [r.project, ...requestUnitProjects(r)]);
      const unknown = [...new Set(slugs)].filter((slug) => slug && !titles.has(slug));
      if (unknown.length) {
        const found = await this.dataSource
          .getRepository(Project)
          .find({ where: { slug: In(unknown) }, select: { slug: true, title: true }, withDeleted: true });
        for (const slug of unknown) titles.set(slug, found.find((p) => p.slug === slug)?.title?.tr ?? '');
      }
      let chunk = '';
      for (const row of rows) chunk += csvLine(row, title);
      if (!(await writeWithBackpressure(out, chunk))) return written;
      written += rows.length;
      const last = rows[rows.length - 1];
      cursor = Object.fromEntries(
        columns.map((c) => [
          c,
          c === 'created_at' ? String(raw[raw.length - 1].cursor_at) : (last[c] as string | number),
        ]),
      );
      if (rows.length < EXPORT_BATCH) break;
    }
    return written;
  }

  /** One request with its ledger, the state of its alert mails and the same person's other requests. */
  async detail(id: number): Promise<ContactRequestDetailDto> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new DomainError('not_found');
    const [mails, notice, repeats, counts] = await Promise.all([
      this.outbox.statesFor([id]),
      row.notice_version ? this.kvkk.get(row.notice_version).catch(() => null) : Promise.resolve(null),
      repeatsOf(this.repo, row),
      repeatCounts(this.dataSource, [row]),
    ]);
    const history = await this.changes.find({ where: { contact_id: id }, order: { id: 'ASC' } });
    return {
      ...this.toDto(row),
      notice_date: notice?.created_at ?? null,
      alerts_enabled: this.outbox.enabled,
      mails: mails.get(id) ?? [],
      history: history.map(changeDto),
      repeat_count: counts.get(id) ?? 0,
      repeats: repeats.map((r) => ({
        id: r.id,
        created_at: new Date(r.created_at).toISOString(),
        status: r.status,
        project: r.project,
        unit: r.unit,
      })),
    };
  }

  async alertsStatus(): Promise<AlertsStatusDto> {
    const [counts, recipients] = await Promise.all([this.outbox.counts(), this.settings.alertRecipients()]);
    return {
      enabled: this.outbox.enabled,
      from: this.outbox.enabled ? this.env.mail!.from : '',
      recipients,
      ...counts,
    };
  }

  /** A new status (logged with who and when, if it changed), new notes and/or who calls back. */
  async update(id: number, input: UpdateContactDto, adminEmail: string): Promise<ContactRequestDto> {
    if (input.status === undefined && input.notes === undefined && input.assigned_to === undefined)
      throw new DomainError('nothing_to_update');
    if (input.assigned_to) await this.checkAssignee(input.assigned_to);
    let before: Pick<ContactRequest, 'status' | 'notes'> | null = null;
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(ContactRequest, { id });
      if (!row) throw new DomainError('not_found');
      before = { status: row.status, notes: row.notes };
      if (input.status !== undefined && input.status !== row.status) {
        await manager.insert(ContactStatusChange, {
          contact_id: id,
          from_status: row.status,
          to_status: input.status,
          admin_email: adminEmail,
        });
        const previous = row.status;
        row.status = input.status;
        await this.webhooks.emit(
          'contact.status_changed',
          { contact: webhookContact(row), previous_status: previous },
          manager,
        );
      }
      if (input.notes !== undefined) row.notes = input.notes.replace(/\r\n/g, '\n').trim();
      if (input.assigned_to !== undefined) row.assigned_to = input.assigned_to;
      return this.toDto(await manager.save(row));
    });
    await this.audit.record({ action: 'update', type: 'contact_request', id, before, after: saved });
    return saved;
  }

  /** The administrators whose role works call-back requests, by name (a handful: no paging needed). */
  async assignees(): Promise<AssigneeDto[]> {
    const roles = ROLES.filter((role) => mayUse(role, 'GET /contact'));
    const users = await this.dataSource.getRepository(AdminUser).find({
      where: { role: In(roles) },
      select: { id: true, name: true, email: true, role: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    return users.map((u) => ({ id: u.id, name: u.name || u.email, role: u.role }));
  }

  /** A request goes only to an administrator whose role works call-back requests (owner or sales). */
  private async checkAssignee(userId: number): Promise<void> {
    const user = await this.dataSource
      .getRepository(AdminUser)
      .findOne({ where: { id: userId }, select: { id: true, role: true } });
    const refuse = (msg: string) =>
      new ValidationFailed([{ loc: ['body', 'assigned_to'], msg, type: 'value_error.assignee' }]);
    if (!user) throw refuse('Böyle bir yönetici yok');
    if (!isRole(user.role) || !mayUse(user.role, 'GET /contact'))
      throw refuse(
        `Bu yönetici talepleri göremez (rolü: ${isRole(user.role) ? ROLE_LABELS[user.role] : user.role})`,
      );
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
      // An erased person has no consent left to show (rows erased before erasure cleared it too).
      marketing_consent: row.marketing_consent && !row.anonymised,
      language: row.language as ContactRequestDto['language'],
      created_at: new Date(row.created_at).toISOString(),
    };
  }
}

function changeDto(c: ContactStatusChange): StatusChangeDto {
  return {
    from_status: c.from_status,
    to_status: c.to_status,
    admin_email: c.admin_email,
    created_at: new Date(c.created_at).toISOString(),
  };
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
