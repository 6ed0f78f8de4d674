import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795832149847 implements MigrationInterface {
  name = 'Webhooks1795832149847';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" SERIAL NOT NULL, "url" character varying(2048) NOT NULL DEFAULT '', "events" text NOT NULL, "secret" text NOT NULL, "secret_hint" character varying(8) NOT NULL DEFAULT '', "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" SERIAL NOT NULL, "endpoint_id" integer NOT NULL, "event" character varying(40) NOT NULL DEFAULT '', "payload" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" bigint NOT NULL, "response_code" integer, "last_error" character varying(500) NOT NULL DEFAULT '', "claim_token" character varying(64), "created_at" TIMESTAMP NOT NULL DEFAULT now(), "sent_at" bigint, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries"  ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
