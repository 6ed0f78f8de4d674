import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordResets1795704149170 implements MigrationInterface {
  name = 'PasswordResets1795704149170';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("token_hash" character varying(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" bigint NOT NULL, "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_323290a9239ad3d397ad78018ec" PRIMARY KEY ("token_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f7a4c3bc48f24df007936d217b" ON "password_resets"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "password_resets" ADD CONSTRAINT "FK_f7a4c3bc48f24df007936d217be" FOREIGN KEY ("user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "password_resets" DROP CONSTRAINT "FK_f7a4c3bc48f24df007936d217be"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f7a4c3bc48f24df007936d217b"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
  }
}
