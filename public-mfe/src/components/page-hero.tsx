import type { ReactNode } from 'react';
import { ResponsiveImage } from './responsive-image';
import './page-hero.css';

interface Props {
  eyebrow?: string;
  title: string;
  /** The title's language when it is not the page's (a Turkish text shown for want of a translation). */
  titleLang?: string;
  subtitle?: ReactNode;
  image?: string;
  children?: ReactNode;
}

/** The dark photographic band at the top of every inner page. */
export function PageHero({ eyebrow, title, titleLang, subtitle, image, children }: Props) {
  return (
    <header className={`pub-page-hero${image ? ' pub-page-hero--image' : ''}`}>
      {image && <ResponsiveImage className="pub-page-hero__image" src={image} alt="" eager sizes="100vw" />}
      <div className="pub-page-hero__inner pub-container">
        {eyebrow && <p className="pub-eyebrow pub-eyebrow--light">{eyebrow}</p>}
        <h1 className="pub-page-hero__title" lang={titleLang}>
          {title}
        </h1>
        {subtitle && <p className="pub-page-hero__subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
