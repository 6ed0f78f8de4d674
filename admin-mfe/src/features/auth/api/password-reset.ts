// "Şifremi unuttum": what the login page may offer, asking for the e-mailed link, and setting the new
// password with it.
import { apiClient, body } from '../../../api/client';

export const getResetOptions = () => body(apiClient.GET('/api/auth/password-reset'));

export const requestReset = (email: string) =>
  body(apiClient.POST('/api/auth/password-reset', { body: { email } }));

export const confirmReset = (token: string, password: string) =>
  body(apiClient.POST('/api/auth/password-reset/confirm', { body: { token, password } }));
