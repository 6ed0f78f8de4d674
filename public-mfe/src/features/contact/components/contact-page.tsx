import { usePublicT } from '../../../i18n/use-lang';
import { Icon, type IconName } from '../../../components/icons';
import { ContactForm } from './contact-form';
import { OFFICE, officeDirectionsUrl, officeMapUrl } from './office';
import './contact-page.css';

/** /iletisim: the fixed office details, the call-back form and the map of the office in Kepez. */
export function ContactPageContent() {
  const { t } = usePublicT();
  const rows: { icon: IconName; label: string; value: string; href?: string; external?: boolean }[] = [
    { icon: 'pin', label: t('contact.addressLabel'), value: OFFICE.address },
    {
      icon: 'phone',
      label: t('contact.phoneLabel'),
      value: OFFICE.phone,
      href: `tel:${OFFICE.phone.replace(/[^\d+]/g, '')}`,
    },
    {
      icon: 'whatsapp',
      label: t('contact.whatsappLabel'),
      value: OFFICE.whatsapp,
      href: `https://wa.me/${OFFICE.whatsapp.replace(/\D/g, '')}`,
      external: true,
    },
    { icon: 'mail', label: t('contact.emailLabel'), value: OFFICE.email, href: `mailto:${OFFICE.email}` },
    { icon: 'clock', label: '', value: t('contact.hours') },
  ];
  return (
    <>
      <section className="pub-section" aria-label={t('contact.title')}>
        <div className="pub-container pub-contact">
          <div className="pub-contact__card">
            <h2 className="pub-contact__office">{t('contact.office')}</h2>
            <ul className="pub-contact__rows">
              {rows.map((row) => (
                <li key={row.icon}>
                  <span className="pub-contact__icon">
                    <Icon name={row.icon} />
                  </span>
                  <span>
                    {row.label && <span className="pub-contact__label">{row.label}</span>}
                    {row.href ? (
                      <a
                        href={row.href}
                        {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        data-testid={`office-${row.icon}`}
                      >
                        {row.value}
                        {row.external && <span className="visually-hidden"> {t('common.newTab')}</span>}
                      </a>
                    ) : (
                      <span className="pub-contact__value">{row.value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <a
              className="pub-link-arrow pub-contact__directions"
              href={officeDirectionsUrl()}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('contact.directions')} <Icon name="arrow" size={18} />
              <span className="visually-hidden">{t('common.newTab')}</span>
            </a>
          </div>
          <div className="pub-contact__form">
            <p className="pub-eyebrow">{t('contact.eyebrow')}</p>
            <h2 className="pub-section-title">{t('contact.letUsCall')}</h2>
            <p className="pub-lead">{t('contact.formIntro')}</p>
            <ContactForm tone="light" withMessage />
          </div>
        </div>
      </section>
      <section className="pub-contact__map" aria-label={t('contact.mapTitle')}>
        <iframe
          title={t('contact.mapTitle')}
          src={officeMapUrl()}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width="1600"
          height="480"
        />
      </section>
    </>
  );
}
