import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '@konak/shared-ui';
import { isHomePath, paths, type HomeAnchor } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { Icon } from '../../../components/icons';
import { prefersReducedMotion, scrollToAnchor } from '../../../components/scroll-to-anchor';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { useScrolledPast } from './use-scrolled-past';
import './header.css';

/** Scrolled look after this many pixels (SPEC §9). */
export const HEADER_SCROLLED_AT = 50;

const ITEMS: { key: string; anchor?: HomeAnchor; page?: (lang: Lang) => string }[] = [
  { key: 'home' },
  { key: 'about', anchor: 'hakkimizda' },
  { key: 'projects', anchor: 'projeler' },
  // The home finder is a page of its own, not a section of the home page.
  { key: 'homes', page: (lang) => paths.homes(lang) },
  { key: 'blog', anchor: 'blog' },
  { key: 'contact', anchor: 'iletisim' },
];

/** The fixed header: logo, the links to the home sections and the home finder, TR / ENG / RU, a slide-in menu
 *  on phones. */
export function Header() {
  const { t, lang } = usePublicT();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLLED_AT);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onHome = isHomePath(pathname);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('pub-no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('pub-no-scroll');
    };
  }, [open]);

  const follow = (e: MouseEvent, anchor?: HomeAnchor) => {
    setOpen(false);
    if (!onHome) return; // the link navigates to the home page and its anchor
    e.preventDefault();
    if (anchor) scrollToAnchor(anchor);
    else window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // On a phone "İletişim" opens the contact page (office, map and form) rather than scrolling to the
  // home page's footer form, which is what a visitor tapping it from the menu expects (issue 16).
  const links = (mobile: boolean) =>
    ITEMS.map((item) => {
      const page = item.page ? item.page(lang) : mobile && item.anchor === 'iletisim' && paths.contact(lang);
      return (
        <li key={item.key}>
          <Link
            className="pub-nav__link"
            to={page || (item.anchor ? paths.homeAnchor(lang, item.anchor) : paths.home(lang))}
            onClick={(e) => (page ? setOpen(false) : follow(e, item.anchor))}
          >
            {t(`nav.${item.key}`)}
          </Link>
        </li>
      );
    });

  return (
    <header
      className={`pub-header${scrolled ? ' pub-header--scrolled' : ''}${open ? ' pub-header--open' : ''}`}
      data-scrolled={scrolled}
    >
      <a className="pub-skip" href="#pub-main">
        {t('nav.skip')}
      </a>
      <div className="pub-header__bar pub-container">
        <Link className="pub-brand" to={paths.home(lang)} onClick={(e) => follow(e)}>
          <Brand />
        </Link>
        <nav className="pub-nav pub-nav--desktop" aria-label={t('nav.main')}>
          <ul>{links(false)}</ul>
        </nav>
        <div className="pub-header__tools">
          <LanguageSwitch />
          <button
            ref={toggleRef}
            type="button"
            className="pub-header__toggle"
            aria-expanded={open}
            aria-controls="pub-mobile-menu"
            aria-label={open ? t('nav.close') : t('nav.menu')}
            onClick={() => setOpen((v) => !v)}
          >
            <Icon name={open ? 'close' : 'menu'} size={24} />
          </button>
        </div>
      </div>
      <div className="pub-drawer__backdrop" hidden={!open} onClick={() => setOpen(false)} />
      <div
        id="pub-mobile-menu"
        ref={panelRef}
        className="pub-drawer"
        data-open={open}
        aria-hidden={!open}
        inert={!open}
      >
        <nav className="pub-nav pub-nav--mobile" aria-label={t('nav.main')}>
          <ul>{links(true)}</ul>
        </nav>
        <LanguageSwitch onSwitch={() => setOpen(false)} />
      </div>
    </header>
  );
}
