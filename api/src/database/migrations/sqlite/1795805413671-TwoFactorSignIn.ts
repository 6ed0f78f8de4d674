import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Two-factor sign-in (sealed TOTP secret, last accepted step, recovery-code digests), the owner's
 *  security settings, and the outbox's sealed secret (a reset link is never kept in clear). */
export class TwoFactorSignIn1795805413671 implements MigrationInterface {
  name = 'TwoFactorSignIn1795805413671';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" ADD COLUMN "totp_secret" varchar(255)`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD COLUMN "totp_enabled_at" bigint`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD COLUMN "totp_last_step" bigint`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD COLUMN "totp_recovery_codes" text`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD COLUMN "sealed" text`);
    await queryRunner.query(
      `CREATE TABLE "security_settings" ("id" integer PRIMARY KEY NOT NULL, "require_2fa_roles" text NOT NULL DEFAULT ('[]'), "audit_retention_days" integer NOT NULL DEFAULT (365), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "security_settings"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "sealed"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "totp_recovery_codes"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "totp_last_step"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "totp_enabled_at"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "totp_secret"`);
  }
}
