// Issue 25: suspected spam is kept and marked (suspicious, suspicious_reason); indexes for every filter
// and sort of the call-back list and for the retention jobs' batches; the search terms table, filled for
// the requests that exist. Written by hand (the generator diffs the whole tree).
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchTerms } from '../../../contacts/contact-search.js';

export class ContactsAtScale1795805134908 implements MigrationInterface {
  name = 'ContactsAtScale1795805134908';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD COLUMN "suspicious" boolean NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD COLUMN "suspicious_reason" varchar(16) NOT NULL DEFAULT ('')`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_list" ON "contact_requests" ("suspicious", "created_at", "id", "deleted_at", "anonymised")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_status" ON "contact_requests" ("suspicious", "status", "created_at", "id", "deleted_at", "anonymised")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_project" ON "contact_requests" ("project", "suspicious", "created_at", "id", "deleted_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_source" ON "contact_requests" ("utm_source", "suspicious", "created_at", "id", "deleted_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_name" ON "contact_requests" ("suspicious", "name", "id", "deleted_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_retention" ON "contact_requests" ("anonymised", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_ip_kept" ON "contact_requests" ("created_at", "id") WHERE "client_ip" <> ''`,
    );
    await queryRunner.query(
      `CREATE TABLE "contact_search_terms" ("contact_id" integer NOT NULL, "term" varchar(64) NOT NULL, CONSTRAINT "FK_9bf7e48e962f3437c457b6a218f" FOREIGN KEY ("contact_id") REFERENCES "contact_requests" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("contact_id", "term"))`,
    );
    await backfillSearchTerms(queryRunner, () => '?');
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_search_terms_term" ON "contact_search_terms" ("term", "contact_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_search_terms_term"`);
    await queryRunner.query(`DROP TABLE "contact_search_terms"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_ip_kept"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_retention"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_name"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_source"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_project"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_status"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_requests_list"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "suspicious_reason"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "suspicious"`);
  }
}

/** Fills contact_search_terms for the requests that exist, 500 at a time (a million rows fit in memory
 *  one batch at a time). */
async function backfillSearchTerms(queryRunner: QueryRunner, param: (n: number) => string) {
  let after = 0;
  for (;;) {
    const rows: { id: number; name: string; email: string; phone: string }[] = await queryRunner.query(
      `SELECT "id", "name", "email", "phone" FROM "contact_requests" WHERE "id" > ${param(1)} AND NOT "anonymised" ORDER BY "id" LIMIT 500`,
      [after],
    );
    if (!rows.length) return;
    after = rows[rows.length - 1].id;
    const values: unknown[] = [];
    for (const row of rows) for (const term of searchTerms(row)) values.push(row.id, term);
    if (!values.length) continue;
    const tuples = Array.from(
      { length: values.length / 2 },
      (_, i) => `(${param(2 * i + 1)}, ${param(2 * i + 2)})`,
    ).join(', ');
    await queryRunner.query(
      `INSERT INTO "contact_search_terms" ("contact_id", "term") VALUES ${tuples}`,
      values,
    );
  }
}
