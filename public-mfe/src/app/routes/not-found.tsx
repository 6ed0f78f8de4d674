import { paths } from '../../config/paths';
import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { StatusMessage } from '../../components/status-message';

export default function NotFoundPage() {
  const { t, lang } = usePublicT();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="pub-status-page">
      <StatusMessage
        title={t('notFound.title')}
        text={t('notFound.text')}
        backTo={paths.home(lang)}
        backLabel={t('common.backHome')}
      />
    </div>
  );
}
