import { useSettingsStore } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { Icon } from '../../../components/icons';
import { prefersReducedMotion } from '../../../components/scroll-to-anchor';
import { whatsappHref } from './contact-links';
import { useScrolledPast } from './use-scrolled-past';
import './floating-actions.css';

/** The scroll-to-top button appears after this many pixels (SPEC §9). */
export const SCROLL_TOP_AT = 500;

/** Scroll down (always shown), scroll to top (after 500 px) and WhatsApp to the number in the settings. */
export function FloatingActions() {
  const { t } = usePublicT();
  const whatsapp = useSettingsStore((s) => s.settings.contact_whatsapp);
  const showTop = useScrolledPast(SCROLL_TOP_AT);
  const behavior = () => (prefersReducedMotion() ? 'auto' : 'smooth') as ScrollBehavior;
  return (
    <>
      <button
        type="button"
        className="pub-fab pub-fab--down"
        aria-label={t('common.scrollDown')}
        onClick={() => window.scrollBy({ top: Math.round(window.innerHeight * 0.85), behavior: behavior() })}
      >
        <Icon name="down" />
      </button>
      <div className="pub-fab-stack">
        <button
          type="button"
          className="pub-fab pub-fab--top"
          data-visible={showTop}
          aria-label={t('common.scrollTop')}
          aria-hidden={!showTop}
          tabIndex={showTop ? 0 : -1}
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
