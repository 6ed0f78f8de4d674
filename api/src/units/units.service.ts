// A project's blocks and units: the grids' reads, the admin's edits, bulk status changes, generation of
// a block and the CSV round trip. Every write invalidates the projects' cached answers (list items and
// pages carry the unit counts; the public units answer is cached under the same tag).
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { PAGING, UNIT_LIMITS, UNIT_STATUS_LABELS, unitLabel, type UnitStatus } from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { requestContext } from '../audit/request-context.js';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { definedOnly } from '../common/objects.js';
import { Project } from '../projects/project.entity.js';
import { PROJECTS_CACHE, ProjectsService } from '../projects/projects.service.js';
import type { BulkStatusDto, CreateUnitDto, GenerateUnitsDto, ProjectUnitsDto, UnitDto, UpdateBlockDto, UpdateUnitDto } from './dto/units.dto.js';
import type { UnitImportDto } from './dto/units-csv.dto.js';
import { ProjectBlock } from './project-block.entity.js';
import { ProjectUnit } from './project-unit.entity.js';
import { UnitImport, type UnitImportCounts, type UnitsSnapshot } from './unit-import.entity.js';
import { decodeCsv, readUnitsCsv, unitsToCsv, type CsvEncoding, type CsvPlan } from './units-csv.js';

/** A refusal whose Turkish text names the record (the fixed DomainError texts cannot). */
const refuse = (status: HttpStatus, detail: unknown) => new HttpException({ detail }, status);

const byNumber = new Intl.Collator('tr', { numeric: true });

