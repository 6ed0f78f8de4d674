import type { MigrationInterface, QueryRunner } from 'typeorm';

// Roles (issue 27): every administrator so far could do everything, so each becomes an owner; the role
// column loses its default (every insert names the role). SQLite cannot drop a default in place: the
// table is rebuilt (TypeORM turns foreign keys off around migrations, so sessions survive).
export class Roles1795805259110 implements MigrationInterface {
  name = 'Roles1795805259110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_dcd0c8a4b10af9c986e510b9ec"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_admin_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL, "role" varchar(16) NOT NULL, "password_hash" varchar(255) NOT NULL, "password_changed_at" bigint NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_admin_users"("id", "name", "email", "role", "password_hash", "password_changed_at", "created_at") SELECT "id", "name", "email", 'owner', "password_hash", "password_changed_at", "created_at" FROM "admin_users"`,
    );
    await queryRunner.query(`DROP TABLE "admin_users"`);
    await queryRunner.query(`ALTER TABLE "temporary_admin_users" RENAME TO "admin_users"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dcd0c8a4b10af9c986e510b9ec" ON "admin_users" ("email") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_dcd0c8a4b10af9c986e510b9ec"`);
    await queryRunner.query(`ALTER TABLE "admin_users" RENAME TO "temporary_admin_users"`);
    await queryRunner.query(
      `CREATE TABLE "admin_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('admin'), "password_hash" varchar(255) NOT NULL, "password_changed_at" bigint NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "admin_users"("id", "name", "email", "role", "password_hash", "password_changed_at", "created_at") SELECT "id", "name", "email", 'admin', "password_hash", "password_changed_at", "created_at" FROM "temporary_admin_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_admin_users"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dcd0c8a4b10af9c986e510b9ec" ON "admin_users" ("email") `,
    );
  }
}
