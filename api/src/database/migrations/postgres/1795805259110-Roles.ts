import type { MigrationInterface, QueryRunner } from 'typeorm';

// Roles (issue 27): every administrator so far could do everything, so each becomes an owner; the role
// column loses its default (every insert names the role).
export class Roles1795805259110 implements MigrationInterface {
  name = 'Roles1795805259110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "role" DROP DEFAULT`);
    await queryRunner.query(`UPDATE "admin_users" SET "role" = 'owner'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "admin_users" SET "role" = 'admin'`);
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'admin'`);
  }
}
