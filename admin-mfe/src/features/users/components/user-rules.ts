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

/** Only what was filled in is sent: an empty name or password leaves it unchanged. */
export function userChanges(name: string, password: string): UserChanges {
  const changes: UserChanges = {};
  if (name.trim()) changes.name = name.trim();
  if (password) changes.password = password;
  return changes;
}

export function validateChanges(c: UserChanges): string[] {
  return c.password !== undefined && c.password.length < MIN_PASSWORD ? [`Şifre en az ${MIN_PASSWORD} karakter olmalı`] : [];
}
