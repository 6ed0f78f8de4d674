// Two-factor sign-in (issue 27): the second step of a sign-in, enrolment (by a signed-in administrator,
// or during a sign-in that must enrol first, with its challenge), switching off, and the owner's
// security settings.
import { apiClient, body } from '../../../api/client';

export const verifySignIn = (challenge: string, code: string) =>
  body(apiClient.POST('/api/auth/2fa/verify', { body: { challenge, code } }));

export const getTwoFactorStatus = () => body(apiClient.GET('/api/auth/2fa'));

/** With `challenge`: enrolment during a sign-in (no token yet). */
export const startEnrolment = (challenge?: string) =>
  body(apiClient.POST('/api/auth/2fa/setup', { body: challenge ? { challenge } : {} }));

export const finishEnrolment = (code: string, challenge?: string) =>
  body(apiClient.POST('/api/auth/2fa/enable', { body: challenge ? { code, challenge } : { code } }));

export const disableTwoFactor = (code: string) =>
  body(apiClient.POST('/api/auth/2fa/disable', { body: { code } }));

export const getSecuritySettings = () => body(apiClient.GET('/api/settings/security'));

export const saveSecuritySettings = (settings: {
  require_2fa_roles: ('owner' | 'editor' | 'sales')[];
  audit_retention_days: number;
}) => body(apiClient.PUT('/api/settings/security', { body: settings }));
