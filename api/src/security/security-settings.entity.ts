import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from '@konak/contract';
import { JsonColumn, UpdatedAt } from '../database/columns.js';

/** One row (id 1): the owner's security choices. Kept apart from the site settings, which are public. */
@Entity('security_settings')
export class SecuritySettings {
  @PrimaryColumn({ type: 'integer' }) id: number;

  /** Roles whose members must sign in with a second factor; none on a fresh install, so the first
   *  sign-in works. */
  @JsonColumn({ default: '[]' }) require_2fa_roles: Role[];

  /** Audit entries older than this many days are purged (in batches, by SecurityJobs). */
  @Column({ type: 'integer', default: 365 }) audit_retention_days: number;

  @UpdatedAt() updated_at: Date;
}
