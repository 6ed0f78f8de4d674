import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795656249905 implements MigrationInterface {
  name = 'Initial1795656249905';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "about" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "image" varchar(2048) NOT NULL DEFAULT (''), "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "mission" text NOT NULL, "vision" text NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "instagram_banner" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "active" boolean NOT NULL DEFAULT (1), "text" text NOT NULL, "link" varchar(2048) NOT NULL DEFAULT (''), "background_image" varchar(2048) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `CREATE TABLE "blog_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(160) NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" varchar(2048) NOT NULL DEFAULT (''), "category" varchar(80) NOT NULL DEFAULT ('BLOG'), "tags" text NOT NULL, "author" varchar(120) NOT NULL DEFAULT ('Admin'), "featured" boolean NOT NULL DEFAULT (0), "published" boolean NOT NULL DEFAULT (1), "date" datetime NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5b2818a2c45c3edb9991b1c7a5" ON "blog_posts" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_e4b576f68bd05766ff88dd73d4" ON "blog_posts" ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_5bc1c331b53bcfc189d27f3063" ON "blog_posts" ("published") `);
    await queryRunner.query(`CREATE INDEX "IDX_37b16698b969c4967e595d8d77" ON "blog_posts" ("date") `);
    await queryRunner.query(
      `CREATE TABLE "contact_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "message" text NOT NULL DEFAULT (''), "project" varchar(120) NOT NULL DEFAULT (''), "language" varchar(2) NOT NULL DEFAULT ('tr'), "status" varchar(16) NOT NULL DEFAULT ('new'), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(120) NOT NULL, "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "logo" varchar(2048) NOT NULL DEFAULT (''), "cover_images" text NOT NULL, "featured" boolean NOT NULL DEFAULT (0), "status" varchar(16) NOT NULL DEFAULT ('ongoing'), "video_url" varchar(2048) NOT NULL DEFAULT (''), "gallery" text NOT NULL, "location_image" varchar(2048) NOT NULL DEFAULT (''), "architecture_image" varchar(2048) NOT NULL DEFAULT (''), "technical_info" text NOT NULL, "features" text NOT NULL, "plans" text NOT NULL, "location" text NOT NULL, "architecture" text NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_96e045ab8b0271e5f5a91eae1e" ON "projects" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_bed24b665ab8b6083fb6d693f9" ON "projects" ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_a27865a7be17886e3088f4a650" ON "projects" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_8f2b8f8f707be8efce3e18c0c7" ON "projects" ("position") `);
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "site_name" text NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "meta_keywords" text NOT NULL, "address" text NOT NULL, "logo" varchar(2048) NOT NULL DEFAULT (''), "favicon" varchar(2048) NOT NULL DEFAULT (''), "contact_email" varchar(255) NOT NULL DEFAULT (''), "contact_phone" varchar(40) NOT NULL DEFAULT (''), "contact_whatsapp" varchar(40) NOT NULL DEFAULT (''), "social_facebook" varchar(2048) NOT NULL DEFAULT (''), "social_instagram" varchar(2048) NOT NULL DEFAULT (''), "social_twitter" varchar(2048) NOT NULL DEFAULT (''), "social_linkedin" varchar(2048) NOT NULL DEFAULT (''), "social_youtube" varchar(2048) NOT NULL DEFAULT (''), "primary_color" varchar(32) NOT NULL DEFAULT (''), "secondary_color" varchar(32) NOT NULL DEFAULT (''), "accent_color" varchar(32) NOT NULL DEFAULT (''), "background_color" varchar(32) NOT NULL DEFAULT (''), "text_color" varchar(32) NOT NULL DEFAULT (''), "heading_font" varchar(40) NOT NULL DEFAULT (''), "body_font" varchar(40) NOT NULL DEFAULT (''), "font_size_base" varchar(16) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sliders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sort_order" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "cta_text" text NOT NULL, "cta_link" varchar(2048) NOT NULL DEFAULT (''), "media_type" varchar(8) NOT NULL DEFAULT ('image'), "media_url" varchar(2048) NOT NULL DEFAULT (''), "image_url" varchar(2048) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b03f269dd4fa700ae7c53302e1" ON "sliders" ("sort_order") `);
    await queryRunner.query(`CREATE INDEX "IDX_601eeef8f73fcbe83e73d89b75" ON "sliders" ("active") `);
    await queryRunner.query(
      `CREATE TABLE "admin_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('admin'), "password_hash" varchar(255) NOT NULL, "password_changed_at" bigint NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dcd0c8a4b10af9c986e510b9ec" ON "admin_users" ("email") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_dcd0c8a4b10af9c986e510b9ec"`);
    await queryRunner.query(`DROP TABLE "admin_users"`);
    await queryRunner.query(`DROP INDEX "IDX_601eeef8f73fcbe83e73d89b75"`);
    await queryRunner.query(`DROP INDEX "IDX_b03f269dd4fa700ae7c53302e1"`);
    await queryRunner.query(`DROP TABLE "sliders"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_8f2b8f8f707be8efce3e18c0c7"`);
    await queryRunner.query(`DROP INDEX "IDX_a27865a7be17886e3088f4a650"`);
    await queryRunner.query(`DROP INDEX "IDX_bed24b665ab8b6083fb6d693f9"`);
    await queryRunner.query(`DROP INDEX "IDX_96e045ab8b0271e5f5a91eae1e"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP INDEX "IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`DROP INDEX "IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP TABLE "contact_requests"`);
    await queryRunner.query(`DROP INDEX "IDX_37b16698b969c4967e595d8d77"`);
    await queryRunner.query(`DROP INDEX "IDX_5bc1c331b53bcfc189d27f3063"`);
    await queryRunner.query(`DROP INDEX "IDX_e4b576f68bd05766ff88dd73d4"`);
    await queryRunner.query(`DROP INDEX "IDX_5b2818a2c45c3edb9991b1c7a5"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`DROP TABLE "instagram_banner"`);
    await queryRunner.query(`DROP TABLE "about"`);
  }
}