@Injectable()
export class UnitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projects: ProjectsService,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
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

  /** A project's grid: its blocks, its units (at most PAGING.maxGridUnits, in block, floor and number
   *  order; with `block`, that block's only) and the whole project's counts, counted in SQL. */
  private async grid(projectId: number, block?: number, limit: number = PAGING.maxGridUnits, manager: EntityManager = this.dataSource.manager): Promise<ProjectUnitsDto> {
    const blocks = await manager.find(ProjectBlock, { where: { project_id: projectId }, order: { position: 'ASC', id: 'ASC' }, take: PAGING.maxGridUnits });
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
    units.sort((a, b) => order.get(a.block_id)! - order.get(b.block_id)! || a.floor - b.floor || byNumber.compare(a.number, b.number));
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
    return { id: u.id, block_id: u.block_id, floor: u.floor, number: u.number, label: unitLabel(block, u.floor, u.number), plan_key: u.plan_key, facing: u.facing, price_try: u.price_try, status: u.status };
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
    if (count >= UNIT_LIMITS.blocks) throw refuse(HttpStatus.CONFLICT, `Bir projede en fazla ${UNIT_LIMITS.blocks} blok olabilir`);
    await this.assertBlockNameFree(projectId, name);
    const last = await this.blocks.findOne({ where: { project_id: projectId }, order: { position: 'DESC' } });
    const saved = await this.blocks.save(this.blocks.create({ project_id: projectId, name, position: last ? last.position + 1 : 0 }));
    this.changed();
    await this.audit.record({ action: 'create', type: 'unit_block', id: saved.id, title: `${name} bloğu`, after: { name: saved.name, project_id: projectId } });
    return { id: saved.id, name: saved.name, position: saved.position };
  }

  async updateBlock(id: number, input: UpdateBlockDto) {
    const block = await this.block(id);
    if (input.name !== undefined && input.name !== block.name) await this.assertBlockNameFree(block.project_id, input.name, id);
    const before = { name: block.name, position: block.position };
    Object.assign(block, definedOnly(input));
    const saved = await this.blocks.save(block);
    this.changed();
    await this.audit.record({ action: 'update', type: 'unit_block', id, title: `${saved.name} bloğu`, before, after: { name: saved.name, position: saved.position } });
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
    await this.audit.record({ action: 'delete', type: 'unit_block', id, title: `${name} bloğu (${units} daireyle)`, before: { name, units } });
  }

  private async assertBlockNameFree(projectId: number, name: string, exceptId?: number) {
    const where = exceptId ? { project_id: projectId, name, id: Not(exceptId) } : { project_id: projectId, name };
    if (await this.blocks.existsBy(where)) throw refuse(HttpStatus.CONFLICT, `Bu projede "${name}" adında bir blok zaten var`);
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
      if (lastFloor > UNIT_LIMITS.maxFloor) throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, `En yüksek kat ${UNIT_LIMITS.maxFloor} olabilir`);
      const existing = new Set((await manager.find(ProjectUnit, { where: { block_id: block.id }, select: { id: true, number: true } })).map((u) => u.number));
      const fresh: Partial<ProjectUnit>[] = [];
      for (let i = 0; i < input.floors; i++)
        for (let j = 1; j <= input.units_per_floor; j++) {
          const number = String(i * input.units_per_floor + j);
          if (!existing.has(number)) fresh.push({ project_id: project.id, block_id: block.id, floor: input.first_floor + i, number, plan_key: planKey, facing: '', price_try: null, status: 'available' });
        }
      await this.assertRoom(project.id, fresh.length, manager);
      // In slices: SQLite takes at most 999 bound values per statement.
      for (let i = 0; i < fresh.length; i += 100) await manager.insert(ProjectUnit, fresh.slice(i, i + 100));
      return fresh.length;
    });
    if (created) {
      this.changed();
      await this.audit.record({ action: 'create', type: 'unit', id: null, title: `${created} daire oluşturuldu (blok #${blockId})`, after: { block_id: blockId, created } });
    }
    return { created };
  }

  // Units

  async createUnit(projectId: number, input: CreateUnitDto): Promise<UnitDto> {
    const project = await this.project(projectId);
    const block = await this.block(input.block_id);
    if (block.project_id !== project.id) throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, 'Bu blok bu projeye ait değil');
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
    await this.audit.record({ action: 'create', type: 'unit', id: saved.id, title: dto.label, after: unitFields(dto) });
    return dto;
  }

  async updateUnit(id: number, input: UpdateUnitDto): Promise<UnitDto> {
    const unit = await this.units.findOneBy({ id });
    if (!unit) throw new DomainError('not_found');
    const block = await this.block(input.block_id ?? unit.block_id);
    if (block.project_id !== unit.project_id) throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, 'Daire yalnızca kendi projesinin bloklarına taşınabilir');
    if (input.plan_key !== undefined) this.assertPlan(await this.project(unit.project_id), input.plan_key);
    const number = input.number ?? unit.number;
    if (number !== unit.number || block.id !== unit.block_id) await this.assertNumberFree(block, number, unit.id);
    const before = unitFields(this.toDto(unit, (await this.block(unit.block_id)).name));
    const { facing, status, ...rest } = input;
    Object.assign(unit, definedOnly(rest), { block_id: block.id });
    // null is "leave as it is" for the two fields that cannot be empty.
    if (facing !== undefined && facing !== null) unit.facing = facing;
    if (status) unit.status = status;
    const saved = await this.units.save(unit);
    this.changed();
    const dto = this.toDto(saved, block.name);
    await this.audit.record({ action: 'update', type: 'unit', id, title: dto.label, before, after: unitFields(dto) });
    return dto;
  }

  async removeUnit(id: number) {
    const unit = await this.units.findOneBy({ id });
    if (!unit) throw new DomainError('not_found');
    const dto = this.toDto(unit, (await this.blocks.findOneBy({ id: unit.block_id }))?.name ?? '');
    const { affected } = await this.units.delete({ id });
    if (!affected) throw new DomainError('not_found');
    this.changed();
    await this.audit.record({ action: 'delete', type: 'unit', id, title: dto.label, before: unitFields(dto) });
  }

  /** One status for many units, all or none: an unknown id refuses the whole change. */
  async bulkStatus({ ids, status }: BulkStatusDto): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    const updated = await this.dataSource.transaction(async (manager) => {
      const found = await manager.count(ProjectUnit, { where: { id: In(unique) } });
      if (found !== unique.length) throw refuse(HttpStatus.NOT_FOUND, `${unique.length - found} daire bulunamadı (silinmiş olabilir); hiçbir daire değiştirilmedi. Sayfayı yenileyin.`);
      await manager.update(ProjectUnit, { id: In(unique) }, { status: status as UnitStatus });
      return unique.length;
    });
    this.changed();
    await this.audit.record({ action: 'update', type: 'unit', id: null, title: `${updated} dairenin durumu: ${UNIT_STATUS_LABELS[status as UnitStatus]}`, after: { status, count: updated } });
    return { updated };
  }

  // CSV

  async exportCsv(projectId: number): Promise<string> {
    const project = await this.project(projectId);
    // The file is the whole project (what an import of it replaces), not the grid's bounded answer.
    const { blocks, units } = await this.grid(projectId, undefined, Number.POSITIVE_INFINITY);
    const names = new Map(blocks.map((b) => [b.id, b.name]));
    return unitsToCsv(
      units.map((u) => ({ ...u, block: names.get(u.block_id) ?? '' })),
      csvPlans(project),
    );
  }

  /** A units CSV against the project (issue 26): without `confirm`, what it would change, writing
   *  nothing; with it, the change itself, all or nothing — a unit keeps its id when its block and number
   *  are in the file; blocks and units the file does not name are removed. The units as they were are
   *  kept first (unit_imports), so "Geri al" (undoImport) puts them back. */
  async importCsv(projectId: number, bytes: Uint8Array, confirm: boolean): Promise<CsvImportAnswer> {
    const project = await this.project(projectId);
    const { text, encoding } = decodeCsv(bytes);
    const { rows, problems } = readUnitsCsv(text, csvPlans(project));
    if (problems.length) throw refuse(HttpStatus.BAD_REQUEST, problems);
    const names = [...new Set(rows.map((r) => r.block))];
    if (names.length > UNIT_LIMITS.blocks) throw refuse(HttpStatus.BAD_REQUEST, [{ line: 1, msg: `1. satır: bir projede en fazla ${UNIT_LIMITS.blocks} blok olabilir (dosyada ${names.length})` }]);
    const target = { blocks: names.map((name) => ({ name })), units: rows };
    if (!confirm) {
      const plan = await this.planReplace(projectId, target);
      return this.answer(plan, { applied: false, encoding, importId: null, rows: rows.length, blocks: names.length });
    }
    const who = requestContext();
    const { plan, importId } = await this.dataSource.transaction(async (manager) => {
      const plan = await this.planReplace(projectId, target, manager);
      if (!plan.changes.length && !plan.goneBlocks.length) return { plan, importId: null };
      const saved = await manager.save(
        manager.create(UnitImport, { project_id: projectId, before: plan.before, counts: countsOf(plan, rows.length, names.length), user_id: who?.userId ?? null, user_name: (who?.userName ?? '').slice(0, 120), undone_at: null, undone_by: '' }),
      );
      await this.applyReplace(projectId, plan, manager);
      const old = await manager.find(UnitImport, { where: { project_id: projectId }, order: { id: 'DESC' }, skip: IMPORTS_KEPT, select: { id: true } });
      if (old.length) await manager.delete(UnitImport, { id: In(old.map((o) => o.id)) });
      return { plan, importId: saved.id };
    });
    const answer = this.answer(plan, { applied: true, encoding, importId, rows: rows.length, blocks: names.length });
    if (importId !== null) {
      this.changed();
      await this.audit.record({
        action: 'update',
        type: 'unit',
        id: null,
        title: `${project.title?.tr || project.slug} · CSV içe aktarma: ${answer.added} eklendi, ${answer.changed} değişti, ${answer.removed} silindi`,
        before: { units: plan.before.units.length, blocks: plan.before.blocks.length },
        after: { units: rows.length, blocks: names.length, added: answer.added, changed: answer.changed, removed: answer.removed, removed_blocks: answer.removed_blocks, import_id: importId },
      });
    }
    return answer;
  }

  /** The project's last imports, newest first; the newest not undone yet can be undone (and after it,
   *  the one before). */
  async listImports(projectId: number): Promise<UnitImportDto[]> {
    await this.project(projectId);
    const imports = await this.dataSource.getRepository(UnitImport).find({
      where: { project_id: projectId },
      order: { id: 'DESC' },
      take: IMPORTS_KEPT,
      select: { id: true, project_id: true, counts: true, user_name: true, created_at: true, undone_at: true, undone_by: true },
    });
    const undoable = imports.find((i) => i.undone_at === null)?.id;
    return imports.map((i) => ({
      id: i.id,
      created_at: i.created_at.toISOString(),
      user_name: i.user_name,
      ...i.counts,
      summary: summaryText(i.counts, true),
      undone_at: i.undone_at === null ? null : new Date(i.undone_at).toISOString(),
      undone_by: i.undone_by,
      can_undo: i.id === undoable,
    }));
  }

  /** "Geri al": the project's blocks and units as they were before the import, in one transaction. Only
   *  the project's newest import not undone yet, once; edits made after it are undone with it (the log
   *  keeps them). */
  async undoImport(importId: number): Promise<CsvImportAnswer> {
    const who = requestContext();
    const { record, plan } = await this.dataSource.transaction(async (manager) => {
      const record = await manager.findOneBy(UnitImport, { id: importId });
      if (!record) throw new DomainError('not_found');
      if (record.undone_at !== null) throw refuse(HttpStatus.CONFLICT, 'Bu içe aktarma zaten geri alındı');
      const newest = await manager.findOne(UnitImport, { where: { project_id: record.project_id, undone_at: IsNull() }, order: { id: 'DESC' }, select: { id: true } });
      if (newest && newest.id !== record.id) throw refuse(HttpStatus.CONFLICT, 'Bundan sonra yeni bir CSV içe aktarıldı; önce en son içe aktarmayı geri alın');
      const plan = await this.planReplace(record.project_id, record.before, manager);
      await this.applyReplace(record.project_id, plan, manager, record.before.blocks);
      await manager.update(UnitImport, { id: record.id }, { undone_at: Date.now(), undone_by: (who?.userName ?? '').slice(0, 120) });
      return { record, plan };
    });
    this.changed();
    const project = await this.dataSource.manager.findOneBy(Project, { id: record.project_id });
    const answer = this.answer(plan, { applied: true, encoding: 'utf-8', importId: record.id, rows: record.before.units.length, blocks: record.before.blocks.length });
    await this.audit.record({
      action: 'restore',
      type: 'unit',
      id: null,
      title: `${project?.title?.tr || project?.slug || `Proje #${record.project_id}`} · CSV içe aktarma geri alındı: ${answer.added} daire geri geldi, ${answer.changed} değişti, ${answer.removed} silindi`,
      before: { units: plan.before.units.length, blocks: plan.before.blocks.length },
      after: { units: record.before.units.length, blocks: record.before.blocks.length, import_id: record.id },
    });
    return answer;
  }

  /** What replacing the project's blocks and units with `target` changes, read in `manager`. Units are
   *  matched by block name and number. */
  private async planReplace(projectId: number, target: Pick<UnitsSnapshot, 'units'> & { blocks: { name: string }[] }, manager: EntityManager = this.dataSource.manager): Promise<ReplacePlan> {
    const blocks = await manager.find(ProjectBlock, { where: { project_id: projectId }, order: { position: 'ASC', id: 'ASC' } });
    const units = await manager.find(ProjectUnit, { where: { project_id: projectId } });
    const blockName = new Map(blocks.map((b) => [b.id, b.name]));
    const order = new Map(blocks.map((b, i) => [b.id, i]));
    units.sort((a, b) => order.get(a.block_id)! - order.get(b.block_id)! || a.floor - b.floor || byNumber.compare(a.number, b.number));
    const key = (block: string, number: string) => `${block}\u0000${number}`;
    const existing = new Map(units.map((u) => [key(blockName.get(u.block_id) ?? '', u.number), u]));
    const names = new Set(target.blocks.map((b) => b.name));
    const plan: ReplacePlan = {
      before: {
        blocks: blocks.map((b) => ({ name: b.name, position: b.position })),
        units: units.map((u) => ({ block: blockName.get(u.block_id) ?? '', floor: u.floor, number: u.number, plan_key: u.plan_key, facing: u.facing, price_try: u.price_try, status: u.status })),
      },
      newBlocks: [...names].filter((name) => !blocks.some((b) => b.name === name)),
      goneBlocks: blocks.filter((b) => !names.has(b.name)),
      inserts: [],
      updates: [],
      removals: [],
      changes: [],
    };
    const keep = new Set<number>();
    for (const row of target.units) {
      const unit = existing.get(key(row.block, row.number));
      const values = { floor: row.floor, plan_key: row.plan_key, facing: row.facing, price_try: row.price_try, status: row.status };
      const label = unitLabel(row.block, row.floor, row.number);
      if (!unit) {
        plan.inserts.push({ block: row.block, number: row.number, ...values });
        plan.changes.push({ kind: 'added', label, fields: COMPARED.map((field) => ({ field, before: null, after: values[field] })) });
        continue;
      }
      keep.add(unit.id);
      const fields = COMPARED.filter((field) => unit[field] !== values[field]).map((field) => ({ field, before: unit[field], after: values[field] }));
      if (fields.length) {
        plan.updates.push({ id: unit.id, values });
        plan.changes.push({ kind: 'changed', label, fields });
      }
    }
    for (const unit of units)
      if (!keep.has(unit.id)) {
        plan.removals.push(unit.id);
        const block = blockName.get(unit.block_id) ?? '';
        plan.changes.push({ kind: 'removed', label: unitLabel(block, unit.floor, unit.number), fields: COMPARED.map((field) => ({ field, before: unit[field], after: null })) });
      }
    return plan;
  }

  /** Writes a plan: new blocks, the removals, the edits, the new units (`positions`: the blocks' order to
   *  put back, for an undo). */
  private async applyReplace(projectId: number, plan: ReplacePlan, manager: EntityManager, positions?: { name: string; position: number }[]) {
    const blocks = await manager.find(ProjectBlock, { where: { project_id: projectId } });
    const byName = new Map(blocks.map((b) => [b.name, b]));
    let position = blocks.reduce((max, b) => Math.max(max, b.position + 1), 0);
    const wanted = new Map(positions?.map((b) => [b.name, b.position]));
    for (const name of plan.newBlocks) byName.set(name, await manager.save(manager.create(ProjectBlock, { project_id: projectId, name, position: wanted.get(name) ?? position++ })));
    for (const b of blocks) if (wanted.has(b.name) && wanted.get(b.name) !== b.position) await manager.update(ProjectBlock, { id: b.id }, { position: wanted.get(b.name) });
    for (let i = 0; i < plan.removals.length; i += 500) await manager.delete(ProjectUnit, { id: In(plan.removals.slice(i, i + 500)) });
    const gone = plan.goneBlocks.map((b) => b.id);
    if (gone.length) {
      await manager.delete(ProjectUnit, { block_id: In(gone) });
      await manager.delete(ProjectBlock, { id: In(gone) });
    }
    for (const { id, values } of plan.updates) await manager.update(ProjectUnit, { id }, values);
    const fresh = plan.inserts.map(({ block, ...unit }) => ({ ...unit, project_id: projectId, block_id: byName.get(block)!.id }));
    // In slices: SQLite takes at most 999 bound values per statement.
    for (let i = 0; i < fresh.length; i += 100) await manager.insert(ProjectUnit, fresh.slice(i, i + 100));
  }

  private answer(plan: ReplacePlan, at: { applied: boolean; encoding: CsvEncoding; importId: number | null; rows: number; blocks: number }): CsvImportAnswer {
    const counts = countsOf(plan, at.rows, at.blocks);
    const field_changes = Object.fromEntries(COMPARED.map((f) => [f, 0])) as Record<(typeof COMPARED)[number], number>;
    for (const c of plan.changes) if (c.kind === 'changed') for (const f of c.fields) field_changes[f.field]++;
    return {
      applied: at.applied,
      import_id: at.importId,
      encoding: at.encoding,
      ...counts,
      added_blocks: plan.newBlocks.length,
      field_changes,
      summary: summaryText({ ...counts, field_changes }, at.applied),
      changes: plan.changes.slice(0, CHANGES_LISTED),
      changes_total: plan.changes.length,
    };
  }

  // Rules

  private assertPlan(project: Project, planKey: string | null) {
    if (planKey === null) return;
    if (!project.plans.some((p) => p.key === planKey))
      throw refuse(HttpStatus.UNPROCESSABLE_ENTITY, `"${planKey}" bu projenin planları arasında yok. Önce projenin Daire Planları sekmesine ekleyin.`);
  }

  private async assertNumberFree(block: ProjectBlock, number: string, exceptId?: number) {
    const where = exceptId ? { block_id: block.id, number, id: Not(exceptId) } : { block_id: block.id, number };
    if (await this.units.existsBy(where)) throw refuse(HttpStatus.CONFLICT, `${block.name} bloğunda ${number} numaralı bir daire zaten var`);
  }

  private async assertRoom(projectId: number, adding: number, manager: EntityManager = this.dataSource.manager) {
    const count = await manager.countBy(ProjectUnit, { project_id: projectId });
    if (count + adding > UNIT_LIMITS.units) throw refuse(HttpStatus.CONFLICT, `Bir projede en fazla ${UNIT_LIMITS.units} daire olabilir (şu an ${count})`);
  }
}

