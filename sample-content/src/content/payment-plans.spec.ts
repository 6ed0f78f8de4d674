// The sample payment plans (issue 32): each names a sample project with homes for sale, stays within the
// contract's limits (what the API would accept) and is named in the three languages.
import { PAYMENT_PLAN_LIMITS, paymentPlanProblems } from '@konak/contract';
import { SAMPLE_PAYMENT_PLANS, SAMPLE_PROJECTS, SAMPLE_UNITS } from './index.js';

describe('sample payment plans', () => {
  it('belong to sample projects with available homes, within the contract limits', () => {
    const slugs = SAMPLE_PROJECTS.map((p) => p.slug);
    for (const { project_slug, plans } of SAMPLE_PAYMENT_PLANS) {
      expect(slugs).toContain(project_slug);
      const units =
        SAMPLE_UNITS.find((u) => u.project_slug === project_slug)?.blocks.flatMap((b) => b.units) ?? [];
      expect(units.some((u) => u.status === 'available' && u.price_try !== null)).toBe(true);
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.length).toBeLessThanOrEqual(PAYMENT_PLAN_LIMITS.perProject);
      for (const plan of plans) {
        expect(paymentPlanProblems(plan)).toEqual([]);
        expect(
          Object.values(plan.name).every(
            (text) => text.length > 0 && text.length <= PAYMENT_PLAN_LIMITS.name,
          ),
        ).toBe(true);
      }
    }
  });
});
