import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { KVKK_NOTICE_V1_TR } from '../kvkk-notice-v1.js';

/** Version 1 of the KVKK notice: the text the site showed before the notice became data. */
export class KvkkNoticeV11795688693791 implements MigrationInterface {
  name = 'KvkkNoticeV11795688693791';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = JSON.stringify({ tr: KVKK_NOTICE_V1_TR, en: '', ru: '' });
    const hash = createHash('sha256').update(text).digest('hex');
    await queryRunner.query(`INSERT INTO "kvkk_notices" ("text", "hash", "created_by") VALUES (?, ?, ?)`, [
      text,
      hash,
      '',
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "kvkk_notices" WHERE "id" = 1`);
  }
}
