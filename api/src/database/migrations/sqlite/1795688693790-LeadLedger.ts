import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadLedger1795688693790 implements MigrationInterface {
  name = 'LeadLedger1795688693790';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "erasures" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "action" varchar(16) NOT NULL DEFAULT (''), "admin_email" varchar(254) NOT NULL DEFAULT (''), "subject_hash" varchar(64) NOT NULL DEFAULT (''), "count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "kvkk_notices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "text" text NOT NULL, "hash" varchar(64) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "created_by" varchar(254) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_9c7565a6455bb22a62945eb4d5" ON "kvkk_notices" ("hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(16) NOT NULL DEFAULT (''), "contact_id" integer, "to_address" varchar(2048) NOT NULL DEFAULT (''), "subject" varchar(255) NOT NULL DEFAULT (''), "text" text NOT NULL DEFAULT (''), "html" text NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('queued'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" bigint NOT NULL, "last_error" varchar(500) NOT NULL DEFAULT (''), "claim_token" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "sent_at" bigint)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_83c459138c3c35f6fdc90919a1" ON "mail_outbox" ("contact_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_63513349650e25976f9ec6dcda" ON "mail_outbox" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "notice_version" integer, "notice_hash" varchar(64) NOT NULL DEFAULT (''), "marketing_consent" boolean NOT NULL DEFAULT (0), "page" varchar(512) NOT NULL DEFAULT (''), "referrer_host" varchar(255) NOT NULL DEFAULT (''), "utm_source" varchar(120) NOT NULL DEFAULT (''), "utm_medium" varchar(120) NOT NULL DEFAULT (''), "utm_campaign" varchar(120) NOT NULL DEFAULT (''), "unit" varchar(40) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "reminder_queued" boolean NOT NULL DEFAULT (0), "anonymised" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at" FROM "contact_requests"`,
    );
    await queryRunner.query(`DROP TABLE "contact_requests"`);
    await queryRunner.query(`ALTER TABLE "temporary_contact_requests" RENAME TO "contact_requests"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_site_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "site_name" text NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "meta_keywords" text NOT NULL, "address" text NOT NULL, "logo" varchar(2048) NOT NULL DEFAULT (''), "favicon" varchar(2048) NOT NULL DEFAULT (''), "contact_email" varchar(255) NOT NULL DEFAULT (''), "contact_phone" varchar(40) NOT NULL DEFAULT (''), "contact_whatsapp" varchar(40) NOT NULL DEFAULT (''), "social_facebook" varchar(2048) NOT NULL DEFAULT (''), "social_instagram" varchar(2048) NOT NULL DEFAULT (''), "social_twitter" varchar(2048) NOT NULL DEFAULT (''), "social_linkedin" varchar(2048) NOT NULL DEFAULT (''), "social_youtube" varchar(2048) NOT NULL DEFAULT (''), "primary_color" varchar(32) NOT NULL DEFAULT (''), "secondary_color" varchar(32) NOT NULL DEFAULT (''), "accent_color" varchar(32) NOT NULL DEFAULT (''), "background_color" varchar(32) NOT NULL DEFAULT (''), "text_color" varchar(32) NOT NULL DEFAULT (''), "heading_font" varchar(40) NOT NULL DEFAULT (''), "body_font" varchar(40) NOT NULL DEFAULT (''), "font_size_base" varchar(16) NOT NULL DEFAULT (''), "sales_emails" text NOT NULL DEFAULT ('[]'), "reminder_hours" integer NOT NULL DEFAULT (4), "retention_days" integer NOT NULL DEFAULT (730), "ip_retention_days" integer NOT NULL DEFAULT (180))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_site_settings"("id", "site_name", "meta_title", "meta_description", "meta_keywords", "address", "logo", "favicon", "contact_email", "contact_phone", "contact_whatsapp", "social_facebook", "social_instagram", "social_twitter", "social_linkedin", "social_youtube", "primary_color", "secondary_color", "accent_color", "background_color", "text_color", "heading_font", "body_font", "font_size_base") SELECT "id", "site_name", "meta_title", "meta_description", "meta_keywords", "address", "logo", "favicon", "contact_email", "contact_phone", "contact_whatsapp", "social_facebook", "social_instagram", "social_twitter", "social_linkedin", "social_youtube", "primary_color", "secondary_color", "accent_color", "background_color", "text_color", "heading_font", "body_font", "font_size_base" FROM "site_settings"`,
    );
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`ALTER TABLE "temporary_site_settings" RENAME TO "site_settings"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests" ("anonymised") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_83c459138c3c35f6fdc90919a1"`);
    await queryRunner.query(`DROP INDEX "IDX_63513349650e25976f9ec6dcda"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(16) NOT NULL DEFAULT (''), "contact_id" integer, "to_address" varchar(2048) NOT NULL DEFAULT (''), "subject" varchar(255) NOT NULL DEFAULT (''), "text" text NOT NULL DEFAULT (''), "html" text NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('queued'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" bigint NOT NULL, "last_error" varchar(500) NOT NULL DEFAULT (''), "claim_token" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "sent_at" bigint, CONSTRAINT "FK_83c459138c3c35f6fdc90919a13" FOREIGN KEY ("contact_id") REFERENCES "contact_requests" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_mail_outbox"("id", "kind", "contact_id", "to_address", "subject", "text", "html", "status", "attempts", "next_attempt_at", "last_error", "claim_token", "created_at", "sent_at") SELECT "id", "kind", "contact_id", "to_address", "subject", "text", "html", "status", "attempts", "next_attempt_at", "last_error", "claim_token", "created_at", "sent_at" FROM "mail_outbox"`,
    );
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`ALTER TABLE "temporary_mail_outbox" RENAME TO "mail_outbox"`);
    await queryRunner.query(`CREATE INDEX "IDX_83c459138c3c35f6fdc90919a1" ON "mail_outbox" ("contact_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_63513349650e25976f9ec6dcda" ON "mail_outbox" ("status", "next_attempt_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_63513349650e25976f9ec6dcda"`);
    await queryRunner.query(`DROP INDEX "IDX_83c459138c3c35f6fdc90919a1"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" RENAME TO "temporary_mail_outbox"`);
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(16) NOT NULL DEFAULT (''), "contact_id" integer, "to_address" varchar(2048) NOT NULL DEFAULT (''), "subject" varchar(255) NOT NULL DEFAULT (''), "text" text NOT NULL DEFAULT (''), "html" text NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('queued'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" bigint NOT NULL, "last_error" varchar(500) NOT NULL DEFAULT (''), "claim_token" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "sent_at" bigint)`,
    );
    await queryRunner.query(
      `INSERT INTO "mail_outbox"("id", "kind", "contact_id", "to_address", "subject", "text", "html", "status", "attempts", "next_attempt_at", "last_error", "claim_token", "created_at", "sent_at") SELECT "id", "kind", "contact_id", "to_address", "subject", "text", "html", "status", "attempts", "next_attempt_at", "last_error", "claim_token", "created_at", "sent_at" FROM "temporary_mail_outbox"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_mail_outbox"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_63513349650e25976f9ec6dcda" ON "mail_outbox" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_83c459138c3c35f6fdc90919a1" ON "mail_outbox" ("contact_id") `);
    await queryRunner.query(`DROP INDEX "IDX_8a1b573626a9e5c58f4b83836b"`);
    await queryRunner.query(`ALTER TABLE "site_settings" RENAME TO "temporary_site_settings"`);
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "site_name" text NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "meta_keywords" text NOT NULL, "address" text NOT NULL, "logo" varchar(2048) NOT NULL DEFAULT (''), "favicon" varchar(2048) NOT NULL DEFAULT (''), "contact_email" varchar(255) NOT NULL DEFAULT (''), "contact_phone" varchar(40) NOT NULL DEFAULT (''), "contact_whatsapp" varchar(40) NOT NULL DEFAULT (''), "social_facebook" varchar(2048) NOT NULL DEFAULT (''), "social_instagram" varchar(2048) NOT NULL DEFAULT (''), "social_twitter" varchar(2048) NOT NULL DEFAULT (''), "social_linkedin" varchar(2048) NOT NULL DEFAULT (''), "social_youtube" varchar(2048) NOT NULL DEFAULT (''), "primary_color" varchar(32) NOT NULL DEFAULT (''), "secondary_color" varchar(32) NOT NULL DEFAULT (''), "accent_color" varchar(32) NOT NULL DEFAULT (''), "background_color" varchar(32) NOT NULL DEFAULT (''), "text_color" varchar(32) NOT NULL DEFAULT (''), "heading_font" varchar(40) NOT NULL DEFAULT (''), "body_font" varchar(40) NOT NULL DEFAULT (''), "font_size_base" varchar(16) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "site_settings"("id", "site_name", "meta_title", "meta_description", "meta_keywords", "address", "logo", "favicon", "contact_email", "contact_phone", "contact_whatsapp", "social_facebook", "social_instagram", "social_twitter", "social_linkedin", "social_youtube", "primary_color", "secondary_color", "accent_color", "background_color", "text_color", "heading_font", "body_font", "font_size_base") SELECT "id", "site_name", "meta_title", "meta_description", "meta_keywords", "address", "logo", "favicon", "contact_email", "contact_phone", "contact_whatsapp", "social_facebook", "social_instagram", "social_twitter", "social_linkedin", "social_youtube", "primary_color", "secondary_color", "accent_color", "background_color", "text_color", "heading_font", "body_font", "font_size_base" FROM "temporary_site_settings"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_site_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" RENAME TO "temporary_contact_requests"`);
    await queryRunner.query(
      `CREATE TABLE "contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at" FROM "temporary_contact_requests"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_contact_requests"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_63513349650e25976f9ec6dcda"`);
    await queryRunner.query(`DROP INDEX "IDX_83c459138c3c35f6fdc90919a1"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "IDX_9c7565a6455bb22a62945eb4d5"`);
    await queryRunner.query(`DROP TABLE "kvkk_notices"`);
    await queryRunner.query(`DROP TABLE "erasures"`);
  }
}
