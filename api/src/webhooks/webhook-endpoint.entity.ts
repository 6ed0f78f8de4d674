import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEvent } from '@konak/contract';
import { CreatedAt, JsonColumn, UrlColumn } from '../database/columns.js';
import { DeletedAt, DeletedBy } from '../trash/trash-columns.js';

/** A receiver the owner added (a CRM): the events it wants and the secret its deliveries are signed with. */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn() id: number;
  @UrlColumn() url: string;
  @JsonColumn() events: WebhookEvent[];
  /** The signing secret sealed by SecretBox: a copy of the database alone cannot forge a delivery. */
  @Column({ type: 'text' }) secret: string;
  /** The secret's last characters, which the list shows so the owner can tell secrets apart. */
  @Column({ type: 'varchar', length: 8, default: '' }) secret_hint: string;
  @Column({ type: 'boolean', default: true }) active: boolean;
  @CreatedAt() created_at: Date;

  /** A deleted endpoint waits in the trash with its secret and deliveries: nothing is queued for it or
   *  sent to it meanwhile (every find leaves it out), and a restore brings it back as it was. */
  @DeletedAt() deleted_at: Date | null;
  @DeletedBy() deleted_by: string;
}
