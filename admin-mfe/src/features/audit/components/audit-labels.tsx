import {
  AUDIT_ACTION_LABELS,
  CONTENT_TYPE_LABELS,
  isTrashType,
  type AuditAction,
  type ContentType,
} from '@konak/contract';
import { Badge, type AuditEntry, type BadgeTone } from '@konak/shared-ui';
import { contactDetail, paths, trashOf } from '../../../config/paths';

const ACTION_TONES: Partial<Record<AuditAction, BadgeTone>> = {
  create: 'success',
  publish: 'success',
  restore: 'info',
  upload: 'info',
  delete: 'danger',
  purge: 'danger',
  login_failed: 'warning',
  unpublish: 'warning',
};

export function ActionBadge({ action }: { action: AuditAction }) {
  return <Badge tone={ACTION_TONES[action] ?? 'neutral'}>{AUDIT_ACTION_LABELS[action] ?? action}</Badge>;
}

export const typeLabel = (type: ContentType) => CONTENT_TYPE_LABELS[type] ?? type;

/** Who made the change: a name, or — nobody signed in — someone at the sign-in form (a failed login) or
 *  the site itself (seeding, scheduled work). */
export const actorName = (name: string, action?: AuditAction) =>
  name || (action === 'login_failed' ? 'Giriş yapmamış biri' : 'Sistem (otomatik işlem)');

/** Who made the change by name and e-mail ("Ayşe Yılmaz" over "ayse@konak.com.tr"); an entry without a
 *  signed-in person says so. */
export function Actor({ name, email, action }: { name: string; email: string; action?: AuditAction }) {
  if (!name && !email) return <>{actorName('', action)}</>;
  return (
    <>
      {name || email}
      {name && email && <small className="adm-audit-email">{email}</small>}
    </>
  );
}

/** Where the entry's item is now, when the admin can show it: a deletion in the trash, a call-back
 *  request on its own page, the exchange rates (one set for the site) on their screen. */
export function itemLink(
  entry: Pick<AuditEntry, 'action' | 'type' | 'item_id'>,
): { to: string; label: string } | null {
  if (entry.action === 'delete' && isTrashType(entry.type))
    return { to: trashOf(entry.type), label: 'Çöp kutusunda' };
  if (entry.type === 'contact_request' && entry.item_id !== null && entry.action !== 'purge')
    return { to: contactDetail.path(entry.item_id), label: 'Talebi aç' };
  if (entry.type === 'exchange_rates') return { to: paths.rates.path, label: 'Güncel kurlar' };
  return null;
}
