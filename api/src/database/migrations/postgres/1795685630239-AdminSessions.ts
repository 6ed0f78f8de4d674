import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminSessions1795685630239 implements MigrationInterface {
  name = 'AdminSessions1795685630239';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_sessions" ("id" character varying(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_38bb553c2372215d48de2306c5e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_71a5ecdb84e8f26a712f6c657e" ON "admin_sessions"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_sessions" ADD CONSTRAINT "FK_71a5ecdb84e8f26a712f6c657e4" FOREIGN KEY ("user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_sessions" DROP CONSTRAINT "FK_71a5ecdb84e8f26a712f6c657e4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_71a5ecdb84e8f26a712f6c657e"`);
    await queryRunner.query(`DROP TABLE "admin_sessions"`);
  }
}
