import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@konak/contract';
import { CreatedAt, TextColumn } from '../database/columns.js';

@Entity('admin_users')
export class AdminUser {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(120) name: string;

  /** Stored lower-cased: the identifier of an administrator. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** What they may do (contract/src/roles.ts); set explicitly on every insert, hence no default. */
  @Column({ type: 'varchar', length: 16 }) role: Role;

  /** scrypt hash in PHC-like form; never leaves the API. */
  @Column({ type: 'varchar', length: 255, select: false })
  password_hash: string;

  /** Tokens issued before this moment are refused (a password change ends other sessions). */
  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  password_changed_at: number;

  /** Two-factor sign-in (TOTP): the secret sealed by SecretBox (never in clear), set when enrolment
   *  starts; never leaves the API. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  totp_secret: string | null;

  /** When two-factor sign-in was switched on (epoch ms); null while it is off or being set up. */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: {
      to: (v: number | null) => v,
      from: (v: string | number | null) => (v === null ? null : Number(v)),
    },
  })
  totp_enabled_at: number | null;

  /** The 30-second step of the last code accepted: a code is accepted once (no replay in its window). */
  @Column({
    type: 'bigint',
    nullable: true,
    select: false,
    transformer: {
      to: (v: number | null) => v,
      from: (v: string | number | null) => (v === null ? null : Number(v)),
    },
  })
  totp_last_step: number | null;

  /** JSON list of the keyed digests of the unused recovery codes. */
  @Column({ type: 'text', nullable: true, select: false })
  totp_recovery_codes: string | null;

  @CreatedAt() created_at: Date;
}
