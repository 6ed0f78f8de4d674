import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26: "böyle kalsın" marks of the translation check, and the KVKK ledger's language of the
// notice text a visitor was shown (the page's, or Turkish where the notice had none).
export class TranslationHonesty1795818600000 implements MigrationInterface {
  name = 'TranslationHonesty1795818600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "translation_keeps" ("id" SERIAL NOT NULL, "type" character varying(20) NOT NULL DEFAULT '', "record_id" integer NOT NULL, "field" character varying(160) NOT NULL DEFAULT '', "text" text NOT NULL DEFAULT '', "created_by" character varying(254) NOT NULL DEFAULT '', "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_27f7e73576aa9f8395e72b5b710" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_translation_keeps_field" ON "translation_keeps" ("type", "record_id", "field") `,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "notice_lang" character varying(2) NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "notice_lang"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_translation_keeps_field"`);
    await queryRunner.query(`DROP TABLE "translation_keeps"`);
  }
}
