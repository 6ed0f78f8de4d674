import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackupRuns1795806985274 implements MigrationInterface {
  name = 'BackupRuns1795806985274';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "backup_runs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slot" bigint NOT NULL, "status" varchar(16) NOT NULL DEFAULT (''), "location" varchar(1024) NOT NULL DEFAULT (''), "bytes" bigint NOT NULL DEFAULT (0), "error" text NOT NULL DEFAULT (''), "started_at" datetime NOT NULL DEFAULT (datetime('now')), "finished_at" bigint)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_backup_runs_slot" ON "backup_runs" ("slot") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_backup_runs_slot"`);
    await queryRunner.query(`DROP TABLE "backup_runs"`);
  }
}
