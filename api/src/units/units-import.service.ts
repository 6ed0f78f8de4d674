// A project's units as a CSV file (issue 26): the export, an import previewed then applied all or nothing,
// the last imports kept per project so the newest can be undone ("Geri al"), each write audited.
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { UNIT_LIMITS, compareUnitNumbers, unitLabel } from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { requestContext } from '../audit/request-context.js';
import { DomainError, refusal as refuse } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { Project } from '../projects/project.entity.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import type { UnitImportDto } from './dto/units-csv.dto.js';
import { ProjectBlock } from './project-block.entity.js';
import { ProjectUnit } from './project-unit.entity.js';
import { UnitImport, type UnitImportCounts, type UnitsSnapshot } from './unit-import.entity.js';
import { decodeCsv, readUnitsCsv, unitsToCsv, type CsvEncoding, type CsvPlan } from './units-csv.js';
import { UnitsService } from './units.service.js';

@Injectable()
export class UnitsImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitsService,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
  ) {}

  private async project(id: number): Promise<Project> {
    const project = await this.dataSource.manager.findOneBy(Project, { id });
    if (!project) throw new DomainError('not_found');
    return project;
  }

  private changed() {
    this.cache.invalidate(PROJECTS_CACHE);
  }

  async exportCsv(projectId: number): Promise<string> {
    const project = await this.project(projectId);
    const { blocks, units } = await this.units.wholeGrid(projectId);
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
    if (names.length > UNIT_LIMITS.blocks)
      throw refuse(HttpStatus.BAD_REQUEST, [
        {
          line: 1,
          msg: `1. satır: bir projede en fazla ${UNIT_LIMITS.blocks} blok olabilir (dosyada ${names.length})`,
        },
      ]);
    const target = { blocks: names.map((name) => ({ name })), units: rows };
    if (!confirm) {
      const plan = await this.planReplace(projectId, target);
      return this.answer(plan, {
        applied: false,
        encoding,
        importId: null,
        rows: rows.length,
        blocks: names.length,
      });
    }
    const who = requestContext();
    const { plan, importId } = await this.dataSource.transaction(async (manager) => {
      const plan = await this.planReplace(projectId, target, manager);
      if (!plan.changes.length && !plan.goneBlocks.length) return { plan, importId: null };
      const saved = await manager.save(
        manager.create(UnitImport, {
          project_id: projectId,
          before: plan.before,
          counts: countsOf(plan, rows.length, names.length),
          user_id: who?.userId ?? null,
          user_name: (who?.userName ?? '').slice(0, 120),
          undone_at: null,
          undone_by: '',
        }),
      );
      await this.applyReplace(projectId, plan, manager);
      const old = await manager.find(UnitImport, {
        where: { project_id: projectId },
        order: { id: 'DESC' },
        skip: IMPORTS_KEPT,
        select: { id: true },
      });
      if (old.length) await manager.delete(UnitImport, { id: In(old.map((o) => o.id)) });
      return { plan, importId: saved.id };
    });
    const answer = this.answer(plan, {
      applied: true,
      encoding,
      importId,
      rows: rows.length,
      blocks: names.length,
    });
    if (importId !== null) {
      this.changed();
      await this.audit.record({
        action: 'update',
        type: 'unit',
        id: null,
        title: `${project.title?.tr || project.slug} · CSV içe aktarma: ${answer.added} eklendi, ${answer.changed} değişti, ${answer.removed} silindi`,
        before: { units: plan.before.units.length, blocks: plan.before.blocks.length },
        after: {
          units: rows.length,
          blocks: names.length,
          added: answer.added,
          changed: answer.changed,
          removed: answer.removed,
          removed_blocks: answer.removed_blocks,
          import_id: importId,
        },
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
      select: {
        id: true,
        project_id: true,
        counts: true,
        user_name: true,
        created_at: true,
        undone_at: true,
        undone_by: true,
      },
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
      const newest = await manager.findOne(UnitImport, {
        where: { project_id: record.project_id, undone_at: IsNull() },
        order: { id: 'DESC' },
        select: { id: true },
      });
      if (newest && newest.id !== record.id)
        throw refuse(
          HttpStatus.CONFLICT,
          'Bundan sonra yeni bir CSV içe aktarıldı; önce en son içe aktarmayı geri alın',
        );
      const plan = await this.planReplace(record.project_id, record.before, manager);
      await this.applyReplace(record.project_id, plan, manager, record.before.blocks);
      await manager.update(
        UnitImport,
        { id: record.id },
        { undone_at: Date.now(), undone_by: (who?.userName ?? '').slice(0, 120) },
      );
      return { record, plan };
    });
    this.changed();
    const project = await this.dataSource.manager.findOneBy(Project, { id: record.project_id });
    const answer = this.answer(plan, {
      applied: true,
      encoding: 'utf-8',
      importId: record.id,
      rows: record.before.units.length,
      blocks: record.before.blocks.length,
    });
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
  private async planReplace(
    projectId: number,
    target: Pick<UnitsSnapshot, 'units'> & { blocks: { name: string }[] },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReplacePlan> {
    const blocks = await manager.find(ProjectBlock, {
      where: { project_id: projectId },
      order: { position: 'ASC', id: 'ASC' },
    });
    // A project holds at most UNIT_LIMITS.units units (UnitsService refuses more).
    const units = await manager.find(ProjectUnit, {
      where: { project_id: projectId },
      take: UNIT_LIMITS.units,
    });
    const blockName = new Map(blocks.map((b) => [b.id, b.name]));
    const order = new Map(blocks.map((b, i) => [b.id, i]));
    units.sort(
      (a, b) =>
        order.get(a.block_id)! - order.get(b.block_id)! ||
        a.floor - b.floor ||
        compareUnitNumbers(a.number, b.number),
    );
    const key = (block: string, number: string) => `${block}\u0000${number}`;
    const existing = new Map(units.map((u) => [key(blockName.get(u.block_id) ?? '', u.number), u]));
    const names = new Set(target.blocks.map((b) => b.name));
    const plan: ReplacePlan = {
      before: {
        blocks: blocks.map((b) => ({ name: b.name, position: b.position })),
        units: units.map((u) => ({
          block: blockName.get(u.block_id) ?? '',
          floor: u.floor,
          number: u.number,
          plan_key: u.plan_key,
          facing: u.facing,
          price_try: u.price_try,
          status: u.status,
        })),
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
      const values = {
        floor: row.floor,
        plan_key: row.plan_key,
        facing: row.facing,
        price_try: row.price_try,
        status: row.status,
      };
      const label = unitLabel(row.block, row.floor, row.number);
      if (!unit) {
        plan.inserts.push({ block: row.block, number: row.number, ...values });
        plan.changes.push({
          kind: 'added',
          label,
          fields: COMPARED.map((field) => ({ field, before: null, after: values[field] })),
        });
        continue;
      }
      keep.add(unit.id);
      const fields = COMPARED.filter((field) => unit[field] !== values[field]).map((field) => ({
        field,
        before: unit[field],
        after: values[field],
      }));
      if (fields.length) {
        plan.updates.push({ id: unit.id, values });
        plan.changes.push({ kind: 'changed', label, fields });
      }
    }
    for (const unit of units)
      if (!keep.has(unit.id)) {
        plan.removals.push(unit.id);
        const block = blockName.get(unit.block_id) ?? '';
        plan.changes.push({
          kind: 'removed',
          label: unitLabel(block, unit.floor, unit.number),
          fields: COMPARED.map((field) => ({ field, before: unit[field], after: null })),
        });
      }
    return plan;
  }

  /** Writes a plan: new blocks, the removals, the edits, the new units (`positions`: the blocks' order to
   *  put back, for an undo). */
  private async applyReplace(
    projectId: number,
    plan: ReplacePlan,
    manager: EntityManager,
    positions?: { name: string; position: number }[],
  ) {
    const blocks = await manager.find(ProjectBlock, { where: { project_id: projectId } });
    const byName = new Map(blocks.map((b) => [b.name, b]));
    let position = blocks.reduce((max, b) => Math.max(max, b.position + 1), 0);
    const wanted = new Map(positions?.map((b) => [b.name, b.position]));
    for (const name of plan.newBlocks)
      byName.set(
        name,
        await manager.save(
          manager.create(ProjectBlock, {
            project_id: projectId,
            name,
            position: wanted.get(name) ?? position++,
          }),
        ),
      );
    for (const b of blocks)
      if (wanted.has(b.name) && wanted.get(b.name) !== b.position)
        await manager.update(ProjectBlock, { id: b.id }, { position: wanted.get(b.name) });
    for (let i = 0; i < plan.removals.length; i += 500)
      await manager.delete(ProjectUnit, { id: In(plan.removals.slice(i, i + 500)) });
    const gone = plan.goneBlocks.map((b) => b.id);
    if (gone.length) {
      await manager.delete(ProjectUnit, { block_id: In(gone) });
      await manager.delete(ProjectBlock, { id: In(gone) });
    }
    for (const { id, values } of plan.updates) await manager.update(ProjectUnit, { id }, values);
    const fresh = plan.inserts.map(({ block, ...unit }) => ({
      ...unit,
      project_id: projectId,
      block_id: byName.get(block)!.id,
    }));
    // In slices: SQLite takes at most 999 bound values per statement.
    for (let i = 0; i < fresh.length; i += 100) await manager.insert(ProjectUnit, fresh.slice(i, i + 100));
  }

  private answer(
    plan: ReplacePlan,
    at: { applied: boolean; encoding: CsvEncoding; importId: number | null; rows: number; blocks: number },
  ): CsvImportAnswer {
    const counts = countsOf(plan, at.rows, at.blocks);
    const field_changes = Object.fromEntries(COMPARED.map((f) => [f, 0])) as Record<
      (typeof COMPARED)[number],
      number
    >;
    for (const c of plan.changes)
      if (c.kind === 'changed') for (const f of c.fields) field_changes[f.field]++;
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
  return {
    blocks,
    units,
    added: plan.inserts.length,
    changed,
    removed: plan.removals.length,
    removed_blocks: plan.goneBlocks.length,
  };
}

/** "3 fiyat, 1 durum değişecek, 94 daire silinecek" (a preview) or "… değişti, … silindi" (done). */
export function summaryText(
  c: UnitImportCounts & { field_changes?: Partial<Record<(typeof COMPARED)[number], number>> },
  done: boolean,
): string {
  const [add, change, remove] = done
    ? ['eklendi', 'değişti', 'silindi']
    : ['eklenecek', 'değişecek', 'silinecek'];
  const parts: string[] = [];
  if (c.added) parts.push(`${c.added} daire ${add}`);
  const words: [(typeof COMPARED)[number], string][] = [
    ['price_try', 'fiyat'],
    ['status', 'durum'],
    ['floor', 'kat'],
    ['plan_key', 'plan'],
    ['facing', 'cephe'],
  ];
  const fields = c.field_changes
    ? words.filter(([f]) => c.field_changes![f]).map(([f, w]) => `${c.field_changes![f]} ${w}`)
    : c.changed
      ? [`${c.changed} daire`]
      : [];
  if (fields.length) parts.push(`${fields.join(', ')} ${change}`);
  if (c.removed) parts.push(`${c.removed} daire ${remove}`);
  if (c.removed_blocks) parts.push(`${c.removed_blocks} blok ${remove}`);
  return (
    parts.join(', ') ||
    (done ? 'Hiçbir daire değişmedi' : 'Değişiklik yok: dosyadaki daireler projedekilerle aynı')
  );
}

/** The project's plans as the CSV names them. */
function csvPlans(project: Project): CsvPlan[] {
  return project.plans
    .filter((p): p is typeof p & { key: string } => !!p.key)
    .map((p) => ({ key: p.key, name: (typeof p.name === 'string' ? p.name : (p.name?.tr ?? '')).trim() }));
}
