import { useMemo, useState, type ReactNode } from 'react';
import { compareSnapshots, type CompareRow, type Snapshot } from '../model/compare';
import { wordDiff } from '../model/word-diff';
import type { VersionSummary } from '../stores/versions-api';
import { savedBy } from '../model/version-labels';

interface Column {
  version: VersionSummary;
  /** Null while its snapshot loads. */
  data: Snapshot | null;
  action: ReactNode;
}

/** One or two versions side by side, field by field and language by language; with two, the unchanged
 *  rows wait behind "Aynı olanları göster". */
export function VersionCompare({ columns, when }: { columns: Column[]; when: (iso: string) => string }) {
  const [showSame, setShowSame] = useState(false);
  const pair = columns.length === 2;
  const [older, newer] = pair ? columns : [null, columns[0]];
  const loading = columns.some((c) => !c.data);
  const rows = useMemo(
    () => (loading ? [] : compareSnapshots(older?.data ?? null, newer!.data)),
    [loading, older, newer],
  );
  const sameCount = pair ? rows.filter((r) => r.same).length : 0;
  const shown = pair && !showSame ? rows.filter((r) => !r.same) : rows;

  return (
    <div className={`adm-compare${pair ? ' adm-compare--pair' : ''}`}>
      <div className="adm-compare__heads">
        {columns.map((c) => (
          <div key={c.version.id} className="adm-compare__head">
            <strong>Sürüm {c.version.number}</strong>
            <span>
              {savedBy(c.version)} · {when(c.version.created_at)}
            </span>
            {c.action}
          </div>
        ))}
      </div>
      {loading ? (
        <p className="adm-versions__hint">Yükleniyor...</p>
      ) : (
        <>
          {pair && (
            <div className="adm-compare__tools">
              <span>
                {shown.filter((r) => !r.same).length
                  ? `${rows.length - sameCount} alan farklı`
                  : 'İki sürüm aynı'}
              </span>
              {sameCount > 0 && (
                <label className="adm-compare__same">
                  <input type="checkbox" checked={showSame} onChange={(e) => setShowSame(e.target.checked)} />{' '}
                  Aynı olanları göster ({sameCount})
                </label>
              )}
            </div>
          )}
          <dl className="adm-compare__rows">
            {shown.map((row) => (
              <div key={row.key} className={`adm-compare__row${row.same ? ' adm-compare__row--same' : ''}`}>
                <dt>
                  {row.label}
                  {row.lang && <span className="adm-compare__lang">{row.lang.toUpperCase()}</span>}
                </dt>
                {pair && (
                  <dd
                    className="adm-compare__cell adm-compare__cell--before"
                    data-version={`Sürüm ${older!.version.number}`}
                  >
                    <Cell row={row} side="before" />
                  </dd>
                )}
                <dd
                  className="adm-compare__cell adm-compare__cell--after"
                  data-version={`Sürüm ${newer!.version.number}`}
                >
                  <Cell row={row} side="after" diff={pair} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}

function Cell({ row, side, diff = true }: { row: CompareRow; side: 'before' | 'after'; diff?: boolean }) {
  if (row.kind === 'images') {
    const mine = row[side];
    const other = side === 'before' ? row.after : row.before;
    if (!mine.length) return <span className="adm-compare__empty">görsel yok</span>;
    return (
      <ul className="adm-compare__images">
        {mine.map((src, i) => (
          <li
            key={`${src}-${i}`}
            className={
              diff && !row.same && !other.includes(src)
                ? `adm-compare__image--${side === 'before' ? 'removed' : 'added'}`
                : undefined
            }
          >
            <img src={src} alt="" loading="lazy" />
          </li>
        ))}
      </ul>
    );
  }
  const text = row[side];
  if (!text && (row.same || !diff)) return <span className="adm-compare__empty">boş</span>;
  if (row.same || !diff) return <div className="adm-compare__text">{text}</div>;
  const keep = side === 'before' ? 'removed' : 'added';
  const parts = wordDiff(row.before, row.after).filter((p) => p.kind === 'same' || p.kind === keep);
  if (!parts.length) return <span className="adm-compare__empty">boş</span>;
  return (
    <div className="adm-compare__text">
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'removed' ? (
          <del key={i}>{p.text}</del>
        ) : (
          <ins key={i}>{p.text}</ins>
        ),
      )}
    </div>
  );
}
