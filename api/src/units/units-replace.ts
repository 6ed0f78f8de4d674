// Replacing a project's blocks and units with a list (a CSV import, or its undo putting back the units as
// they were): what it would change (planReplace, which writes nothing), writing it (applyReplace), and
// what it says it did (replaceAnswer, summaryText). Units are matched by block name and number.
import { In, type EntityManager } from 'typeorm';
import { UNIT_LIMITS, compareUnitNumbers, unitLabel } from '@konak/contract';
import { ProjectBlock } from './project-block.entity.js';
import { ProjectUnit } from './project-unit.entity.js';
import type { UnitImportCounts, UnitsSnapshot } from './unit-import.entity.js';
import type { CsvEncoding } from './units-csv.js';

/** What replacing the project's blocks and units with `target` changes, read in `manager`. Units are
 *  matched by block name and number. */
export async function planReplace(
  manager: EntityManager,
  projectId: number,
  target: Pick<UnitsSnapshot, 'units'> & { blocks: { name: string }[] },
): Promise<ReplacePlan> {
  // A project holds at most UNIT_LIMITS.blocks blocks and UNIT_LIMITS.units units (UnitsService refuses more).
  const blocks = await manager.find(ProjectBlock, {
    where: { project_id: projectId },
    order: { position: 'ASC', id: 'ASC' },
    take: UNIT_LIMITS.blocks,
  });
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
export async function applyReplace(
  manager: EntityManager,
  projectId: number,
  plan: ReplacePlan,
  positions?: { name: string; position: number }[],
) {
  const blocks = await manager.find(ProjectBlock, {
    where: { project_id: projectId },
    take: UNIT_LIMITS.blocks,
  });
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

/** What an import (or its undo) says it did or would do: the counts, the fields changed and the first
 *  CHANGES_LISTED changes. */
export function replaceAnswer(
  plan: ReplacePlan,
  at: { applied: boolean; encoding: CsvEncoding; importId: number | null; rows: number; blocks: number },
): CsvImportAnswer {
  const counts = countsOf(plan, at.rows, at.blocks);
  const field_changes = Object.fromEntries(COMPARED.map((f) => [f, 0])) as Record<
    (typeof COMPARED)[number],
    number
  >;
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

export function countsOf(plan: ReplacePlan, units: number, blocks: number): UnitImportCounts {
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
