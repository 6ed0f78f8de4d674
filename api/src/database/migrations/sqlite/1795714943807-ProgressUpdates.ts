import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProgressUpdates1795714943807 implements MigrationInterface {
  // Construction progress updates per project (issue 12).
  name = 'ProgressUpdates1795714943807';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "progress_updates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "date" varchar(10) NOT NULL DEFAULT (''), "title" text NOT NULL, "text" text NOT NULL, "photos" text NOT NULL, "video_url" varchar(2048) NOT NULL DEFAULT (''), "phases" text NOT NULL, "expected_handover" varchar(10), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fb5dd5428291df60d3a5aa52a6" ON "progress_updates" ("project_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_fb5dd5428291df60d3a5aa52a6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_progress_updates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "date" varchar(10) NOT NULL DEFAULT (''), "title" text NOT NULL, "text" text NOT NULL, "photos" text NOT NULL, "video_url" varchar(2048) NOT NULL DEFAULT (''), "phases" text NOT NULL, "expected_handover" varchar(10), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_fb5dd5428291df60d3a5aa52a68" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_progress_updates"("id", "project_id", "date", "title", "text", "photos", "video_url", "phases", "expected_handover", "position", "created_at", "updated_at") SELECT "id", "project_id", "date", "title", "text", "photos", "video_url", "phases", "expected_handover", "position", "created_at", "updated_at" FROM "progress_updates"`,
    );
    await queryRunner.query(`DROP TABLE "progress_updates"`);
    await queryRunner.query(`ALTER TABLE "temporary_progress_updates" RENAME TO "progress_updates"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_fb5dd5428291df60d3a5aa52a6" ON "progress_updates" ("project_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_fb5dd5428291df60d3a5aa52a6"`);
    await queryRunner.query(`ALTER TABLE "progress_updates" RENAME TO "temporary_progress_updates"`);
    await queryRunner.query(
      `CREATE TABLE "progress_updates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "date" varchar(10) NOT NULL DEFAULT (''), "title" text NOT NULL, "text" text NOT NULL, "photos" text NOT NULL, "video_url" varchar(2048) NOT NULL DEFAULT (''), "phases" text NOT NULL, "expected_handover" varchar(10), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "progress_updates"("id", "project_id", "date", "title", "text", "photos", "video_url", "phases", "expected_handover", "position", "created_at", "updated_at") SELECT "id", "project_id", "date", "title", "text", "photos", "video_url", "phases", "expected_handover", "position", "created_at", "updated_at" FROM "temporary_progress_updates"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_progress_updates"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_fb5dd5428291df60d3a5aa52a6" ON "progress_updates" ("project_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_fb5dd5428291df60d3a5aa52a6"`);
    await queryRunner.query(`DROP TABLE "progress_updates"`);
  }
}
