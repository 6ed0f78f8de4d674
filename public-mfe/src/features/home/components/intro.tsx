import { pick } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Paragraphs } from '../../../components/paragraphs';
import { Icon } from '../../../components/icons';
import { CtaLink } from './cta-link';
import { useSlider } from './use-sliders';
import './intro.css';

/** The intro block under the hero: slider order 2. */
export function Intro() {
  const { lang } = usePublicT();
  const slider = useSlider(2);
  return (
    <section id="pub-intro" className="pub-section pub-intro" aria-labelledby="pub-intro-title">
      <div className="pub-container pub-intro__grid">
        <div className="pub-intro__text">
          {slider && (
            <>
              <p className="pub-eyebrow">{pick(slider.subtitle, lang)}</p>
              <h2 id="pub-intro-title" className="pub-section-title">
                {pick(slider.title, lang)}
              </h2>
              <div className="pub-lead pub-prose">
                <Paragraphs text={pick(slider.description, lang)} />
              </div>
              {slider.cta_link && pick(slider.cta_text, lang) && (
                <CtaLink href={slider.cta_link} className="pub-link-arrow">
                  {pick(slider.cta_text, lang)} <Icon name="arrow" size={18} />
                </CtaLink>
              )}
            </>
          )}
        </div>
        <div className="pub-intro__figure">
          {slider?.image_url ? (
            <ResponsiveImage
              src={slider.image_url}
              alt={pick(slider.title, lang)}
              sizes="(min-width: 960px) 50vw, 100vw"
              width={1200}
              height={900}
            />
          ) : (
            <div className="pub-intro__placeholder" aria-hidden="true" />
          )}
        </div>
      </div>
    </section>
  );
}
