// A call-back request's statuses and suspicion reasons as staff read them, and as the list's address
// spells them: one place for the contacts screens, the dashboard and the menu.
import type { ContactStatus } from '@konak/shared-ui';

export const STATUS_LABELS: Record<ContactStatus, string> = { new: 'Yeni', contacted: 'İletişimde', closed: 'Kapatıldı' };
export const STATUS_TONES = { new: 'warning', contacted: 'info', closed: 'neutral' } as const;
/** Each status as the list's address spells it (`/admin/contacts?durum=yeni`): Turkish, without accents. */
export const STATUS_WORDS: Record<ContactStatus, string> = { new: 'yeni', contacted: 'iletisimde', closed: 'kapatildi' };

/** Why a request was kept apart as suspected automation. */
export const SUSPICIOUS_REASONS: Record<'honeypot' | 'fast', string> = {
  honeypot: 'Gizli alan dolduruldu',
  fast: 'Form çok hızlı gönderildi',
};
export const suspiciousReason = (reason: string) => SUSPICIOUS_REASONS[reason as keyof typeof SUSPICIOUS_REASONS] ?? 'Otomatik gönderim şüphesi';

/** `supheli=evet` in the list's address: only the requests kept apart as suspected automation. */
export const SUSPICIOUS_WORD = 'evet';
