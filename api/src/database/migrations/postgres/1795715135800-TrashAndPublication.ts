import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrashAndPublication1795715135800 implements MigrationInterface {
  name = 'TrashAndPublication1795715135800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "blog_posts" ADD "publication" character varying(16) NOT NULL DEFAULT 'published'`,
    );
    // Posts that were drafts (published = false) stay drafts.
    await queryRunner.query(`UPDATE "blog_posts" SET "publication" = 'draft' WHERE "published" = false`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bc1c331b53bcfc189d27f3063"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" DROP COLUMN "published"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" ADD "publish_at" TIMESTAMP`);
    await queryRunner.query(`ALTER TABLE "blog_posts" ADD "deleted_at" TIMESTAMP`);
    await queryRunner.query(
      `ALTER TABLE "blog_posts" ADD "deleted_by" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "contact_requests" ADD "deleted_at" TIMESTAMP`);
    await queryRunner.query(
      `ALTER TABLE "contact_requests" ADD "deleted_by" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD "publication" character varying(16) NOT NULL DEFAULT 'published'`,
    );
    await queryRunner.query(`ALTER TABLE "projects" ADD "publish_at" TIMESTAMP`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "deleted_at" TIMESTAMP`);
    await queryRunner.query(
      `ALTER TABLE "projects" ADD "deleted_by" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "sliders" ADD "deleted_at" TIMESTAMP`);
    await queryRunner.query(
      `ALTER TABLE "sliders" ADD "deleted_by" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f373f101b6dba00aa9bca2ee9e" ON "blog_posts"  ("publication") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e890399eaa3705b1d28a03f7e9" ON "blog_posts"  ("publish_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_0141ceee801119882e3fcb41e9" ON "blog_posts"  ("deleted_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d78fff99503ad121e6fdaa7ce5" ON "contact_requests"  ("deleted_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6bdfaa619b4c973608664ce629" ON "projects"  ("publication") `);
    await queryRunner.query(`CREATE INDEX "IDX_0461a8fe936e105936b8c3bb6e" ON "projects"  ("publish_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_11b52372ea51f9159efe2402d9" ON "projects"  ("deleted_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_44a154d694b17783b793a8cef8" ON "sliders"  ("deleted_at") `);
    // Existing items went live when they were made.
    await queryRunner.query(`UPDATE "projects" SET "publish_at" = "created_at"`);
    await queryRunner.query(
      `UPDATE "blog_posts" SET "publish_at" = "created_at" WHERE "publication" = 'published'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_44a154d694b17783b793a8cef8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_11b52372ea51f9159efe2402d9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0461a8fe936e105936b8c3bb6e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6bdfaa619b4c973608664ce629"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d78fff99503ad121e6fdaa7ce5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0141ceee801119882e3fcb41e9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e890399eaa3705b1d28a03f7e9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f373f101b6dba00aa9bca2ee9e"`);
    await queryRunner.query(`ALTER TABLE "sliders" DROP COLUMN "deleted_by"`);
    await queryRunner.query(`ALTER TABLE "sliders" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "deleted_by"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "publish_at"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "publication"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "deleted_by"`);
    await queryRunner.query(`ALTER TABLE "contact_requests" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" DROP COLUMN "deleted_by"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" DROP COLUMN "publish_at"`);
    await queryRunner.query(`ALTER TABLE "blog_posts" ADD "published" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`UPDATE "blog_posts" SET "published" = ("publication" = 'published')`);
    await queryRunner.query(
      `CREATE INDEX "IDX_5bc1c331b53bcfc189d27f3063" ON "blog_posts" USING btree ("published") `,
    );
    await queryRunner.query(`ALTER TABLE "blog_posts" DROP COLUMN "publication"`);
  }
}
