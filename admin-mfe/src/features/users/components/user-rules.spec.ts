import { userChanges, validateChanges, validateNewUser } from './user-rules';
import { problemText } from '../../../components/use-form-errors';

describe('administrator forms', () => {
  it('requires name, a valid email and a password of 12 characters', () => {
    expect(validateNewUser({ name: ' ', email: 'kötü', password: 'on-bir-harf' })).toEqual([
      { field: 'name', message: 'Ad soyad boş' },
      { field: 'email', message: 'E-posta: geçerli bir e-posta adresi yazın, örn. ad@firma.com', live: true },
      { field: 'password', message: 'Şifre en az 12 karakter olmalı' },
    ]);
    expect(validateNewUser({ name: 'Ece', email: 'ece@konak.tr', password: 'on-iki-harfli' })).toEqual([]);
  });

  it('leaves empty fields out of an update', () => {
    expect(userChanges('', '')).toEqual({});
    expect(userChanges(' Ece ', '')).toEqual({ name: 'Ece' });
    expect(userChanges('', 'yeni-sifre-1')).toEqual({ password: 'yeni-sifre-1' });
    expect(validateChanges({ password: 'kisa', current_password: 'benim-sifrem' }).map(problemText)).toEqual([
      'Şifre en az 12 karakter olmalı',
    ]);
  });

  it('sends one’s own current password with a new password, and only then', () => {
    expect(userChanges('Ece', 'yeni-sifre-1', 'benim-sifrem')).toEqual({
      name: 'Ece',
      password: 'yeni-sifre-1',
      current_password: 'benim-sifrem',
    });
    expect(userChanges('Ece', '', 'benim-sifrem')).toEqual({ name: 'Ece' });
  });

  it('asks for one’s own current password before a new password is sent', () => {
    expect(validateChanges({ password: 'yeni-sifre-1' })).toEqual([
      { field: 'current_password', message: 'Şifre değiştirmek için kendi mevcut şifrenizi girin' },
    ]);
    expect(validateChanges({ password: 'yeni-sifre-1', current_password: 'benim-sifrem' })).toEqual([]);
    expect(validateChanges({ name: 'Ece' })).toEqual([]);
  });
});
