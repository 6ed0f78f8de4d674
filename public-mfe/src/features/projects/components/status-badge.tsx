import { usePublicT } from '../../../i18n/use-lang';
import { statusKey } from './project-data';

/** Tamamlandı / Devam Ediyor / Planlı, in the page's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = usePublicT();
  const key = statusKey(status);
  if (!key) return null;
  return <span className={`pub-status-badge pub-status-badge--${status}`}>{t(key)}</span>;
}
