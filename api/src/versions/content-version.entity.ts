import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { VersionedType } from '@konak/contract';
import { CreatedAt, JsonColumn, TextColumn } from '../database/columns.js';

/** One saved state of an editable item (issue 14: version history): the item as its admin form sends it,
 *  numbered 1, 2, … per item; the last 50 per item are kept. */
@Entity('content_versions')
@Index('IDX_content_versions_item', ['type', 'item_id', 'number'], { unique: true })
export class ContentVersion {
  @PrimaryGeneratedColumn() id: number;
  @TextColumn(32) type: VersionedType;
  @Column({ type: 'integer' }) item_id: number;
  @Column({ type: 'integer' }) number: number;
  /** The editable fields, exactly what a restore writes back. */
  @JsonColumn() data: Record<string, unknown>;
  /** The fields this save changed against the version before it (all of them for the first). */
  @JsonColumn() changed: string[];
  /** The version this one was restored from; null for an ordinary save. */
  @Column({ type: 'integer', nullable: true }) restored_from: number | null;
  /** Who saved it; null for a save outside a request (start-up, a scheduled publish). */
  @Column({ type: 'integer', nullable: true }) user_id: number | null;
  /** Their name as it was at the time. */
  @TextColumn(120) user_name: string;
  @CreatedAt() created_at: Date;
}
