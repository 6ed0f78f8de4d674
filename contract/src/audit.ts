// What the audit log (issue 14, "Etkinlik Kaydı") records: the API stores the action names, the admin shows
// the Turkish labels. One list so a filter, a stored row and a label can never disagree.
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'publish',
  'unpublish',
  'purge',
  'upload',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'password_reset',
  'role_change',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  'two_factor_recovery_code',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Oluşturdu',
  update: 'Düzenledi',
  delete: 'Sildi',
  restore: 'Geri yükledi',
  publish: 'Yayınladı',
  unpublish: 'Yayından kaldırdı',
  purge: 'Kalıcı olarak sildi',
  upload: 'Dosya yükledi',
  login: 'Giriş yaptı',
  login_failed: 'Başarısız giriş',
  logout: 'Çıkış yaptı',
  password_change: 'Şifre değiştirdi',
  password_reset: 'Şifre sıfırladı',
  role_change: 'Rol değiştirdi',
  two_factor_enable: 'İki adımlı doğrulamayı açtı',
  two_factor_disable: 'İki adımlı doğrulamayı kapattı',
  two_factor_reset: 'İki adımlı doğrulamayı sıfırladı',
  two_factor_recovery_code: 'Kurtarma kodu kullandı',
};

/** Routine sign-ins and sign-outs: every working day brings several per person, so the log leaves them out
 *  unless asked (decision 0202). A failed sign-in is not routine and is always listed. */
export const AUDIT_SIGN_IN_ACTIONS = ['login', 'logout'] as const satisfies readonly AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return (AUDIT_ACTIONS as readonly unknown[]).includes(value);
}

/** The one redaction rule: a field whose name says it holds a password, hash, token or secret is never
 *  stored in the log, not even as "changed" text (its change still shows, with both sides hidden). */
export function isSecretField(path: string): boolean {
  return /password|hash|token|secret|api_?key/i.test(path);
}