/** What the audit log keeps of a unit: the fields staff edit, not its ids. */
function unitFields(u: UnitDto) {
  return { label: u.label, floor: u.floor, plan_key: u.plan_key, facing: u.facing, price_try: u.price_try, status: u.status };
}

/** Imports kept per project (the newest can be undone; the older ones are the log's detail). */
export const IMPORTS_KEPT = 10;
/** Changes listed in a preview; the counts are always whole. */
const CHANGES_LISTED = 1000;
/** The fields an import compares (block and number identify the unit). */
const COMPARED = ['floor', 'plan_key', 'facing', 'price_try', 'status'] as const;

interface UnitChange {
  kind: 'added' | 'changed' | 'removed';
  label: string;
  fields: { field: (typeof COMPARED)[number]; before: unknown; after: unknown }[];
}

interface ReplacePlan {
  before: UnitsSnapshot;
  newBlocks: string[];
  goneBlocks: ProjectBlock[];
  inserts: (Omit<UnitsSnapshot['units'][number], 'block'> & { block: string })[];
  updates: { id: number; values: Partial<ProjectUnit> }[];
  removals: number[];
  changes: UnitChange[];
}

export interface CsvImportAnswer extends UnitImportCounts {
  applied: boolean;
  import_id: number | null;
  encoding: CsvEncoding;
  added_blocks: number;
  field_changes: Record<(typeof COMPARED)[number], number>;
  summary: string;
  changes: UnitChange[];
  changes_total: number;
}

