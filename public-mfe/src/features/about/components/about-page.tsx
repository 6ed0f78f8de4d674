import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { PageHero } from '../../../components/page-hero';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Icon } from '../../../components/icons';
import { readApi } from '../../../api/client';
import { Stats } from './stats';
import './about.css';

/** /hakkimizda: the company, its mission and vision, and its figures, from the interface texts. */
export function AboutPageContent() {
  const { t, lang } = usePublicT();
  const state = useResource('about/', () => readApi('/api/about'));
  const image = state.status === 'ready' ? state.data[0]?.image : undefined;
  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        subtitle={t('about.subtitle')}
        image={image}
      />
      <section className="pub-section" aria-labelledby="pub-about-story">
        <div className="pub-container pub-about__grid">
          <div>
            <h2 id="pub-about-story" className="pub-section-title">
              {t('about.storyTitle')}
            </h2>
            <div className="pub-prose pub-about__text">
              <p>{t('about.description1')}</p>
              <p>{t('about.description2')}</p>
              <p>{t('about.description3')}</p>
            </div>
          </div>
          <dl className="pub-about__pillars pub-about__pillars--stack">
            <div>
              <dt>{t('about.mission')}</dt>
              <dd>{t('about.missionText')}</dd>
            </div>
            <div>
              <dt>{t('about.vision')}</dt>
              <dd>{t('about.visionText')}</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="pub-section pub-section--tint" aria-labelledby="pub-about-figures">
        <div className="pub-container">
          <p className="pub-eyebrow">{t('about.eyebrow')}</p>
          <h2 id="pub-about-figures" className="pub-section-title">
            {t('about.achievements')}
          </h2>
          <Stats />
          {image && (
            <div className="pub-about__wide">
              <ResponsiveImage src={image} alt={t('about.title')} sizes="100vw" width={1600} height={700} />
            </div>
          )}
          <p className="pub-about__next">
            <Link className="kui-btn kui-btn--primary" to={paths.projects(lang)}>
              {t('projects.allProjects')} <Icon name="arrow" size={18} />
            </Link>
            <Link className="kui-btn kui-btn--outline" to={paths.contact(lang)}>
              {t('nav.contact')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
