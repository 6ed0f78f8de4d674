// Counts over every request (the unfiltered list's total, the dashboard's figures) read the narrowest
// index there is; the project index also holds anonymised, so the dashboard's per-project counts
// (which leave erased requests out) stay index-only.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactsCountIndexes1795808537228 implements MigrationInterface {
  name = 'ContactsCountIndexes1795808537228';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_count" ON "contact_requests" ("suspicious", "deleted_at", "anonymised", "status")`,
    );
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_project"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_project" ON "contact_requests" ("project", "suspicious", "created_at", "id", "deleted_at", "anonymised")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_project"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_project" ON "contact_requests" ("project", "suspicious", "created_at", "id", "deleted_at")`,
    );
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_count"`);
  }
}
