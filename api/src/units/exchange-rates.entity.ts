import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAt } from '../database/columns.js';

/** The one record of the rates the public site converts unit prices with: TRY per 1 EUR / USD / RUB. */
@Entity('exchange_rates')
export class ExchangeRates {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'double precision', nullable: true }) eur: number | null;
  @Column({ type: 'double precision', nullable: true }) usd: number | null;
  @Column({ type: 'double precision', nullable: true }) rub: number | null;

  /** The day the rates are for, YYYY-MM-DD ('' until set). */
  @Column({ type: 'varchar', length: 10, default: '' })
  as_of: string;

  @UpdatedAt() updated_at: Date;
}
