import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSettingsStore } from '@konak/shared-ui';
import { matchRoute } from '../../../app/route-table';
import { usePublicT } from '../../../i18n/use-lang';
import { Icon } from '../../../components/icons';
import { prefersReducedMotion } from '../../../components/scroll-to-anchor';
import { whatsappHref } from './contact-links';
import { useScrolledPast } from './use-scrolled-past';
import { useStepAside } from './use-step-aside';
import './floating-actions.css';

/** The scroll-to-top button appears after this many pixels (SPEC §9). */
export const SCROLL_TOP_AT = 500;
/** The scroll-down button goes once the page has moved this far: the visitor has found the way down. */
export const SCROLL_DOWN_UNTIL = 40;

/** A button that fades out when not wanted (floating-actions.css) is gone for screen readers and Tab too. */
const shownWhen = (shown: boolean) => ({
  'data-visible': shown,
  'aria-hidden': !shown,
  tabIndex: shown ? 0 : -1,
});

/** Scroll down (over the home page's first screen only), scroll to top (after 500 px) and WhatsApp to the
 *  number in the settings. The scroll-down button sits over the home hero's photo; on any other page, or
 *  once scrolled, it would cover the text and figures it points to (a phone's narrow column). The other
 *  two step aside while they would lie over something to tap (use-step-aside.ts). */
export function FloatingActions() {
  const { t } = usePublicT();
  const whatsapp = useSettingsStore((s) => s.settings.contact_whatsapp);
  const showTop = useScrolledPast(SCROLL_TOP_AT);
  const onHero = matchRoute(useLocation().pathname).page === 'home';
  const showDown = !useScrolledPast(SCROLL_DOWN_UNTIL);
  const stack = useRef<HTMLDivElement>(null);
  useStepAside(stack);
  const behavior = () => (prefersReducedMotion() ? 'auto' : 'smooth') as ScrollBehavior;
  return (
    <>
      {onHero && (
        <button
          type="button"
          className="pub-fab pub-fab--down"
          aria-label={t('common.scrollDown')}
          {...shownWhen(showDown)}
          onClick={() =>
            window.scrollBy({ top: Math.round(window.innerHeight * 0.85), behavior: behavior() })
          }
        >
          <Icon name="down" />
        </button>
      )}
      <div className="pub-fab-stack" ref={stack}>
        <button
          type="button"
          className="pub-fab pub-fab--top"
          aria-label={t('common.scrollTop')}
          {...shownWhen(showTop)}
          onClick={() => {
            // Keyboard users continue from the top of the page, not from a button that disappears.
            document.getElementById('pub-main')?.focus({ preventScroll: true });
            window.scrollTo({ top: 0, behavior: behavior() });
          }}
        >
          <Icon name="up" />
        </button>
        {whatsapp && (
          <a
            className="pub-fab pub-fab--whatsapp"
            href={whatsappHref(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common.whatsapp')}
          >
            <Icon name="whatsapp" size={28} />
          </a>
        )}
      </div>
    </>
  );
}
