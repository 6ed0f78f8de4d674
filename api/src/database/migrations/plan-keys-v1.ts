// Gives the floor plans of existing projects their keys ("plan-1", "plan-2", … in list order), as the
// API now fills them on every save. A frozen copy of that rule for the UnitAvailability migrations.
import type { QueryRunner } from 'typeorm';

export async function fillPlanKeys(queryRunner: QueryRunner): Promise<void> {
  const postgres = queryRunner.connection.options.type === 'postgres';
  const rows: { id: number; plans: string }[] = await queryRunner.query(
    `SELECT "id", "plans" FROM "projects"`,
  );
  for (const row of rows) {
    let plans: { key?: string }[];
    try {
      plans = JSON.parse(row.plans);
    } catch {
      continue;
    }
    if (!Array.isArray(plans) || plans.every((p) => p && p.key)) continue;
    const taken = new Set(plans.map((p) => p?.key).filter(Boolean));
    let n = 1;
    for (const plan of plans) {
      if (!plan || typeof plan !== 'object' || plan.key) continue;
      while (taken.has(`plan-${n}`)) n++;
      plan.key = `plan-${n}`;
      taken.add(plan.key);
    }
    await queryRunner.query(
      `UPDATE "projects" SET "plans" = ${postgres ? '$1' : '?'} WHERE "id" = ${postgres ? '$2' : '?'}`,
      [JSON.stringify(plans), row.id],
    );
  }
}
