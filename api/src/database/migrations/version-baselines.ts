// Issue 26: every versioned item gets a version before its first edit, so that first change can be
// undone. The migrations of both databases call this once: each project, post, slider, the about page,
// the banner and the settings without any version gets its stored state as version 1, by nobody (the
// seeding and keep() make the same row: versions.service.ts, baselineVersion).
//
// Rows are read with plain SQL and turned into the entity's values column by column (only the columns
// the table has at this point of the migrations), then cut to what a version holds (snapshots.ts).
import type { EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';
import type { VersionedType } from '@konak/contract';
import { About } from '../../about/about.entity.js';
import { InstagramBanner } from '../../banner/instagram-banner.entity.js';
import { BlogPost } from '../../blog/blog-post.entity.js';
import { Project } from '../../projects/project.entity.js';
import { SiteSettings } from '../../settings/site-settings.entity.js';
import { Slider } from '../../sliders/slider.entity.js';
import { snapshotOf } from '../../versions/snapshots.js';
import { baselineVersion } from '../../versions/versions.service.js';

const SOURCES: [VersionedType, EntityTarget<ObjectLiteral>][] = [
  ['project', Project],
  ['blog_post', BlogPost],
  ['slider', Slider],
  ['about', About],
  ['banner', InstagramBanner],
  ['settings', SiteSettings],
];

/** Rows read per query: a large blog is never held at once. */
const BATCH = 200;

export async function addVersionBaselines(queryRunner: QueryRunner): Promise<number> {
  const { connection } = queryRunner;
  const postgres = connection.options.type === 'postgres';
  const $ = (n: number) => (postgres ? `$${n}` : '?');
  const versioned = new Set(
    (
      (await queryRunner.query(`SELECT DISTINCT "type", "item_id" FROM "content_versions"`)) as {
        type: string;
        item_id: number;
      }[]
    ).map((r) => `${r.type} ${Number(r.item_id)}`),
  );
  let added = 0;
  for (const [type, entity] of SOURCES) {
    const metadata = connection.getMetadata(entity);
    const table = `"${metadata.tableName}"`;
    for (let after = 0; ;) {
      const rows: Record<string, unknown>[] = await queryRunner.query(
        `SELECT * FROM ${table} WHERE "id" > ${$(1)} ORDER BY "id" LIMIT ${BATCH}`,
        [after],
      );
      for (const row of rows) {
        const id = Number(row.id);
        if (versioned.has(`${type} ${id}`)) continue;
        const item: Record<string, unknown> = {};
        for (const column of metadata.columns) {
          if (column.databaseName in row)
            item[column.propertyName] = connection.driver.prepareHydratedValue(
              row[column.databaseName],
              column,
            );
        }
        const version = baselineVersion(type, id, snapshotOf(type, item));
        await queryRunner.query(
          `INSERT INTO "content_versions" ("type", "item_id", "number", "data", "changed", "restored_from", "user_id", "user_name") VALUES (${[1, 2, 3, 4, 5, 6, 7, 8].map($).join(', ')})`,
          [
            version.type,
            version.item_id,
            version.number,
            JSON.stringify(version.data),
            JSON.stringify(version.changed),
            null,
            null,
            '',
          ],
        );
        added++;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].id);
    }
  }
  return added;
}
