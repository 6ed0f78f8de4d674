// Call-back requests' words for staff, shared by the API's CSV export and the admin (one place).

export const CONTACT_STATUS_LABELS: Record<'new' | 'contacted' | 'closed', string> = {
  new: 'Yeni',
  contacted: 'İletişimde',
  closed: 'Kapatıldı',
};

/** Why a request is suspected spam, as staff read it. */
export const SUSPICIOUS_REASON_LABELS: Record<'honeypot' | 'fast', string> = {
  honeypot: 'Gizli alan dolduruldu',
  fast: 'Form çok hızlı gönderildi',
};
