import { isProjectStatus, PROJECT_STATUS_LABELS } from '@konak/contract';
import { useLang } from '../../../i18n/use-lang';

/** The project's stage in the page's language (the contract's words, the admin's and the brochure's too). */
export function StatusBadge({ status }: { status: string }) {
  const lang = useLang();
  if (!isProjectStatus(status)) return null;
  return (
    <span className={`pub-status-badge pub-status-badge--${status}`}>
      {PROJECT_STATUS_LABELS[lang][status]}
    </span>
  );
}
