import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PhasePercent } from '@konak/contract';
import {
  CreatedAt,
  JsonColumn,
  TextColumn,
  UpdatedAt,
  UrlColumn,
  type Localized,
} from '../database/columns.js';
import { Project } from '../projects/project.entity.js';

/** One dated construction update of a project (issue 12): texts, photos, a video link and the phases. */
@Entity('progress_updates')
export class ProgressUpdate {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;

  /** YYYY-MM-DD: a calendar date, the same text on both databases. */
  @TextColumn(10) date: string;
  @JsonColumn() title: Localized;
  @JsonColumn() text: Localized;
  @JsonColumn() photos: string[];
  @UrlColumn() video_url: string;
  @JsonColumn() phases: PhasePercent[];
  /** YYYY-MM-DD, or null when not announced. */
  @Column({ type: 'varchar', length: 10, nullable: true }) expected_handover: string | null;

  /** Display order within the project, lower first (newest first unless staff reorder). */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
