import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactNotesHistory1795703752512 implements MigrationInterface {
  name = 'ContactNotesHistory1795703752512';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_status_changes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "contact_id" integer NOT NULL, "from_status" varchar(16) NOT NULL DEFAULT (''), "to_status" varchar(16) NOT NULL DEFAULT (''), "admin_email" varchar(254) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cc6afb7b032bd4fd9fd3b06fc5" ON "contact_status_changes" ("contact_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8a1b573626a9e5c58f4b83836b"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "notice_version" integer, "notice_hash" varchar(64) NOT NULL DEFAULT (''), "marketing_consent" boolean NOT NULL DEFAULT (0), "page" varchar(512) NOT NULL DEFAULT (''), "referrer_host" varchar(255) NOT NULL DEFAULT (''), "utm_source" varchar(120) NOT NULL DEFAULT (''), "utm_medium" varchar(120) NOT NULL DEFAULT (''), "utm_campaign" varchar(120) NOT NULL DEFAULT (''), "unit" varchar(40) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "reminder_queued" boolean NOT NULL DEFAULT (0), "anonymised" boolean NOT NULL DEFAULT (0), "notes" text NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised" FROM "contact_requests"`,
    );
    await queryRunner.query(`DROP TABLE "contact_requests"`);
    await queryRunner.query(`ALTER TABLE "temporary_contact_requests" RENAME TO "contact_requests"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests" ("anonymised") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP INDEX "IDX_8a1b573626a9e5c58f4b83836b"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" RENAME TO "temporary_contact_requests"`);
    await queryRunner.query(
      `CREATE TABLE "contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "notice_version" integer, "notice_hash" varchar(64) NOT NULL DEFAULT (''), "marketing_consent" boolean NOT NULL DEFAULT (0), "page" varchar(512) NOT NULL DEFAULT (''), "referrer_host" varchar(255) NOT NULL DEFAULT (''), "utm_source" varchar(120) NOT NULL DEFAULT (''), "utm_medium" varchar(120) NOT NULL DEFAULT (''), "utm_campaign" varchar(120) NOT NULL DEFAULT (''), "unit" varchar(40) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "reminder_queued" boolean NOT NULL DEFAULT (0), "anonymised" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised" FROM "temporary_contact_requests"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_contact_requests"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests" ("anonymised") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_cc6afb7b032bd4fd9fd3b06fc5"`);
    await queryRunner.query(`DROP TABLE "contact_status_changes"`);
  }
}
