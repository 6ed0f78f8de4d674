import { fold, personKeys, prefixRange, queryTerms, searchTerms } from './contact-search.js';

describe('call-back search terms', () => {
  it('folds Turkish letters in any case and transliterates Russian ones', () => {
    expect(['Ayşe', 'AYŞE', 'ayse', 'AYSE'].map(fold)).toEqual(['ayse', 'ayse', 'ayse', 'ayse']);
    expect(fold('İSMAİL IŞIK Çağrı Gökhan Özlem Ünal')).toBe('ismail isik cagri gokhan ozlem unal');
    expect(fold('Наталья Смирнова')).toBe('natalya smirnova');
    expect(fold('Chloé Müller')).toBe('chloe muller');
  });

  it('keeps the name words, the e-mail whole and its local part, the phone digits and their last 10 and 7', () => {
    expect(
      searchTerms({
        name: 'Ayşe Nur Yılmaz',
        email: 'ayse.nur@example.com',
        phone: '+90 532 123 45 67',
      }).sort(),
    ).toEqual(
      [
        'ayse',
        'nur',
        'yilmaz',
        'aysenurexamplecom',
        'aysenur',
        '905321234567',
        '5321234567',
        '1234567',
      ].sort(),
    );
    expect(searchTerms({ name: 'Silindi', email: '', phone: '' })).toEqual(['silindi']);
  });

  it('reads a query as a phone number, an e-mail or words', () => {
    expect(queryTerms('0532 123 45')).toEqual(['053212345']);
    expect(queryTerms('+90 (532) 123')).toEqual(['90532123']);
    expect(queryTerms('Ayse.Nur@Example')).toEqual(['aysenurexample']);
    expect(queryTerms('ayşe  YILMAZ')).toEqual(['ayse', 'yilmaz']);
    expect(queryTerms('ay ayşe')).toEqual(['ayse']);
    expect(queryTerms('наталья')).toEqual(['natalya']);
    expect(queryTerms('%%% ---')).toEqual([]);
  });

  it('matches by prefix with a range every longer term of the prefix falls in', () => {
    const [lo, hi] = prefixRange('ayse');
    for (const term of ['ayse', 'aysenur', 'ayse9', 'aysezzzz']) expect(term >= lo && term <= hi).toBe(true);
    for (const term of ['ays', 'aysf', 'ayrz', 'b']) expect(term >= lo && term <= hi).toBe(false);
  });

  it("names a person by the e-mail whole and the phone's last 10 digits, both among the search terms", () => {
    const a = { name: 'Ayşe', email: 'Ayse.Nur@Example.com', phone: '0532 111 22 33' };
    const b = { name: 'A. Nur', email: 'ayse.nur@example.com', phone: '+90 532 111 2233' };
    expect(personKeys(a)).toEqual(['aysenurexamplecom', '5321112233']);
    expect(personKeys(b)).toEqual(personKeys(a));
    for (const key of personKeys(a)) expect(searchTerms(a)).toContain(key);
    expect(personKeys({ email: '', phone: '532 1112' })).toEqual([]);
  });
});
