// The admin grid's arithmetic: a block's floors (top floor first, as the building stands), how a floor
// is named, and how clicks with Shift / Ctrl (or the phone's "Seç" mode) grow a selection.
import { compareUnitNumbers } from '@konak/contract';
import type { Unit } from '@konak/shared-ui';

export interface FloorRow {
  floor: number;
  units: Unit[];
}

/** The floors of one block that have units, top floor first; each floor's units by number. */
export function floorsOf(units: readonly Unit[], blockId: number): FloorRow[] {
  const floors = new Map<number, Unit[]>();
  for (const u of units) if (u.block_id === blockId) floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  return [...floors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, list]) => ({ floor, units: list.sort((x, y) => compareUnitNumbers(x.number, y.number)) }));
}

/** "Zemin", "3. kat", "1. bodrum". */
export function floorName(floor: number): string {
  if (floor === 0) return 'Zemin';
  return floor > 0 ? `${floor}. kat` : `${-floor}. bodrum`;
}

/** The units in the order the grid shows them (blocks in order, top floor first, by number): what a
 *  Shift-click range runs through. */
export function gridOrder(units: readonly Unit[], blockIds: readonly number[]): number[] {
  return blockIds.flatMap((id) => floorsOf(units, id).flatMap((row) => row.units.map((u) => u.id)));
}

export type SelectHow = 'toggle' | 'range';

/** The selection after a click on `id`: toggled, or (Shift) every unit from the last clicked one to it. */
export function select(
  selected: ReadonlySet<number>,
  id: number,
  how: SelectHow,
  anchor: number | null,
  order: readonly number[],
): Set<number> {
  const next = new Set(selected);
  if (how === 'range' && anchor !== null) {
    const from = order.indexOf(anchor);
    const to = order.indexOf(id);
    if (from >= 0 && to >= 0) {
      for (const unit of order.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(unit);
      return next;
    }
  }
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Whole lira as the sales office writes it: "4.500.000 ₺". */
export function formatPrice(price: number | null): string {
  return price === null ? '' : `${new Intl.NumberFormat('tr-TR').format(price)} ₺`;
}
