// The shortlist's heart on a home and the bar that leads to the compare page
// (docs/decisions/0196-shortlist-and-compare.md). The heart is a toggle button (aria-pressed) named in the
// page's language; a fifth home is refused with a message in the bar's live region.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { compareQuery } from '@konak/contract';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { toggleShortlisted, useShortlist } from '../shortlist';
import './shortlist.css';

/** A refusal for a full list, said by the bar of the page (one live region, however many hearts). */
let sayFull: (() => void) | undefined;

export function ShortlistHeart({ id, label, className }: { id: number; label: string; className?: string }) {
  const { t } = usePublicT();
  const pressed = useShortlist().includes(id);
  return (
    <button
      type="button"
      className={`pub-heart${className ? ` ${className}` : ''}`}
      aria-pressed={pressed}
      aria-label={t('shortlist.heart', { label })}
      data-testid="shortlist-heart"
      data-home={id}
      onClick={() => {
        if (!toggleShortlisted(id)) sayFull?.();
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.6 4.3 13A4.9 4.9 0 0 1 11.2 6l.8.8.8-.8a4.9 4.9 0 0 1 6.9 7L12 20.6Z" />
      </svg>
    </button>
  );
}

/** Under the homes of a page with hearts: how many are saved and the way to compare them (hidden while
 *  none are), and the live region that says a list is full. */
export function ShortlistBar() {
  const { t, lang } = usePublicT();
  const ids = useShortlist();
  const [full, setFull] = useState(false);
  sayFull = () => setFull(true);
  const shown = ids.length > 0 || full;
  return (
    <div className={`pub-shortlist-bar${shown ? ' is-shown' : ''}`} data-testid="shortlist-bar">
      <p aria-live="polite" className="pub-shortlist-bar__text">
        {full && ids.length >= 4
          ? t('shortlist.full')
          : ids.length > 0
            ? t('shortlist.saved', { count: ids.length })
            : ''}
      </p>
      {ids.length > 0 && (
        <Link
          className="kui-btn kui-btn--gold kui-btn--sm"
          to={paths.compare(lang, compareQuery(ids))}
          onClick={() => setFull(false)}
          data-testid="shortlist-compare"
        >
          {t('shortlist.compare')}
        </Link>
      )}
    </div>
  );
}
