import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageHero } from '../../components/page-hero';
import { KvkkNotice } from '../../features/legal/components/kvkk-notice';

/** The KVKK notice in force, in the page's language when the admin wrote one (else Turkish). */
export default function KvkkPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('footer.kvkk'));
  return (
    <>
      <PageHero eyebrow={t('kvkk.eyebrow')} title={t('footer.kvkk')} subtitle={t('kvkk.subtitle')} />
      <KvkkNotice />
    </>
  );
}
