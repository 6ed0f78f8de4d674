import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795832149847 implements MigrationInterface {
  name = 'Webhooks1795832149847';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(2048) NOT NULL DEFAULT (''), "events" text NOT NULL, "secret" text NOT NULL, "secret_hint" varchar(8) NOT NULL DEFAULT (''), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event" varchar(40) NOT NULL DEFAULT (''), "payload" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" bigint NOT NULL, "response_code" integer, "last_error" varchar(500) NOT NULL DEFAULT (''), "claim_token" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "sent_at" bigint, CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
