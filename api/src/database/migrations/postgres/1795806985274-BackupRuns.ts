import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackupRuns1795806985274 implements MigrationInterface {
  name = 'BackupRuns1795806985274';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "backup_runs" ("id" SERIAL NOT NULL, "slot" bigint NOT NULL, "status" character varying(16) NOT NULL DEFAULT '', "location" character varying(1024) NOT NULL DEFAULT '', "bytes" bigint NOT NULL DEFAULT '0', "error" text NOT NULL DEFAULT '', "started_at" TIMESTAMP NOT NULL DEFAULT now(), "finished_at" bigint, CONSTRAINT "PK_fae0096e47c04baf8723aa492e1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_backup_runs_slot" ON "backup_runs" ("slot") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_backup_runs_slot"`);
    await queryRunner.query(`DROP TABLE "backup_runs"`);
  }
}
