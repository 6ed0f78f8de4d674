import { DEFAULT_BANNER } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { useNearViewport } from '../../../components/use-near-viewport';
import { ResponsiveImage } from '../../../components/responsive-image';
import { ShownText } from '../../../components/shown-text';
import { Icon } from '../../../components/icons';
import { readApi } from '../../../api/client';
import './instagram-banner.css';

/** The Instagram banner between the projects and the blog, when it is active. */
export function InstagramBannerSection() {
  const { t } = usePublicT();
  const [slotRef, near] = useNearViewport();
  const state = useResource('instagram-banner/', () => readApi('/api/instagram-banner'), near);
  const banner =
    state.status === 'ready' ? state.data : state.status === 'error' ? DEFAULT_BANNER : undefined;
  // Until read, an empty slot marks where the banner goes (so it is read when the visitor gets near).
  if (!banner) return <div ref={slotRef} className="pub-igb-slot" />;
  if (!banner.active || !banner.link) return null;
  return (
    <section className="pub-igb" aria-label="Instagram">
      {banner.background_image && (
        <ResponsiveImage className="pub-igb__image" src={banner.background_image} alt="" sizes="100vw" />
      )}
      <div className="pub-container pub-igb__inner">
        <Icon name="instagram" size={40} className="pub-igb__icon" />
        <ShownText value={banner.text} className="pub-igb__text" />
        <a className="kui-btn kui-btn--gold" href={banner.link} target="_blank" rel="noopener noreferrer">
          {t('banner.cta')} <span className="visually-hidden">{t('common.newTab')}</span>
          <Icon name="arrow" size={18} />
        </a>
      </div>
    </section>
  );
}
