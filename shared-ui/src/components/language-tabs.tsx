import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LANGS, type Lang } from '../api/models';
import './language-tabs.css';

export interface LanguageTabsProps {
  /** The fields of one language; only the selected language is rendered. */
  children: (lang: Lang) => ReactNode;
  /** Languages with an empty required field: their tab carries a dot announced as `missingLabel`. */
  missing?: readonly Lang[];
  /** Accessible name of the tab list. */
  label?: string;
  missingLabel?: string;
  names?: Record<Lang, string>;
  /** The shown language, when the form decides it (e.g. opens the language of a field with an
   *  error); without it the tabs keep their own. */
  active?: Lang;
  onSelect?: (lang: Lang) => void;
  /** Languages holding a field with an error: their tab is marked as such. */
  invalid?: readonly Lang[];
}

const NAMES: Record<Lang, string> = { tr: 'TR', en: 'EN', ru: 'RU' };

/** tr / en / ru tabs over the per-language fields of a form, marking the languages still missing. */
export function LanguageTabs({
  children,
  missing = [],
  label = 'Dil',
  missingLabel = 'eksik',
  names = NAMES,
  active: shown,
  onSelect,
  invalid = [],
}: LanguageTabsProps) {
  const [own, setOwn] = useState<Lang>('tr');
  const active = shown ?? own;
  const setActive = (lang: Lang) => {
    setOwn(lang);
    onSelect?.(lang);
  };
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const step = e.key === 'ArrowRight' ? 1 : LANGS.length - 1;
    const next = LANGS[(LANGS.indexOf(active) + step) % LANGS.length];
    setActive(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="kui-langtabs">
      <div className="kui-langtabs__list" role="tablist" aria-label={label} onKeyDown={onKey}>
        {LANGS.map((lang) => {
          const isMissing = missing.includes(lang) || invalid.includes(lang);
          return (
            <button
              key={lang}
              id={`${id}-${lang}`}
              type="button"
              role="tab"
              aria-selected={active === lang}
              aria-controls={`${id}-panel`}
              tabIndex={active === lang ? 0 : -1}
              className={`kui-langtabs__tab${isMissing ? ' kui-langtabs__tab--missing' : ''}${invalid.includes(lang) ? ' kui-langtabs__tab--invalid' : ''}`}
              onClick={() => setActive(lang)}
            >
              {names[lang]}
              {isMissing && (
                <span
                  className="kui-langtabs__dot"
                  role="img"
                  aria-label={missingLabel}
                  title={missingLabel}
                />
              )}
            </button>
          );
        })}
      </div>
      <div
        className="kui-langtabs__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}`}
      >
        {children(active)}
      </div>
    </div>
  );
}
