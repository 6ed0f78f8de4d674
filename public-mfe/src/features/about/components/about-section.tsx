import { Link } from 'react-router-dom';
import { DEFAULT_ABOUT, pick } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { useNearViewport } from '../../../components/use-near-viewport';
import { ResponsiveImage } from '../../../components/responsive-image';
import { ShownText } from '../../../components/shown-text';
import { Paragraphs } from '../../../components/paragraphs';
import { Icon } from '../../../components/icons';
import { readApi } from '../../../api/client';
import { Stats } from './stats';
import './about.css';

/** The about block of the home page (#hakkimizda): the first about item, or the built-in one. */
export function AboutSection() {
  const { t, lang } = usePublicT();
  const [sectionRef, near] = useNearViewport();
  const state = useResource('about/', () => readApi('/api/about'), near);
  const about =
    state.status === 'ready'
      ? (state.data[0] ?? DEFAULT_ABOUT)
      : state.status === 'error'
        ? DEFAULT_ABOUT
        : undefined;
  return (
    <section
      ref={sectionRef}
      id="hakkimizda"
      className="pub-section pub-section--tint pub-about"
      aria-labelledby="pub-about-title"
    >
      <div className="pub-container">
        <div className="pub-about__grid">
          <div className="pub-about__figure">
            {about?.image ? (
              <ResponsiveImage
                src={about.image}
                alt={pick(about.title, lang)}
                sizes="(min-width: 960px) 45vw, 100vw"
                width={1000}
                height={1250}
              />
            ) : (
              <div className="pub-about__placeholder" aria-hidden="true" />
            )}
          </div>
          <div>
            <p className="pub-eyebrow">{t('about.eyebrow')}</p>
            <h2 id="pub-about-title" className="pub-section-title">
              {about ? pick(about.title, lang) : t('about.title')}
            </h2>
            {about && (
              <>
                <ShownText value={about.subtitle} className="pub-about__subtitle" note={false} />
                <ShownText value={about.description} as="div" className="pub-prose pub-about__text">
                  {(text) => <Paragraphs text={text} />}
                </ShownText>
                <dl className="pub-about__pillars">
                  <div>
                    <dt>{t('about.mission')}</dt>
                    <dd>{pick(about.mission, lang)}</dd>
                  </div>
                  <div>
                    <dt>{t('about.vision')}</dt>
                    <dd>{pick(about.vision, lang)}</dd>
                  </div>
                </dl>
              </>
            )}
            <Link className="pub-link-arrow" to={paths.about(lang)}>
              {t('about.more')}
              <span className="visually-hidden">: {t('about.title')}</span> <Icon name="arrow" size={18} />
            </Link>
          </div>
        </div>
        <Stats />
      </div>
    </section>
  );
}
