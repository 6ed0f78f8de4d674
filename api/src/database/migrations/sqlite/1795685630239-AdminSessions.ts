import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminSessions1795685630239 implements MigrationInterface {
  name = 'AdminSessions1795685630239';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_sessions" ("id" varchar(64) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_71a5ecdb84e8f26a712f6c657e" ON "admin_sessions" ("user_id") `);
    await queryRunner.query(`DROP INDEX "IDX_71a5ecdb84e8f26a712f6c657e"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_admin_sessions" ("id" varchar(64) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_71a5ecdb84e8f26a712f6c657e4" FOREIGN KEY ("user_id") REFERENCES "admin_users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_admin_sessions"("id", "user_id", "expires_at", "created_at") SELECT "id", "user_id", "expires_at", "created_at" FROM "admin_sessions"`,
    );
    await queryRunner.query(`DROP TABLE "admin_sessions"`);
    await queryRunner.query(`ALTER TABLE "temporary_admin_sessions" RENAME TO "admin_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_71a5ecdb84e8f26a712f6c657e" ON "admin_sessions" ("user_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_71a5ecdb84e8f26a712f6c657e"`);
    await queryRunner.query(`ALTER TABLE "admin_sessions" RENAME TO "temporary_admin_sessions"`);
    await queryRunner.query(
      `CREATE TABLE "admin_sessions" ("id" varchar(64) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "admin_sessions"("id", "user_id", "expires_at", "created_at") SELECT "id", "user_id", "expires_at", "created_at" FROM "temporary_admin_sessions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_admin_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_71a5ecdb84e8f26a712f6c657e" ON "admin_sessions" ("user_id") `);
    await queryRunner.query(`DROP INDEX "IDX_71a5ecdb84e8f26a712f6c657e"`);
    await queryRunner.query(`DROP TABLE "admin_sessions"`);
  }
}
