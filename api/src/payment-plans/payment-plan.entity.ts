import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JsonColumn, UpdatedAt, type Localized } from '../database/columns.js';
import { Project } from '../projects/project.entity.js';
import { DeletedAt, DeletedBy } from '../trash/trash-columns.js';

/** One way to pay for a project's homes (issue 32): a down payment, instalments (interest-free or at a
 *  yearly rate) and a discount for paying at once. Percentages as the office types them (two decimals at
 *  most); the figures are reckoned by the contract (contract/src/payment-plan.ts). */
@Entity('payment_plans')
@Index(['project_id', 'position'])
export class PaymentPlan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;

  /** "24 ay faizsiz" / "24 months interest-free" / "24 месяца без процентов". */
  @JsonColumn() name: Localized;

  @Column({ type: 'double precision' }) down_payment_percent: number;
  @Column({ type: 'integer' }) months: number;
  /** 0 = interest-free */
  @Column({ type: 'double precision', default: 0 }) annual_rate_percent: number;
  @Column({ type: 'double precision', default: 0 }) cash_discount_percent: number;

  /** Display order within the project, lower first. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @UpdatedAt() updated_at: Date;

  /** A deleted plan waits in the trash (api/src/trash) before it is gone. */
  @DeletedAt() deleted_at: Date | null;
  @DeletedBy() deleted_by: string;
}
