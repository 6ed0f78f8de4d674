import { useId } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  /** Shows a dot when the tab holds something to fix. */
  flagged?: boolean;
  /** Texts on the tab that still need a translator (translationCounts), shown as a number. */
  missing?: number;
}

/** The tab strip of a long form (project, settings); the caller renders the selected panel. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: TabDef<K>[];
  active: K;
  onChange: (k: K) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="adm-tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.key}
          id={`${id}-${t.key}`}
          type="button"
          role="tab"
          aria-selected={active === t.key}
          className="adm-tab"
          onClick={() => onChange(t.key)}
        >
          {t.label}
          {t.flagged && <span className="kui-langtabs__dot adm-tab__dot" role="img" aria-label="eksik" />}
          {!!t.missing && (
            <span
              className="adm-tab__count"
              title={`${t.missing} çeviri eksik veya kopya`}
              aria-label={`${t.missing} çeviri eksik`}
            >
              {t.missing}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
