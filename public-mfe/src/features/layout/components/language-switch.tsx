import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '@konak/shared-ui';
import { pathInLanguage } from '../../../config/paths';
import { rememberLanguage } from '../../../i18n/language';
import { loadTexts } from '../../../i18n/texts';
import { usePublicT } from '../../../i18n/use-lang';

const LABELS: Record<Lang, { short: string; name: string }> = {
  tr: { short: 'TR', name: 'Türkçe' },
  en: { short: 'ENG', name: 'English' },
  ru: { short: 'RU', name: 'Русский' },
};

/** TR / ENG / RU: the same page in another language; the choice is remembered (SPEC §4). */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { t, lang } = usePublicT();
  const { pathname, hash } = useLocation();
  return (
    <nav className="pub-lang" aria-label={t('nav.language')}>
      {(Object.keys(LABELS) as Lang[]).map((code) => (
        <Link
          key={code}
          to={pathInLanguage(pathname, code) + hash}
          className={`pub-lang__item${code === lang ? ' is-active' : ''}`}
          aria-current={code === lang ? 'true' : undefined}
          hrefLang={code}
          lang={code}
          // The other language's texts start coming as the pointer or focus reaches the link, before the tap.
          onPointerEnter={() => void loadTexts(code)}
          onFocus={() => void loadTexts(code)}
          onClick={() => {
            rememberLanguage(code);
            onSwitch?.();
          }}
        >
          <span aria-hidden="true">{LABELS[code].short}</span>
          <span className="visually-hidden">{LABELS[code].name}</span>
        </Link>
      ))}
    </nav>
  );
}
