import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UnitImports1795818700000 implements MigrationInterface {
  name = 'UnitImports1795818700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "unit_imports" ("id" SERIAL NOT NULL, "project_id" integer NOT NULL, "before" text NOT NULL, "counts" text NOT NULL, "user_id" integer, "user_name" character varying(120) NOT NULL DEFAULT '', "created_at" TIMESTAMP NOT NULL DEFAULT now(), "undone_at" bigint, "undone_by" character varying(120) NOT NULL DEFAULT '', CONSTRAINT "PK_f469997b9264ef7d8a5a1325cd4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_unit_imports_project" ON "unit_imports" ("project_id", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "unit_imports" ADD CONSTRAINT "FK_594363de4b6b4cf0c32bcefd75e" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "unit_imports" DROP CONSTRAINT "FK_594363de4b6b4cf0c32bcefd75e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_unit_imports_project"`);
    await queryRunner.query(`DROP TABLE "unit_imports"`);
  }
}
