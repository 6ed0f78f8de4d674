// The home finder (issue 32): a page of the available (and, by choice, reserved) homes of every published
// project. Two steps: the published projects that pass the project-level filters are read first — a
// catalogue of tens of rows, their plans and handover with them — and turn the plan-level filters (rooms,
// size) into the (project, plan key) pairs that satisfy them; then one query over project_units, on indexed
// columns only (status, price_try, floor, facing, project_id, plan_key), counts and pages the homes
// (docs/decisions/0185-home-finder.md). A price range in a foreign currency is turned into lira once.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, IsNull, type Repository, type SelectQueryBuilder } from 'typeorm';
import {
  homeCellPath,
  homeQueryString,
  iskanDay,
  pageCount,
  planRooms,
  planSquareMetres,
  priceBoundsInLira,
  priceInCurrency,
  unitLabel,
  type HomeProjectStatus,
  type HomeQuery,
  type HomeStatus,
} from '@konak/contract';
import { ValidationFailed } from '../common/validation.js';
import type { Localized } from '../database/columns.js';
import { PROGRESS_ORDER } from '../progress/latest-progress.js';
import { ProgressUpdate } from '../progress/progress-update.entity.js';
import { Project } from '../projects/project.entity.js';
import { VISIBLE } from '../publishing/publication-rules.js';
import { ExchangeRatesService } from '../units/exchange-rates.service.js';
import { ProjectUnit } from '../units/project-unit.entity.js';
import type { HomeDto, HomesPageDto } from './dto/homes.dto.js';

interface CatalogueProject {
  id: number;
  slug: string;
  name: Localized;
  status: HomeProjectStatus;
  handover: string | null;
  /** plan key → the plan's rooms ("3+1") and m² as the finder reads them */
  plans: Map<string, { rooms: string | null; size: number | null }>;
}

/** A plan's m² in hundredths: an integer the SQL compares and sorts exactly on both databases. */
const centi = (m2: number) => Math.round(m2 * 100);

const RATE_FIELD = { EUR: 'eur', USD: 'usd', RUB: 'rub' } as const;

@Injectable()
export class HomesService {
  constructor(
    @InjectRepository(ProjectUnit) private readonly units: Repository<ProjectUnit>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    @InjectRepository(ProgressUpdate) private readonly progress: Repository<ProgressUpdate>,
    private readonly rates: ExchangeRatesService,
  ) {}

  async find(query: HomeQuery): Promise<HomesPageDto> {
    const { rate, rate_date } = await this.rate(query);
    const catalogue = await this.catalogue(query);
    const answer = (homes: HomeDto[], total: number): HomesPageDto => ({
      homes,
      total,
      page: query.page,
      per_page: query.per_page,
      pages: pageCount(total, query.per_page),
      currency: query.currency,
      rate,
      rate_date,
      query: homeQueryString(query),
    });
    if (catalogue.size === 0) return answer([], 0);

    // The plans a home must have (rooms, size) and, to sort by size, every plan's m²: a small derived
    // table joined on (project_id, plan_key) — the index IDX_project_units_finder_plan.
    const planFiltered = query.rooms.length > 0 || query.size_min !== undefined || query.size_max !== undefined;
    const plans: { project: number; key: string; size: number | null }[] = [];
    if (planFiltered || query.sort === 'size') {
      for (const project of catalogue.values())
        for (const [key, plan] of project.plans) {
          if (query.rooms.length && !(plan.rooms && query.rooms.includes(plan.rooms))) continue;
          if (query.size_min !== undefined && !(plan.size !== null && plan.size >= centi(query.size_min))) continue;
          if (query.size_max !== undefined && !(plan.size !== null && plan.size <= centi(query.size_max))) continue;
          plans.push({ project: project.id, key, size: plan.size });
        }
      if (planFiltered && plans.length === 0) return answer([], 0);
    }

    const qb = this.units
      .createQueryBuilder('u')
      .innerJoin('project_blocks', 'b', 'b.id = u.block_id')
      .where('u.project_id IN (:...projects)', { projects: [...catalogue.keys()] })
      .andWhere('u.status IN (:...statuses)', { statuses: query.statuses });
    if (query.floor_min !== undefined) qb.andWhere('u.floor >= :floorMin', { floorMin: query.floor_min });
    if (query.floor_max !== undefined) qb.andWhere('u.floor <= :floorMax', { floorMax: query.floor_max });
    if (query.facings.length) qb.andWhere('u.facing IN (:...facings)', { facings: query.facings });
    const lira = priceBoundsInLira(query.price_min, query.price_max, rate);
    if (lira.min !== undefined) qb.andWhere('u.price_try >= :priceMin', { priceMin: lira.min });
    if (lira.max !== undefined) qb.andWhere('u.price_try <= :priceMax', { priceMax: lira.max });
    if (plans.length) joinPlans(qb, plans, planFiltered);

    const [{ n }] = await qb.clone().select('COUNT(*)', 'n').getRawMany<{ n: string | number }>();
    const total = Number(n);
    const skip = (query.page - 1) * query.per_page;
    if (skip >= total) return answer([], total);

    const dir = query.order === 'desc' ? 'DESC' : 'ASC';
    const sortColumn = { price: 'u.price_try', floor: 'u.floor', size: 'pl.size' }[query.sort];
    // Homes without a price (or plan) come last either way; equal values keep one order by id, so pages
    // neither repeat nor skip a home.
    qb.select(['u.id AS id', 'u.number AS number', 'u.floor AS floor', 'u.facing AS facing', 'u.price_try AS price_try', 'u.status AS status', 'u.project_id AS project_id', 'u.plan_key AS plan_key', 'b.name AS block'])
      .orderBy(sortColumn, dir, 'NULLS LAST')
      .addOrderBy('u.id', dir)
      .offset(skip)
      .limit(query.per_page);
    const rows = await qb.getRawMany<{ id: number; number: string; floor: number; facing: string; price_try: number | string | null; status: HomeStatus; project_id: number; plan_key: string | null; block: string }>();
    const items = rows.map((row): HomeDto => {
      const project = catalogue.get(Number(row.project_id))!;
      const plan = row.plan_key ? project.plans.get(row.plan_key) : undefined;
      const label = unitLabel(row.block, Number(row.floor), row.number);
      const priceTry = row.price_try === null ? null : Number(row.price_try);
      return {
        id: Number(row.id),
        label,
        block: row.block,
        number: row.number,
        floor: Number(row.floor),
        rooms: plan?.rooms ?? null,
        plan_key: row.plan_key,
        facing: row.facing,
        size_m2: plan?.size != null ? plan.size / 100 : null,
        price_try: priceTry,
        price: priceTry === null ? null : priceInCurrency(priceTry, rate),
        status: row.status,
        project: { slug: project.slug, name: project.name, status: project.status, handover: project.handover },
        cell_path: homeCellPath(project.slug, label),
      };
    });
    return answer(items, total);
  }

