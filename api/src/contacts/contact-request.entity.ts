import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { SHORTLIST_LIMITS } from '@konak/contract';
import { CreatedAt, TextColumn } from '../database/columns.js';
import { DeletedAt, DeletedBy } from '../trash/trash-columns.js';

export type ContactStatus = 'new' | 'contacted' | 'closed';
export const CONTACT_STATUSES: ContactStatus[] = ['new', 'contacted', 'closed'];

/** Why a request was marked as suspected spam (stored all the same: a lead is never discarded). */
export type SuspiciousReason = 'honeypot' | 'fast' | 'rate';

// The list's filters and sorts each have an index ending in (created_at, id) or (name, id), so a page is
// read in order and stops after its rows; deleted_at is last because PostgreSQL cannot treat
// "IS NULL" as fixing a column's order. Counts of a filter are index-only scans of the same index
// (anonymised rides along so the dashboard's counts, which leave erased requests out, are too).
@Entity('contact_requests')
@Index('IDX_contact_requests_list', ['suspicious', 'created_at', 'id', 'deleted_at', 'anonymised'])
@Index('IDX_contact_requests_status', [
  'suspicious',
  'status',
  'created_at',
  'id',
  'deleted_at',
  'anonymised',
])
@Index('IDX_contact_requests_project', [
  'project',
  'suspicious',
  'created_at',
  'id',
  'deleted_at',
  'anonymised',
])
// referrer_host rides along: source=direct (no utm_source, no referrer) is then counted from the index.
@Index('IDX_contact_requests_source', [
  'utm_source',
  'suspicious',
  'created_at',
  'id',
  'deleted_at',
  'referrer_host',
])
@Index('IDX_contact_requests_name', ['suspicious', 'name', 'id', 'deleted_at'])
// "Bana atananlar": one salesperson's requests, newest first.
@Index('IDX_contact_requests_assigned', ['assigned_to', 'suspicious', 'created_at', 'id', 'deleted_at'])
// The narrowest index for the counts over every request (the unfiltered list's total, the dashboard's).
@Index('IDX_contact_requests_count', ['suspicious', 'deleted_at', 'anonymised', 'status'])
// The retention job's "not yet anonymised, older than the period", read in batches.
@Index('IDX_contact_requests_retention', ['anonymised', 'created_at', 'id'])
// The IP job's "address still kept, older than the period": a partial index (both databases), created
// by the migration; TypeORM does not compare partial indexes, so it is declared here without sync.
@Index('IDX_contact_requests_ip_kept', { synchronize: false })
export class ContactRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(120) name: string;
  @TextColumn(40) phone: string;
  @TextColumn(254) email: string;
  @Column({ type: 'text', default: '' }) message: string;
  /** The sales team's own notes on the call-back ("Pazartesi geri ara"); erased with the personal fields. */
  @Column({ type: 'text', default: '' }) notes: string;
  /** Slug of the project the visitor asked about, when the form knew it. */
  @TextColumn(120) project: string;
  @TextColumn(2, { default: 'tr' }) language: string;

  @Index()
  @TextColumn(16, { default: 'new' })
  status: ContactStatus;

  @Index()
  @CreatedAt()
  created_at: Date;

  // The KVKK ledger: what the visitor was shown and agreed to, and where the request came from.
  /** Version of the KVKK notice shown with the form (kvkk_notices.id), null when the form did not say. */
  @Column({ type: 'integer', nullable: true }) notice_version: number | null;
  /** SHA-256 of that notice's text, kept here so the record proves which text it was on its own. */
  @TextColumn(64) notice_hash: string;
  /** The language of the notice text shown: the page's when the notice has that language, else "tr"
   *  (the fallback the page showed, said so); "" when the form named no notice. */
  @TextColumn(2) notice_lang: string;
  /** Optional marketing consent (açık rıza), given separately from the request; never assumed. */
  @Column({ type: 'boolean', default: false }) marketing_consent: boolean;
  /** Path of the page the form was sent from. */
  @TextColumn(512) page: string;
  @TextColumn(255) referrer_host: string;
  @TextColumn(120) utm_source: string;
  @TextColumn(120) utm_medium: string;
  @TextColumn(120) utm_campaign: string;
  /** The unit asked about, e.g. "B-4-12"; a shortlist's call-back names each home ("lara-evleri A-2-3;
   *  gokce-konaklari B-4-12", contract shortlistUnitText). */
  @TextColumn(SHORTLIST_LIMITS.unitText) unit: string;
  /** The sender's address, erased after the IP retention period (settings.ip_retention_days). */
  @TextColumn(64) client_ip: string;
  /** A reminder for a request still "new" after the set working hours has been queued (once). */
  @Column({ type: 'boolean', default: false }) reminder_queued: boolean;
  /** Personal fields blanked (erasure on request or the retention period). */
  @Index()
  @Column({ type: 'boolean', default: false })
  anonymised: boolean;
  /** Suspected spam (a filled honeypot, or sent faster than a person types): kept, listed apart, no alert. */
  @Column({ type: 'boolean', default: false }) suspicious: boolean;
  /** Why it is suspected: 'honeypot' | 'fast'; "" for a normal request. */
  @TextColumn(16) suspicious_reason: '' | SuspiciousReason;
  /** The administrator (owner or sales) who calls back; null while nobody is assigned. No foreign key:
   *  deleting an administrator clears their assignments (UsersService.remove). */
  @Column({ type: 'integer', nullable: true }) assigned_to: number | null;
  /** In the trash: hidden from the lists and jobs, still found by a KVKK request (data-requests). */
  @DeletedAt() deleted_at: Date | null;
  @DeletedBy() deleted_by: string;
}
