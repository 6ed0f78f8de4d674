import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillPlanKeys } from '../plan-keys-v1.js';

// Unit availability (issue 12): blocks, units and the exchange rates; existing projects' plans get keys.
export class UnitAvailability1795715043378 implements MigrationInterface {
  name = 'UnitAvailability1795715043378';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "exchange_rates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eur" double precision, "usd" double precision, "rub" double precision, "as_of" varchar(10) NOT NULL DEFAULT (''), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "project_blocks" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "name" varchar(20) NOT NULL, "position" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_03542433daac094a187032e50e4" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_03542433daac094a187032e50e" ON "project_blocks" ("project_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_10fe72250750b827cd63651150" ON "project_blocks" ("project_id", "name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "project_units" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "block_id" integer NOT NULL, "floor" integer NOT NULL, "number" varchar(20) NOT NULL, "plan_key" varchar(40), "facing" varchar(8) NOT NULL DEFAULT (''), "price_try" integer, "status" varchar(16) NOT NULL DEFAULT ('available'), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_2306fec1c72692ba860801bfcbf" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_dd4435728885308d17f1ee87d7c" FOREIGN KEY ("block_id") REFERENCES "project_blocks" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2306fec1c72692ba860801bfcb" ON "project_units" ("project_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_fa6bbd7e459babbbc52655a056" ON "project_units" ("block_id", "number") `,
    );
    await fillPlanKeys(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "project_units"`);
    await queryRunner.query(`DROP TABLE "project_blocks"`);
    await queryRunner.query(`DROP TABLE "exchange_rates"`);
  }
}
