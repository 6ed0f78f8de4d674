import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../database/columns.js';
import { AdminUser } from '../users/admin-user.entity.js';

/** One "forgotten password" link. Only the SHA-256 of its secret is stored (a copy of the table opens
 *  nothing); the row is deleted when the link is used, so it works once, and it expires. */
@Entity('password_resets')
export class PasswordReset {
  /** Hex SHA-256 of the link's 32 random bytes. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  token_hash: string;

  @Index()
  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AdminUser;

  /** Milliseconds since the epoch. */
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  expires_at: number;

  @CreatedAt() created_at: Date;
}
