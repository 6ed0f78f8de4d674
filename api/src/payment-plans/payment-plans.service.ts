// A project's payment plans (issue 32): the admin's list and edits, audited, and the plans the public
// grid answers with. At most PAYMENT_PLAN_LIMITS.perProject per project, so a list is never paged.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PAYMENT_PLAN_LIMITS, PAYMENT_PLAN_MESSAGES, paymentPlanProblems } from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { DomainError, refusal } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { Project } from '../projects/project.entity.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { VISIBLE } from '../publishing/publication-rules.js';
import { moveToTrash } from '../trash/trash-rules.js';
import type {
  CreatePaymentPlanDto,
  PaymentPlanDto,
  PublicPaymentPlanDto,
  UpdatePaymentPlanDto,
} from './dto/payment-plan.dto.js';
import { PaymentPlan } from './payment-plan.entity.js';

const ORDER = { position: 'ASC', id: 'ASC' } as const;

@Injectable()
export class PaymentPlansService {
  constructor(
    @InjectRepository(PaymentPlan) private readonly repo: Repository<PaymentPlan>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The admin's list of any project's plans, in order. */
  async list(projectId: number): Promise<PaymentPlanDto[]> {
    await this.project(projectId);
    return (await this.plansOf(projectId)).map(answer);
  }

  /** A published project's plans as buyers see them (none for a draft or an unknown slug). */
  async publicBySlug(slug: string): Promise<PublicPaymentPlanDto[]> {
    const project = await this.projects.findOne({ where: { slug, ...VISIBLE }, select: { id: true } });
    if (!project) return [];
    return (await this.plansOf(project.id)).map(
      ({ id, name, down_payment_percent, months, annual_rate_percent, cash_discount_percent }) => ({
        id,
        name,
        down_payment_percent,
        months,
        annual_rate_percent,
        cash_discount_percent,
      }),
    );
  }

  /** The public grid's answer: the grid with the project's plans. GET /projects/{slug}/units and the server's
   *  draw of the project page (site-content.service.ts) both answer this, so the dialog reads the same data. */
  async withPlans<T extends object>(
    slug: string,
    grid: T,
  ): Promise<T & { payment_plans: PublicPaymentPlanDto[] }> {
    return { ...grid, payment_plans: await this.publicBySlug(slug) };
  }

  async create(projectId: number, input: CreatePaymentPlanDto): Promise<PaymentPlanDto> {
    const project = await this.project(projectId);
    const others = await this.plansOf(projectId);
    if (others.length >= PAYMENT_PLAN_LIMITS.perProject) throw refusal(422, PAYMENT_PLAN_MESSAGES.count);
    const plan = this.repo.create({
      project_id: projectId,
      name: input.name,
      down_payment_percent: input.down_payment_percent,
      months: input.months,
      annual_rate_percent: input.annual_rate_percent ?? 0,
      cash_discount_percent: input.cash_discount_percent ?? 0,
      position: input.position ?? Math.max(-1, ...others.map((o) => o.position)) + 1,
    });
    assertTerms(plan);
    const saved = answer(await this.repo.save(plan));
    await this.changed({ action: 'create', plan: saved, project, before: null });
    return saved;
  }

  async update(id: number, input: UpdatePaymentPlanDto): Promise<PaymentPlanDto> {
    const plan = await this.plan(id);
    const before = answer(plan);
    for (const [key, value] of Object.entries(input))
      if (value !== undefined) Object.assign(plan, { [key]: value });
    assertTerms(plan);
    const saved = answer(await this.repo.save(plan));
    await this.changed({
      action: 'update',
      plan: saved,
      project: await this.project(plan.project_id),
      before,
    });
    return saved;
  }

  /** To the trash (restored or deleted for good from there, api/src/trash): the site stops showing it now. */
  async remove(id: number, by: string): Promise<void> {
    const plan = await this.plan(id);
    const before = answer(plan);
    await moveToTrash(this.repo, id, by, this.clock.now());
    await this.changed({
      action: 'delete',
      plan: before,
      project: await this.project(plan.project_id),
      before,
    });
  }

  private plansOf(projectId: number) {
    return this.repo.find({
      where: { project_id: projectId },
      order: ORDER,
      take: PAYMENT_PLAN_LIMITS.perProject,
    });
  }

  private async project(id: number): Promise<Project> {
    const project = await this.projects.findOne({ where: { id }, select: { id: true, title: true } });
    if (!project) throw new DomainError('not_found');
    return project;
  }

  private async plan(id: number): Promise<PaymentPlan> {
    const plan = await this.repo.findOneBy({ id });
    if (!plan) throw new DomainError('not_found');
    return plan;
  }

  /** The public grid shows the plans: its cached answers go; the log names the project and the plan. */
  private async changed({
    action,
    plan,
    project,
    before,
  }: {
    action: 'create' | 'update' | 'delete';
    plan: PaymentPlanDto;
    project: Project;
    before: PaymentPlanDto | null;
  }) {
    this.cache.invalidate(PROJECTS_CACHE);
    const { id: _id, ...fields } = plan;
    await this.audit.record({
      action,
      type: 'payment_plan',
      id: plan.id,
      title: `${project.title?.tr ?? ''}: ${plan.name.tr}`,
      before: before && without(before),
      after: action === 'delete' ? null : fields,
    });
  }
}

const without = ({ id: _id, ...fields }: PaymentPlanDto) => fields;

const answer = ({
  id,
  project_id,
  name,
  down_payment_percent,
  months,
  annual_rate_percent,
  cash_discount_percent,
  position,
}: PaymentPlan): PaymentPlanDto => ({
  id,
  project_id,
  name,
  down_payment_percent,
  months,
  annual_rate_percent,
  cash_discount_percent,
  position,
});

/** The rules that join two fields (months unless all is paid down), as field errors. */
function assertTerms(plan: PaymentPlan) {
  const problems = paymentPlanProblems(plan);
  if (problems.length)
    throw refusal(
      422,
      problems.map(({ field, msg }) => ({ loc: ['body', field], msg, type: 'value_error' })),
    );
}
