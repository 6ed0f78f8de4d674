// The home finder (issue 32): a page of the available (and, by choice, reserved) homes of every published
// project. Two steps: the published projects — a catalogue of tens of rows with their plans and handover,
// kept in memory until the projects' cache tag is invalidated — are filtered by the project-level filters,
// and the plan-level filters (rooms, size) become the (project, plan key) pairs that satisfy them; then
// queries over project_units alone, on indexed columns, count and page the homes
// (docs/decisions/0186-home-finder-query-and-api.md). A price range in a foreign currency is turned into
// lira once.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, IsNull, type Repository, type SelectQueryBuilder } from 'typeorm';
import {
  HOME_FINDER_LIMITS,
  PROGRESS_LIMITS,
  foreignBuyerKinds,
  homeCellPath,
  homeQueryString,
  iskanDay,
  liraThresholds,
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
import { HttpCache } from '../common/http-cache.js';
import { ValidationFailed } from '../common/validation.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import type { Localized } from '../database/columns.js';
import { PROGRESS_ORDER } from '../progress/latest-progress.js';
import { ProgressUpdate } from '../progress/progress-update.entity.js';
import { Project } from '../projects/project.entity.js';
import { VISIBLE } from '../publishing/publication-rules.js';
import type { ExchangeRatesDto } from '../units/dto/units.dto.js';
import { ExchangeRatesService } from '../units/exchange-rates.service.js';
import { ProjectBlock } from '../units/project-block.entity.js';
import { ProjectUnit } from '../units/project-unit.entity.js';
import type { HomeDto, HomesPageDto } from './dto/homes.dto.js';

/** A project's plan, by key; a null key is a unit without a plan. */
interface Pair {
  project: number;
  key: string | null;
}

interface UnitRow {
  id: number;
  number: string;
  floor: number;
  facing: string;
  price_try: number | string | null;
  status: HomeStatus;
  project_id: number;
  plan_key: string | null;
  block_id: number;
}

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

/** Projects whose progress updates are read in one query when the catalogue is made. */
const HANDOVER_BATCH = 100;

@Injectable()
export class HomesService {
  constructor(
    @InjectRepository(ProjectUnit) private readonly units: Repository<ProjectUnit>,
    @InjectRepository(ProjectBlock) private readonly blocks: Repository<ProjectBlock>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    @InjectRepository(ProgressUpdate) private readonly progress: Repository<ProgressUpdate>,
    private readonly rates: ExchangeRatesService,
    private readonly cache: HttpCache,
  ) {}

  private kept?: { generation: number; projects: CatalogueProject[] };

  async find(query: HomeQuery): Promise<HomesPageDto> {
    const rates = await this.rates.get();
    const { rate, rate_date } = this.rate(query, rates);
    // The office's foreign-buyer thresholds in whole lira at its USD rate (decision 0198).
    const thresholds = liraThresholds(rates.foreign_buyers, rates.usd);
    const foreignMin = query.foreign === undefined ? undefined : thresholds[query.foreign];
    if (query.foreign !== undefined && foreignMin === undefined)
      throw new ValidationFailed([
        {
          loc: ['query', 'foreign'],
          msg: 'Bu yabancı alıcı eşiği (ya da dolar kuru) girilmemiş; eşiğe göre aranamaz',
          type: 'threshold_missing',
        },
      ]);
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

    // The plans a home must have (rooms, size), as the (project, plan key) pairs that satisfy them.
    const planFiltered =
      query.rooms.length > 0 || query.size_min !== undefined || query.size_max !== undefined;
    const allowed: Pair[] = [];
    if (planFiltered) {
      for (const project of catalogue.values())
        for (const [key, plan] of project.plans) {
          if (query.rooms.length && !(plan.rooms && query.rooms.includes(plan.rooms))) continue;
          if (query.size_min !== undefined && !(plan.size !== null && plan.size >= centi(query.size_min)))
            continue;
          if (query.size_max !== undefined && !(plan.size !== null && plan.size <= centi(query.size_max)))
            continue;
          allowed.push({ project: project.id, key });
        }
      if (allowed.length === 0) return answer([], 0);
    }

    const lira = priceBoundsInLira(query.price_min, query.price_max, rate);
    /** The filtered homes, on project_units alone (block names are read for the page's rows only). */
    const filtered = () => {
      const qb = this.units
        .createQueryBuilder('u')
        .where('u.project_id IN (:...projects)', { projects: [...catalogue.keys()] })
        .andWhere('u.status IN (:...statuses)', { statuses: query.statuses });
      if (query.ids.length) qb.andWhere('u.id IN (:...ids)', { ids: query.ids });
      if (query.floor_min !== undefined) qb.andWhere('u.floor >= :floorMin', { floorMin: query.floor_min });
      if (query.floor_max !== undefined) qb.andWhere('u.floor <= :floorMax', { floorMax: query.floor_max });
      if (query.facings.length) qb.andWhere('u.facing IN (:...facings)', { facings: query.facings });
      if (lira.min !== undefined) qb.andWhere('u.price_try >= :priceMin', { priceMin: lira.min });
      if (lira.max !== undefined) qb.andWhere('u.price_try <= :priceMax', { priceMax: lira.max });
      if (foreignMin !== undefined) qb.andWhere('u.price_try >= :foreignMin', { foreignMin });
      if (planFiltered) whereAnyPair(qb, allowed, 'allowed');
      return qb;
    };
    const skip = (query.page - 1) * query.per_page;
    const dir = query.order === 'desc' ? 'DESC' : 'ASC';
    const columns = [
      'u.id AS id',
      'u.number AS number',
      'u.floor AS floor',
      'u.facing AS facing',
      'u.price_try AS price_try',
      'u.status AS status',
      'u.project_id AS project_id',
      'u.plan_key AS plan_key',
      'u.block_id AS block_id',
    ];

    let total: number;
    let rows: UnitRow[] = [];
    if (query.sort === 'size') {
      // Size is the plan's, so homes of one size are whole (project, plan) groups: the groups' counts (one
      // indexed GROUP BY) give the total and say which groups the page falls in; each of those is read in
      // id order. Homes without a plan or area come last.
      const groups = await filtered()
        .select(['u.project_id AS project_id', 'u.plan_key AS plan_key', 'COUNT(*) AS n'])
        .groupBy('u.project_id')
        .addGroupBy('u.plan_key')
        .getRawMany<{ project_id: number; plan_key: string | null; n: number | string }>();
      const bySize = new Map<number | null, { pairs: Pair[]; n: number }>();
      for (const g of groups) {
        const size =
          (g.plan_key ? catalogue.get(Number(g.project_id))?.plans.get(g.plan_key)?.size : null) ?? null;
        const bucket = bySize.get(size) ?? { pairs: [], n: 0 };
        bucket.pairs.push({ project: Number(g.project_id), key: g.plan_key });
        bucket.n += Number(g.n);
        bySize.set(size, bucket);
      }
      total = groups.reduce((sum, g) => sum + Number(g.n), 0);
      const order = [...bySize.keys()].sort((a, b) =>
        a === null ? 1 : b === null ? -1 : dir === 'ASC' ? a - b : b - a,
      );
      let start = 0;
      for (const size of order) {
        const bucket = bySize.get(size)!;
        const end = start + bucket.n;
        if (end > skip && rows.length < query.per_page) {
          const qb = filtered().select(columns);
          whereAnyPair(qb, bucket.pairs, 'bucket');
          rows.push(
            ...(await qb
              .orderBy('u.id', dir)
              .offset(Math.max(0, skip - start))
              .limit(query.per_page - rows.length)
              .getRawMany<UnitRow>()),
          );
        }
        start = end;
        if (rows.length >= query.per_page) break;
      }
    } else if (query.sort === 'floor') {
      const [{ n }] = await filtered().select('COUNT(*)', 'n').getRawMany<{ n: string | number }>();
      total = Number(n);
      // Equal floors keep one order by id, so pages neither repeat nor skip a home.
      if (skip < total)
        rows = await filtered()
          .select(columns)
          .orderBy('u.floor', dir)
          .addOrderBy('u.id', dir)
          .offset(skip)
          .limit(query.per_page)
          .getRawMany<UnitRow>();
    } else {
      // Homes without a price come last either way. They are read as a part of their own (by id) rather
      // than with NULLS LAST: PostgreSQL cannot walk the price index backwards for "DESC NULLS LAST", and
      // without the nulls both databases walk it either way.
      const [counts] = await filtered()
        .select(['COUNT(*) AS n', 'COUNT(u.price_try) AS priced'])
        .getRawMany<{ n: string | number; priced: string | number }>();
      total = Number(counts.n);
      const priced = Number(counts.priced);
      if (skip < priced)
        rows = await filtered()
          .andWhere('u.price_try IS NOT NULL')
          .select(columns)
          .orderBy('u.price_try', dir)
          .addOrderBy('u.id', dir)
          .offset(skip)
          .limit(query.per_page)
          .getRawMany<UnitRow>();
      if (rows.length < query.per_page && skip + rows.length < total)
        rows.push(
          ...(await filtered()
            .andWhere('u.price_try IS NULL')
            .select(columns)
            .orderBy('u.id', dir)
            .offset(Math.max(0, skip - priced))
            .limit(query.per_page - rows.length)
            .getRawMany<UnitRow>()),
        );
    }

    const blockIds = [...new Set(rows.map((r) => Number(r.block_id)))];
    const blocks = new Map(
      (blockIds.length
        ? await this.blocks.find({ select: { id: true, name: true }, where: { id: In(blockIds) } })
        : []
      ).map((b) => [b.id, b.name]),
    );
    const items = rows.map((row): HomeDto => {
      const project = catalogue.get(Number(row.project_id))!;
      const plan = row.plan_key ? project.plans.get(row.plan_key) : undefined;
      const block = blocks.get(Number(row.block_id)) ?? '';
      const label = unitLabel(block, Number(row.floor), row.number);
      const priceTry = row.price_try === null ? null : Number(row.price_try);
      return {
        id: Number(row.id),
        label,
        block,
        number: row.number,
        floor: Number(row.floor),
        rooms: plan?.rooms ?? null,
        plan_key: row.plan_key,
        facing: row.facing,
        size_m2: plan?.size != null ? plan.size / 100 : null,
        price_try: priceTry,
        price: priceTry === null ? null : priceInCurrency(priceTry, rate),
        status: row.status,
        foreign_buyer: foreignBuyerKinds(priceTry, thresholds),
        project: {
          slug: project.slug,
          name: project.name,
          status: project.status,
          handover: project.handover,
        },
        cell_path: homeCellPath(project.slug, label),
      };
    });
    return answer(items, total);
  }

  /** Lira per unit of the query's currency: a filter or price in a currency the office has no rate for
   *  is refused at that field (the site offers only currencies with a rate). */
  private rate(query: HomeQuery, rates: ExchangeRatesDto): { rate: number; rate_date: string | null } {
    if (query.currency === 'TRY') return { rate: 1, rate_date: null };
    const rate = rates[RATE_FIELD[query.currency]];
    if (typeof rate !== 'number' || !(rate > 0))
      throw new ValidationFailed([
        {
          loc: ['query', 'currency'],
          msg: `${query.currency} için döviz kuru girilmemiş; fiyatlar TRY olarak aranabilir`,
          type: 'rate_missing',
        },
      ]);
    return { rate, rate_date: rates.as_of || null };
  }

  /** The published projects that pass the project-level filters (slug, status, handover). */
  private async catalogue(query: HomeQuery): Promise<Map<number, CatalogueProject>> {
    const out = new Map<number, CatalogueProject>();
    for (const project of await this.published()) {
      if (query.projects.length && !query.projects.includes(project.slug)) continue;
      if (query.project_statuses.length && !query.project_statuses.includes(project.status)) continue;
      // A completed project is handed over, whatever date it noted; others need a date on or before the day.
      if (
        query.handover_before &&
        project.status !== 'completed' &&
        !(project.handover && project.handover <= query.handover_before)
      )
        continue;
      out.set(project.id, project);
    }
    return out;
  }

  /** Every published project with its plans and handover, read once per state of the projects: kept until
   *  the projects' cache tag is next invalidated (every project, unit, progress, publication and trash write,
   *  and a scheduled publication going live, clear it — on every instance), so a search reads no project row. */
  private async published(): Promise<CatalogueProject[]> {
    const generation = this.cache.generation(PROJECTS_CACHE);
    if (this.kept?.generation === generation) return this.kept.projects;
    const rows = await this.projects.find({
      select: { id: true, slug: true, title: true, status: true, plans: true, technical_info: true },
      where: VISIBLE,
      order: { id: 'ASC' },
      take: HOME_FINDER_LIMITS.projects,
    });
    const expected = await this.expectedHandovers(
      rows.filter((p) => p.status !== 'completed').map((p) => p.id),
    );
    const projects = rows.map((row): CatalogueProject => {
      const plans = new Map<string, { rooms: string | null; size: number | null }>();
      for (const plan of row.plans ?? []) {
        if (!plan?.key) continue;
        const size = planSquareMetres(plan.area ?? '');
        plans.set(plan.key, {
          rooms: planRooms(plan.rooms ?? '') ?? null,
          size: size === undefined ? null : centi(size),
        });
      }
      const handover =
        row.status === 'completed'
          ? (iskanDay(row.technical_info?.iskan_date ?? '') ?? null)
          : (expected.get(row.id) ?? null);
      return { id: row.id, slug: row.slug, name: row.title, status: row.status, handover, plans };
    });
    // Kept only if no write came in while reading (the next search reads again otherwise).
    if (this.cache.generation(PROJECTS_CACHE) === generation) this.kept = { generation, projects };
    return projects;
  }

  /** Each project's expected handover: the first one given in its updates' display order (the latest).
   *  Read HANDOVER_BATCH projects at a time: each has at most PROGRESS_LIMITS.updates updates. */
  private async expectedHandovers(projectIds: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let i = 0; i < projectIds.length; i += HANDOVER_BATCH) {
      const batch = projectIds.slice(i, i + HANDOVER_BATCH);
      const rows = await this.progress.find({
        select: { id: true, project_id: true, expected_handover: true, position: true, date: true },
        where: { project_id: In(batch), expected_handover: Not(IsNull()) },
        order: PROGRESS_ORDER,
        take: batch.length * PROGRESS_LIMITS.updates,
      });
      for (const row of rows)
        if (row.expected_handover && !out.has(row.project_id)) out.set(row.project_id, row.expected_handover);
    }
    return out;
  }
}

