// The pager under every paged list (issue 25): "Toplam 12.345 talep · Sayfa 3 / 247", Önceki / Sonraki and
// the page numbers around the current one. Each page is a link to its address, so it opens in a new tab,
// is reached by Tab and read as a link; the current page is marked with aria-current.
import type { MouseEvent } from 'react';
import { Link, type To } from 'react-router-dom';
import './pager.css';

const NUMBER = new Intl.NumberFormat('tr-TR');
/** 12345 → "12.345", as Turkish writes it. */
export const formatCount = (n: number) => NUMBER.format(n);

export type PagerItem = number | 'gap';

/** The page numbers to draw: the first, the last and the current one with its neighbours, a gap (…)
 *  where pages are left out. A gap of one page shows that page instead (a "…" would hide no more). */
export function pageItems(current: number, count: number): PagerItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const n of sorted) {
    const previous = items.length ? (items[items.length - 1] as number) : 0;
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

export interface PagerProps {
  page: number;
  pageCount: number;
  total: number;
  /** What the list holds, in the singular Turkish uses after a number ("talep", "yazı", "kayıt"). */
  noun: string;
  /** The address of a page (the list hook's pageHref). */
  href: (page: number) => To;
  /** Names the navigation for screen readers when a screen has more than one list. */
  label?: string;
  /** A search that stopped counting at `total`: more match, and only the first `total` are listed. */
  capped?: boolean;
}

/** Another page starts at its top: the list's section (or the screen) scrolls into view, instead of
 *  leaving the person at the bottom of the new page where the pager was. */
function toListTop(e: MouseEvent<HTMLAnchorElement>) {
  const start = e.currentTarget.closest('section, main');
  requestAnimationFrame(() => start?.scrollIntoView?.({ block: 'start' }));
}

export function Pager({ page, pageCount, total, noun, href, label = 'Sayfalar', capped }: PagerProps) {
  const current = Math.min(page, pageCount);
  const count = capped
    ? `${formatCount(total)}'den fazla ${noun}, ilk ${formatCount(total)} tanesi listelenir (aramayı daraltın)`
    : `Toplam ${formatCount(total)} ${noun}`;
  const summary = `${count} · Sayfa ${formatCount(current)} / ${formatCount(pageCount)}`;
  return (
    <nav className="adm-pager" aria-label={label}>
      <p className="adm-pager__summary" aria-live="polite">
        {summary}
      </p>
      {pageCount > 1 && (
        <ul className="adm-pager__pages">
          <li>
            {current > 1 ? (
              <Link className="adm-pager__step" to={href(current - 1)} rel="prev" onClick={toListTop}>
                <span aria-hidden="true">‹</span>Önceki
              </Link>
            ) : (
              <span className="adm-pager__step" aria-disabled="true">
                <span aria-hidden="true">‹</span>Önceki
              </span>
            )}
          </li>
          {pageItems(current, pageCount).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} className="adm-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              // On a phone only the first, the current and the last numbers stay (see pager.css).
              <li
                key={item}
                className={
                  Math.abs(item - current) === 1 && item !== 1 && item !== pageCount
                    ? 'adm-pager__near'
                    : undefined
                }
              >
                <Link
                  className="adm-pager__num"
                  to={href(item)}
                  onClick={toListTop}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={item === current ? `Sayfa ${item}, şu anki sayfa` : `Sayfa ${item}`}
                >
                  {formatCount(item)}
                </Link>
              </li>
            ),
          )}
          <li>
            {current < pageCount ? (
              <Link className="adm-pager__step" to={href(current + 1)} rel="next" onClick={toListTop}>
                Sonraki<span aria-hidden="true">›</span>
              </Link>
            ) : (
              <span className="adm-pager__step" aria-disabled="true">
                Sonraki<span aria-hidden="true">›</span>
              </span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
