import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactNotesHistory1795703752512 implements MigrationInterface {
  name = 'ContactNotesHistory1795703752512';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_status_changes" ("id" SERIAL NOT NULL, "contact_id" integer NOT NULL, "from_status" character varying(16) NOT NULL DEFAULT '', "to_status" character varying(16) NOT NULL DEFAULT '', "admin_email" character varying(254) NOT NULL DEFAULT '', "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_cd076d35ae7891db340e5c52bbd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cc6afb7b032bd4fd9fd3b06fc5" ON "contact_status_changes"  ("contact_id") `,
    );
    await queryRunner.query(`ALTER TABLE "contact_requests" ADD "notes" text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "notes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cc6afb7b032bd4fd9fd3b06fc5"`);
    await queryRunner.query(`DROP TABLE "contact_status_changes"`);
  }
}
