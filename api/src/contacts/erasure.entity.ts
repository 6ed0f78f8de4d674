import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, TextColumn } from '../database/columns.js';

/** The log of data-subject actions (KVKK Art. 11): who erased or exported whose requests, when, how many.
 *  The person is named only by a SHA-256 of the e-mail / phone searched, so the log keeps no personal
 *  data of its own yet can show, when asked, that a given person's data was erased. */
@Entity('erasures')
export class Erasure {
  @PrimaryGeneratedColumn() id: number;
  /** 'erase' (on request), 'retention' (the scheduled job) or 'export'. */
  @TextColumn(16) action: 'erase' | 'retention' | 'export';
  /** The administrator's e-mail; "" for the scheduled job. */
  @TextColumn(254) admin_email: string;
  @TextColumn(64) subject_hash: string;
  @Column({ type: 'integer', default: 0 }) count: number;
  @CreatedAt() created_at: Date;
}
