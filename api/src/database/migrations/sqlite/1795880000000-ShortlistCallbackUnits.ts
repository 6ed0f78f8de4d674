// Issue 32 item 2 (docs/decisions/0196-shortlist-and-compare.md): a shortlist's call-back names each of
// its homes in the request's `unit` ("lara-evleri A-2-3; gokce-konaklari B-4-12", contract
// shortlistUnitText), so the column takes SHORTLIST_LIMITS.unitText characters instead of one label's 40.
// SQLite changes a column's declared length only by rebuilding the table. Its rows are referred to by the
// mail outbox and the search terms with ON DELETE CASCADE, so the rebuild runs with foreign keys off (the
// procedure SQLite documents for ALTER TABLE): outside the migration's transaction, which cannot turn them
// off, in a transaction of its own, checked before foreign keys are on again.
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The table's indexes, dropped with the old table and made again on the new one. */
const INDEXES: { drop: string; create: string }[] = [
  {
    drop: `DROP INDEX "IDX_contact_requests_project"`,
    create: `CREATE INDEX "IDX_contact_requests_project" ON "contact_requests" ("project", "suspicious", "created_at", "id", "deleted_at", "anonymised") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_count"`,
    create: `CREATE INDEX "IDX_contact_requests_count" ON "contact_requests" ("suspicious", "deleted_at", "anonymised", "status") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_source"`,
    create: `CREATE INDEX "IDX_contact_requests_source" ON "contact_requests" ("utm_source", "suspicious", "created_at", "id", "deleted_at", "referrer_host") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_assigned"`,
    create: `CREATE INDEX "IDX_contact_requests_assigned" ON "contact_requests" ("assigned_to", "suspicious", "created_at", "id", "deleted_at") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_ip_kept"`,
    create: `CREATE INDEX "IDX_contact_requests_ip_kept" ON "contact_requests" ("created_at", "id") WHERE "client_ip" <> ''`,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_retention"`,
    create: `CREATE INDEX "IDX_contact_requests_retention" ON "contact_requests" ("anonymised", "created_at", "id") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_name"`,
    create: `CREATE INDEX "IDX_contact_requests_name" ON "contact_requests" ("suspicious", "name", "id", "deleted_at") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_status"`,
    create: `CREATE INDEX "IDX_contact_requests_status" ON "contact_requests" ("suspicious", "status", "created_at", "id", "deleted_at", "anonymised") `,
  },
  {
    drop: `DROP INDEX "IDX_contact_requests_list"`,
    create: `CREATE INDEX "IDX_contact_requests_list" ON "contact_requests" ("suspicious", "created_at", "id", "deleted_at", "anonymised") `,
  },
  {
    drop: `DROP INDEX "IDX_d78fff99503ad121e6fdaa7ce5"`,
    create: `CREATE INDEX "IDX_d78fff99503ad121e6fdaa7ce5" ON "contact_requests" ("deleted_at") `,
  },
  {
    drop: `DROP INDEX "IDX_8a1b573626a9e5c58f4b83836b"`,
    create: `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests" ("anonymised") `,
  },
  {
    drop: `DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`,
    create: `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
  },
  {
    drop: `DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`,
    create: `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
  },
];

/** The table as it is to be, with `unit` `length` characters long. */
const table = (length: number) =>
  `CREATE TABLE "temporary_contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "notice_version" integer, "notice_hash" varchar(64) NOT NULL DEFAULT (''), "marketing_consent" boolean NOT NULL DEFAULT (0), "page" varchar(512) NOT NULL DEFAULT (''), "referrer_host" varchar(255) NOT NULL DEFAULT (''), "utm_source" varchar(120) NOT NULL DEFAULT (''), "utm_medium" varchar(120) NOT NULL DEFAULT (''), "utm_campaign" varchar(120) NOT NULL DEFAULT (''), "unit" varchar(${length}) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "reminder_queued" boolean NOT NULL DEFAULT (0), "anonymised" boolean NOT NULL DEFAULT (0), "notes" text NOT NULL DEFAULT (''), "deleted_at" datetime, "deleted_by" varchar(120) NOT NULL DEFAULT (''), "suspicious" boolean NOT NULL DEFAULT (0), "suspicious_reason" varchar(16) NOT NULL DEFAULT (''), "assigned_to" integer, "notice_lang" varchar(2) NOT NULL DEFAULT (''))`;

const COPY = `INSERT INTO "temporary_contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised", "notes", "deleted_at", "deleted_by", "suspicious", "suspicious_reason", "assigned_to", "notice_lang") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised", "notes", "deleted_at", "deleted_by", "suspicious", "suspicious_reason", "assigned_to", "notice_lang" FROM "contact_requests"`;

async function rebuild(queryRunner: QueryRunner, length: number): Promise<void> {
  await queryRunner.query(`PRAGMA foreign_keys = OFF`);
  try {
    await queryRunner.startTransaction();
    try {
      for (const index of INDEXES) await queryRunner.query(index.drop);
      await queryRunner.query(table(length));
      await queryRunner.query(COPY);
      await queryRunner.query(`DROP TABLE "contact_requests"`);
      await queryRunner.query(`ALTER TABLE "temporary_contact_requests" RENAME TO "contact_requests"`);
      for (const index of INDEXES) await queryRunner.query(index.create);
      const broken: unknown[] = await queryRunner.query(`PRAGMA foreign_key_check`);
      if (broken.length) throw new Error(`contact_requests rebuild broke ${broken.length} references`);
      await queryRunner.commitTransaction();
    } catch (error) {
      await queryRunner.rollbackTransaction();
      throw error;
    }
  } finally {
    await queryRunner.query(`PRAGMA foreign_keys = ON`);
  }
}

export class ShortlistCallbackUnits1795880000000 implements MigrationInterface {
  name = 'ShortlistCallbackUnits1795880000000';
  /** Foreign keys can be turned off only outside a transaction: rebuild() opens its own. */
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rebuild(queryRunner, 700);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await rebuild(queryRunner, 40);
  }
}
