import { pick } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { prefersReducedMotion, scrollToAnchor } from '../../../components/scroll-to-anchor';
import { Icon } from '../../../components/icons';
import { CtaLink } from './cta-link';
import { useSlider } from './use-sliders';
import './hero.css';

/** The first screen: slider order 1 with its image or video, title, subtitle and call to action. */
/** The hero fills the screen's width. Also what its preload says (home.page.ts). */
export const HERO_IMAGE_SIZES = '100vw';

export function Hero() {
  const { t, lang } = usePublicT();
  const slider = useSlider(1);
  const video = slider?.media_type === 'video' && slider.media_url && !prefersReducedMotion();
  const title = slider ? pick(slider.title, lang) : '';
  return (
    <section className="pub-hero" aria-label={title || undefined} data-testid="home-hero">
      <div className="pub-hero__media">
        {video ? (
          <video
            className="pub-hero__video"
            src={slider.media_url}
            poster={slider.image_url || undefined}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
          />
        ) : (
          slider?.image_url && (
            <ResponsiveImage
              className="pub-hero__image"
              src={slider.image_url}
              alt=""
              eager
              sizes={HERO_IMAGE_SIZES}
            />
          )
        )}
      </div>
      {slider && (
        <div className="pub-hero__content pub-container">
          <p className="pub-eyebrow pub-eyebrow--light">{pick(slider.subtitle, lang)}</p>
          <h1 className="pub-hero__title">{title}</h1>
          {pick(slider.description, lang) && (
            <p className="pub-hero__text">{pick(slider.description, lang)}</p>
          )}
          <div className="pub-hero__actions">
            {slider.cta_link && pick(slider.cta_text, lang) && (
              <CtaLink href={slider.cta_link} className="kui-btn kui-btn--gold pub-hero__cta">
                {pick(slider.cta_text, lang)} <Icon name="arrow" size={18} />
              </CtaLink>
            )}
            <CtaLink href="#iletisim" className="kui-btn kui-btn--outline pub-hero__cta pub-hero__cta--ghost">
              {t('contact.letUsCall')}
            </CtaLink>
          </div>
        </div>
      )}
      <button type="button" className="pub-hero__scroll" onClick={() => scrollToAnchor('pub-intro')}>
        <span>{t('hero.scroll')}</span>
        <Icon name="down" size={18} />
      </button>
    </section>
  );
}
