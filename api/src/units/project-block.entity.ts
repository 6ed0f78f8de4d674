import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Project } from '../projects/project.entity.js';

/** A building of a project ("A", "B"): its units are laid out per floor in the grids. */
@Entity('project_blocks')
@Index(['project_id', 'name'], { unique: true })
export class ProjectBlock {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;

  @Column({ type: 'varchar', length: 20 })
  name: string;

  /** Display order of the project's blocks (lower first); ties by id. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
