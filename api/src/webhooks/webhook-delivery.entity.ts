import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookDeliveryEvent, WebhookDeliveryStatus } from '@konak/contract';
import { CreatedAt, TextColumn } from '../database/columns.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

/** Epoch milliseconds as a bigint column: compared the same way on SQLite and PostgreSQL. */
const millis = {
  to: (v: number | null) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};

/** One event for one endpoint, written in the same transaction as the change it reports, so a restart or
 *  a receiver's outage loses nothing: the worker sends it, retrying with backoff (webhook-sender.ts). */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['status', 'next_attempt_at'])
@Index('IDX_webhook_deliveries_endpoint', ['endpoint_id', 'id'])
@Index('IDX_webhook_deliveries_contact', ['contact_id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn() id: number;

  @Column({ type: 'integer' }) endpoint_id: number;
  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpoint;

  @TextColumn(40) event: WebhookDeliveryEvent;
  /** The call-back a contact.* event carries (null for other events), so a KVKK erasure finds the waiting
   *  deliveries holding that person's name and phone by index (WebhookEvents.forgetContacts). No foreign
   *  key: a call-back deleted for good leaves the delivery's history. */
  @Column({ type: 'integer', nullable: true }) contact_id: number | null;
  /** The exact JSON body sent (the same bytes on every retry, so its signature is reproducible). */
  @Column({ type: 'text' }) payload: string;

  @TextColumn(16, { default: 'pending' }) status: WebhookDeliveryStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  /** When the row may next be tried; a worker that claims it pushes this forward by its lease. */
  @Column({ type: 'bigint', transformer: millis }) next_attempt_at: number;
  @Column({ type: 'integer', nullable: true }) response_code: number | null;
  @TextColumn(500) last_error: string;
  /** Set by the worker that claimed the row; only that worker records the outcome. */
  @Column({ type: 'varchar', length: 64, nullable: true }) claim_token: string | null;

  @CreatedAt() created_at: Date;
  @Column({ type: 'bigint', nullable: true, transformer: millis }) sent_at: number | null;
}
