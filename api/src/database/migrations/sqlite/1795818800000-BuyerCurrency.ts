// Issue 26: what the Russian pages show prices in first (RUB or EUR, saved with the rates), and the
// audit log's e-mail of who acted (copied like the name; older entries filled from the users still there).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BuyerCurrency1795818800000 implements MigrationInterface {
  name = 'BuyerCurrency1795818800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "exchange_rates" ADD COLUMN "ru_currency" varchar(3) NOT NULL DEFAULT ('RUB')`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_entries" ADD COLUMN "user_email" varchar(254) NOT NULL DEFAULT ('')`,
    );
    await queryRunner.query(
      `UPDATE "audit_entries" SET "user_email" = (SELECT "email" FROM "admin_users" WHERE "admin_users"."id" = "audit_entries"."user_id") WHERE "user_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "admin_users" WHERE "admin_users"."id" = "audit_entries"."user_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entries" DROP COLUMN "user_email"`);
    await queryRunner.query(`ALTER TABLE "exchange_rates" DROP COLUMN "ru_currency"`);
  }
}
