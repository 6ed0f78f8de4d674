// A project's units as a CSV file (issue 26): the export, an import previewed then applied all or nothing,
// the last imports kept per project so the newest can be undone ("Geri al"), each write audited.
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource } from 'typeorm';
import { UNIT_LIMITS } from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { requestContext } from '../audit/request-context.js';
import { DomainError, refusal as refuse } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { Project } from '../projects/project.entity.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import type { UnitImportDto } from './dto/units-csv.dto.js';
import { UnitImport } from './unit-import.entity.js';
import { decodeCsv, readUnitsCsv, unitsToCsv, type CsvPlan } from './units-csv.js';
import { UnitsService } from './units.service.js';
import {
  applyReplace,
  countsOf,
  planReplace,
  replaceAnswer,
  summaryText,
  type CsvImportAnswer,
} from './units-replace.js';

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
      const plan = await planReplace(this.dataSource.manager, projectId, target);
      return replaceAnswer(plan, {
        applied: false,
        encoding,
        importId: null,
        rows: rows.length,
        blocks: names.length,
      });
    }
    const who = requestContext();
    const { plan, importId } = await this.dataSource.transaction(async (manager) => {
      const plan = await planReplace(manager, projectId, target);
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
      await applyReplace(manager, projectId, plan);
      const old = await manager.find(UnitImport, {
        where: { project_id: projectId },
        order: { id: 'DESC' },
        skip: IMPORTS_KEPT,
        select: { id: true },
      });
      if (old.length) await manager.delete(UnitImport, { id: In(old.map((o) => o.id)) });
      return { plan, importId: saved.id };
    });
    const answer = replaceAnswer(plan, {
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
      const plan = await planReplace(manager, record.project_id, record.before);
      await applyReplace(manager, record.project_id, plan, record.before.blocks);
      await manager.update(
        UnitImport,
        { id: record.id },
        { undone_at: Date.now(), undone_by: (who?.userName ?? '').slice(0, 120) },
      );
      return { record, plan };
    });
    this.changed();
    const project = await this.dataSource.manager.findOneBy(Project, { id: record.project_id });
    const answer = replaceAnswer(plan, {
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
}

/** Imports kept per project (the newest can be undone; the older ones are the log's detail). */
export const IMPORTS_KEPT = 10;

/** The project's plans as the CSV names them. */
function csvPlans(project: Project): CsvPlan[] {
  return project.plans
    .filter((p): p is typeof p & { key: string } => !!p.key)
    .map((p) => ({ key: p.key, name: (typeof p.name === 'string' ? p.name : (p.name?.tr ?? '')).trim() }));
}
