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
  @Column({ type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  password_changed_at: number;

  @CreatedAt() created_at: Date;
}
