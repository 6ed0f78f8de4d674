import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addVersionBaselines } from '../version-baselines.js';

/** Issue 26: every existing item without a version gets its stored state as version 1 (a baseline). */
export class VersionBaselines1795817321969 implements MigrationInterface {
  name = 'VersionBaselines1795817321969';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addVersionBaselines(queryRunner);
  }

  /** The baselines are versions like any other: kept. */
  async down(): Promise<void> {}
}
