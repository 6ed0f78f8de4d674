import type { AdminUserChanges as UserChanges, NewAdminUser as NewUser } from '@konak/shared-ui';
import { MIN_PASSWORD } from '../../../components/form-rules';
import { Problems } from '../../../components/field-problems';
import type { Problem } from '../../../components/use-form-errors';

export function validateNewUser(u: NewUser): Problem[] {
  const p = new Problems();
  if (!u.name.trim()) p.add('name', 'Ad soyad boş');
  if (!u.email.trim()) p.add('email', 'E-posta boş');
  else p.email('email', 'E-posta', u.email);
  if (u.password.length < MIN_PASSWORD) p.add('password', `Şifre en az ${MIN_PASSWORD} karakter olmalı`);
  return p.list;
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

export function validateChanges(c: UserChanges): Problem[] {
  const p = new Problems();
  if (c.password !== undefined && c.password.length < MIN_PASSWORD)
    p.add('password', `Şifre en az ${MIN_PASSWORD} karakter olmalı`);
  if (c.password !== undefined && !c.current_password) p.add('current_password', CURRENT_PASSWORD_REQUIRED);
  return p.list;
}
