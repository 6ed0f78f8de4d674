import { userChanges, validateChanges, validateNewUser } from './user-rules';

describe('administrator forms', () => {
  it('requires name, a valid email and a password of 8 characters', () => {
    expect(validateNewUser({ name: ' ', email: 'kötü', password: '1234567' })).toEqual([
      'Ad zorunlu',
      'Geçerli bir e-posta adresi girin',
      'Şifre en az 8 karakter olmalı',
    ]);
    expect(validateNewUser({ name: 'Ece', email: 'ece@konak.tr', password: '12345678' })).toEqual([]);
  });

  it('leaves empty fields out of an update', () => {
    expect(userChanges('', '')).toEqual({});
    expect(userChanges(' Ece ', '')).toEqual({ name: 'Ece' });
    expect(userChanges('', 'yeni-sifre-1')).toEqual({ password: 'yeni-sifre-1' });
    expect(validateChanges({ password: 'kisa' })).toEqual(['Şifre en az 8 karakter olmalı']);
  });
});
