import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pick, useSettingsStore } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { Icon, type IconName } from '../../../components/icons';
import { Brand } from './brand';
import { telHref, whatsappHref } from './contact-links';
import './footer.css';

/** The footer of every page (SPEC §2): contact details, the Kepez address, the Instagram invitation and
 *  the call-back form (passed in by the app, which composes the features). Anchor #iletisim. */
export function Footer({ form }: { form: ReactNode }) {
  const { t, lang } = usePublicT();
  const s = useSettingsStore((state) => state.settings);
  const siteName = pick(s.site_name, lang) || 'Konak Yapı';
  const socials = (
    [
      ['instagram', s.social_instagram, 'Instagram'],
      ['facebook', s.social_facebook, 'Facebook'],
      ['linkedin', s.social_linkedin, 'LinkedIn'],
      ['youtube', s.social_youtube, 'YouTube'],
    ] as [IconName, string, string][]
  ).filter(([, url]) => url);

  return (
    <footer className="pub-footer" id="iletisim" aria-labelledby="pub-footer-title">
      <div className="pub-container pub-footer__grid">
        <div className="pub-footer__callback">
          <p className="pub-eyebrow pub-eyebrow--light">{t('contact.eyebrow')}</p>
          <h2 id="pub-footer-title" className="pub-footer__title">
            {t('contact.letUsCall')}
          </h2>
          <p className="pub-footer__lead">{t('contact.formIntro')}</p>
          {form}
        </div>
        <div className="pub-footer__info">
          <Link className="pub-brand pub-footer__brand" to={paths.home(lang)}>
            <Brand />
          </Link>
          <p className="pub-footer__tagline">{t('footer.tagline')}</p>
          <h3 className="pub-footer__heading">{t('footer.contactTitle')}</h3>
          <ul className="pub-footer__contact">
            <li>
              <Icon name="pin" />
              <span>{pick(s.address, lang)}</span>
            </li>
            <li>
              <Icon name="phone" />
              <a href={telHref(s.contact_phone)}>{s.contact_phone}</a>
            </li>
            <li>
              <Icon name="whatsapp" />
              <a href={whatsappHref(s.contact_whatsapp)} target="_blank" rel="noopener noreferrer">
                {s.contact_whatsapp} <span className="visually-hidden">{t('common.newTab')}</span>
              </a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${s.contact_email}`}>{s.contact_email}</a>
            </li>
          </ul>
          {s.social_instagram && (
            <div className="pub-footer__follow">
              <h3 className="pub-footer__heading">{t('footer.followTitle')}</h3>
              <p>{t('footer.followText')}</p>
              <a
                className="kui-btn kui-btn--gold kui-btn--sm"
                href={s.social_instagram}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="instagram" size={18} /> {t('footer.followButton')}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            </div>
          )}
          <ul className="pub-footer__social">
            {socials.map(([icon, url, label]) => (
              <li key={icon}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${t('common.newTab')}`}
                >
                  <Icon name={icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="pub-footer__bottom">
        <div className="pub-container pub-footer__bottom-inner">
          <p>
            © {new Date().getFullYear()} {siteName}. {t('footer.rights')}
          </p>
          <nav aria-label={t('footer.links')}>
            <ul className="pub-footer__links">
              <li>
                <Link to={paths.about(lang)}>{t('nav.about')}</Link>
              </li>
              <li>
                <Link to={paths.projects(lang)}>{t('nav.projects')}</Link>
              </li>
              <li>
                <Link to={paths.homes(lang)}>{t('nav.homes')}</Link>
              </li>
              <li>
                <Link to={paths.blog(lang)}>{t('nav.blog')}</Link>
              </li>
              <li>
                <Link to={paths.contact(lang)}>{t('nav.contact')}</Link>
              </li>
              <li>
                <Link to={paths.kvkk(lang)}>{t('footer.kvkk')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
