// KVKK Art. 11 requests of one person (find, export, erase) and the retention periods (requests
// anonymised after settings.retention_days, senders' addresses erased after settings.ip_retention_days).
import { pageWindow, type Page, type PageQuery } from '../common/paging.js';
import { createHmac } from 'node:crypto';
import {
  CONTACT_STATUS_LABELS,
  LANGUAGE_LABELS,
  csvCell,
  requestUnitProjects,
  requestUnitText,
  type Lang,
} from '@konak/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, LessThan, Not, type Repository } from 'typeorm';
import { loadJwtSecret } from '../auth/jwt-secret.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { SettingsService } from '../settings/settings.service.js';
import { Project } from '../projects/project.entity.js';
import { ContactRequest } from './contact-request.entity.js';
import { istanbulStamp } from './contact-export.js';
import { ContactsService } from './contacts.service.js';
import type { ContactRequestDto, DataSubjectLogDto } from './dto/contact.dto.js';
import { Erasure } from './erasure.entity.js';
import { forgetSearchTerms } from './contact-search-index.js';
import { ContactSearchTerm } from './contact-search-term.entity.js';
import { emailSpellings, unicodeEmail } from './unicode-email.js';

const DAY_MS = 86_400_000;
/** Rows a retention job changes per transaction before letting other work run: an anonymised row
 *  rewrites eight index entries, and at a million rows 500 of them held SQLite for far over 50 ms. */
