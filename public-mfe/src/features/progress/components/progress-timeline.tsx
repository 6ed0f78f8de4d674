import { useEffect, useRef, useState } from 'react';
import { formatDate, pick, type Localized } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { Paragraphs } from '../../../components/paragraphs';
import { FallbackNote, langAttr, shown } from '../../../components/shown-text';
import { Icon } from '../../../components/icons';
import { overallPercent, type ProgressUpdate } from '../progress-data';
import { PhaseBars } from './phase-bars';
import { ProgressPhotos } from './progress-photos';

/** The newest updates shown at first; the earlier ones one click away (the page stays short on a phone). */
export const FIRST_SHOWN = 3;

function UpdateCard({
  update,
  projectTitle,
  latest,
}: {
  update: ProgressUpdate;
  projectTitle: string;
  latest: boolean;
}) {
  const { t, lang } = usePublicT();
  // Either text may be the Turkish one (nothing written in this language yet): marked, and one note says so.
  const title = shown(update.title, lang);
  const text = shown(update.text, lang);
  const percent = overallPercent(update.phases);
  const day = formatDate(update.date, lang);
  return (
    <li
      className={`pub-progress__item${latest ? ' pub-progress__item--latest' : ''}`}
      data-testid="progress-update"
    >
      <article className="pub-progress__card" aria-labelledby={`progress-${update.id}`} tabIndex={-1}>
        <header className="pub-progress__head">
          <time className="pub-progress__date" dateTime={update.date}>
            {day}
          </time>
          <h3 id={`progress-${update.id}`} className="pub-progress__title" lang={langAttr(title)}>
            {title.text}
          </h3>
          {update.phases.length > 0 && (
            <p className="pub-progress__overall">{t('progress.complete', { n: percent })}</p>
          )}
        </header>
        <div className="pub-progress__body">
          {(text.text || title.fallback) && (
            <div className="pub-progress__text">
              {text.text && (
                <div className="pub-prose" lang={langAttr(text)}>
                  <Paragraphs text={text.text} />
                </div>
              )}
              {(title.fallback || text.fallback) && <FallbackNote />}
            </div>
          )}
          <ProgressPhotos
            photos={update.photos}
            alt={(i) => t('progress.photoAlt', { project: projectTitle, date: day, n: i + 1 })}
          />
          <PhaseBars phases={update.phases} />
          {(update.expected_handover || update.video_url) && (
            <p className="pub-progress__meta">
              {update.expected_handover && (
                <span>
                  {t('progress.handover')}: <strong>{formatDate(update.expected_handover, lang)}</strong>
                </span>
              )}
              {update.video_url && (
                <a
                  className="pub-progress__video"
                  href={update.video_url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="youtube" size={18} /> {t('progress.video')}{' '}
                  <span className="visually-hidden">{t('common.newTab')}</span>
                </a>
              )}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

/** The updates as a dated timeline, in the order the API gives (newest first unless staff reordered). */
export function ProgressTimeline({ updates, title }: { updates: ProgressUpdate[]; title: Localized }) {
  const { t, lang } = usePublicT();
  const [all, setAll] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  // The button goes away once pressed: focus moves to the first update it revealed.
  useEffect(() => {
    if (all) list.current?.querySelectorAll<HTMLElement>('.pub-progress__card')[FIRST_SHOWN]?.focus();
  }, [all]);
  const shown = all ? updates : updates.slice(0, FIRST_SHOWN);
  const hidden = updates.length - shown.length;
  return (
    <>
      <ol className="pub-progress__timeline" ref={list}>
        {shown.map((u, i) => (
          <UpdateCard key={u.id} update={u} projectTitle={pick(title, lang)} latest={i === 0} />
        ))}
      </ol>
      {hidden > 0 && (
        <button
          type="button"
          className="kui-btn kui-btn--outline pub-progress__more"
          onClick={() => setAll(true)}
        >
          {t('progress.showEarlier', { count: hidden })}
        </button>
      )}
    </>
  );
}
