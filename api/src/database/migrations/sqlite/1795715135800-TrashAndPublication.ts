import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrashAndPublication1795715135800 implements MigrationInterface {
  name = 'TrashAndPublication1795715135800';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Posts that were drafts (published = false) stay drafts: their ids are kept across the rebuilds.
    await queryRunner.query(
      `CREATE TABLE "konak_draft_posts" AS SELECT "id" FROM "blog_posts" WHERE "published" = 0`,
    );
    await queryRunner.query(`DROP INDEX "IDX_5bc1c331b53bcfc189d27f3063"`);
    await queryRunner.query(`DROP INDEX "IDX_37b16698b969c4967e595d8d77"`);
    await queryRunner.query(`DROP INDEX "IDX_e4b576f68bd05766ff88dd73d4"`);
    await queryRunner.query(`DROP INDEX "IDX_5b2818a2c45c3edb9991b1c7a5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_blog_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(160) NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" varchar(2048) NOT NULL DEFAULT (''), "category" varchar(80) NOT NULL DEFAULT ('BLOG'), "tags" text NOT NULL, "author" varchar(120) NOT NULL DEFAULT ('Admin'), "featured" boolean NOT NULL DEFAULT (0), "date" datetime NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_blog_posts"("id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at") SELECT "id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at" FROM "blog_posts"`,
    );
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`ALTER TABLE "temporary_blog_posts" RENAME TO "blog_posts"`);
    await queryRunner.query(`CREATE INDEX "IDX_37b16698b969c4967e595d8d77" ON "blog_posts" ("date") `);
    await queryRunner.query(`CREATE INDEX "IDX_e4b576f68bd05766ff88dd73d4" ON "blog_posts" ("featured") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5b2818a2c45c3edb9991b1c7a5" ON "blog_posts" ("slug") `);
    await queryRunner.query(`DROP INDEX "IDX_37b16698b969c4967e595d8d77"`);
    await queryRunner.query(`DROP INDEX "IDX_e4b576f68bd05766ff88dd73d4"`);
    await queryRunner.query(`DROP INDEX "IDX_5b2818a2c45c3edb9991b1c7a5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_blog_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(160) NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" varchar(2048) NOT NULL DEFAULT (''), "category" varchar(80) NOT NULL DEFAULT ('BLOG'), "tags" text NOT NULL, "author" varchar(120) NOT NULL DEFAULT ('Admin'), "featured" boolean NOT NULL DEFAULT (0), "date" datetime NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "publication" varchar(16) NOT NULL DEFAULT ('published'), "publish_at" datetime, "deleted_at" datetime, "deleted_by" varchar(120) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_blog_posts"("id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at") SELECT "id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at" FROM "blog_posts"`,
    );
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`ALTER TABLE "temporary_blog_posts" RENAME TO "blog_posts"`);
    await queryRunner.query(`CREATE INDEX "IDX_37b16698b969c4967e595d8d77" ON "blog_posts" ("date") `);
    await queryRunner.query(`CREATE INDEX "IDX_e4b576f68bd05766ff88dd73d4" ON "blog_posts" ("featured") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5b2818a2c45c3edb9991b1c7a5" ON "blog_posts" ("slug") `);
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP INDEX "IDX_8a1b573626a9e5c58f4b83836b"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "notice_version" integer, "notice_hash" varchar(64) NOT NULL DEFAULT (''), "marketing_consent" boolean NOT NULL DEFAULT (0), "page" varchar(512) NOT NULL DEFAULT (''), "referrer_host" varchar(255) NOT NULL DEFAULT (''), "utm_source" varchar(120) NOT NULL DEFAULT (''), "utm_medium" varchar(120) NOT NULL DEFAULT (''), "utm_campaign" varchar(120) NOT NULL DEFAULT (''), "unit" varchar(40) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "reminder_queued" boolean NOT NULL DEFAULT (0), "anonymised" boolean NOT NULL DEFAULT (0), "notes" text NOT NULL DEFAULT (''), "deleted_at" datetime, "deleted_by" varchar(120) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised", "notes") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised", "notes" FROM "contact_requests"`,
    );
    await queryRunner.query(`DROP TABLE "contact_requests"`);
    await queryRunner.query(`ALTER TABLE "temporary_contact_requests" RENAME TO "contact_requests"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests" ("anonymised") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8f2b8f8f707be8efce3e18c0c7"`);
    await queryRunner.query(`DROP INDEX "IDX_a27865a7be17886e3088f4a650"`);
    await queryRunner.query(`DROP INDEX "IDX_bed24b665ab8b6083fb6d693f9"`);
    await queryRunner.query(`DROP INDEX "IDX_96e045ab8b0271e5f5a91eae1e"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_projects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(120) NOT NULL, "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "logo" varchar(2048) NOT NULL DEFAULT (''), "cover_images" text NOT NULL, "featured" boolean NOT NULL DEFAULT (0), "status" varchar(16) NOT NULL DEFAULT ('ongoing'), "video_url" varchar(2048) NOT NULL DEFAULT (''), "gallery" text NOT NULL, "location_image" varchar(2048) NOT NULL DEFAULT (''), "architecture_image" varchar(2048) NOT NULL DEFAULT (''), "technical_info" text NOT NULL, "features" text NOT NULL, "plans" text NOT NULL, "location" text NOT NULL, "architecture" text NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "publication" varchar(16) NOT NULL DEFAULT ('published'), "publish_at" datetime, "deleted_at" datetime, "deleted_by" varchar(120) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_projects"("id", "slug", "title", "subtitle", "description", "logo", "cover_images", "featured", "status", "video_url", "gallery", "location_image", "architecture_image", "technical_info", "features", "plans", "location", "architecture", "position", "created_at", "updated_at") SELECT "id", "slug", "title", "subtitle", "description", "logo", "cover_images", "featured", "status", "video_url", "gallery", "location_image", "architecture_image", "technical_info", "features", "plans", "location", "architecture", "position", "created_at", "updated_at" FROM "projects"`,
    );
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`ALTER TABLE "temporary_projects" RENAME TO "projects"`);
    await queryRunner.query(`CREATE INDEX "IDX_8f2b8f8f707be8efce3e18c0c7" ON "projects" ("position") `);
    await queryRunner.query(`CREATE INDEX "IDX_a27865a7be17886e3088f4a650" ON "projects" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_bed24b665ab8b6083fb6d693f9" ON "projects" ("featured") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_96e045ab8b0271e5f5a91eae1e" ON "projects" ("slug") `);
    await queryRunner.query(`DROP INDEX "IDX_601eeef8f73fcbe83e73d89b75"`);
    await queryRunner.query(`DROP INDEX "IDX_b03f269dd4fa700ae7c53302e1"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_sliders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sort_order" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "cta_text" text NOT NULL, "cta_link" varchar(2048) NOT NULL DEFAULT (''), "media_type" varchar(8) NOT NULL DEFAULT ('image'), "media_url" varchar(2048) NOT NULL DEFAULT (''), "image_url" varchar(2048) NOT NULL DEFAULT (''), "deleted_at" datetime, "deleted_by" varchar(120) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_sliders"("id", "sort_order", "active", "title", "subtitle", "description", "cta_text", "cta_link", "media_type", "media_url", "image_url") SELECT "id", "sort_order", "active", "title", "subtitle", "description", "cta_text", "cta_link", "media_type", "media_url", "image_url" FROM "sliders"`,
    );
    await queryRunner.query(`DROP TABLE "sliders"`);
    await queryRunner.query(`ALTER TABLE "temporary_sliders" RENAME TO "sliders"`);
    await queryRunner.query(`CREATE INDEX "IDX_601eeef8f73fcbe83e73d89b75" ON "sliders" ("active") `);
    await queryRunner.query(`CREATE INDEX "IDX_b03f269dd4fa700ae7c53302e1" ON "sliders" ("sort_order") `);
    await queryRunner.query(`CREATE INDEX "IDX_f373f101b6dba00aa9bca2ee9e" ON "blog_posts" ("publication") `);
    await queryRunner.query(`CREATE INDEX "IDX_e890399eaa3705b1d28a03f7e9" ON "blog_posts" ("publish_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_0141ceee801119882e3fcb41e9" ON "blog_posts" ("deleted_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d78fff99503ad121e6fdaa7ce5" ON "contact_requests" ("deleted_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6bdfaa619b4c973608664ce629" ON "projects" ("publication") `);
    await queryRunner.query(`CREATE INDEX "IDX_0461a8fe936e105936b8c3bb6e" ON "projects" ("publish_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_11b52372ea51f9159efe2402d9" ON "projects" ("deleted_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_44a154d694b17783b793a8cef8" ON "sliders" ("deleted_at") `);
    await queryRunner.query(
      `UPDATE "blog_posts" SET "publication" = 'draft' WHERE "id" IN (SELECT "id" FROM "konak_draft_posts")`,
    );
    await queryRunner.query(`DROP TABLE "konak_draft_posts"`);
    // Existing items went live when they were made.
    await queryRunner.query(`UPDATE "projects" SET "publish_at" = "created_at"`);
    await queryRunner.query(
      `UPDATE "blog_posts" SET "publish_at" = "created_at" WHERE "publication" = 'published'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "konak_draft_posts" AS SELECT "id" FROM "blog_posts" WHERE "publication" <> 'published'`,
    );
    await queryRunner.query(`DROP INDEX "IDX_44a154d694b17783b793a8cef8"`);
    await queryRunner.query(`DROP INDEX "IDX_11b52372ea51f9159efe2402d9"`);
    await queryRunner.query(`DROP INDEX "IDX_0461a8fe936e105936b8c3bb6e"`);
    await queryRunner.query(`DROP INDEX "IDX_6bdfaa619b4c973608664ce629"`);
    await queryRunner.query(`DROP INDEX "IDX_d78fff99503ad121e6fdaa7ce5"`);
    await queryRunner.query(`DROP INDEX "IDX_0141ceee801119882e3fcb41e9"`);
    await queryRunner.query(`DROP INDEX "IDX_e890399eaa3705b1d28a03f7e9"`);
    await queryRunner.query(`DROP INDEX "IDX_f373f101b6dba00aa9bca2ee9e"`);
    await queryRunner.query(`DROP INDEX "IDX_b03f269dd4fa700ae7c53302e1"`);
    await queryRunner.query(`DROP INDEX "IDX_601eeef8f73fcbe83e73d89b75"`);
    await queryRunner.query(`ALTER TABLE "sliders" RENAME TO "temporary_sliders"`);
    await queryRunner.query(
      `CREATE TABLE "sliders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sort_order" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "cta_text" text NOT NULL, "cta_link" varchar(2048) NOT NULL DEFAULT (''), "media_type" varchar(8) NOT NULL DEFAULT ('image'), "media_url" varchar(2048) NOT NULL DEFAULT (''), "image_url" varchar(2048) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "sliders"("id", "sort_order", "active", "title", "subtitle", "description", "cta_text", "cta_link", "media_type", "media_url", "image_url") SELECT "id", "sort_order", "active", "title", "subtitle", "description", "cta_text", "cta_link", "media_type", "media_url", "image_url" FROM "temporary_sliders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_sliders"`);
    await queryRunner.query(`CREATE INDEX "IDX_b03f269dd4fa700ae7c53302e1" ON "sliders" ("sort_order") `);
    await queryRunner.query(`CREATE INDEX "IDX_601eeef8f73fcbe83e73d89b75" ON "sliders" ("active") `);
    await queryRunner.query(`DROP INDEX "IDX_96e045ab8b0271e5f5a91eae1e"`);
    await queryRunner.query(`DROP INDEX "IDX_bed24b665ab8b6083fb6d693f9"`);
    await queryRunner.query(`DROP INDEX "IDX_a27865a7be17886e3088f4a650"`);
    await queryRunner.query(`DROP INDEX "IDX_8f2b8f8f707be8efce3e18c0c7"`);
    await queryRunner.query(`ALTER TABLE "projects" RENAME TO "temporary_projects"`);
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(120) NOT NULL, "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "logo" varchar(2048) NOT NULL DEFAULT (''), "cover_images" text NOT NULL, "featured" boolean NOT NULL DEFAULT (0), "status" varchar(16) NOT NULL DEFAULT ('ongoing'), "video_url" varchar(2048) NOT NULL DEFAULT (''), "gallery" text NOT NULL, "location_image" varchar(2048) NOT NULL DEFAULT (''), "architecture_image" varchar(2048) NOT NULL DEFAULT (''), "technical_info" text NOT NULL, "features" text NOT NULL, "plans" text NOT NULL, "location" text NOT NULL, "architecture" text NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "projects"("id", "slug", "title", "subtitle", "description", "logo", "cover_images", "featured", "status", "video_url", "gallery", "location_image", "architecture_image", "technical_info", "features", "plans", "location", "architecture", "position", "created_at", "updated_at") SELECT "id", "slug", "title", "subtitle", "description", "logo", "cover_images", "featured", "status", "video_url", "gallery", "location_image", "architecture_image", "technical_info", "features", "plans", "location", "architecture", "position", "created_at", "updated_at" FROM "temporary_projects"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_projects"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_96e045ab8b0271e5f5a91eae1e" ON "projects" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_bed24b665ab8b6083fb6d693f9" ON "projects" ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_a27865a7be17886e3088f4a650" ON "projects" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_8f2b8f8f707be8efce3e18c0c7" ON "projects" ("position") `);
    await queryRunner.query(`DROP INDEX "IDX_8a1b573626a9e5c58f4b83836b"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" RENAME TO "temporary_contact_requests"`);
    await queryRunner.query(
      `CREATE TABLE "contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "notice_version" integer, "notice_hash" varchar(64) NOT NULL DEFAULT (''), "marketing_consent" boolean NOT NULL DEFAULT (0), "page" varchar(512) NOT NULL DEFAULT (''), "referrer_host" varchar(255) NOT NULL DEFAULT (''), "utm_source" varchar(120) NOT NULL DEFAULT (''), "utm_medium" varchar(120) NOT NULL DEFAULT (''), "utm_campaign" varchar(120) NOT NULL DEFAULT (''), "unit" varchar(40) NOT NULL DEFAULT (''), "client_ip" varchar(64) NOT NULL DEFAULT (''), "reminder_queued" boolean NOT NULL DEFAULT (0), "anonymised" boolean NOT NULL DEFAULT (0), "notes" text NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "contact_requests"("id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised", "notes") SELECT "id", "name", "phone", "email", "message", "project", "language", "status", "created_at", "notice_version", "notice_hash", "marketing_consent", "page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "unit", "client_ip", "reminder_queued", "anonymised", "notes" FROM "temporary_contact_requests"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_contact_requests"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8a1b573626a9e5c58f4b83836b" ON "contact_requests" ("anonymised") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_5b2818a2c45c3edb9991b1c7a5"`);
    await queryRunner.query(`DROP INDEX "IDX_e4b576f68bd05766ff88dd73d4"`);
    await queryRunner.query(`DROP INDEX "IDX_37b16698b969c4967e595d8d77"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" RENAME TO "temporary_blog_posts"`);
    await queryRunner.query(
      `CREATE TABLE "blog_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(160) NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" varchar(2048) NOT NULL DEFAULT (''), "category" varchar(80) NOT NULL DEFAULT ('BLOG'), "tags" text NOT NULL, "author" varchar(120) NOT NULL DEFAULT ('Admin'), "featured" boolean NOT NULL DEFAULT (0), "date" datetime NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "blog_posts"("id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at") SELECT "id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at" FROM "temporary_blog_posts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_blog_posts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5b2818a2c45c3edb9991b1c7a5" ON "blog_posts" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_e4b576f68bd05766ff88dd73d4" ON "blog_posts" ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_37b16698b969c4967e595d8d77" ON "blog_posts" ("date") `);
    await queryRunner.query(`DROP INDEX "IDX_5b2818a2c45c3edb9991b1c7a5"`);
    await queryRunner.query(`DROP INDEX "IDX_e4b576f68bd05766ff88dd73d4"`);
    await queryRunner.query(`DROP INDEX "IDX_37b16698b969c4967e595d8d77"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" RENAME TO "temporary_blog_posts"`);
    await queryRunner.query(
      `CREATE TABLE "blog_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(160) NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" varchar(2048) NOT NULL DEFAULT (''), "category" varchar(80) NOT NULL DEFAULT ('BLOG'), "tags" text NOT NULL, "author" varchar(120) NOT NULL DEFAULT ('Admin'), "featured" boolean NOT NULL DEFAULT (0), "published" boolean NOT NULL DEFAULT (1), "date" datetime NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "blog_posts"("id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at") SELECT "id", "slug", "title", "excerpt", "content", "image", "category", "tags", "author", "featured", "date", "meta_title", "meta_description", "created_at", "updated_at" FROM "temporary_blog_posts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_blog_posts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5b2818a2c45c3edb9991b1c7a5" ON "blog_posts" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_e4b576f68bd05766ff88dd73d4" ON "blog_posts" ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_37b16698b969c4967e595d8d77" ON "blog_posts" ("date") `);
    await queryRunner.query(`CREATE INDEX "IDX_5bc1c331b53bcfc189d27f3063" ON "blog_posts" ("published") `);
    await queryRunner.query(
      `UPDATE "blog_posts" SET "published" = 0 WHERE "id" IN (SELECT "id" FROM "konak_draft_posts")`,
    );
    await queryRunner.query(`DROP TABLE "konak_draft_posts"`);
  }
}
