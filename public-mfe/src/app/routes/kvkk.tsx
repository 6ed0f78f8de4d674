import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageHero } from '../../components/page-hero';
import { KvkkNotice } from '../../features/legal/components/kvkk-notice';

/** The data-protection notice: Turkish only (SPEC §2), on every language's URL. */
export default function KvkkPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('footer.kvkk'));
  return (
    <div lang="tr">
      <PageHero
        eyebrow="6698 Sayılı Kanun"
        title="KVKK Aydınlatma Metni"
        subtitle="Kişisel verilerinizin işlenmesine ilişkin aydınlatma metni"
      />
      <KvkkNotice />
    </div>
  );
}
