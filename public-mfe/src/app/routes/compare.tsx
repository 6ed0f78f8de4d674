import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { ComparePage } from '../../features/units/components/compare';
import { ContactForm } from '../../features/contact/components/contact-form';

/** The shortlist's one call-back: the message names the homes, `unit` names each in a field of its own. */
const callBack = (message: string, unit: string) => (
  <ContactForm tone="light" withMessage message={message} unit={unit} />
);

export default function CompareRoute() {
  const { t } = usePublicT();
  useDocumentTitle(t('shortlist.title'));
  return <ComparePage callBackForm={callBack} />;
}
