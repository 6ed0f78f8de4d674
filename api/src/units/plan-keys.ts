// Plan keys: a project's floor plans carry a stable `key` that units name as their type (`plan_key`).
// A plan saved without one gets the next free "plan-N"; keys stay as they are otherwise, so reordering
// or renaming plans never changes which plan a unit is.
import { HttpException, HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { nextPlanKey } from '@konak/contract';
import { ValidationFailed } from '../common/validation.js';
import { ProjectUnit } from './project-unit.entity.js';

/** `plans` with every key filled in; a key given twice is refused (422 on that plan). */
export function withPlanKeys<P extends { key?: string | null }>(plans: P[]): (P & { key: string })[] {
  const taken = new Set<string>();
  plans.forEach((plan, i) => {
    if (!plan.key) return;
    if (taken.has(plan.key))
      throw new ValidationFailed([
        {
          loc: ['body', 'plans', i, 'key'],
          msg: 'Bu plan anahtarı başka bir planda da kullanılıyor',
          type: 'unique',
        },
      ]);
    taken.add(plan.key);
  });
  return plans.map((plan) => {
    if (plan.key) return plan as P & { key: string };
    const key = nextPlanKey(taken);
    taken.add(key);
    return { ...plan, key };
  });
}

/** Refuses (409) a save that drops a plan units still use, naming the plan and how many units. */
export async function assertPlansKept(
  manager: EntityManager,
  projectId: number,
  before: { key?: string; name: { tr: string } }[],
  after: { key: string }[],
) {
  const kept = new Set(after.map((p) => p.key));
  for (const plan of before) {
    if (!plan.key || kept.has(plan.key)) continue;
    const count = await manager.countBy(ProjectUnit, { project_id: projectId, plan_key: plan.key });
    if (count)
      throw new HttpException(
        {
          detail: `"${plan.name.tr || plan.key}" planı ${count} dairede kullanılıyor; kaldırmadan önce bu dairelere başka bir plan seçin (Daireler sayfası).`,
        },
        HttpStatus.CONFLICT,
      );
  }
}
