import { pathLanguage } from '@konak/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { scrollToAnchor } from '../../../components/scroll-to-anchor';
import { usePublicT } from '../../../i18n/use-lang';

/** A slider's call to action: "#anchor" scrolls on the home page, "/path" navigates (in the page's
 *  language), anything else is an external link. */
export function CtaLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const { lang } = usePublicT();
  if (href.startsWith('#')) {
    const id = href.slice(1);
    return (
      <a
        className={className}
        href={`${paths.home(lang)}${href}`}
        onClick={(e) => {
          if (scrollToAnchor(id)) e.preventDefault();
        }}
      >
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    const local = lang === 'tr' || pathLanguage(href) !== 'tr' ? href : `/${lang}${href === '/' ? '' : href}`;
    return (
      <Link className={className} to={local}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
