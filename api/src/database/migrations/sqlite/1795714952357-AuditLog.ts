import type { MigrationInterface, QueryRunner } from 'typeorm';

// The audit log (issue 14): one append-only table, indexed for the log's filters.
export class AuditLog1795714952357 implements MigrationInterface {
  name = 'AuditLog1795714952357';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" integer, "user_name" varchar(120) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "action" varchar(32) NOT NULL DEFAULT (''), "type" varchar(32) NOT NULL DEFAULT (''), "item_id" integer, "title" varchar(300) NOT NULL DEFAULT (''), "changes" text NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b12f87335630edfd1294cf349b" ON "audit_entries" ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_489a2a99409ddc5d2947355418" ON "audit_entries" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7064857330342779b2bbd4584c" ON "audit_entries" ("action") `);
    await queryRunner.query(`CREATE INDEX "IDX_b122fc6912be00eb12a0b582a6" ON "audit_entries" ("type") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_a369bad90c41f1c04740f65606" ON "audit_entries" ("type", "item_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_a369bad90c41f1c04740f65606"`);
    await queryRunner.query(`DROP INDEX "IDX_b122fc6912be00eb12a0b582a6"`);
    await queryRunner.query(`DROP INDEX "IDX_7064857330342779b2bbd4584c"`);
    await queryRunner.query(`DROP INDEX "IDX_489a2a99409ddc5d2947355418"`);
    await queryRunner.query(`DROP INDEX "IDX_b12f87335630edfd1294cf349b"`);
    await queryRunner.query(`DROP TABLE "audit_entries"`);
  }
}
