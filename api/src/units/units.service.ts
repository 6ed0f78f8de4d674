// A project's blocks and units: the grids' reads, the admin's edits, bulk status changes and generation of
// a block (the CSV round trip is units-import.service.ts). Every write invalidates the projects' cached answers (list items and
// pages carry the unit counts; the public units answer is cached under the same tag).
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import {
  PAGING,
  UNIT_LIMITS,
  UNIT_STATUS_LABELS,
  compareUnitNumbers,
  unitLabel,
  type UnitStatus,
} from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { DomainError, refusal as refuse } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { definedOnly } from '../common/objects.js';
import { Project } from '../projects/project.entity.js';
import { PROJECTS_CACHE, ProjectsService } from '../projects/projects.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import type {
  BulkStatusDto,
  CreateUnitDto,
  GenerateUnitsDto,
  ProjectUnitsDto,
  UnitDto,
  UpdateBlockDto,
  UpdateUnitDto,
} from './dto/units.dto.js';
import { ProjectBlock } from './project-block.entity.js';
import { ProjectUnit } from './project-unit.entity.js';

@Injectable()
export class UnitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projects: ProjectsService,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEvents,
  ) {}

  private get blocks() {
    return this.dataSource.getRepository(ProjectBlock);
  }
  private get units() {
    return this.dataSource.getRepository(ProjectUnit);
  }

  /** The public grid of a project the site shows (the projects service's rules decide which). */
  async publicUnits(slug: string, block?: number): Promise<ProjectUnitsDto> {
    const project = await this.projects.findBySlug(slug);
    if (!project) throw new DomainError('not_found');
    return this.grid(project.id, block);
  }

  /** The admin's grid: any project, by id. */
  async adminUnits(projectId: number, block?: number): Promise<ProjectUnitsDto> {
    await this.project(projectId);
    return this.grid(projectId, block);
  }

  /** The whole project (at most UNIT_LIMITS.units units), for the CSV file: what an import of it replaces. */
  wholeGrid(projectId: number): Promise<ProjectUnitsDto> {
    return this.grid(projectId, undefined, UNIT_LIMITS.units);
  }

  /** A project's grid: its blocks, its units (at most PAGING.maxGridUnits, in block, floor and number
   *  order; with `block`, that block's only) and the whole project's counts, counted in SQL. */
  private async grid(
    projectId: number,
    block?: number,
    limit: number = PAGING.maxGridUnits,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProjectUnitsDto> {
    const blocks = await manager.find(ProjectBlock, {
      where: { project_id: projectId },
      order: { position: 'ASC', id: 'ASC' },
      take: PAGING.maxGridUnits,
    });
    const query = manager
      .getRepository(ProjectUnit)
      .createQueryBuilder('u')
      .innerJoin(ProjectBlock, 'b', 'b.id = u.block_id')
      .where('u.project_id = :projectId', { projectId })
      .orderBy('b.position', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .addOrderBy('u.floor', 'ASC');
    if (Number.isFinite(limit)) query.limit(limit);
    if (block !== undefined) query.andWhere('u.block_id = :block', { block });
    const units = await query.getMany();
    const order = new Map(blocks.map((b, i) => [b.id, i]));
    const names = new Map(blocks.map((b) => [b.id, b.name]));
    // Numbers sort naturally ("2" before "10"), which SQL cannot do on both databases: within the page.
    units.sort(
      (a, b) =>
        order.get(a.block_id)! - order.get(b.block_id)! ||
        a.floor - b.floor ||
        compareUnitNumbers(a.number, b.number),
    );
    const counts = { total: 0, available: 0, reserved: 0, sold: 0 };
    const grouped: { status: UnitStatus; n: string | number }[] = await manager
      .getRepository(ProjectUnit)
      .createQueryBuilder('u')
      .select('u.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('u.project_id = :projectId', { projectId })
      .groupBy('u.status')
      .getRawMany();
    for (const row of grouped) {
      counts[row.status] += Number(row.n);
      counts.total += Number(row.n);
    }
    return {
      blocks: blocks.map(({ id, name, position }) => ({ id, name, position })),
      units: units.map((u) => this.toDto(u, names.get(u.block_id) ?? '')),
      counts,
    };
  }

  private toDto(u: ProjectUnit, block: string): UnitDto {
    return {
      id: u.id,
      block_id: u.block_id,
      floor: u.floor,
      number: u.number,
      label: unitLabel(block, u.floor, u.number),
      plan_key: u.plan_key,
      facing: u.facing,
      price_try: u.price_try,
      status: u.status,
    };
  }

  private async project(id: number, manager: EntityManager = this.dataSource.manager): Promise<Project> {
    const project = await manager.findOneBy(Project, { id });
    if (!project) throw new DomainError('not_found');
    return project;
  }

  private async block(id: number, manager: EntityManager = this.dataSource.manager): Promise<ProjectBlock> {
    const block = await manager.findOneBy(ProjectBlock, { id });
    if (!block) throw new DomainError('not_found');
    return block;
  }

  private changed() {
    this.cache.invalidate(PROJECTS_CACHE);
  }

  // Blocks

  async createBlock(projectId: number, name: string) {
    await this.project(projectId);
    const count = await this.blocks.countBy({ project_id: projectId });
    if (count >= UNIT_LIMITS.blocks)
      throw refuse(HttpStatus.CONFLICT, `Bir projede en fazla ${UNIT_LIMITS.blocks} blok olabilir`);
    await this.assertBlockNameFree(projectId, name);
    const last = await this.blocks.findOne({ where: { project_id: projectId }, order: { position: 'DESC' } });
    const saved = await this.blocks.save(
      this.blocks.create({ project_id: projectId, name, position: last ? last.position + 1 : 0 }),
    );
    this.changed();
    await this.audit.record({
      action: 'create',
      type: 'unit_block',
      id: saved.id,
      title: `${name} bloğu`,
      after: { name: saved.name, project_id: projectId },
    });
    return { id: saved.id, name: saved.name, position: saved.position };
  }

  async updateBlock(id: number, input: UpdateBlockDto) {
    const block = await this.block(id);
    if (input.name !== undefined && input.name !== block.name)
      await this.assertBlockNameFree(block.project_id, input.name, id);
    const before = { name: block.name, position: block.position };
    Object.assign(block, definedOnly(input));
    const saved = await this.blocks.save(block);
    this.changed();
    await this.audit.record({
      action: 'update',
      type: 'unit_block',
      id,
      title: `${saved.name} bloğu`,
      before,
      after: { name: saved.name, position: saved.position },
    });
    return { id: saved.id, name: saved.name, position: saved.position };
  }

  async removeBlock(id: number) {
    const { name, units } = await this.dataSource.transaction(async (manager) => {
      const block = await this.block(id, manager);
      // Explicitly, not only by the foreign key: SQLite enforces it only when the pragma is on.
      const { affected } = await manager.delete(ProjectUnit, { block_id: block.id });
      await manager.delete(ProjectBlock, { id: block.id });
      return { name: block.name, units: affected ?? 0 };
    });
    this.changed();
    await this.audit.record({
      action: 'delete',
      type: 'unit_block',
      id,
      title: `${name} bloğu (${units} daireyle)`,
      before: { name, units },
    });
  }

  private async assertBlockNameFree(projectId: number, name: string, exceptId?: number) {
    const where = exceptId
      ? { project_id: projectId, name, id: Not(exceptId) }
      : { project_id: projectId, name };
    if (await this.blocks.existsBy(where))
      throw refuse(HttpStatus.CONFLICT, `Bu projede "${name}" adında bir blok zaten var`);
  }

  /** Creates the units of `floors` floors × `units_per_floor` the block does not have yet. Numbers run
   *  through the block from the lowest floor up (1..M on the first floor, M+1..2M on the next, …), the
   *  way sales offices number flats, so a number stays unique within the block. */
  async generate(blockId: number, input: GenerateUnitsDto): Promise<{ created: number }> {
    const created = await this.dataSource.transaction(async (manager) => {
      const block = await this.block(blockId, manager);
      const project = await this.project(block.project_id, manager);
      const planKey = input.plan_key ?? null;
      this.assertPlan(project, planKey);
      const lastFloor = input.first_floor + input.floors - 1;
      if (lastFloor > UNIT_LIMITS.maxFloor)
        throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, `En yüksek kat ${UNIT_LIMITS.maxFloor} olabilir`);
      const existing = new Set(
        (
          await manager.find(ProjectUnit, {
            where: { block_id: block.id },
            select: { id: true, number: true },
          })
        ).map((u) => u.number),
      );
      const fresh: Partial<ProjectUnit>[] = [];
      for (let i = 0; i < input.floors; i++)
        for (let j = 1; j <= input.units_per_floor; j++) {
          const number = String(i * input.units_per_floor + j);
          if (!existing.has(number))
            fresh.push({
              project_id: project.id,
              block_id: block.id,
              floor: input.first_floor + i,
              number,
              plan_key: planKey,
              facing: '',
              price_try: null,
              status: 'available',
            });
        }
      await this.assertRoom(project.id, fresh.length, manager);
      // In slices: SQLite takes at most 999 bound values per statement.
      for (let i = 0; i < fresh.length; i += 100) await manager.insert(ProjectUnit, fresh.slice(i, i + 100));
      return fresh.length;
    });
    if (created) {
      this.changed();
      await this.audit.record({
        action: 'create',
        type: 'unit',
        id: null,
        title: `${created} daire oluşturuldu (blok #${blockId})`,
        after: { block_id: blockId, created },
      });
    }
    return { created };
  }

  // Units

  async createUnit(projectId: number, input: CreateUnitDto): Promise<UnitDto> {
    const project = await this.project(projectId);
    const block = await this.block(input.block_id);
    if (block.project_id !== project.id)
      throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, 'Bu blok bu projeye ait değil');
    this.assertPlan(project, input.plan_key ?? null);
    await this.assertNumberFree(block, input.number);
    await this.assertRoom(project.id, 1);
    const saved = await this.units.save(
      this.units.create({
        project_id: project.id,
        block_id: block.id,
        floor: input.floor,
        number: input.number,
        plan_key: input.plan_key ?? null,
        facing: input.facing ?? '',
        price_try: input.price_try ?? null,
        status: input.status ?? 'available',
      }),
    );
    this.changed();
    const dto = this.toDto(saved, block.name);
    await this.audit.record({
      action: 'create',
      type: 'unit',
      id: saved.id,
      title: dto.label,
      after: unitFields(dto),
    });
    return dto;
  }

  async updateUnit(id: number, input: UpdateUnitDto): Promise<UnitDto> {
    const unit = await this.units.findOneBy({ id });
    if (!unit) throw new DomainError('not_found');
    const block = await this.block(input.block_id ?? unit.block_id);
    if (block.project_id !== unit.project_id)
      throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, 'Daire yalnızca kendi projesinin bloklarına taşınabilir');
    if (input.plan_key !== undefined) this.assertPlan(await this.project(unit.project_id), input.plan_key);
    const number = input.number ?? unit.number;
    if (number !== unit.number || block.id !== unit.block_id)
      await this.assertNumberFree(block, number, unit.id);
    const before = unitFields(this.toDto(unit, (await this.block(unit.block_id)).name));
    const { facing, status, ...rest } = input;
    const previousStatus = unit.status;
    Object.assign(unit, definedOnly(rest), { block_id: block.id });
    // null is "leave as it is" for the two fields that cannot be empty.
    if (facing !== undefined && facing !== null) unit.facing = facing;
    if (status) unit.status = status;
    const saved = await this.units.save(unit);
    this.changed();
    if (saved.status !== previousStatus)
      await this.webhooks.unitStatusChanged([{ id, previous: previousStatus }]);
    const dto = this.toDto(saved, block.name);
    await this.audit.record({
      action: 'update',
      type: 'unit',
      id,
      title: dto.label,
      before,
      after: unitFields(dto),
    });
    return dto;
  }

  async removeUnit(id: number) {
    const unit = await this.units.findOneBy({ id });
    if (!unit) throw new DomainError('not_found');
    const dto = this.toDto(unit, (await this.blocks.findOneBy({ id: unit.block_id }))?.name ?? '');
    const { affected } = await this.units.delete({ id });
    if (!affected) throw new DomainError('not_found');
    this.changed();
    await this.audit.record({
      action: 'delete',
      type: 'unit',
      id,
      title: dto.label,
      before: unitFields(dto),
    });
  }

  /** One status for many units, all or none: an unknown id refuses the whole change. */
  async bulkStatus({ ids, status }: BulkStatusDto): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    const updated = await this.dataSource.transaction(async (manager) => {
      const found = await manager.count(ProjectUnit, { where: { id: In(unique) } });
      if (found !== unique.length)
        throw refuse(
          HttpStatus.NOT_FOUND,
          `${unique.length - found} daire bulunamadı (silinmiş olabilir); hiçbir daire değiştirilmedi. Sayfayı yenileyin.`,
        );
      const moving = await manager.find(ProjectUnit, {
        where: { id: In(unique), status: Not(status as UnitStatus) },
        select: { id: true, status: true },
      });
      await manager.update(ProjectUnit, { id: In(unique) }, { status: status as UnitStatus });
      await this.webhooks.unitStatusChanged(
        moving.map((u) => ({ id: u.id, previous: u.status })),
        manager,
      );
      return unique.length;
    });
    this.changed();
    await this.audit.record({
      action: 'update',
      type: 'unit',
      id: null,
      title: `${updated} dairenin durumu: ${UNIT_STATUS_LABELS[status as UnitStatus]}`,
      after: { status, count: updated },
    });
    return { updated };
  }

  // Rules

  private assertPlan(project: Project, planKey: string | null) {
    if (planKey === null) return;
    if (!project.plans.some((p) => p.key === planKey))
      throw refuse(
        HttpStatus.UNPROCESSABLE_ENTITY,
        `"${planKey}" bu projenin planları arasında yok. Önce projenin Daire Planları sekmesine ekleyin.`,
      );
  }

  private async assertNumberFree(block: ProjectBlock, number: string, exceptId?: number) {
    const where = exceptId
      ? { block_id: block.id, number, id: Not(exceptId) }
      : { block_id: block.id, number };
    if (await this.units.existsBy(where))
      throw refuse(HttpStatus.CONFLICT, `${block.name} bloğunda ${number} numaralı bir daire zaten var`);
  }

  private async assertRoom(
    projectId: number,
    adding: number,
    manager: EntityManager = this.dataSource.manager,
  ) {
    const count = await manager.countBy(ProjectUnit, { project_id: projectId });
    if (count + adding > UNIT_LIMITS.units)
      throw refuse(
        HttpStatus.CONFLICT,
        `Bir projede en fazla ${UNIT_LIMITS.units} daire olabilir (şu an ${count})`,
      );
  }
}

/** What the audit log keeps of a unit: the fields staff edit, not its ids. */
function unitFields(u: UnitDto) {
  return {
    label: u.label,
    floor: u.floor,
    plan_key: u.plan_key,
    facing: u.facing,
    price_try: u.price_try,
    status: u.status,
  };
}
