// Issue 26: deleting a payment plan or a webhook endpoint moves it to the trash (api/src/trash) like the
// other records the admin deletes, so a slip of the hand is undone from there for 30 days.
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each table with its deleted_at index, named as TypeORM's naming strategy names it. */
const TABLES = [
  ['payment_plans', 'IDX_c814fea39a763b71a36c5fffeb'],
  ['webhook_endpoints', 'IDX_1742e3385bc3c5621e3b7e91ba'],
] as const;

export class TrashPlansAndWebhooks1795870000000 implements MigrationInterface {
  name = 'TrashPlansAndWebhooks1795870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "deleted_at" TIMESTAMP`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "deleted_by" character varying(120) NOT NULL DEFAULT ''`,
      );
      await queryRunner.query(`CREATE INDEX "${index}" ON "${table}" ("deleted_at") `);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of TABLES) {
      await queryRunner.query(`DROP INDEX "${index}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "deleted_by"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "deleted_at"`);
    }
  }
}
