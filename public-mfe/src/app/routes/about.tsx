import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { AboutPageContent } from '../../features/about/components/about-page';

export default function AboutPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('about.title'));
  return <AboutPageContent />;
}
