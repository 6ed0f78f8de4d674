import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VersionHistory1795712400000 implements MigrationInterface {
  name = 'VersionHistory1795712400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content_versions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar(32) NOT NULL DEFAULT (''), "item_id" integer NOT NULL, "number" integer NOT NULL, "data" text NOT NULL, "changed" text NOT NULL, "restored_from" integer, "user_id" integer, "user_name" varchar(120) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_content_versions_item" ON "content_versions" ("type", "item_id", "number") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_content_versions_item"`);
    await queryRunner.query(`DROP TABLE "content_versions"`);
  }
}
