import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VersionHistory1795712400000 implements MigrationInterface {
  name = 'VersionHistory1795712400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content_versions" ("id" SERIAL NOT NULL, "type" character varying(32) NOT NULL DEFAULT '', "item_id" integer NOT NULL, "number" integer NOT NULL, "data" text NOT NULL, "changed" text NOT NULL, "restored_from" integer, "user_id" integer, "user_name" character varying(120) NOT NULL DEFAULT '', "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_77046b137eb8001947fc332e594" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_content_versions_item" ON "content_versions" ("type", "item_id", "number") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_content_versions_item"`);
    await queryRunner.query(`DROP TABLE "content_versions"`);
  }
}
