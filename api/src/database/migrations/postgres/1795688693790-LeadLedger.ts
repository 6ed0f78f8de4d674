import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadLedger1795688693790 implements MigrationInterface {
  name = 'LeadLedger1795688693790';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "erasures" ("id" SERIAL NOT NULL, "action" character varying(16) NOT NULL DEFAULT '', "admin_email" character varying(254) NOT NULL DEFAULT '', "subject_hash" character varying(64) NOT NULL DEFAULT '', "count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_4f2c0a9f8284d4e1906cb029caf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "kvkk_notices" ("id" SERIAL NOT NULL, "text" text NOT NULL, "hash" character varying(64) NOT NULL DEFAULT '', "created_at" TIMESTAMP NOT NULL DEFAULT now(), "created_by" character varying(254) NOT NULL DEFAULT '', CONSTRAINT "PK_87332d1fbb84f22dacfad14f171" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_9c7565a6455bb22a62945eb4d5" ON "kvkk_notices"  ("hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" SERIAL NOT NULL, "kind" character varying(16) NOT NULL DEFAULT '', "contact_id" integer, "to_address" character varying(2048) NOT NULL DEFAULT '', "subject" character varying(255) NOT NULL DEFAULT '', "text" text NOT NULL DEFAULT '', "html" text NOT NULL DEFAULT '', "status" character varying(16) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" bigint NOT NULL, "last_error" character varying(500) NOT NULL DEFAULT '', "claim_token" character varying(64), "created_at" TIMESTAMP NOT NULL DEFAULT now(), "sent_at" bigint, CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_83c459138c3c35f6fdc90919a1" ON "mail_outbox"  ("contact_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_63513349650e25976f9ec6dcda" ON "mail_outbox"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(`ALTER TABLE "contact_requests" ADD "notice_version" integer`);
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "notice_hash" character varying(64) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "marketing_consent" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "page" character varying(512) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "referrer_host" character varying(255) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "utm_source" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "utm_medium" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "utm_campaign" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "unit" character varying(40) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "client_ip" character varying(64) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "reminder_queued" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "contact_requests" ADD "anonymised" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "sales_emails" text NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "reminder_hours" integer NOT NULL DEFAULT '4'`);
    await queryRunner.query(
      `ALTER TABLE "site_settings" ADD "retention_days" integer NOT NULL DEFAULT '730'`,
    );
    await queryRunner.query(
      `ALTER TABLE "site_settings" ADD "ip_retention_days" integer NOT NULL DEFAULT '180'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests"  ("anonymised") `,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "FK_83c459138c3c35f6fdc90919a13" FOREIGN KEY ("contact_id") REFERENCES "contact_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_83c459138c3c35f6fdc90919a13"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8a1b573626a9e5c58f4b83836b"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "ip_retention_days"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "retention_days"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "reminder_hours"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "sales_emails"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "anonymised"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "reminder_queued"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "client_ip"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "unit"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "utm_campaign"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "utm_medium"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "utm_source"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "referrer_host"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "page"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "marketing_consent"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "notice_hash"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "notice_version"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_63513349650e25976f9ec6dcda"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_83c459138c3c35f6fdc90919a1"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9c7565a6455bb22a62945eb4d5"`);
    await queryRunner.query(`DROP TABLE "kvkk_notices"`);
    await queryRunner.query(`DROP TABLE "erasures"`);
  }
}
