import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795656249905 implements MigrationInterface {
  name = 'Initial1795656249905';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "about" ("id" SERIAL NOT NULL, "image" character varying(2048) NOT NULL DEFAULT '', "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "mission" text NOT NULL, "vision" text NOT NULL, CONSTRAINT "PK_e7b581a8a74d0a2ea3aa53226ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "instagram_banner" ("id" SERIAL NOT NULL, "active" boolean NOT NULL DEFAULT true, "text" text NOT NULL, "link" character varying(2048) NOT NULL DEFAULT '', "background_image" character varying(2048) NOT NULL DEFAULT '', CONSTRAINT "PK_750272d9be4801b6d31bb3da7db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "blog_posts" ("id" SERIAL NOT NULL, "slug" character varying(160) NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" character varying(2048) NOT NULL DEFAULT '', "category" character varying(80) NOT NULL DEFAULT 'BLOG', "tags" text NOT NULL, "author" character varying(120) NOT NULL DEFAULT 'Admin', "featured" boolean NOT NULL DEFAULT false, "published" boolean NOT NULL DEFAULT true, "date" TIMESTAMP NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_dd2add25eac93daefc93da9d387" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_5b2818a2c45c3edb9991b1c7a5" ON "blog_posts"  ("slug") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e4b576f68bd05766ff88dd73d4" ON "blog_posts"  ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_5bc1c331b53bcfc189d27f3063" ON "blog_posts"  ("published") `);
    await queryRunner.query(`CREATE INDEX "IDX_37b16698b969c4967e595d8d77" ON "blog_posts"  ("date") `);
    await queryRunner.query(
      `CREATE TABLE "contact_requests" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL DEFAULT '', "phone" character varying(40) NOT NULL DEFAULT '', "email" character varying(254) NOT NULL DEFAULT '', "message" text NOT NULL DEFAULT '', "project" character varying(120) NOT NULL DEFAULT '', "language" character varying(2) NOT NULL DEFAULT 'tr', "status" character varying(16) NOT NULL DEFAULT 'new', "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_5fc5cfa569e4e66051c6acde3b9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests"  ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f3b14f5e82b22dbda1863bf205" ON "contact_requests"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" SERIAL NOT NULL, "slug" character varying(120) NOT NULL, "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "logo" character varying(2048) NOT NULL DEFAULT '', "cover_images" text NOT NULL, "featured" boolean NOT NULL DEFAULT false, "status" character varying(16) NOT NULL DEFAULT 'ongoing', "video_url" character varying(2048) NOT NULL DEFAULT '', "gallery" text NOT NULL, "location_image" character varying(2048) NOT NULL DEFAULT '', "architecture_image" character varying(2048) NOT NULL DEFAULT '', "technical_info" text NOT NULL, "features" text NOT NULL, "plans" text NOT NULL, "location" text NOT NULL, "architecture" text NOT NULL, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_96e045ab8b0271e5f5a91eae1e" ON "projects"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_bed24b665ab8b6083fb6d693f9" ON "projects"  ("featured") `);
    await queryRunner.query(`CREATE INDEX "IDX_a27865a7be17886e3088f4a650" ON "projects"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_8f2b8f8f707be8efce3e18c0c7" ON "projects"  ("position") `);
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" SERIAL NOT NULL, "site_name" text NOT NULL, "meta_title" text NOT NULL, "meta_description" text NOT NULL, "meta_keywords" text NOT NULL, "address" text NOT NULL, "logo" character varying(2048) NOT NULL DEFAULT '', "favicon" character varying(2048) NOT NULL DEFAULT '', "contact_email" character varying(255) NOT NULL DEFAULT '', "contact_phone" character varying(40) NOT NULL DEFAULT '', "contact_whatsapp" character varying(40) NOT NULL DEFAULT '', "social_facebook" character varying(2048) NOT NULL DEFAULT '', "social_instagram" character varying(2048) NOT NULL DEFAULT '', "social_twitter" character varying(2048) NOT NULL DEFAULT '', "social_linkedin" character varying(2048) NOT NULL DEFAULT '', "social_youtube" character varying(2048) NOT NULL DEFAULT '', "primary_color" character varying(32) NOT NULL DEFAULT '', "secondary_color" character varying(32) NOT NULL DEFAULT '', "accent_color" character varying(32) NOT NULL DEFAULT '', "background_color" character varying(32) NOT NULL DEFAULT '', "text_color" character varying(32) NOT NULL DEFAULT '', "heading_font" character varying(40) NOT NULL DEFAULT '', "body_font" character varying(40) NOT NULL DEFAULT '', "font_size_base" character varying(16) NOT NULL DEFAULT '', CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sliders" ("id" SERIAL NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, "title" text NOT NULL, "subtitle" text NOT NULL, "description" text NOT NULL, "cta_text" text NOT NULL, "cta_link" character varying(2048) NOT NULL DEFAULT '', "media_type" character varying(8) NOT NULL DEFAULT 'image', "media_url" character varying(2048) NOT NULL DEFAULT '', "image_url" character varying(2048) NOT NULL DEFAULT '', CONSTRAINT "PK_fc605f415269f62f152135843ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b03f269dd4fa700ae7c53302e1" ON "sliders"  ("sort_order") `);
    await queryRunner.query(`CREATE INDEX "IDX_601eeef8f73fcbe83e73d89b75" ON "sliders"  ("active") `);
    await queryRunner.query(
      `CREATE TABLE "admin_users" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL DEFAULT '', "email" character varying(254) NOT NULL, "role" character varying(16) NOT NULL DEFAULT 'admin', "password_hash" character varying(255) NOT NULL, "password_changed_at" bigint NOT NULL DEFAULT '0', "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dcd0c8a4b10af9c986e510b9ec" ON "admin_users"  ("email") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_dcd0c8a4b10af9c986e510b9ec"`);
    await queryRunner.query(`DROP TABLE "admin_users"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_601eeef8f73fcbe83e73d89b75"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b03f269dd4fa700ae7c53302e1"`);
    await queryRunner.query(`DROP TABLE "sliders"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8f2b8f8f707be8efce3e18c0c7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a27865a7be17886e3088f4a650"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bed24b665ab8b6083fb6d693f9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_96e045ab8b0271e5f5a91eae1e"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f3b14f5e82b22dbda1863bf205"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e7a216b9fbcafa08b71d1eef61"`);
    await queryRunner.query(`DROP TABLE "contact_requests"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_37b16698b969c4967e595d8d77"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bc1c331b53bcfc189d27f3063"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e4b576f68bd05766ff88dd73d4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5b2818a2c45c3edb9991b1c7a5"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`DROP TABLE "instagram_banner"`);
    await queryRunner.query(`DROP TABLE "about"`);
  }
}
