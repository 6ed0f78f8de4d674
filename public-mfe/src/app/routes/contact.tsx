import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageHero } from '../../components/page-hero';
import { ContactPageContent } from '../../features/contact/components/contact-page';

export default function ContactPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('contact.title'));
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <ContactPageContent />
    </>
  );
}