/** `(project_id, plan_key)` is one of `pairs` (a null key: a unit without a plan). Projects allowed the
 *  same keys share one `project_id IN (…) AND plan_key IN (…)` — projects often share their plans, and
 *  one such term is one index range where a term per project is one each (EXPLAIN: 5.7 ms → 0.6 ms over
 *  45 projects on SQLite). The index IDX_project_units_finder_plan answers each term. */
function whereAnyPair(qb: SelectQueryBuilder<ProjectUnit>, pairs: Pair[], name: string) {
  const byProject = new Map<number, (string | null)[]>();
  for (const pair of pairs) byProject.set(pair.project, [...(byProject.get(pair.project) ?? []), pair.key]);
  const byKeys = new Map<string, { projects: number[]; keys: (string | null)[] }>();
  for (const [project, keys] of byProject) {
    const signature = JSON.stringify([...keys].sort());
    const group = byKeys.get(signature) ?? { projects: [], keys };
    group.projects.push(project);
    byKeys.set(signature, group);
  }
  const params: Record<string, unknown> = {};
  const parts = [...byKeys.values()].map(({ projects, keys }, i) => {
    params[`${name}P${i}`] = projects;
    const named = keys.filter((k): k is string => k !== null);
    const either = [
      named.length ? `u.plan_key IN (:...${name}K${i})` : '',
      keys.includes(null) ? 'u.plan_key IS NULL' : '',
    ].filter(Boolean);
    if (named.length) params[`${name}K${i}`] = named;
    return `(u.project_id IN (:...${name}P${i}) AND (${either.join(' OR ')}))`;
  });
  qb.andWhere(`(${parts.join(' OR ')})`, params);
}
