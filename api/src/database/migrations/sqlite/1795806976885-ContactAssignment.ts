import type { MigrationInterface, QueryRunner } from 'typeorm';

// Call-back assignment (issue 27): who calls a request back, and the index of "Bana atananlar".
export class ContactAssignment1795806976885 implements MigrationInterface {
  name = 'ContactAssignment1795806976885';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_requests" ADD COLUMN "assigned_to" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_assigned" ON "contact_requests" ("assigned_to", "suspicious", "created_at", "id", "deleted_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_assigned"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "assigned_to"`);
  }
}
