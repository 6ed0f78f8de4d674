import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, TextColumn } from '../database/columns.js';
import type { ContactStatus } from './contact-request.entity.js';

/** Who moved a call-back request from one status to another, and when (issue 16: call-back work). The
 *  first new → contacted change is also the dashboard's "time to first contact". Holds no personal data
 *  of the visitor, so it stays when the request is anonymised. */
@Entity('contact_status_changes')
export class ContactStatusChange {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) contact_id: number;
  @TextColumn(16) from_status: ContactStatus;
  @TextColumn(16) to_status: ContactStatus;
  /** The administrator's e-mail. */
  @TextColumn(254) admin_email: string;
  @CreatedAt() created_at: Date;
}
