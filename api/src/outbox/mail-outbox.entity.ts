import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ContactRequest } from '../contacts/contact-request.entity.js';
import { CreatedAt, TextColumn } from '../database/columns.js';

export type OutboxStatus = 'queued' | 'sent' | 'retrying' | 'failed';
export const OUTBOX_STATUSES: OutboxStatus[] = ['queued', 'sent', 'retrying', 'failed'];
/** The mails about a contact request: the only rows with a contact_id. */
export type LeadMailKind = 'alert' | 'reminder';
export type OutboxKind = LeadMailKind | 'password_reset' | 'backup_failed';

/** Epoch milliseconds as a bigint column: compared the same way on SQLite and PostgreSQL. */
const millis = {
  to: (v: number | null) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};

/** One e-mail to send, written in the same transaction as the request it is about, so an alert is never
 *  lost to a crash or an SMTP outage: the worker delivers it, retrying with backoff. */
@Entity('mail_outbox')
@Index(['status', 'next_attempt_at'])
export class MailOutbox {
  @PrimaryGeneratedColumn() id: number;

  @TextColumn(16) kind: OutboxKind;

  @Index()
  @Column({ type: 'integer', nullable: true })
  contact_id: number | null;

  @ManyToOne(() => ContactRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: ContactRequest;

  /** Comma-separated recipients. */
  @TextColumn(2048) to_address: string;
  @TextColumn(255) subject: string;
  @Column({ type: 'text', default: '' }) text: string;
  @Column({ type: 'text', default: '' }) html: string;
  /** A secret the mail carries (a reset link), sealed by SecretBox: `text` and `html` hold a placeholder,
   *  the link is put in only at send time, and this is cleared once the mail is sent or given up. */
  @Column({ type: 'text', nullable: true }) sealed: string | null;

  @TextColumn(16, { default: 'queued' }) status: OutboxStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  /** When the row may next be tried; a worker that claims it pushes this forward by its lease. */
  @Column({ type: 'bigint', transformer: millis }) next_attempt_at: number;
  @TextColumn(500) last_error: string;
  /** Set by the worker that claimed the row; only that worker records the outcome. */
  @Column({ type: 'varchar', length: 64, nullable: true }) claim_token: string | null;

  @CreatedAt() created_at: Date;
  @Column({ type: 'bigint', nullable: true, transformer: millis }) sent_at: number | null;
}
