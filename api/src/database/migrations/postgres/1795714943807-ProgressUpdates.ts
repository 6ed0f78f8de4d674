import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProgressUpdates1795714943807 implements MigrationInterface {
  // Construction progress updates per project (issue 12).
  name = 'ProgressUpdates1795714943807';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "progress_updates" ("id" SERIAL NOT NULL, "project_id" integer NOT NULL, "date" character varying(10) NOT NULL DEFAULT '', "title" text NOT NULL, "text" text NOT NULL, "photos" text NOT NULL, "video_url" character varying(2048) NOT NULL DEFAULT '', "phases" text NOT NULL, "expected_handover" character varying(10), "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_180f6781848cb83b31c3deb131b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fb5dd5428291df60d3a5aa52a6" ON "progress_updates"  ("project_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "progress_updates" ADD CONSTRAINT "FK_fb5dd5428291df60d3a5aa52a68" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "progress_updates" DROP CONSTRAINT "FK_fb5dd5428291df60d3a5aa52a68"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_fb5dd5428291df60d3a5aa52a6"`);
    await queryRunner.query(`DROP TABLE "progress_updates"`);
  }
}
