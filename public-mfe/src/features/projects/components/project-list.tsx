import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pick, Spinner, useSettingsStore } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Icon } from '../../../components/icons';
import { PageHero } from '../../../components/page-hero';
import { PROJECT_CARDS_KEY, readProjectCards, type ProjectCard } from '../api/project-reads';
import { StatusBadge } from './status-badge';
import './project-sections.css';
import './project-pages.css';

/** Logo strip of the first six projects (SPEC §9). */
export const LOGO_STRIP_SIZE = 6;

/** What other features show on a card (units for sale, progress), given by the route (app/routes). */
export type CardExtra = (card: ProjectCard) => ReactNode;

/** The card's image: its cover, else its first gallery image (the summary's `cover`), else its logo. */
const cardImage = (card: ProjectCard) => card.cover || card.logo || undefined;

function ProjectCardView({ project, extra }: { project: ProjectCard; extra?: CardExtra }) {
  const { t, lang } = usePublicT();
  const title = pick(project.title, lang);
  const href = paths.project(lang, project.slug);
  const cover = cardImage(project);
  return (
    <article className="pub-pcard" data-testid="project-card">
      <Link to={href} className="pub-pcard__media" tabIndex={-1} aria-hidden="true">
        {cover ? (
          <ResponsiveImage
            src={cover}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            width={960}
            height={720}
          />
        ) : (
          <span className="pub-card__blank" />
        )}
        <span className="pub-pcard__badge">
          <StatusBadge status={project.status} />
        </span>
      </Link>
      <div className="pub-pcard__body">
        <h2 className="pub-pcard__title">
          <Link to={href}>{title}</Link>
        </h2>
        {pick(project.subtitle, lang) && (
          <p className="pub-pcard__subtitle">{pick(project.subtitle, lang)}</p>
        )}
        {extra?.(project)}
        <Link
          to={href}
          className="kui-btn kui-btn--outline kui-btn--sm pub-pcard__cta"
          aria-label={`${t('projects.viewDetails')}: ${title}`}
        >
          {t('projects.viewDetails')} <Icon name="arrow" size={16} />
        </Link>
      </div>
    </article>
  );
}

/** /projeler: logo strip, the cards with their status, and the "new projects coming soon" call. */
export function ProjectList({ cardExtra }: { cardExtra?: CardExtra } = {}) {
  const { t, lang } = usePublicT();
  const state = useResource(PROJECT_CARDS_KEY, readProjectCards);
  const settings = useSettingsStore((s) => s.settings);
  const projects = state.status === 'ready' ? state.data : [];
  const logos = projects.slice(0, LOGO_STRIP_SIZE).filter((p) => p.logo);

  return (
    <>
      <PageHero
        eyebrow={t('projects.eyebrow')}
        title={t('projects.title')}
        subtitle={t('projects.subtitle')}
        image={projects[0] ? cardImage(projects[0]) : undefined}
      />
      {logos.length > 0 && (
        <section className="pub-logos" aria-label={t('projects.tabs')}>
          <ul className="pub-container pub-logos__list">
            {logos.map((p) => (
              <li key={p.slug}>
                <Link to={paths.project(lang, p.slug)}>
                  <img src={p.logo} alt={pick(p.title, lang)} width={150} height={60} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="pub-section" aria-label={t('projects.title')}>
        <div className="pub-container">
          {state.status === 'loading' && <Spinner label={t('common.loading')} />}
          {state.status !== 'loading' && projects.length === 0 && (
            <p className="pub-empty">{t('projects.empty')}</p>
          )}
          <div className="pub-pcard-grid">
            {projects.map((p) => (
              <ProjectCardView key={p.id ?? p.slug} project={p} extra={cardExtra} />
            ))}
          </div>
        </div>
      </section>
      <section className="pub-section pub-section--dark pub-soon" aria-labelledby="pub-soon-title">
        <div className="pub-container pub-soon__inner">
          <p className="pub-eyebrow pub-eyebrow--light">{t('projects.eyebrow')}</p>
          <h2 id="pub-soon-title" className="pub-section-title">
            {t('projects.comingSoonTitle')}
          </h2>
          <p className="pub-lead">{t('projects.comingSoonText')}</p>
          <div className="pub-soon__links">
            {settings.social_instagram && (
              <a
                className="kui-btn kui-btn--gold"
                href={settings.social_instagram}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="instagram" size={18} /> Instagram{' '}
                <span className="visually-hidden">{t('common.newTab')}</span>
              </a>
            )}
            {settings.social_facebook && (
              <a
                className="kui-btn kui-btn--outline"
                href={settings.social_facebook}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="facebook" size={18} /> Facebook{' '}
                <span className="visually-hidden">{t('common.newTab')}</span>
              </a>
            )}
            {settings.social_youtube && (
              <a
                className="kui-btn kui-btn--outline"
                href={settings.social_youtube}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="youtube" size={18} /> YouTube{' '}
                <span className="visually-hidden">{t('common.newTab')}</span>
              </a>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
