// Issue 32 item 2 (docs/decisions/0196-shortlist-and-compare.md): a shortlist's call-back names each of
// its homes in the request's `unit` ("lara-evleri A-2-3; gokce-konaklari B-4-12", contract
// shortlistUnitText), so the column takes SHORTLIST_LIMITS.unitText characters instead of one label's 40.
// Widening a varchar keeps every row as it is (no rewrite).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShortlistCallbackUnits1795880000000 implements MigrationInterface {
  name = 'ShortlistCallbackUnits1795880000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_requests" ALTER COLUMN "unit" TYPE character varying(700)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "contact_requests" SET "unit" = left("unit", 40)`);
    await queryRunner.query(`ALTER TABLE "contact_requests" ALTER COLUMN "unit" TYPE character varying(40)`);
  }
}
