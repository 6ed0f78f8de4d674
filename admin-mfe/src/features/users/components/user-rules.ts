import { EMAIL_PATTERN, MIN_PASSWORD } from '../../../components/form-rules';
import type { NewUser } from '../api/create-user';
import type { UserChanges } from '../api/update-user';

export function validateNewUser(u: NewUser): string[] {
  const errors: string[] = [];
  if (!u.name.trim()) errors.push('Ad zorunlu');
  if (!EMAIL_PATTERN.test(u.email.trim())) errors.push('Geçerli bir e-posta adresi girin');
  if (u.password.length < MIN_PASSWORD) errors.push(`Şifre en az ${MIN_PASSWORD} karakter olmalı`);
  return errors;
}

/** The API's wording, so the form and the server ask the same thing. */
export const CURRENT_PASSWORD_REQUIRED = 'Şifre değiştirmek için kendi mevcut şifrenizi girin';

/** Only what was filled in is sent: an empty name or password leaves it unchanged. The signed-in
 *  administrator's own password goes with a new password only. */
export function userChanges(name: string, password: string, currentPassword = ''): UserChanges {
  const changes: UserChanges = {};
  if (name.trim()) changes.name = name.trim();
  if (password) changes.password = password;
  if (password && currentPassword) changes.current_password = currentPassword;
  return changes;
}

export function validateChanges(c: UserChanges): string[] {
  const errors: string[] = [];
  if (c.password !== undefined && c.password.length < MIN_PASSWORD) errors.push(`Şifre en az ${MIN_PASSWORD} karakter olmalı`);
  if (c.password !== undefined && !c.current_password) errors.push(CURRENT_PASSWORD_REQUIRED);
  return errors;
}
