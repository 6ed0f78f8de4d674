import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { HomeFinder } from '../../features/units/components/home-finder';

export default function HomesPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('homes.title'));
  return <HomeFinder />;
}
