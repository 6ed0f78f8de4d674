import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordResets1795704149170 implements MigrationInterface {
  name = 'PasswordResets1795704149170';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("token_hash" varchar(64) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f7a4c3bc48f24df007936d217b" ON "password_resets" ("user_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f7a4c3bc48f24df007936d217b"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_password_resets" ("token_hash" varchar(64) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_f7a4c3bc48f24df007936d217be" FOREIGN KEY ("user_id") REFERENCES "admin_users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_password_resets"("token_hash", "user_id", "expires_at", "created_at") SELECT "token_hash", "user_id", "expires_at", "created_at" FROM "password_resets"`,
    );
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`ALTER TABLE "temporary_password_resets" RENAME TO "password_resets"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f7a4c3bc48f24df007936d217b" ON "password_resets" ("user_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_f7a4c3bc48f24df007936d217b"`);
    await queryRunner.query(`ALTER TABLE "password_resets" RENAME TO "temporary_password_resets"`);
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("token_hash" varchar(64) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "password_resets"("token_hash", "user_id", "expires_at", "created_at") SELECT "token_hash", "user_id", "expires_at", "created_at" FROM "temporary_password_resets"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_password_resets"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f7a4c3bc48f24df007936d217b" ON "password_resets" ("user_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f7a4c3bc48f24df007936d217b"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
  }
}
