import { AUDIT_ACTION_LABELS, CONTENT_TYPE_LABELS, type AuditAction, type ContentType } from '@konak/contract';
import { Badge, type BadgeTone } from '@konak/shared-ui';

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

/** Who made the change: a name, or who it was when nobody was signed in. */
export const actorName = (name: string) => name || 'Sistem / oturumsuz';
