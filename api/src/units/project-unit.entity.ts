import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { UnitStatus } from '@konak/contract';
import { UpdatedAt } from '../database/columns.js';
import { Project } from '../projects/project.entity.js';
import { ProjectBlock } from './project-block.entity.js';

/** One home for sale. Its type is one of its project's plans (`plan_key`); its label is block-floor-number. */
@Entity('project_units')
@Index(['block_id', 'number'], { unique: true })
// The home finder's filters and sorts (api/src/homes, migration HomeFinderIndexes).
@Index('IDX_project_units_finder_price', ['price_try', 'id', 'status', 'project_id'])
@Index('IDX_project_units_finder_floor', ['floor', 'id', 'status', 'project_id'])
@Index('IDX_project_units_finder_plan', ['project_id', 'plan_key', 'status'])
export class ProjectUnit {
  @PrimaryGeneratedColumn()
  id: number;

  /** Kept beside block_id so a project's units and counts are one indexed query. */
  @Index()
  @Column({ type: 'integer' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;

  @Column({ type: 'integer' })
  block_id: number;

  @ManyToOne(() => ProjectBlock, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'block_id' })
  block?: ProjectBlock;

  /** 0 = ground floor, negatives = basements. */
  @Column({ type: 'integer' })
  floor: number;

  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  plan_key: string | null;

  /** N NE E SE S SW W NW, or '' when not given. */
  @Column({ type: 'varchar', length: 8, default: '' })
  facing: string;

  /** Whole lira; null = price on request. */
  @Column({ type: 'integer', nullable: true })
  price_try: number | null;

  @Column({ type: 'varchar', length: 16, default: 'available' })
  status: UnitStatus;

  @UpdatedAt() updated_at: Date;
}
