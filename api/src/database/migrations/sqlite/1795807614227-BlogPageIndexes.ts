import type { MigrationInterface, QueryRunner } from 'typeorm';

// Years of posts (issue 25): a page of the blog, newest first, and its count read from one index each —
// visitors' (published, not in the trash) and the administrators' (not in the trash) — instead of
// sorting every post.
export class BlogPageIndexes1795807614227 implements MigrationInterface {
  name = 'BlogPageIndexes1795807614227';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_blog_posts_public_order" ON "blog_posts" ("publication", "deleted_at", "date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_blog_posts_order" ON "blog_posts" ("deleted_at", "date", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_blog_posts_order"`);
    await queryRunner.query(`DROP INDEX "IDX_blog_posts_public_order"`);
  }
}