  /** Lira per unit of the query's currency: a filter or price in a currency the office has no rate for
   *  is refused at that field (the site offers only currencies with a rate). */
  private async rate(query: HomeQuery): Promise<{ rate: number; rate_date: string | null }> {
    if (query.currency === 'TRY') return { rate: 1, rate_date: null };
    const rates = await this.rates.get();
    const rate = rates[RATE_FIELD[query.currency]];
    if (typeof rate !== 'number' || !(rate > 0))
      throw new ValidationFailed([{ loc: ['query', 'currency'], msg: `${query.currency} için döviz kuru girilmemiş; fiyatlar TRY olarak aranabilir`, type: 'rate_missing' }]);
    return { rate, rate_date: rates.as_of || null };
  }

  /** The published projects that pass the project-level filters (slug, status, handover), with their
   *  plans and handover: a developer's projects, tens of rows, read with only the columns needed. */
  private async catalogue(query: HomeQuery): Promise<Map<number, CatalogueProject>> {
    const rows = await this.projects.find({
      select: { id: true, slug: true, title: true, status: true, plans: true, technical_info: true },
      where: { ...VISIBLE, ...(query.projects.length ? { slug: In(query.projects) } : {}), ...(query.project_statuses.length ? { status: In(query.project_statuses) } : {}) },
      order: { id: 'ASC' },
    });
    const expected = await this.expectedHandovers(rows.filter((p) => p.status !== 'completed').map((p) => p.id));
    const out = new Map<number, CatalogueProject>();
    for (const row of rows) {
      const completed = row.status === 'completed';
      const handover = completed ? (iskanDay(row.technical_info?.iskan_date ?? '') ?? null) : (expected.get(row.id) ?? null);
      // A completed project is handed over, whatever date it noted; others need a date on or before the day.
      if (query.handover_before && !completed && !(handover && handover <= query.handover_before)) continue;
      const plans = new Map<string, { rooms: string | null; size: number | null }>();
      for (const plan of row.plans ?? []) {
        if (!plan?.key) continue;
        const size = planSquareMetres(plan.area ?? '');
        plans.set(plan.key, { rooms: planRooms(plan.rooms ?? '') ?? null, size: size === undefined ? null : centi(size) });
      }
      out.set(row.id, { id: row.id, slug: row.slug, name: row.title, status: row.status, handover, plans });
    }
    return out;
  }

  /** Each project's expected handover: the first one given in its updates' display order (the latest). */
  private async expectedHandovers(projectIds: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (!projectIds.length) return out;
    const rows = await this.progress.find({
      select: { id: true, project_id: true, expected_handover: true, position: true, date: true },
      where: { project_id: In(projectIds), expected_handover: Not(IsNull()) },
      order: PROGRESS_ORDER,
    });
    for (const row of rows) if (row.expected_handover && !out.has(row.project_id)) out.set(row.project_id, row.expected_handover);
    return out;
  }
}

/** Joins the plans as a literal table `pl(project_id, plan_key, size)`: inner when the plans filter the
 *  homes, left (homes without a plan sort last) when they only give the size to sort by. Project ids and
 *  sizes are integers this service computed; plan keys go as parameters. */
function joinPlans(qb: SelectQueryBuilder<ProjectUnit>, plans: { project: number; key: string; size: number | null }[], inner: boolean) {
  const params: Record<string, string> = {};
  const selects = plans.map((plan, i) => {
    params[`planKey${i}`] = plan.key;
    const size = plan.size === null ? 'CAST(NULL AS integer)' : String(Math.trunc(plan.size));
    return `SELECT ${Math.trunc(plan.project)} AS project_id, CAST(:planKey${i} AS varchar(40)) AS plan_key, ${size} AS size`;
  });
  const table = `(${selects.join(' UNION ALL ')})`;
  if (inner) qb.innerJoin(table, 'pl', 'pl.project_id = u.project_id AND pl.plan_key = u.plan_key', params);
  else qb.leftJoin(table, 'pl', 'pl.project_id = u.project_id AND pl.plan_key = u.plan_key', params);
}
