import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RuCurrency } from '@konak/contract';
import { JsonColumn, UpdatedAt, type Localized } from '../database/columns.js';

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

  /** What the Russian pages show prices in first: RUB or EUR (the office's choice; English pages show EUR). */
  @Column({ type: 'varchar', length: 3, default: 'RUB' })
  ru_currency: RuCurrency;

  /** Foreign buyers' thresholds (issue 32 item 4): whole US dollars, null = not marked. */
  @Column({ type: 'integer', nullable: true }) residence_usd: number | null;
  @Column({ type: 'integer', nullable: true }) citizenship_usd: number | null;
  /** The day the office set the thresholds, YYYY-MM-DD ('' until set). */
  @Column({ type: 'varchar', length: 10, default: '' })
  thresholds_as_of: string;
  /** The office's explanation of the thresholds, per language (null until written). */
  @JsonColumn({ nullable: true }) foreign_buyer_text: Localized | null;

  @UpdatedAt() updated_at: Date;
}
