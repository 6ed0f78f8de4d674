import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, ContentType } from '@konak/contract';
import { JsonColumn, TextColumn } from '../database/columns.js';

/** One change of a field, as the log shows it: "title.ru: önce → sonra". */
export interface FieldChange {
  /** Dotted path; a Localized value per language ("title.ru"), list items by position ("features.2.title.en"). */
  field: string;
  before: unknown;
  after: unknown;
}

/** One write someone made (issue 14: nothing an editor does is lost). Append-only: nothing updates a
 *  row and no route deletes one; only the retention purge (security/security-jobs.ts) removes entries
 *  older than the owner's setting. Who and where are copied, so a deleted user's entries keep a name. */
@Entity('audit_entries')
@Index(['type', 'item_id'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @CreateDateColumn({ name: 'at' })
  at: Date;

  /** The administrator, null when nobody was signed in (a failed login, a scheduled publish). */
  @Index()
  @Column({ type: 'integer', nullable: true })
  user_id: number | null;

  @TextColumn(120) user_name: string;
  /** Their e-mail as it was at the time (the log names a person by name and e-mail); '' when anonymous. */
  @TextColumn(254) user_email: string;
  @TextColumn(64) client_ip: string;

  @Index()
  @TextColumn(32)
  action: AuditAction;

  @Index()
  @TextColumn(32)
  type: ContentType;

  /** The record's id; null for single records (settings, about, banner) and failed logins. */
  @Column({ type: 'integer', nullable: true })
  item_id: number | null;

  /** What the record was called at the time (a project's Turkish title, a user's e-mail…). */
  @TextColumn(300) title: string;

  @JsonColumn() changes: FieldChange[];
}