export const JOB_BATCH = 100;
/** Lets the event loop serve requests between two batches of a job. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
export const ERASED_NAME = 'Silindi';

export interface Subject {
  email?: string;
  phone?: string;
}

/** The digits that identify a phone number however it was typed: the last 10 (Turkish numbers without
 *  0 or +90), or all of them when shorter. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

@Injectable()
export class DataRequestsService {
  private readonly logger = new Logger('DataRequests');
  private subjectKeyBytes: Buffer | null = null;

  constructor(
    @InjectRepository(ContactRequest) private readonly repo: Repository<ContactRequest>,
    @InjectRepository(Erasure) private readonly log: Repository<Erasure>,
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsService,
    private readonly outbox: OutboxService,
    private readonly webhooks: WebhookEvents,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** How the erasure log names a person (see subjectHash): the same for a write and for a later lookup. */
  subjectHash(subject: Subject): string {
    return subjectHash((this.subjectKeyBytes ??= subjectKey(loadJwtSecret(this.env))), subject);
  }

  /** Every request of a person: same e-mail (case-insensitive) or same phone digits. */
  async find(subject: Subject): Promise<ContactRequestDto[]> {
    const ids = await this.matchingIds(subject);
    if (!ids.length) return [];
    // Requests in the trash are still the person's data: found, exported and erased with the rest.
    const rows = await this.repo.find({
      where: { id: In(ids) },
      order: { created_at: 'DESC', id: 'DESC' },
      withDeleted: true,
    });
    return rows.map((r) => this.contacts.toDto(r));
  }

  async export(
    subject: Subject,
    adminEmail: string,
    format: 'json' | 'csv',
  ): Promise<{ body: string; count: number }> {
    const rows = await this.find(subject);
    const title = await this.projectTitles(rows);
    await this.log.insert({
      action: 'export',
      admin_email: adminEmail,
      subject_hash: this.subjectHash(subject),
      count: rows.length,
    });
    return {
      body:
        format === 'csv'
          ? toCsv(rows, title)
          : JSON.stringify(
              {
                exported_at: this.clock.now().toISOString(),
                requests: rows.map((r) => ({ ...r, project_title: title(r.project) })),
              },
              null,
              2,
            ),
      count: rows.length,
    };
  }

  /** Anonymises every request of the person, blanks the mails and waiting webhook deliveries about them
   *  and logs who did it, all in one transaction. */
  async erase(subject: Subject, adminEmail: string): Promise<number> {
    const ids = await this.matchingIds(subject);
    await this.dataSource.transaction(async (manager) => {
      await this.anonymise(manager, ids);
      await manager.insert(Erasure, {
        action: 'erase',
        admin_email: adminEmail,
        subject_hash: this.subjectHash(subject),
        count: ids.length,
      });
    });
    return ids.length;
  }

  /** A page of the log, newest first (the paging convention, 50 by default). */
  async history(query: PageQuery = {}): Promise<Page<DataSubjectLogDto>> {
    const { page, per_page, skip, take } = pageWindow(query, 'dataRequests');
    const [rows, total] = await this.log.findAndCount({ order: { id: 'DESC' }, skip, take });
    return {
      items: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      total,
      page,
      per_page,
    };
  }

  /** Requests older than the retention period lose their personal fields (one log row per run), in
   *  batches of JOB_BATCH rows, each its own transaction, with the event loop free between them: a
   *  first run over years of requests never holds the process (or SQLite's writer) for long. */
  async applyRetention(): Promise<number> {
    const { retention_days } = await this.settings.leadSettings();
    const cutoff = new Date(this.clock.now().getTime() - retention_days * DAY_MS);
    let total = 0;
    for (;;) {
      // IDX_contact_requests_retention: the oldest not yet anonymised, nothing else read.
      const rows = await this.repo.find({
        where: { anonymised: false, created_at: LessThan(cutoff) },
        select: { id: true },
        withDeleted: true,
        order: { created_at: 'ASC', id: 'ASC' },
        take: JOB_BATCH,
      });
      if (!rows.length) break;
      await this.dataSource.transaction((manager) =>
        this.anonymise(
          manager,
          rows.map((r) => r.id),
        ),
      );
      total += rows.length;
      await nextTurn();
    }
    if (!total) return 0;
    await this.log.insert({ action: 'retention', admin_email: '', subject_hash: '', count: total });
    this.logger.log(`retention: anonymised ${total} requests older than ${retention_days} days`);
    return total;
  }

  /** Senders' IP addresses older than their retention period are erased, JOB_BATCH at a time. */
  async eraseOldIps(): Promise<number> {
    const { ip_retention_days } = await this.settings.leadSettings();
    const cutoff = new Date(this.clock.now().getTime() - ip_retention_days * DAY_MS);
    let total = 0;
    for (;;) {
      // IDX_contact_requests_ip_kept (partial: only rows still holding an address) in created_at order.
      const rows = await this.repo.find({
        where: { client_ip: Not(''), created_at: LessThan(cutoff) },
        select: { id: true },
        withDeleted: true,
        order: { created_at: 'ASC', id: 'ASC' },
        take: JOB_BATCH,
      });
      if (!rows.length) break;
      const { affected } = await this.repo.update({ id: In(rows.map((r) => r.id)) }, { client_ip: '' });
      total += affected ?? 0;
      await nextTurn();
    }
    return total;
  }

  private async anonymise(manager: import('typeorm').EntityManager, ids: number[]) {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await manager.update(
        ContactRequest,
        { id: In(chunk) },
        {
          name: ERASED_NAME,
          phone: '',
          email: '',
          message: '',
          notes: '',
          client_ip: '',
          marketing_consent: false,
          anonymised: true,
        },
      );
    }
    await forgetSearchTerms(manager, ids);
    await this.outbox.forgetContacts(manager, ids);
    // A call-back's webhook delivery still waiting carries the name and phone: given up with its body.
    await this.webhooks.forgetContacts(manager, ids);
  }

  /** The Turkish names of the requests' projects (a deleted one's too), and of those a shortlist's
   *  call-back names in its homes: the person's file names the project as the office and the person know
   *  it, not by its address word (issue 26). */
  private async projectTitles(rows: ContactRequestDto[]): Promise<(slug: string) => string> {
    const slugs = [...new Set(rows.flatMap((r) => [r.project, ...requestUnitProjects(r)]).filter(Boolean))];
    const projects = slugs.length
      ? await this.dataSource.getRepository(Project).find({
          where: { slug: In(slugs) },
          select: { id: true, slug: true, title: true },
          withDeleted: true,
        })
      : [];
    const titles = new Map(projects.map((p) => [p.slug, p.title?.tr || '']));
    return (slug) => (slug ? titles.get(slug) || slug : '');
  }

  private async matchingIds(subject: Subject): Promise<number[]> {
    const email = subject.email?.trim().toLowerCase();
    const phone = subject.phone ? phoneKey(subject.phone) : '';
    if (!email && phone.length < 6) throw new DomainError('subject_required');
    const ids = new Set<number>();
    if (email)
      for (const r of await this.repo.find({
        where: { email: In(emailSpellings(email)) },
        select: { id: true },
        withDeleted: true,
      }))
        ids.add(r.id);
    if (phone.length >= 6) {
      // Phones are stored as typed ("0532 000 00 00", "+90 532…"). The search terms hold each phone's
      // digits as a whole and its last 10 (contact-search.ts), so the key is one index lookup there; the
      // few candidates are then compared digit by digit. Anonymised requests have no terms (and no phone).
      const candidates = this.dataSource
        .getRepository(ContactSearchTerm)
        .createQueryBuilder('t')
        .select('t.contact_id')
        .where('t.term = :phone', { phone });
      const rows = await this.repo
        .createQueryBuilder('c')
        .withDeleted()
        .select(['c.id', 'c.phone'])
        .where(`c.id IN (${candidates.getQuery()})`, candidates.getParameters())
        .getMany();
      for (const r of rows) if (phoneKey(r.phone) === phone) ids.add(r.id);
    }
    return [...ids];
  }
}

