import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TextColumn } from '../database/columns.js';

export type BackupRunStatus = 'running' | 'ok' | 'failed';

/** One scheduled backup (BACKUP_INTERVAL_HOURS): the admin dashboard shows the last ones. `slot` is the
 *  interval it belongs to (epoch time / interval); its unique index is how one instance of several
 *  claims it: only the INSERT that succeeds runs the backup. */
@Entity('backup_runs')
@Index('IDX_backup_runs_slot', ['slot'], { unique: true })
export class BackupRun {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  slot: number;
  @TextColumn(16) status: BackupRunStatus;
  /** Where the archive went: a file path, or s3://bucket/backups/name. */
  @TextColumn(1024) location: string;
  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  bytes: number;
  @Column({ type: 'text', default: '' }) error: string;
  @CreateDateColumn({ name: 'started_at' }) started_at: Date;
  /** Epoch milliseconds; null while running (or when the instance running it died). */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: {
      to: (v: number | null) => v,
      from: (v: string | number | null) => (v === null ? null : Number(v)),
    },
  })
  finished_at: number | null;
}
