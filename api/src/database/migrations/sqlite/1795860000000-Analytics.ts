import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Analytics1795860000000 implements MigrationInterface {
  name = 'Analytics1795860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_salts" ("day" varchar(10) PRIMARY KEY NOT NULL, "salt" varchar(64) NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_seen" ("day" varchar(10) NOT NULL, "visitor" varchar(32) NOT NULL, "dim" varchar(16) NOT NULL, "value" varchar(200) NOT NULL, PRIMARY KEY ("day", "visitor", "dim", "value"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_daily" ("dim" varchar(16) NOT NULL, "day" varchar(10) NOT NULL, "value" varchar(200) NOT NULL, "event" varchar(24) NOT NULL, "count" integer NOT NULL DEFAULT (0), "visitors" integer NOT NULL DEFAULT (0), PRIMARY KEY ("dim", "day", "value", "event"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_hourly" ("dim" varchar(16) NOT NULL, "hour" varchar(13) NOT NULL, "value" varchar(200) NOT NULL, "event" varchar(24) NOT NULL, "count" integer NOT NULL DEFAULT (0), PRIMARY KEY ("dim", "hour", "value", "event"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_vitals" ("day" varchar(10) NOT NULL, "page" varchar(200) NOT NULL, "device" varchar(8) NOT NULL, "metric" varchar(4) NOT NULL, "bucket" integer NOT NULL, "count" integer NOT NULL DEFAULT (0), PRIMARY KEY ("day", "page", "device", "metric", "bucket"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_vitals"`);
    await queryRunner.query(`DROP TABLE "analytics_hourly"`);
    await queryRunner.query(`DROP TABLE "analytics_daily"`);
    await queryRunner.query(`DROP TABLE "analytics_seen"`);
    await queryRunner.query(`DROP TABLE "analytics_salts"`);
  }
}
