// One block as the sales office pictures it: floors as rows (top floor first), units as cells coloured
// by status — and marked beyond colour: reserved dashed, sold struck through. A click opens the unit
// (its status in one more click); with Shift / Ctrl / ⌘, or in "Seç" mode, clicks select instead.
import type { MouseEvent } from 'react';
import { UNIT_STATUS_LABELS } from '@konak/contract';
import type { Unit, UnitBlock } from '@konak/shared-ui';
import { floorName, floorsOf } from './grid-model';

export type CellClick = { unit: Unit; how: 'open' | 'toggle' | 'range' };

interface BlockGridProps {
  block: UnitBlock;
  units: readonly Unit[];
  selected: ReadonlySet<number>;
  selecting: boolean;
  onCell: (click: CellClick) => void;
}

/** What a click means: Shift extends, Ctrl/⌘ (or the "Seç" mode) toggles, a plain click opens. */
export function clickIntent(
  event: Pick<MouseEvent, 'shiftKey' | 'ctrlKey' | 'metaKey'>,
  selecting: boolean,
): CellClick['how'] {
  if (event.shiftKey) return 'range';
  if (event.ctrlKey || event.metaKey || selecting) return 'toggle';
  return 'open';
}

export function BlockGrid({ block, units, selected, selecting, onCell }: BlockGridProps) {
  const rows = floorsOf(units, block.id);
  if (rows.length === 0)
    return (
      <p className="adm-ugrid__empty">
        Bu blokta henüz daire yok. “Kat × daire oluştur” ile bloğu bir kerede oluşturun.
      </p>
    );
  return (
    <div className="adm-ugrid" role="group" aria-label={`${block.name} Blok daireleri`}>
      {rows.map((row) => (
        <div className="adm-ugrid__row" key={row.floor}>
          <span className="adm-ugrid__floor">{floorName(row.floor)}</span>
          <div className="adm-ugrid__cells">
            {row.units.map((u) => {
              const isSelected = selected.has(u.id);
              return (
                <button
                  key={u.id}
                  type="button"
                  className={`adm-ucell adm-ucell--${u.status}${isSelected ? ' adm-ucell--selected' : ''}`}
                  aria-label={`${u.label}, ${UNIT_STATUS_LABELS[u.status]}`}
                  aria-pressed={selecting || selected.size > 0 ? isSelected : undefined}
                  title={`${u.label} · ${UNIT_STATUS_LABELS[u.status]}`}
                  onClick={(e) => onCell({ unit: u, how: clickIntent(e, selecting) })}
                >
                  {u.number}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