function countsOf(plan: ReplacePlan, units: number, blocks: number): UnitImportCounts {
  const changed = plan.changes.filter((c) => c.kind === 'changed').length;
  return { blocks, units, added: plan.inserts.length, changed, removed: plan.removals.length, removed_blocks: plan.goneBlocks.length };
}

/** "3 fiyat, 1 durum değişecek, 94 daire silinecek" (a preview) or "… değişti, … silindi" (done). */
export function summaryText(c: UnitImportCounts & { field_changes?: Partial<Record<(typeof COMPARED)[number], number>> }, done: boolean): string {
  const [add, change, remove] = done ? ['eklendi', 'değişti', 'silindi'] : ['eklenecek', 'değişecek', 'silinecek'];
  const parts: string[] = [];
  if (c.added) parts.push(`${c.added} daire ${add}`);
  const words: [(typeof COMPARED)[number], string][] = [['price_try', 'fiyat'], ['status', 'durum'], ['floor', 'kat'], ['plan_key', 'plan'], ['facing', 'cephe']];
  const fields = c.field_changes ? words.filter(([f]) => c.field_changes![f]).map(([f, w]) => `${c.field_changes![f]} ${w}`) : c.changed ? [`${c.changed} daire`] : [];
  if (fields.length) parts.push(`${fields.join(', ')} ${change}`);
  if (c.removed) parts.push(`${c.removed} daire ${remove}`);
  if (c.removed_blocks) parts.push(`${c.removed_blocks} blok ${remove}`);
  return parts.join(', ') || (done ? 'Hiçbir daire değişmedi' : 'Değişiklik yok: dosyadaki daireler projedekilerle aynı');
}

/** The project's plans as the CSV names them. */
function csvPlans(project: Project): CsvPlan[] {
  return project.plans.filter((p): p is typeof p & { key: string } => !!p.key).map((p) => ({ key: p.key, name: (typeof p.name === 'string' ? p.name : (p.name?.tr ?? '')).trim() }));
}
