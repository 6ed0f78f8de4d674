// Issue 32 item 4 (decision 0198): the office's foreign-buyer thresholds in whole US dollars, the day it set
// them and its explanation per language, kept with the exchange rates they are compared at.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ForeignBuyerThresholds1795890000000 implements MigrationInterface {
  name = 'ForeignBuyerThresholds1795890000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "exchange_rates" ADD COLUMN "residence_usd" integer`);
    await queryRunner.query(`ALTER TABLE "exchange_rates" ADD COLUMN "citizenship_usd" integer`);
    await queryRunner.query(
      `ALTER TABLE "exchange_rates" ADD COLUMN "thresholds_as_of" varchar(10) NOT NULL DEFAULT ('')`,
    );
    await queryRunner.query(`ALTER TABLE "exchange_rates" ADD COLUMN "foreign_buyer_text" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "exchange_rates" DROP COLUMN "foreign_buyer_text"`);
    await queryRunner.query(`ALTER TABLE "exchange_rates" DROP COLUMN "thresholds_as_of"`);
    await queryRunner.query(`ALTER TABLE "exchange_rates" DROP COLUMN "citizenship_usd"`);
    await queryRunner.query(`ALTER TABLE "exchange_rates" DROP COLUMN "residence_usd"`);
  }
}
