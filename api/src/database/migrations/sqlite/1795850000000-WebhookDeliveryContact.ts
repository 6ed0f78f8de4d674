// Issue 26/31: a contact.* delivery names its call-back, so a KVKK erasure finds the waiting deliveries
// holding that person's name and phone by index, not by reading the deliveries' bodies.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookDeliveryContact1795850000000 implements MigrationInterface {
  name = 'WebhookDeliveryContact1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD COLUMN "contact_id" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_contact" ON "webhook_deliveries" ("contact_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_contact"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "contact_id"`);
  }
}
