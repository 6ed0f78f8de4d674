import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../database/columns.js';
import { AdminUser } from '../users/admin-user.entity.js';

/** One signed-in browser. A token is valid only while its session row exists: logging out deletes it,
 *  "sign out everywhere" and a password change delete all of a user's, deleting the user cascades. */
@Entity('admin_sessions')
export class AdminSession {
  /** Random, 32 bytes base64url; carried in the token as `sid`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index()
  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AdminUser;

  /** Milliseconds since the epoch; expired rows are swept at each login. */
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  expires_at: number;

  @CreatedAt() created_at: Date;
}
