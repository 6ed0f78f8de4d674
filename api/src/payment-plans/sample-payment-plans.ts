// The sample package's payment plans (issue 32) written for the seeded projects: a project is named by
// slug; a project the package does not have is skipped.
import type { EntityManager } from 'typeorm';
import type { Localized } from '../database/columns.js';
import type { Project } from '../projects/project.entity.js';
import { PaymentPlan } from './payment-plan.entity.js';

export interface SamplePaymentPlans {
  project_slug: string;
  plans: {
    name: Localized;
    down_payment_percent: number;
    months: number;
    annual_rate_percent: number;
    cash_discount_percent: number;
  }[];
}

export async function seedPaymentPlans(
  manager: EntityManager,
  seeds: SamplePaymentPlans[],
  projects: Pick<Project, 'id' | 'slug'>[],
): Promise<void> {
  const ids = new Map(projects.map((p) => [p.slug, p.id]));
  const rows = seeds.flatMap(({ project_slug, plans }) => {
    const project_id = ids.get(project_slug);
    return project_id === undefined
      ? []
      : plans.map((plan, position) => manager.create(PaymentPlan, { ...plan, project_id, position }));
  });
  if (rows.length) await manager.save(rows);
}
