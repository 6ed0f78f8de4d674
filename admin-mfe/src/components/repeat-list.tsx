import type { ReactNode } from 'react';
import { Button } from '@konak/shared-ui';

interface RepeatListProps<T> {
  items: T[];
  onChange: (items: T[]) => void;
  make: () => T;
  itemLabel: string;
  addLabel: string;
  render: (item: T, update: (part: Partial<T>) => void, index: number) => ReactNode;
}

/** Rows added and removed by the user (units, features, plans, nearby places). */
export function RepeatList<T>({ items, onChange, make, itemLabel, addLabel, render }: RepeatListProps<T>) {
  return (
    <div>
      {items.map((item, i) => (
        <div className="adm-repeat" key={i}>
          <div className="adm-repeat__head">
            <span>
              {i + 1}. {itemLabel}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(items.filter((_, j) => j !== i))}
              aria-label={`${i + 1}. ${itemLabel} satırını kaldır`}
            >
              Kaldır
            </Button>
          </div>
          {render(item, (part) => onChange(items.map((it, j) => (j === i ? { ...it, ...part } : it))), i)}
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="adm-add-row"
        onClick={() => onChange([...items, make()])}
      >
        + {addLabel}
      </Button>
    </div>
  );
}
