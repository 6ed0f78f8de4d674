// A call-back request's statuses and suspicion reasons as staff read them, and as the list's address
// spells them: one place for the contacts screens, the dashboard and the menu.
import { CONTACT_STATUS_LABELS, SUSPICIOUS_REASON_LABELS } from '@konak/contract';
import type { ContactStatus } from '@konak/shared-ui';

export const STATUS_LABELS: Record<ContactStatus, string> = CONTACT_STATUS_LABELS;
export const STATUS_TONES = { new: 'warning', contacted: 'info', closed: 'neutral' } as const;
/** Each status as the list's address spells it (`/admin/contacts?durum=yeni`): Turkish, without accents. */
export const STATUS_WORDS: Record<ContactStatus, string> = {
  new: 'yeni',
  contacted: 'iletisimde',
  closed: 'kapatildi',
};

/** The badge a request wears: its status, or — its personal data erased — that it was erased (it waits
 *  for nobody, so never "Yeni"). The list, the detail and the dashboard's recent requests all show this. */
export function requestBadge(c: { status: ContactStatus; anonymised?: boolean }): {
  label: string;
  tone: 'warning' | 'info' | 'neutral';
} {
  if (c.anonymised) return { label: 'Kişisel veriler silindi', tone: 'neutral' };
  return { label: STATUS_LABELS[c.status] ?? c.status, tone: STATUS_TONES[c.status] ?? 'neutral' };
}

/** Why a request was kept apart as suspected automation (the contract's words, the CSV's too). */
export const suspiciousReason = (reason: string) =>
  SUSPICIOUS_REASON_LABELS[reason as keyof typeof SUSPICIOUS_REASON_LABELS] ?? 'Otomatik gönderim şüphesi';

/** `supheli=evet` in the list's address: only the requests kept apart as suspected automation. */
export const SUSPICIOUS_WORD = 'evet';
