import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UnitImports1795818700000 implements MigrationInterface {
  name = 'UnitImports1795818700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "unit_imports" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "before" text NOT NULL, "counts" text NOT NULL, "user_id" integer, "user_name" varchar(120) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "undone_at" bigint, "undone_by" varchar(120) NOT NULL DEFAULT (''), CONSTRAINT "FK_594363de4b6b4cf0c32bcefd75e" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_unit_imports_project" ON "unit_imports" ("project_id", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_unit_imports_project"`);
    await queryRunner.query(`DROP TABLE "unit_imports"`);
  }
}
