import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentPlans1795832293565 implements MigrationInterface {
  name = 'PaymentPlans1795832293565';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "name" text NOT NULL, "down_payment_percent" double precision NOT NULL, "months" integer NOT NULL, "annual_rate_percent" double precision NOT NULL DEFAULT (0), "cash_discount_percent" double precision NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_91a74f46635282136df5528cc88" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d96be9bf409cc72286eebda287" ON "payment_plans" ("project_id", "position") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d96be9bf409cc72286eebda287"`);
    await queryRunner.query(`DROP TABLE "payment_plans"`);
  }
}
