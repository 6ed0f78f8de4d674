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

/** Repeat requests of one person (issue 27, decision 0206): requests with the same phone (its last 10
 *  digits) or the same e-mail, sent within `days` before or after, shown together. The request's page
 *  lists the newest `listed` of them; the list counts them per row no further than `counted` (a higher
 *  number is shown as "99+"). */
export const CONTACT_REPEATS = { days: 30, listed: 10, counted: 99 } as const;

/** The list's badge for a request with `count` other requests of the same person ("" for none). */
export function repeatsLabel(count: number): string {
  if (count < 1) return '';
  const n = count > CONTACT_REPEATS.counted ? `${CONTACT_REPEATS.counted}+` : String(count);
  return `Aynı kişiden ${n} talep daha`;
}
