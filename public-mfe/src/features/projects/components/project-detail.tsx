import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pick, type Project } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { ShownText, langAttr, shown } from '../../../components/shown-text';
import { Paragraphs } from '../../../components/paragraphs';
import { Icon } from '../../../components/icons';
import { scrollToAnchor } from '../../../components/scroll-to-anchor';
import { ArchitectureInfo } from './architecture-info';
import { BrochureLink } from './brochure-link';
import { CoverCarousel } from './cover-carousel';
import { FloorPlans } from './floor-plans';
import { GalleryGrid } from './gallery-grid';
import { LocationInfo } from './location-info';
import { StatusBadge } from './status-badge';
import { TechnicalInfo } from './technical-info';
import {
  hasArchitecture,
  hasGallery,
  hasLocation,
  hasPlans,
  hasTechnicalInfo,
  totalUnits,
} from './project-data';
import './project-sections.css';
import './project-pages.css';

const SECTIONS = [
  ['teknik', 'technicalInfo'],
  ['planlar', 'floorPlans'],
  ['lokasyon', 'location'],
  ['mimari', 'architecture'],
  ['galeri', 'gallery'],
] as const;
type SectionId = (typeof SECTIONS)[number][0];

function Block({
  id,
  title,
  tint,
  children,
}: {
  id: string;
  title: string;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`pub-section pub-detail__block${tint ? ' pub-section--tint' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="pub-container">
        <h2 id={`${id}-title`} className="pub-section-title pub-detail__heading">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** /projeler/{slug}: cover carousel, description, technical units, features, plans, location,
 *  architecture, gallery and the call to action (SPEC §2). */
/** A section the route adds after the introduction (`children`), with its entry in the section menu. */
export interface ExtraSection {
  id: string;
  label: string;
}

export function ProjectDetail({
  project,
  extraSections = [],
  children,
}: {
  project: Project;
  extraSections?: readonly ExtraSection[];
  children?: ReactNode;
}) {
  const { t, lang } = usePublicT();
  const title = pick(project.title, lang);
  const total = totalUnits(project);
  // A section the editor left empty is left out, and so is its entry in the section menu.
  const filled: Record<SectionId, boolean> = {
    teknik: hasTechnicalInfo(project, lang),
    planlar: hasPlans(project),
    lokasyon: hasLocation(project, lang),
    mimari: hasArchitecture(project, lang),
    galeri: hasGallery(project),
  };
  const sections = [
    ...extraSections,
    ...SECTIONS.filter(([id]) => filled[id]).map(([id, key]) => ({ id, label: t(`projects.${key}`) })),
  ];
  let tint = false;
  const nextTint = () => (tint = !tint);
  return (
    <article className="pub-detail">
      <header className="pub-detail__hero">
        <div className="pub-container">
          <Link className="pub-detail__back" to={paths.projects(lang)}>
            <Icon name="left" size={18} /> {t('projects.back')}
          </Link>
          <div className="pub-detail__titles">
            <StatusBadge status={project.status} />
            {/* A name reads the same in any language: marked when Turkish, without a note. */}
            <h1 className="pub-detail__title" lang={langAttr(shown(project.title, lang))}>
              {title}
            </h1>
            <ShownText value={project.subtitle} className="pub-detail__subtitle" />
          </div>
        </div>
        <div className="pub-detail__carousel">
          <CoverCarousel project={project} centred eager />
        </div>
      </header>

      {sections.length > 0 && (
        <nav className="pub-detail__nav" aria-label={t('projects.views')}>
          <ul className="pub-container">
            {sections.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} onClick={(e) => scrollToAnchor(id) && e.preventDefault()}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section className="pub-section pub-detail__intro" aria-label={title}>
        <div className="pub-container pub-detail__intro-grid">
          <div className="pub-prose pub-detail__desc">
            <ShownText value={project.description} as="div">
              {(text) => <Paragraphs text={text} />}
            </ShownText>
          </div>
          <aside className="pub-detail__facts">
            <dl>
              {total !== undefined && (
                <div>
                  <dt>{t('projects.totalUnits')}</dt>
                  <dd>{total}</dd>
                </div>
              )}
              {project.technical_info?.iskan_date && (
                <div>
                  <dt>{t('projects.iskanDate')}</dt>
                  <dd>{project.technical_info.iskan_date}</dd>
                </div>
              )}
              <div>
                <dt>{t('projects.status')}</dt>
                <dd>
                  <StatusBadge status={project.status} />
                </dd>
              </div>
            </dl>
            <Link className="kui-btn kui-btn--gold" to={paths.contact(lang)}>
              {t('projects.ctaButton')}
            </Link>
            <BrochureLink slug={project.slug} />
          </aside>
        </div>
      </section>

      {/* What other features add to the page (units, progress), composed by the route (app/routes). */}
      {children}
      {filled.teknik && (
        <Block id="teknik" title={t('projects.technicalInfo')} tint={nextTint()}>
          <TechnicalInfo project={project} showFeatures headingLevel="h3" />
        </Block>
      )}
      {filled.planlar && (
        <Block id="planlar" title={t('projects.floorPlans')} tint={nextTint()}>
          <FloorPlans project={project} />
        </Block>
      )}
      {filled.lokasyon && (
        <Block id="lokasyon" title={t('projects.location')} tint={nextTint()}>
          <LocationInfo project={project} />
        </Block>
      )}
      {filled.mimari && (
        <Block id="mimari" title={t('projects.architecture')} tint={nextTint()}>
          <ArchitectureInfo project={project} headingLevel="h3" />
        </Block>
      )}
      {filled.galeri && (
        <Block id="galeri" title={t('projects.gallery')} tint={nextTint()}>
          <GalleryGrid images={project.gallery ?? []} title={title} />
        </Block>
      )}

      <section className="pub-section pub-section--dark pub-detail__cta" aria-labelledby="pub-detail-cta">
        <div className="pub-container pub-soon__inner">
          <h2 id="pub-detail-cta" className="pub-section-title">
            {t('projects.ctaTitle')}
          </h2>
          <p className="pub-lead">{t('projects.ctaText')}</p>
          <Link className="kui-btn kui-btn--gold" to={paths.contact(lang)} data-testid="project-cta">
            {t('projects.ctaButton')} <Icon name="arrow" size={18} />
          </Link>
        </div>
      </section>
    </article>
  );
}