/** The erasure log's key, derived from the token signing secret (never in the database) with a label of
 *  its own: a copy of the database alone cannot test guesses of who was erased. */
export function subjectKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('konak erasure log subject v1').digest();
}

/** An HMAC-SHA256 (keyed: a bare hash of an e-mail or a phone number is reversed by trying them all) of
 *  the normalised e-mail and phone: names the person in the log without keeping their data. Rows written
 *  before the key (plain SHA-256) stay as they were. */
export function subjectHash(key: Buffer, subject: Subject): string {
  const value = `${subject.email ? unicodeEmail(subject.email.trim()) : ''}|${subject.phone ? phoneKey(subject.phone) : ''}`;
  return createHmac('sha256', key).update(value).digest('hex');
}

type Column = [
  header: string,
  cell: (row: ContactRequestDto, projectTitle: (slug: string) => string) => unknown,
  kind?: 'phone',
];
const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');
const istanbulTime = (iso: string) => (iso ? istanbulStamp(new Date(iso)) : '');

/** The columns, in order, with Turkish headers an office reads (issue 26): times in Istanbul's. */
export const DATA_EXPORT_COLUMNS: Column[] = [
  ['Talep no', (r) => r.id],
  ['Tarih (İstanbul saati)', (r) => istanbulTime(r.created_at)],
  ['Ad Soyad', (r) => r.name],
  ['Telefon', (r) => r.phone, 'phone'],
  ['E-posta', (r) => r.email],
  ['Mesaj', (r) => r.message],
  ['Notlar', (r) => r.notes],
  ['Proje', (r, title) => title(r.project)],
  ['Daire', (r, title) => requestUnitText(r, title)],
  ['Dil', (r) => LANGUAGE_LABELS[r.language as Lang] ?? r.language],
  ['Durum', (r) => CONTACT_STATUS_LABELS[r.status] ?? r.status],
  ['Gönderildiği sayfa', (r) => r.page],
  ['Geldiği site', (r) => r.referrer_host],
  ['Kampanya kaynağı', (r) => r.utm_source],
  ['Kampanya aracı', (r) => r.utm_medium],
  ['Kampanya', (r) => r.utm_campaign],
  ['Aydınlatma metni sürümü', (r) => r.notice_version ?? ''],
  ['Aydınlatma metninin parmak izi (SHA-256)', (r) => r.notice_hash],
  // The language of the notice text the person was shown (issue 26): the page's, or Turkish where the
  // notice had none in it.
  ['Aydınlatma metninin dili', (r) => LANGUAGE_LABELS[r.notice_lang as Lang] ?? r.notice_lang],
  ['Pazarlama izni', (r) => yesNo(r.marketing_consent)],
  ['IP adresi', (r) => r.client_ip],
  ['Kişisel veriler silindi', (r) => yesNo(r.anonymised)],
];

/** Semicolons, a UTF-8 BOM and formula-neutralised cells, like the admin's list export
 * (docs/decisions/0061-csv-for-excel-tr.md). */
function toCsv(rows: ContactRequestDto[], projectTitle: (slug: string) => string): string {
  const header = DATA_EXPORT_COLUMNS.map(([h]) => csvCell(h)).join(';');
  const lines = rows.map((r) =>
    DATA_EXPORT_COLUMNS.map(([, cell, kind]) => csvCell(cell(r, projectTitle), kind ?? 'text')).join(';'),
  );
  return '\uFEFF' + [header, ...lines].join('\r\n') + '\r\n';
}
