// Call-back requests' words for staff, shared by the API's CSV export and the admin (one place).
import { CONTACT_RATE_LIMITS } from './limits.js';

export const CONTACT_STATUS_LABELS: Record<'new' | 'contacted' | 'closed', string> = {
  new: 'Yeni',
  contacted: 'İletişimde',
  closed: 'Kapatıldı',
};

/** Why a request is suspected spam, as staff read it. */
export const SUSPICIOUS_REASON_LABELS: Record<'honeypot' | 'fast' | 'rate', string> = {
  honeypot: 'Gizli alan dolduruldu',
  fast: 'Form çok hızlı gönderildi',
  rate: `Aynı adresten ${CONTACT_RATE_LIMITS.windowMs / 60_000} dakikada ${CONTACT_RATE_LIMITS.kept} talepten fazla`,
};
