import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, JsonColumn, TextColumn } from '../database/columns.js';
import { Project } from '../projects/project.entity.js';
import type { UnitStatus } from '@konak/contract';

/** Epoch milliseconds as a bigint column, the same on SQLite and PostgreSQL. */
const millis = {
  to: (v: number | null) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};

/** A project's blocks and units as they were, enough to put them back. */
export interface UnitsSnapshot {
  blocks: { name: string; position: number }[];
  units: {
    block: string;
    floor: number;
    number: string;
    plan_key: string | null;
    facing: string;
    price_try: number | null;
    status: UnitStatus;
  }[];
}

/** What an import did, in counts (the audit entry and the admin's "Son içe aktarma" line). */
export interface UnitImportCounts {
  blocks: number;
  units: number;
  added: number;
  changed: number;
  removed: number;
  removed_blocks: number;
}

/** One applied units CSV import (issue 26): the project's units before it, so "Geri al" restores them.
 *  The last few per project are kept (UnitsService: IMPORTS_KEPT). */
@Entity('unit_imports')
@Index('IDX_unit_imports_project', ['project_id', 'id'])
export class UnitImport {
  @PrimaryGeneratedColumn() id: number;

  @Column({ type: 'integer' }) project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;

  /** The blocks and units before the import. */
  @JsonColumn() before: UnitsSnapshot;

  @JsonColumn() counts: UnitImportCounts;

  /** Who imported; null outside a request. Their name as it was at the time. */
  @Column({ type: 'integer', nullable: true }) user_id: number | null;
  @TextColumn(120) user_name: string;

  @CreatedAt() created_at: Date;

  /** When "Geri al" put the units back (epoch ms; then it cannot be undone again); null until then. */
  @Column({ type: 'bigint', nullable: true, transformer: millis }) undone_at: number | null;
  @TextColumn(120) undone_by: string;
}
