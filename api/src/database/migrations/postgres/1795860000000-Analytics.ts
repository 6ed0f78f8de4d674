import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Analytics1795860000000 implements MigrationInterface {
  name = 'Analytics1795860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_salts" ("day" character varying(10) NOT NULL, "salt" character varying(64) NOT NULL, CONSTRAINT "PK_cd8e7f5796f7fc0b6e12de0af35" PRIMARY KEY ("day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_seen" ("day" character varying(10) NOT NULL, "visitor" character varying(32) NOT NULL, "dim" character varying(16) NOT NULL, "value" character varying(200) NOT NULL, CONSTRAINT "PK_9d95e28fc6328fef7bfb2269026" PRIMARY KEY ("day", "visitor", "dim", "value"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_daily" ("dim" character varying(16) NOT NULL, "day" character varying(10) NOT NULL, "value" character varying(200) NOT NULL, "event" character varying(24) NOT NULL, "count" integer NOT NULL DEFAULT '0', "visitors" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_d603cfc8d056a8ccb4aab969420" PRIMARY KEY ("dim", "day", "value", "event"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_hourly" ("dim" character varying(16) NOT NULL, "hour" character varying(13) NOT NULL, "value" character varying(200) NOT NULL, "event" character varying(24) NOT NULL, "count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_ec23e5a089138d38b5a47dbc1c6" PRIMARY KEY ("dim", "hour", "value", "event"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_vitals" ("day" character varying(10) NOT NULL, "page" character varying(200) NOT NULL, "device" character varying(8) NOT NULL, "metric" character varying(4) NOT NULL, "bucket" integer NOT NULL, "count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_38e310725890ca630fd1064daa9" PRIMARY KEY ("day", "page", "device", "metric", "bucket"))`,
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
