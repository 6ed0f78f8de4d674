// The home finder (issue 32) filters every published project's homes by status and sorts them by price
// or floor, with id as the tiebreak: each order is an index walk. The plan index serves the join on the
// (project, plan key) pairs the rooms and size filters resolve to.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HomeFinderIndexes1795840000000 implements MigrationInterface {
  name = 'HomeFinderIndexes1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_project_units_finder_price" ON "project_units" ("status", "price_try", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_project_units_finder_floor" ON "project_units" ("status", "floor", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_project_units_finder_plan" ON "project_units" ("project_id", "plan_key", "status")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_project_units_finder_plan"`);
    await queryRunner.query(`DROP INDEX "IDX_project_units_finder_floor"`);
    await queryRunner.query(`DROP INDEX "IDX_project_units_finder_price"`);
  }
}
